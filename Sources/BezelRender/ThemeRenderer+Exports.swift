import BezelCore
import BezelRaster
import Foundation

/// The files of one render as they are added, below the unit's folder, with the sheets counted.
struct RenderFiles {
    let base: String
    var files: [OutputFile] = []
    var sheets = 0
    var warnings: [String] = []

    mutating func add(_ name: String, _ data: Data) { files.append(OutputFile(path: base + "/" + name, data: data)) }
}

extension ThemeRenderer {
    /// The files of `plan` in their fixed order: per state and scale the raster sheet with its
    /// atlas and the vector sheets, the gallery, the strips, the CSS sprites, the asset catalog,
    /// the Android drawables and `manifest.json`.
    func exports(_ plan: RenderPlan, _ rasters: RenderedRasters) throws -> Result {
        let options = plan.options
        var out = RenderFiles(base: plan.unit.folder)
        try addSheets(plan, rasters, to: &out)
        if options.gallery { try addGallery(plan, to: &out) }
        for (strip, png) in zip(plan.strips, rasters.pngs.dropFirst(rasters.atlases.count)) {
            let name = SheetNaming.stripFileName(button: strip.button, scale: strip.layout.scale, kind: .png)
            out.add(name, png)
            let atlasName = SheetNaming.stripFileName(button: strip.button, scale: strip.layout.scale, kind: .json)
            out.add(atlasName, Data(TexturePackerAtlas(layout: strip.layout, image: (name as NSString).lastPathComponent).text().utf8))
            out.sheets += 1
        }
        if options.formats.contains(.css), let base = plan.layouts.min(by: { $0.scale < $1.scale }) {
            var buttonStates: [String: [ControlState]] = [:]
            for button in plan.theme.buttons { buttonStates[button.name] = plan.states(of: button) }
            let css = CSSSprites(theme: plan.theme.name, sheets: plan.states, scales: plan.layouts.map(\.scale), layout: base, states: buttonStates)
            out.add(CSSSprites.fileName, Data(css.text().utf8))
            out.add(CSSDemoPage.fileName, Data(CSSDemoPage(sprites: css).text().utf8))
        }
        out.warnings = TitleFitCheck.grouped(TitleFitCheck.findings(plan.prepared, states: plan.states)).map { "\($0.path): \($0.stateList): \($0.overflow)" }
        try addButtonImages(plan, to: &out)
        out.add("manifest.json", rasters.manifest)
        return Result(files: out.files, buttons: plan.theme.buttons.count, sheets: out.sheets, warnings: out.warnings)
    }

    /// Per state and scale: the raster sheet and its atlas, then at the base scale (1, or the
    /// first when 1 is not rendered) the SVG and PDF sheets.
    func addSheets(_ plan: RenderPlan, _ rasters: RenderedRasters, to out: inout RenderFiles) throws {
        var nextSheet = 0
        for state in plan.states {
            for layout in plan.layouts {
                if plan.rasterSheets {
                    out.add(SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .png), rasters.pngs[nextSheet])
                    out.add(SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .json), rasters.atlases[nextSheet])
                    nextSheet += 1
                    out.sheets += 1
                }
                guard layout.scale == 1 || !plan.scales.contains(1) && layout.scale == plan.scales.first else { continue }
                for format in plan.options.formats where format == .svg || format == .pdf {
                    let data = try renderer.vectorSheet(svg: format == .svg, layout: layout, state: state, drawings: plan.drawings)
                    out.add(SheetNaming.sheetFileName(state: state, scale: 1, kind: format == .svg ? .svg : .pdf), data)
                    out.sheets += 1
                }
            }
        }
    }

    /// `gallery.png` (every button in every state, labelled) and `gallery.html`.
    func addGallery(_ plan: RenderPlan, to out: inout RenderFiles) throws {
        let theme = plan.theme
        let title = [theme.name, theme.mode, plan.unit.locale].compactMap { $0 }.joined(separator: " · ")
        out.add("gallery.png", try GalleryRenderer(fontConfiguration: renderer.fontConfiguration)
            .renderPNG(title: title, buttons: theme.buttons.map(\.name), states: plan.states, drawings: plan.drawings))
        out.add("gallery.html", Data(GalleryRenderer.indexHTML(title: title, states: plan.states, scales: plan.scales).utf8))
    }

    /// The Xcode asset catalog and the Android drawables, if asked for, with their notes as warnings.
    func addButtonImages(_ plan: RenderPlan, to out: inout RenderFiles) throws {
        let images = ButtonImages(theme: plan.theme, states: plan.states, scales: plan.scales, drawings: plan.drawings,
                                  caps: plan.caps, margins: plan.margins, renderer: renderer)
        if plan.options.formats.contains(.xcassets) {
            let (catalog, notes) = try images.assetCatalog()
            catalog.forEach { out.add($0.path, $0.data) }
            out.warnings += notes
        }
        if plan.options.formats.contains(.android) {
            let (resources, notes) = try images.androidResources()
            resources.forEach { out.add($0.path, $0.data) }
            out.warnings += notes
        }
    }
}
