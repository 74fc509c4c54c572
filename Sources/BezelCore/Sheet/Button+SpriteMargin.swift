extension Button {
    /// The margin this button's sprite needs for its layer shadow in each of `states` it renders
    /// (those its `states` allow) at each of `scales` (`SpriteMargin(shadows:scales:)`).
    public func spriteMargin(resolver: AppearanceResolver, states: [ControlState], scales: [Double]) -> SpriteMargin {
        let shadows = states.filter { self.states?.contains($0) ?? true }
            .compactMap { resolver.resolve(self, state: $0).appearance.shadow }
        return SpriteMargin(shadows: shadows, scales: scales)
    }
}
