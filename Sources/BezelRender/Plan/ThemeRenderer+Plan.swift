import BezelCore
import BezelRaster

/// Everything one render will produce, decided before any pixel is drawn: the scales and states,
/// each button planned (its drawings, caps and margin: `PlannedButton`), and the packed sheet and
/// strip layouts. `ThemeRenderer.plan` builds it; `rasterise` and `exports` carry it out.
struct RenderPlan: Sendable {
    /// One strip of one button at one scale: its packed layout and the states side by side in it.
    struct Strip {
        var button: String
        var layout: SheetLayout
        var states: [ControlState]
    }

    var unit: RenderUnit
    var options: RenderOptions
    var scales: [Double]
    var states: [ControlState]
    var prepared: PreparedTheme
    /// Each button with its drawings, caps and sprite margin, in theme order.
    var buttons: PlannedButtons
    /// The packed sheet layouts, shared by every state's sheet: each scale's pages, scale by scale
    /// (one page per scale when the sprites fit one sheet).
    var layouts: [SheetLayout]
    /// The panels' sheet (`backgrounds[@Nx].png`), each scale's pages; empty when no button has a
    /// panel (`ButtonPanel`).
    var backgrounds: [SheetLayout] = []
    /// The packed strips (`--strips`), in button then scale order; empty without strips.
    var strips: [Strip]
    /// The unit's appearance variants (`RenderUnit.appearanceVariants`), prepared for their images
    /// in the asset catalog and the Android resources.
    var variants: [Variant] = []

    /// A mode that is the theme in another appearance, ready to draw its per-button images.
    struct Variant {
        var appearance: ImageAppearance
        /// Its theme, states, scales and planned buttons, as its per-button images.
        var images: ButtonImages
        /// Its unit's folder, and its sheets' layouts there (packed as its own render packs them;
        /// only for `css`).
        var folder: String
        var layouts: [SheetLayout] = []
        /// Its buttons prepared (their frames).
        var prepared: PreparedTheme
    }

    var theme: ButtonTheme { unit.theme }
    /// Whether PNG sheets are made (`png`, or `css` or an engine format, which use them).
    var rasterSheets: Bool { options.formats.contains { $0 == .png || $0 == .css || $0.isEngine } }
    /// The panels' pages drawn: with the raster sheets, when a button has a panel.
    var backgroundPages: [SheetLayout] { rasterSheets ? backgrounds : [] }
    /// The raster sheets in file order: every layout in every state; empty without raster sheets.
    var rasterSheetJobs: [(state: ControlState, layout: SheetLayout)] {
        rasterSheets ? states.flatMap { state in layouts.map { (state, $0) } } : []
    }
    /// The pixels the rest of the unit's files draw, roughly (at least 1): the gallery,
    /// vector sheets and the per-button images; the weight of the rest when shards are balanced.
    var restArea: Int {
        let formats = options.formats
        var area = 1
        let buttonPixels = layouts.reduce(0) { sum, l in
            sum + l.frames.reduce(0) { $0 + $1.frame.width * $1.frame.height } }
        if options.gallery { area += buttonPixels / max(1, scales.count) * states.count }
        let images = (formats.contains(.xcassets) ? 1 : 0) + (formats.contains(.android) ? 1 : 0)
        area += images * buttonPixels * states.count
        let vectors = (formats.contains(.svg) ? 1 : 0) + (formats.contains(.pdf) ? 1 : 0)
        area += vectors * buttonPixels / max(1, scales.count) * states.count
        return area
    }
    /// The pages at `scale`, in page order.
    func pages(at scale: Double) -> [SheetLayout] { layouts.filter { $0.scale == scale } }
    /// The states `button` draws, of the rendered ones.
    func states(of button: ButtonModel) -> [ControlState] {
        button.drawnStates(states)
    }
}

extension ThemeRenderer {
    /// The plan of rendering `unit` with `options`: prepares the theme (unless the unit brings a
    /// prepared one that covers the states), measures the manifest's fonts and packs every sheet
    /// and strip, so a layout that does not fit fails before anything is drawn.
    func plan(_ unit: RenderUnit, options: RenderOptions) throws -> RenderPlan {
        let theme = unit.theme
        if let conflict = RenderOptions.Format.conflict(in: options.formats) { throw RenderOptions.FormatConflict(message: conflict) }
        let scales = options.scales ?? theme.scales
        let states = options.states ?? theme.renderedStates
        let reused = unit.prepared.flatMap { $0.covers(states, scales: scales) ? $0 : nil }
        let prepared = reused ?? RenderTiming.measure(options.timing, .resolveLayout) {
            prepare(theme, locale: unit.locale, states: states, scales: scales, jobs: options.jobs)
        }
        let buttons = PlannedButtons(prepared, states: states, scales: scales)
        let packed = try Self.packed(unit, reusing: reused != nil, options: options, prepared: prepared)
        var plan = RenderPlan(unit: unit, options: options, scales: scales, states: states, prepared: prepared,
                              buttons: buttons, layouts: packed.layouts, strips: [])
        plan.backgrounds = packed.backgrounds
        if options.strips { plan.strips = try Self.strips(plan) }
        if options.formats.contains(where: { [.xcassets, .android, .css].contains($0) }) {
            plan.variants = try unit.appearanceVariants.compactMap { try variant($0, base: theme, options: options) }
        }
        return plan
    }

    /// `unit` (a mode of `base`) prepared for its per-button images, when it is `base` in another
    /// appearance: with its own states and scales, prepared again only when the unit does not
    /// bring them.
    func variant(_ unit: RenderUnit, base: ButtonTheme, options: RenderOptions) throws -> RenderPlan.Variant? {
        guard let appearance = ImageAppearance(mode: unit.theme, base: base) else { return nil }
        let theme = unit.theme
        let scales = options.scales ?? theme.scales
        let states = options.states ?? theme.renderedStates
        let reused = unit.prepared.flatMap { $0.covers(states, scales: scales) ? $0 : nil }
        let prepared = reused ?? prepare(theme, locale: unit.locale, states: states, scales: scales, jobs: options.jobs)
        let images = ButtonImages(theme: theme, states: states, scales: scales,
                                  buttons: PlannedButtons(prepared, states: states, scales: scales), renderer: renderer)
        var out = RenderPlan.Variant(appearance: appearance, images: images, folder: unit.folder, prepared: prepared)
        if options.formats.contains(.css) {
            out.layouts = try Self.packed(unit, reusing: reused != nil, options: options, prepared: prepared).layouts
        }
        return out
    }

    /// The sheets `unit` is drawn into: those its check packed when the plan draws the prepared
    /// theme the check packed (`reusing`) with the same states, scales and packing; else packed now.
    static func packed(_ unit: RenderUnit, reusing: Bool, options: RenderOptions, prepared: PreparedTheme) throws -> PackedSheets {
        let scales = options.scales ?? unit.theme.scales, states = options.states ?? unit.theme.renderedStates
        if reusing, let packed = unit.packed, packed.fits(states: states, scales: scales, packing: options.packing) { return packed }
        return try PackedSheets(prepared, options: options)
    }

    /// One strip per button and scale of `plan`, its drawn states side by side.
    static func strips(_ plan: RenderPlan) throws -> [RenderPlan.Strip] {
        var strips: [RenderPlan.Strip] = []
        for item in plan.buttons.all {
            let strip = StripLayout(button: item.name, size: item.prepared.size, states: item.states,
                                    packing: plan.options.packing, margin: item.margin)
            strips += try strip.layouts(scales: plan.scales).map { RenderPlan.Strip(button: item.name, layout: $0, states: item.states) }
        }
        return strips
    }
}
