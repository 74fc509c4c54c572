import BezelCore

/// A prepared theme's buttons packed into sheet pages with a render's options: the layouts of every
/// scale, page by page, and the states, scales and packing settings they were packed for. The check
/// (`ThemePreflight`) packs each unit once; the plan draws into the same layouts, and an appearance
/// variant's CSS reads its own unit's, so a run packs each unit once.
public struct PackedSheets: Sendable {
    /// Each scale's pages, scale by scale.
    public let layouts: [SheetLayout]
    /// The panels' sheet (`backgrounds[@Nx].png`): each scale's pages, scale by scale; empty when
    /// no button has a panel.
    public let backgrounds: [SheetLayout]
    /// The states whose sprites' margins were packed for.
    let states: [ControlState]
    let scales: [Double]
    let packing: PackingOptions

    /// Packs `prepared`'s buttons as a render with `options` packs them (timed as `.pack`).
    init(_ prepared: PreparedTheme, options: RenderOptions) throws {
        let theme = prepared.theme
        scales = options.scales ?? theme.scales
        states = options.states ?? theme.renderedStates
        packing = options.packing
        let sprites = ThemeRenderer.sprites(prepared, states: states, scales: scales)
        let scales = self.scales
        let panels = ThemeRenderer.backgroundSprites(prepared, states: states, scales: scales)
        (layouts, backgrounds) = try RenderTiming.measure(options.timing, .pack) {
            let packer = ThemeRenderer.packer(options, scales: scales)
            return (try packer.layouts(sprites, scales: scales, theme: theme.name),
                    panels.isEmpty ? [] : try packer.layouts(panels, scales: scales, theme: theme.name))
        }
    }

    /// Whether these are the layouts a render of `states` at `scales` with `packing` draws into.
    func fits(states: [ControlState], scales: [Double], packing: PackingOptions) -> Bool {
        self.states == states && self.scales == scales && self.packing == packing
    }
}
