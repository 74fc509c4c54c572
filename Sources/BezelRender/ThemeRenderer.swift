import BezelCore
import BezelPNG
import BezelRaster
import Foundation

/// Options of a render: what to produce, and the packing settings.
public struct RenderOptions: Sendable {
    /// Output formats: per-state sheets (`png`, `svg`, `pdf`), CSS sprites over the PNG sheets
    /// with a demo page (`css`, which implies the PNG sheets), an Xcode asset catalog (`xcassets`)
    /// and Android drawables (`android`), both with one image per button, state and scale, and
    /// game-engine atlases over the PNG sheets (`isEngine`).
    public enum Format: String, CaseIterable, Sendable {
        case png, svg, pdf, css, xcassets, android
        case jsonArray = "json-array", starling, love, libgdx, libgdxLegacy = "libgdx-legacy", godot, godot3

        /// The game-engine formats: atlases and resources written beside the PNG sheets (which
        /// they imply), over the same frames as the TexturePacker atlases.
        public var isEngine: Bool { [.jsonArray, .starling, .love, .libgdx, .libgdxLegacy, .godot, .godot3].contains(self) }

        /// Pairs of formats that write the same files and cannot be asked for together.
        public static let exclusive: [(Format, Format)] = [(.libgdx, .libgdxLegacy), (.godot, .godot3)]

        /// Why `formats` cannot be rendered together, or nil when they can.
        public static func conflict(in formats: [Format]) -> String? {
            guard let (a, b) = exclusive.first(where: { formats.contains($0.0) && formats.contains($0.1) }) else { return nil }
            return "--format \(a.rawValue) and \(b.rawValue) write the same files; choose one"
        }
    }
    /// Scales to render; nil: each theme's own `scales`.
    public var scales: [Double]?
    /// States to render; nil: each theme's rendered states.
    public var states: [ControlState]?
    public var formats: [Format] = [.png]
    /// Formats that cannot be rendered together were asked for (`Format.conflict(in:)`).
    public struct FormatConflict: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
    /// The accessibility variants to render besides each theme and mode; nil: each theme's own
    /// (its `accessibility` key).
    public var accessibility: [AccessibilitySettings]?
    /// Also write one strip per button (`buttons/<button>.png`) with its states side by side.
    public var strips = false
    /// Also write `gallery.png` (every button × every state, labelled) and `gallery.html`.
    public var gallery = false
    /// `gallery.html` reloads itself when `gallery-stamp.js` beside it changes (`render --watch`).
    public var liveGallery = false
    /// How sprites are packed into sheets and strips (padding, extrusion, size limit, power of two).
    public var packing = PackingOptions()
    /// How hard PNG sheets and strips are compressed (the pixels are the same either way).
    public var pngCompression: PNGCompression = .balanced
    /// Threads one render draws and encodes its sheets on (the bytes are the same for any number).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Where stage times are added, if anywhere (`bezel bench`).
    public var timing: RenderTiming?
    public init() {}
}

/// One unit of batch work: a theme in one mode (already decoded) and one locale.
public struct RenderUnit: Sendable {
    public var theme: ButtonTheme
    public var locale: String?
    /// The unit already prepared (by `ThemeCheck`, with the render's measurer) for the states the
    /// render draws; nil, or prepared without some of those states: the render prepares it.
    public var prepared: PreparedTheme?
    /// Modes of the same theme and locale that are this unit's theme in another appearance (Dark
    /// Mode, Increase Contrast: `ImageAppearance`): their images go into this unit's asset catalog
    /// and Android resources, beside the light ones.
    public var appearanceVariants: [RenderUnit] = []
    /// Whether this unit is such a variant of a base unit rendered in the same run: its asset
    /// catalog and Android images are written by that unit, not on their own.
    public var imagesGoToBase = false
    /// The mode (or Increase Contrast variant) that already is the base theme in this unit's
    /// appearance, as messages name it (`mode dark`), when this unit is a second one (two dark
    /// modes): its images stay in its own resources, with a warning.
    public var sameAppearanceAs: String?
    /// The accessibility variants of this unit's theme, mode and locale rendered in the same run:
    /// `--gallery` draws them beside it (`accessibility.png`). Empty for a variant.
    public var accessibilityVariants: [RenderUnit] = []
    public init(theme: ButtonTheme, locale: String?, prepared: PreparedTheme? = nil) {
        self.theme = theme; self.locale = locale; self.prepared = prepared
    }
    /// The output folder below `-o`: `<theme>[/<mode>][/<locale>]`.
    public var folder: String {
        SheetNaming.outputFolder(out: "", theme: theme.name, mode: theme.mode, variant: theme.accessibility.folderName, locale: locale)
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
    /// A stable identifier for sharding and messages.
    public var identifier: String { folder }
}

/// Renders a theme into its files: one sheet per state and scale with a TexturePacker atlas beside
/// it, optional SVG/PDF sheets and strips, and `manifest.json`. Pure apart from reading images and
/// fonts: it returns the files and writes nothing, so callers decide how (atomically) and where.
public struct ThemeRenderer: Sendable {
    public let measurer: PangoTextMeasurer
    public let renderer: ButtonRenderer

    public init(fontConfiguration: FontConfiguration = .shared) {
        measurer = ThemeFonts.measurer(fontConfiguration)
        renderer = ButtonRenderer(fontConfiguration: fontConfiguration)
    }

    /// What a render produced, for progress and summaries.
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var buttons: Int
        public var sheets: Int
        /// Things skipped or renamed (a scale a platform has no slot for, a name clash), one a line.
        public var warnings: [String] = []
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
                return try ThemeRenderer(fontConfiguration: configuration).planned(unit, options: options)
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

    /// Nine-slice borders of the stretchable buttons on `layout`, from their caps in points; a
    /// margin around the bounds (a shadow) is part of the fixed borders.
    func borders(_ caps: [String: EdgeInsets], _ layout: SheetLayout) -> [String: NineSliceBorders] {
        var out: [String: NineSliceBorders] = [:]
        for f in layout.frames {
            guard let insets = caps[f.name] else { continue }
            out[f.name] = NineSliceBorders(capInsets: insets, scale: layout.scale).grown(by: f.margin)
        }
        return out
    }
}
