import BezelCore

extension ThemeRenderer.PreparedButton {
    /// The margin the button's sprite needs to hold its layer shadow in every state it renders at
    /// each of `scales` (`SpriteMargin(shadows:scales:)`); zero without a visible shadow.
    public func spriteMargin(scales: [Double]) -> SpriteMargin {
        SpriteMargin(shadows: drawings.values.compactMap(\.appearance.shadow), scales: scales)
    }
}

extension ThemeRenderer {
    /// One sprite per button (its frame and the margin its shadow needs at `scales`), in order: what
    /// `render` packs and draws into, and what `ThemePreflight` checks, so the two cannot differ.
    static func sprites(_ buttons: [ButtonModel], _ prepared: [PreparedButton], scales: [Double]) -> [SheetSprite] {
        zip(buttons, prepared).map { SheetSprite(name: $0.name, size: $1.size, margin: $1.spriteMargin(scales: scales)) }
    }

    /// The packer with `options`' settings for a render at `scales`.
    static func packer(_ options: RenderOptions, scales: [Double]) -> SheetPacker {
        SheetPacker(options.packing, planningScale: scales.max() ?? 1)
    }
}
