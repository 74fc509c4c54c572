import BezelCore
import BezelPNG
import BezelRaster
import Foundation

/// Renders a theme into its files: one sheet per state and scale with a TexturePacker atlas beside
/// it, optional SVG/PDF sheets and strips, and `manifest.json`. Pure apart from reading images and
/// fonts: it returns the files and writes nothing, so callers decide how (atomically) and where.
public struct ThemeRenderer: Sendable {
    package let measurer: PangoTextMeasurer
    package let renderer: ButtonRenderer

    /// A renderer with the pinned fonts (a theme that ships fonts is drawn with a configuration
    /// that adds them).
    public init() { self.init(fontConfiguration: .shared) }

    /// A renderer with `fontConfiguration`.
    package init(fontConfiguration: FontConfiguration) {
        self.init(fontConfiguration: fontConfiguration, images: ImageStore())
    }

    /// A renderer with `fontConfiguration` that draws images from `images` (a run's store).
    package init(fontConfiguration: FontConfiguration, images: ImageStore) {
        measurer = ThemeMeasurers.measurer(fontConfiguration)
        renderer = ButtonRenderer(fontConfiguration: fontConfiguration, images: images)
    }

    /// What a render produced, for progress and summaries.
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var buttons: Int
        public var sheets: Int
        /// Things skipped or renamed (a scale a platform has no slot for, a name clash), one a line.
        public var warnings: [String] = []
        /// The raster pages among `files`, in file order, each with its atlas's path and the
        /// packed layout it was drawn from (what `verify` reads the button frames from).
        public var rasterSheets: [RenderedSheet] = []
    }

    /// One raster page a render wrote: its PNG's and its TexturePacker atlas's paths (in
    /// `Result.files`) and its packed layout.
    public struct RenderedSheet: Sendable {
        public var png: String
        public var atlas: String
        public var layout: SheetLayout
    }

    /// Renders one unit (a theme in one mode and locale) into its files, relative to the output folder:
    /// plans it (prepare, measure, pack), rasterises the plan, then adds the exports.
    /// A theme that ships font files is drawn with a configuration that holds them.
    public func render(_ unit: RenderUnit, options: RenderOptions) throws -> Result {
        try planned(unit, options: options).render()
    }

    /// The plan of rendering `unit` with `options`, nothing drawn yet: its work items (every raster
    /// page, and the rest of the unit's files) can be drawn all at once or in parts (`--shard`).
    /// A theme that ships font files is planned and drawn with a configuration that holds them.
    public func planned(_ unit: RenderUnit, options: RenderOptions) throws -> PlannedRender {
        let shipped = unit.theme.shippedFontFiles
        if !shipped.isEmpty {
            let configuration = try FontConfiguration.shipping(shipped)
            if configuration !== measurer.fontConfiguration {
                return try ThemeRenderer(fontConfiguration: configuration, images: renderer.images).planned(unit, options: options)
            }
        }
        return PlannedRender(plan: try plan(unit, options: options), renderer: self)
    }

    /// Every button of `theme` in `locale`, prepared once on `jobs` threads with this renderer's
    /// measurer: sized at its given or normal-state intrinsic size (a stretchable button at its
    /// minimal width, Button+Stretchable.swift), then resolved and laid out once in each state,
    /// on the pixel grid of each of `scales` (nil: the theme's) (`PreparedTheme`).
    public func prepare(_ theme: ButtonTheme, locale: String?, states: [ControlState], scales: [Double]? = nil,
                        jobs: Int) -> PreparedTheme {
        PreparedTheme(theme: theme, locale: locale, states: states, scales: scales, measurer: measurer, jobs: jobs)
    }

    /// The manifest's state entries of each button, in the drawn `states`: the drawing's appearance
    /// and layout, and the fonts each distinct title is drawn with (asked of Pango once a title).
    func manifestEntries(_ prepared: PreparedTheme, states: [ControlState]) -> [String: [RenderManifest.StateEntry]] {
        let lists = prepared.buttons.map { item -> [RenderManifest.StateEntry] in
            var families: [TitleText: [String]] = [:]
            return item.drawnStates(states).compactMap { state in
                guard let drawing = item[state]?.drawing else { return nil }
                var entry = RenderManifest.StateEntry(state: state, appearance: drawing.appearance, layout: drawing.layout)
                if let title = drawing.appearance.title {
                    if families[title] == nil { families[title] = measurer.drawnFamilies(title) }
                    entry.titleFontsDrawn = families[title]
                }
                return entry
            }
        }
        return Dictionary(zip(prepared.buttons.map(\.button.name), lists), uniquingKeysWith: { first, _ in first })
    }

    /// A packed sheet to encode band by band (`BandedSheetEncoder`): one band in memory per
    /// thread, never the whole sheet. Each button is drawn at its bounds inside its frame (after
    /// the margin that holds its layer shadow) and clipped to the frame, so content pushed out by
    /// negative insets never bleeds into a neighbour's sprite.
    func sheet(_ layout: SheetLayout, compression: PNGCompression,
               drawing: @escaping (SheetFrame) -> ButtonDrawing?) -> BandedSheetEncoder.Sheet {
        BandedSheetEncoder.Sheet(encoder: BandedSheetEncoder(layout: layout), settings: compression.settings(forWidth: layout.size.width)) { canvas, band in
            for frame in layout.frames where frame.frame.y >= band.top && frame.frame.y < band.top + band.height {
                guard let d = drawing(frame) else { continue }
                let rect = PixelRect(x: frame.frame.x, y: frame.frame.y - band.top, width: frame.frame.width, height: frame.frame.height)
                try canvas.withClip(rect) {
                    try renderer.draw(d, into: canvas, x: rect.x + frame.bounds.x, y: rect.y + frame.bounds.y, scale: layout.scale)
                }
            }
        }
    }

    /// Nine-slice borders of the panels on the panels' page `layout`, from their caps in points; a
    /// margin around the bounds (a shadow) is part of the fixed borders.
    func backgroundBorders(_ buttons: PlannedButtons, _ layout: SheetLayout) -> [String: NineSliceBorders] {
        let frames = buttons.panelFrames
        var out: [String: NineSliceBorders] = [:]
        for f in layout.frames {
            guard let caps = frames[f.name]?.button.panel?.caps else { continue }
            out[f.name] = NineSliceBorders(capInsets: caps, scale: layout.scale).grown(by: f.margin)
        }
        return out
    }

    /// Nine-slice borders of the stretchable buttons on `layout`, from their caps in points; a
    /// margin around the bounds (a shadow) is part of the fixed borders.
    func borders(_ buttons: PlannedButtons, _ layout: SheetLayout) -> [String: NineSliceBorders] {
        var out: [String: NineSliceBorders] = [:]
        for f in layout.frames {
            guard let insets = buttons[f.name]?.caps else { continue }
            out[f.name] = NineSliceBorders(capInsets: insets, scale: layout.scale).grown(by: f.margin)
        }
        return out
    }
}
