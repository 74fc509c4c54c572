import BezelCore
import BezelPNG
import BezelRaster
import Foundation

/// Options of a render: what to produce, and the packing settings.
public struct RenderOptions: Sendable {
    /// Output formats: per-state sheets (`png`, `svg`, `pdf`), CSS sprites over the PNG sheets
    /// with a demo page (`css`, which implies the PNG sheets), an Xcode asset catalog (`xcassets`)
    /// and Android drawables (`android`), both with one image per button, state and scale.
    public enum Format: String, CaseIterable, Sendable { case png, svg, pdf, css, xcassets, android }
    /// Scales to render; nil: each theme's own `scales`.
    public var scales: [Double]?
    /// States to render; nil: each theme's rendered states.
    public var states: [ControlState]?
    public var formats: [Format] = [.png]
    /// Also write one strip per button (`buttons/<button>.png`) with its states side by side.
    public var strips = false
    /// Also write `gallery.png` (every button × every state, labelled) and `gallery.html`.
    public var gallery = false
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
    public init(theme: ButtonTheme, locale: String?, prepared: PreparedTheme? = nil) {
        self.theme = theme; self.locale = locale; self.prepared = prepared
    }
    /// The output folder below `-o`: `<theme>[/<mode>][/<locale>]`.
    public var folder: String { SheetNaming.outputFolder(out: "", theme: theme.name, mode: theme.mode, locale: locale).trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
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

    /// Renders one unit (a theme in one mode and locale) into its files, relative to the output folder.
    /// A theme that ships font files is drawn with a configuration that holds them.
    public func render(_ unit: RenderUnit, options: RenderOptions) throws -> Result {
        let theme = unit.theme
        let shipped = theme.shippedFontFiles
        if !shipped.isEmpty {
            let configuration = try FontConfiguration.shipping(shipped)
            if configuration !== measurer.fontConfiguration {
                return try ThemeRenderer(fontConfiguration: configuration).render(unit, options: options)
            }
        }
        let scales = options.scales ?? theme.scales
        let states = options.states ?? theme.renderedStates

        let prepared = unit.prepared.flatMap { $0.covers(states) ? $0 : nil } ?? RenderTiming.measure(options.timing, .resolveLayout) {
            prepare(theme, locale: unit.locale, states: states, jobs: options.jobs)
        }
        var sizes: [String: Size] = [:]
        var caps: [String: EdgeInsets] = [:]
        var drawings: [String: [ControlState: ButtonDrawing]] = [:]
        let sprites = Self.sprites(prepared, states: states, scales: scales)
        let margins = Dictionary(uniqueKeysWithValues: sprites.map { ($0.name, $0.margin) })
        for item in prepared.buttons {
            sizes[item.button.name] = item.size
            caps[item.button.name] = item.caps
            drawings[item.button.name] = item.drawings(item.drawnStates(states))
        }
        let entries = try RenderTiming.measure(options.timing, .text) { try manifestEntries(prepared, states: states, jobs: options.jobs) }
        let layouts = try RenderTiming.measure(options.timing, .pack) {
            try Self.packer(options, scales: scales).layouts(sprites, scales: scales, theme: theme.name)
        }
        // Strips: one per button and scale, its states side by side.
        var strips: [(button: String, layout: SheetLayout, states: [ControlState])] = []
        if options.strips {
            for button in theme.buttons {
                let buttonStates = states.filter { button.states?.contains($0) ?? true }
                let strip = StripLayout(button: button.name, size: sizes[button.name]!, states: buttonStates,
                                        packing: options.packing, margin: margins[button.name]!)
                strips += try strip.layouts(scales: scales).map { (button.name, $0, buttonStates) }
            }
        }

        // Every raster sheet and strip, drawn and encoded band by band on all threads; the files
        // are added in order, so they are the same whatever ran where.
        let rasterSheets = options.formats.contains(.png) || options.formats.contains(.css)
        let sheetJobs = rasterSheets ? states.flatMap { state in layouts.map { (state, $0) } } : []
        var rasterJobs = sheetJobs.map { job in
            sheet(job.1, compression: options.pngCompression) { drawings[$0.name]?[job.0] }
        }
        rasterJobs += strips.map { strip in
            let stateOfFrame = Dictionary(uniqueKeysWithValues: zip(strip.layout.frames.map(\.name), strip.states))
            return sheet(strip.layout, compression: options.pngCompression) { frame in
                stateOfFrame[frame.name].flatMap { drawings[strip.button]?[$0] }
            }
        }
        // The sheets' atlases and the manifest do not depend on the pixels: they are made on the
        // same threads while the bands are encoded.
        let atlases = Slots<Data>(count: sheetJobs.count)
        let manifestData = Slots<Data>(count: 1)
        var alongside: [() throws -> Void] = [{
            manifestData[0] = RenderTiming.measure(options.timing, .text) {
                let manifest = RenderManifest(theme: theme, locale: unit.locale, scales: scales, states: states, layouts: layouts, entries: entries)
                return Data(JSONWriter.write(manifest.json).utf8)
            }
        }]
        alongside += sheetJobs.indices.map { i in {
            let (state, layout) = sheetJobs[i]
            let image = SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .png)
            atlases[i] = RenderTiming.measure(options.timing, .text) {
                Data(TexturePackerAtlas(layout: layout, image: image, borders: borders(caps, layout)).text().utf8)
            }
        } }
        let rasterPNGs = try BandedSheetEncoder.png(sheets: rasterJobs, jobs: options.jobs, timing: options.timing, alongside: alongside)

        var files: [OutputFile] = []
        var sheetCount = 0
        let base = unit.folder
        func add(_ name: String, _ data: Data) { files.append(OutputFile(path: base + "/" + name, data: data)) }
        var nextSheet = 0
        for state in states {
            for layout in layouts {
                let image = SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .png)
                if rasterSheets {
                    add(image, rasterPNGs[nextSheet])
                    add(SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .json), atlases[nextSheet]!)
                    nextSheet += 1
                    sheetCount += 1
                }
                guard layout.scale == 1 || !scales.contains(1) && layout.scale == scales.first else { continue }
                for format in options.formats where format == .svg || format == .pdf {
                    let data = try renderer.vectorSheet(svg: format == .svg, layout: layout, state: state, drawings: drawings)
                    add(SheetNaming.sheetFileName(state: state, scale: 1, kind: format == .svg ? .svg : .pdf), data)
                    sheetCount += 1
                }
            }
        }
        if options.gallery {
            let title = [theme.name, theme.mode, unit.locale].compactMap { $0 }.joined(separator: " · ")
            add("gallery.png", try GalleryRenderer(fontConfiguration: renderer.fontConfiguration)
                .renderPNG(title: title, buttons: theme.buttons.map(\.name), states: states, drawings: drawings))
            add("gallery.html", Data(GalleryRenderer.indexHTML(title: title, states: states, scales: scales).utf8))
        }
        for (strip, png) in zip(strips, rasterPNGs.dropFirst(sheetJobs.count)) {
            let name = SheetNaming.stripFileName(button: strip.button, scale: strip.layout.scale, kind: .png)
            add(name, png)
            let atlasName = SheetNaming.stripFileName(button: strip.button, scale: strip.layout.scale, kind: .json)
            add(atlasName, Data(TexturePackerAtlas(layout: strip.layout, image: (name as NSString).lastPathComponent).text().utf8))
            sheetCount += 1
        }
        if options.formats.contains(.css), let base = layouts.min(by: { $0.scale < $1.scale }) {
            var buttonStates: [String: [ControlState]] = [:]
            for button in theme.buttons { buttonStates[button.name] = states.filter { button.states?.contains($0) ?? true } }
            let css = CSSSprites(theme: theme.name, sheets: states, scales: layouts.map(\.scale), layout: base, states: buttonStates)
            add(CSSSprites.fileName, Data(css.text().utf8))
            add(CSSDemoPage.fileName, Data(CSSDemoPage(sprites: css).text().utf8))
        }
        var warnings = TitleFitCheck.grouped(TitleFitCheck.findings(prepared, states: states)).map { "\($0.path): \($0.stateList): \($0.overflow)" }
        let images = ButtonImages(theme: theme, states: states, scales: scales, drawings: drawings, caps: caps,
                                  margins: margins, renderer: renderer)
        if options.formats.contains(.xcassets) {
            let (catalog, notes) = try images.assetCatalog()
            catalog.forEach { add($0.path, $0.data) }
            warnings += notes
        }
        if options.formats.contains(.android) {
            let (resources, notes) = try images.androidResources()
            resources.forEach { add($0.path, $0.data) }
            warnings += notes
        }
        add("manifest.json", manifestData[0]!)
        return Result(files: files, buttons: theme.buttons.count, sheets: sheetCount, warnings: warnings)
    }

    /// Every button of `theme` in `locale`, prepared once on `jobs` threads with this renderer's
    /// measurer: sized at its given or normal-state intrinsic size (a stretchable button at its
    /// minimal width, Button+Stretchable.swift), then resolved and laid out once in each state
    /// (`PreparedTheme`).
    public func prepare(_ theme: ButtonTheme, locale: String?, states: [ControlState], jobs: Int) -> PreparedTheme {
        PreparedTheme(theme: theme, locale: locale, states: states, measurer: measurer, jobs: jobs)
    }

    /// The manifest's state entries of each button, in the drawn `states`: the drawing's appearance
    /// and layout, and the fonts each distinct title is drawn with (asked of Pango once a title).
    func manifestEntries(_ prepared: PreparedTheme, states: [ControlState], jobs: Int) throws -> [String: [RenderManifest.StateEntry]] {
        let lists = try Parallel.map(prepared.buttons, jobs: jobs) { item -> [RenderManifest.StateEntry] in
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

    /// Nine-slice borders in `layout` of the stretchable buttons, from their caps in points; a
    /// margin around the bounds (a shadow) is part of the fixed borders.
    func borders(_ caps: [String: EdgeInsets], _ layout: SheetLayout) -> [String: NineSliceBorders] {
        var out: [String: NineSliceBorders] = [:]
        for (name, insets) in caps {
            var b = NineSliceBorders(capInsets: insets, scale: layout.scale)
            if let f = layout.frame(named: name), f.hasMargin {
                b.left += f.bounds.x; b.top += f.bounds.y
                b.right += f.frame.width - f.bounds.maxX; b.bottom += f.frame.height - f.bounds.maxY
            }
            out[name] = b
        }
        return out
    }
}
