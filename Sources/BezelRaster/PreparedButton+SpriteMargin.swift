import BezelCore

extension ThemeRenderer.PreparedButton {
    /// The margin the button's sprite needs to hold its layer shadow in every state it renders at
    /// each of `scales` (`SpriteMargin(shadows:scales:)`); zero without a visible shadow.
    public func spriteMargin(scales: [Double]) -> SpriteMargin {
        SpriteMargin(shadows: drawings.values.compactMap(\.appearance.shadow), scales: scales)
    }
}
