import BezelCore

extension PreparedButton {
    /// The margin the button's sprite needs to hold every outer layer of its layer shadow in each
    /// of `states` it renders at each of `scales` (`SpriteMargin(shadows:scales:)`); zero without
    /// a visible outer shadow.
    public func spriteMargin(states: [ControlState], scales: [Double]) -> SpriteMargin {
        SpriteMargin(shadows: drawnStates(states).flatMap { self[$0]?.drawing.appearance.shadows ?? [] }, scales: scales)
    }
}

extension ThemeRenderer {
    /// One sprite per button (its size and the margin its shadow needs at `scales` in the drawn
    /// `states`), in order: what `render` packs and draws into, and what `ThemePreflight` checks,
    /// so the two cannot differ.
    static func sprites(_ prepared: PreparedTheme, states: [ControlState], scales: [Double]) -> [SheetSprite] {
        prepared.buttons.map { SheetSprite(name: $0.button.name, size: $0.size, margin: $0.spriteMargin(states: states, scales: scales)) }
    }

    /// One sprite per panel (`ButtonPanel`) in each of `states` its button draws, named
    /// `<button>/<state>/background`, with its button's sprite margin: what the panels' sheet
    /// (`backgrounds[@Nx].png`) packs.
    static func backgroundSprites(_ prepared: PreparedTheme, states: [ControlState], scales: [Double]) -> [SheetSprite] {
        prepared.buttons.flatMap { item -> [SheetSprite] in
            guard let panel = item.panel else { return [] }
            let margin = item.spriteMargin(states: states, scales: scales)
            return item.drawnStates(states).map {
                SheetSprite(name: SheetNaming.backgroundFrameName(button: item.button.name, state: $0), size: panel.size, margin: margin)
            }
        }
    }

    /// The packer with `options`' settings for a render at `scales`.
    static func packer(_ options: RenderOptions, scales: [Double]) -> SheetPacker {
        SheetPacker(options.packing, planningScale: scales.max() ?? 1)
    }
}
