import BezelCore
import BezelRaster
import Foundation

/// The files of one render as they are added, below the unit's folder, with the sheets counted.
struct RenderFiles {
    let base: String
    var files: [OutputFile] = []
    var sheets = 0
    var warnings: [String] = []
    var rasterSheets: [ThemeRenderer.RenderedSheet] = []

    mutating func add(_ name: String, _ data: Data) { files.append(OutputFile(path: base + "/" + name, data: data)) }
}

extension ThemeRenderer {
    /// The files of `parts` of `plan` in their fixed order: per state and scale the raster pages
    /// with their atlases (and engine atlases), the multiatlas of a paged sheet and the vector
    /// sheets, the gallery, the strips, the panels' pages (with their atlases), the CSS sprites,
    /// the libGDX atlases and Godot resources, the asset catalog, the Android drawables and
    /// `manifest.json`.
    func exports(_ plan: RenderPlan, _ parts: RenderParts, _ rasters: RenderedRasters) throws -> Result {
        let options = plan.options
        var out = RenderFiles(base: plan.unit.folder)
        let engineSheets = engineSheets(plan)
        try addSheets(plan, parts, rasters, engineSheets: engineSheets, to: &out)
        if parts.rest && options.gallery { try addGallery(plan, to: &out) }
        for (strip, png) in zip(plan.strips.filter { parts.contains(strip: $0.button) }, rasters.pngs.dropFirst(rasters.atlases.count)) {
            let name = SheetNaming.stripFileName(button: strip.button, layout: strip.layout, kind: .png)
            out.add(name, png)
            let related = strip.layout.isPaged
                ? plan.strips.filter { $0.button == strip.button && $0.layout.scale == strip.layout.scale && $0.layout.page != strip.layout.page }
                    .map { (SheetNaming.stripFileName(button: $0.button, layout: $0.layout, kind: .json) as NSString).lastPathComponent }
                : []
            let atlas = TexturePackerAtlas(layout: strip.layout, image: (name as NSString).lastPathComponent, relatedMultiPacks: related)
            out.add(SheetNaming.stripFileName(button: strip.button, layout: strip.layout, kind: .json), atlas.data())
            out.sheets += 1
        }
        guard parts.rest else { return Result(files: out.files, buttons: 0, sheets: out.sheets, rasterSheets: out.rasterSheets) }
        let backgroundSheets = engineBackgroundSheets(plan)
        addBackgrounds(plan, rasters, engineSheets: backgroundSheets, to: &out)
        if options.formats.contains(.css) { try addCSS(plan, to: &out) }
        addEngineScales(plan, engineSheets + backgroundSheets, to: &out)
        try addButtonImages(plan, to: &out)
        if let manifest = rasters.manifest { out.add("manifest.json", manifest) }
        return Result(files: out.files, buttons: plan.theme.buttons.count, sheets: out.sheets, warnings: out.warnings,
                      rasterSheets: out.rasterSheets)
    }

    /// Per state and scale: each raster page drawn with its atlas and engine atlases, the
    /// multiatlas of a paged sheet, then at the base scale (1, or the first when 1 is not rendered)
    /// the SVG and PDF sheets (one per page).
    func addSheets(_ plan: RenderPlan, _ parts: RenderParts, _ rasters: RenderedRasters, engineSheets: [EngineSheet],
                   to out: inout RenderFiles) throws {
        var job = 0, drawn = 0
        for state in plan.states {
            for layout in plan.layouts {
                if plan.rasterSheets {
                    if parts.contains(sheet: job) {
                        let png = SheetNaming.sheetFileName(state: state, layout: layout, kind: .png)
                        let atlas = SheetNaming.sheetFileName(state: state, layout: layout, kind: .json)
                        out.add(png, rasters.pngs[drawn])
                        out.add(atlas, rasters.atlases[drawn])
                        out.rasterSheets.append(RenderedSheet(png: out.base + "/" + png, atlas: out.base + "/" + atlas, layout: layout))
                        if !engineSheets.isEmpty { addEnginePage(plan, engineSheets[job], layout: layout, to: &out) }
                        drawn += 1
                        out.sheets += 1
                    }
                    job += 1
                    if parts.rest && layout.isPaged && layout.page == layout.pageCount - 1,
                       let multiatlas = rasters.multiatlases[MultiatlasKey(state: state, scale: layout.scale)] {
                        out.add(SheetNaming.multiatlasFileName(state: state, scale: layout.scale), multiatlas)
                    }
                }
                guard parts.rest, layout.scale == 1 || !plan.scales.contains(1) && layout.scale == plan.scales.first else { continue }
                for format in plan.options.formats where format == .svg || format == .pdf {
                    let data = try renderer.vectorSheet(svg: format == .svg, layout: layout, state: state, drawings: plan.buttons.drawingsByName)
                    out.add(SheetNaming.sheetFileName(state: state, scale: 1, page: layout.namedPage, kind: format == .svg ? .svg : .pdf), data)
                    out.sheets += 1
                }
            }
        }
    }

    /// The panels' pages (`backgrounds[@Nx].png`) with their TexturePacker atlases and engine
    /// atlases, when the unit draws raster sheets and a button has a panel.
    func addBackgrounds(_ plan: RenderPlan, _ rasters: RenderedRasters, engineSheets: [EngineSheet], to out: inout RenderFiles) {
        for (i, (layout, files)) in zip(plan.backgroundPages, rasters.backgrounds).enumerated() {
            let png = SheetNaming.backgroundsFileName(layout: layout, kind: .png), atlas = SheetNaming.backgroundsFileName(layout: layout, kind: .json)
            out.add(png, files.png)
            out.add(atlas, files.atlas)
            // A raster page like the state sheets: verify compares it frame by frame.
            out.rasterSheets.append(RenderedSheet(png: out.base + "/" + png, atlas: out.base + "/" + atlas, layout: layout))
            if engineSheets.indices.contains(i) { addEnginePage(plan, engineSheets[i], layout: layout, to: &out) }
            out.sheets += 1
        }
    }

    /// `buttons.css` and its demo page over the raster pages, switching to the sheets of the
    /// unit's appearance variants (Dark Mode, Increase Contrast) where the page asks for them.
    func addCSS(_ plan: RenderPlan, to out: inout RenderFiles) throws {
        guard let base = plan.scales.min() else { return }
        var stretch = Self.cssStretch(plan.buttons)
        for item in plan.buttons.all where item.button.stretchable && item.caps != nil && stretch[item.name] == nil {
            out.warnings.append("css: \(item.button.name): stretchable, but its shadow lies around it: the page shows it as a sprite "
                                + "of its minimal size (a border image would stretch the shadow)")
        }
        for item in plan.buttons.all where item.panel != nil && stretch[CSSSprites.panelName(item.name)] == nil {
            out.warnings.append("css: \(item.button.name): its shadow lies around its background: it has no -background class "
                                + "(a border image would stretch the shadow)")
        }
        let variantStretch = Self.cssStretchInEveryAppearance(&stretch, plan: plan, warnings: &out.warnings)
        var css = Self.cssSprites(theme: plan.theme, states: plan.states, scales: plan.scales, pages: plan.pages(at: base),
                                  buttons: plan.buttons, stretch: stretch)
        // A stretchable button's own images, and a panel's, for their border-images.
        let images = ButtonImages(theme: plan.theme, states: plan.states, scales: plan.scales, buttons: plan.buttons, renderer: renderer)
        for button in plan.theme.buttons {
            for name in [button.name, CSSSprites.panelName(button.name)] where stretch[name] != nil {
                for state in images.states(of: button) {
                    for scale in plan.scales {
                        let image = name == button.name ? try images.image(button, state, scale: scale)
                            : try images.panelImage(button, state, scale: scale)
                        out.add(CSSSprites.stretchFileName(button: name, state: state, scale: scale), try image.pngData())
                    }
                }
            }
        }
        css.variants = zip(plan.variants, variantStretch).compactMap { v, variantStretch in
            let i = v.images
            guard let scale = i.scales.min(), !v.layouts.isEmpty else { return nil }
            let sprites = Self.cssSprites(theme: i.theme, states: i.states, scales: i.scales,
                                          pages: v.layouts.filter { $0.scale == scale }, buttons: i.buttons,
                                          stretch: variantStretch)
            return CSSSprites.Variant(appearance: v.appearance, folder: Self.relativeFolder(from: plan.unit.folder, to: v.folder),
                                      sprites: sprites)
        }
        out.add(CSSSprites.fileName, Data(css.text().utf8))
        out.add(CSSDemoPage.fileName, Data(CSSDemoPage(sprites: css, dark: plan.theme.colorAppearance == .dark).text().utf8))
    }

    /// The border-image buttons of each appearance variant, where a button is one in every
    /// appearance that draws it or in none: one stylesheet switches only the sheets and the box
    /// of a button, not how it is drawn. A button that is one in some appearances only is a sprite
    /// in all (removed from `stretch` too), with a warning.
    static func cssStretchInEveryAppearance(_ stretch: inout [String: (caps: EdgeInsets, size: Size)], plan: RenderPlan,
                                            warnings: inout [String]) -> [[String: (caps: EdgeInsets, size: Size)]] {
        var variants = plan.variants.map { Self.cssStretch($0.images.buttons) }
        let base = Set(plan.buttons.all.map(\.name))
        var mixed: [String: [String]] = [:]
        for (v, own) in zip(plan.variants, variants) {
            let drawn = base.intersection(v.images.buttons.all.map(\.name)).flatMap { [$0, CSSSprites.panelName($0)] }
            for name in drawn.filter({ (stretch[$0] == nil) != (own[$0] == nil) }) {
                mixed[name, default: []].append(v.images.theme.mode ?? v.appearance.rawValue)
            }
        }
        for (name, appearances) in mixed.sorted(by: { SheetPixels.byteOrder($0.key, $1.key) }) {
            warnings.append("css: \(name): a border image in some appearances only (it differs in \(appearances.joined(separator: ", "))): "
                            + "the page shows it as a sprite in every appearance")
            stretch[name] = nil
            for i in variants.indices { variants[i][name] = nil }
        }
        return variants
    }

    /// The CSS sprites of one theme's pages, each button with the states it draws and the text it
    /// stands for (its normal state's accessibility label, else its title, else its name).
    static func cssSprites(theme: ButtonTheme, states: [ControlState], scales: [Double], pages: [SheetLayout],
                           buttons: PlannedButtons, stretch: [String: (caps: EdgeInsets, size: Size)] = [:]) -> CSSSprites {
        var buttonStates: [String: [ControlState]] = [:], labels: [String: String] = [:]
        for button in theme.buttons {
            buttonStates[button.name] = button.drawnStates(states)
            let appearance = buttons.drawing(button.name, .normal)?.appearance
            labels[button.name] = appearance?.accessibilityLabel ?? appearance?.title?.string ?? button.name
        }
        var css = CSSSprites(theme: theme.name, sheets: states, scales: scales, pages: pages, states: buttonStates,
                             labels: labels, hover: theme.webHover)
        // Panels: border images of their own, after the buttons.
        for button in theme.buttons {
            let name = CSSSprites.panelName(button.name)
            guard let panel = stretch[name] else { continue }
            css.sprites.append(CSSSprites.Sprite(name: name, label: labels[button.name], states: buttonStates[button.name] ?? [],
                                                 x: 0, y: 0, width: panel.size.width, height: panel.size.height))
        }
        for i in css.sprites.indices {
            css.sprites[i].stretch = stretch[css.sprites[i].name]
            if let normal = buttons.drawing(css.sprites[i].name, .normal) {
                css.sprites[i].cornerRadius = ButtonScene.cornerRadius(normal.appearance, normal.layout)
            }
        }
        return css
    }

    /// The sprites drawn as a CSS `border-image`: the buttons with `"stretchable": true` (drawn at
    /// their minimal size, without title or image), and the panels of buttons whose background image
    /// has cap insets (`<button>/background`; the button itself, drawn whole, title included, stays
    /// a sprite), each with its caps in points and its size at rest (the button's frame). One with
    /// a shadow around it is left out (a border image would stretch the shadow).
    static func cssStretch(_ buttons: PlannedButtons) -> [String: (caps: EdgeInsets, size: Size)] {
        var out: [String: (caps: EdgeInsets, size: Size)] = [:]
        for item in buttons.all where item.margin.isZero {
            if item.button.stretchable, let caps = item.caps { out[item.name] = (caps, item.prepared.frame.base) }
            if let panel = item.panel { out[CSSSprites.panelName(item.name)] = (panel.caps, item.prepared.frame.base) }
        }
        return out
    }

    /// The path from the folder `from` to the folder `to` (both below the output), ending in `/`:
    /// `ios` → `ios/dark` is `dark/`, `m3/zh-Hans` → `m3/dark/zh-Hans` is `../dark/zh-Hans/`.
    static func relativeFolder(from: String, to: String) -> String {
        let a = from.split(separator: "/"), b = to.split(separator: "/")
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        let path = Array(repeating: "..", count: a.count - common) + b[common...].map(String.init)
        return path.isEmpty ? "" : path.joined(separator: "/") + "/"
    }

    /// `gallery.png` (every button in every state, labelled), the accessibility variants' matrix
    /// `accessibility.png` when the unit has variants, and `gallery.html`.
    func addGallery(_ plan: RenderPlan, to out: inout RenderFiles) throws {
        let theme = plan.theme
        let title = [theme.name, theme.mode, plan.unit.locale, theme.accessibility.folderName].compactMap { $0 }.joined(separator: " · ")
        let gallery = try GalleryRenderer(renderer: renderer)
            .renderPNG(title: title, buttons: theme.buttons.map(\.name), states: plan.states, drawings: plan.buttons.drawingsByName,
                       resting: theme.restingStates, dark: theme.colorAppearance == .dark)
        out.add("gallery.png", gallery.png)
        let matrix = try accessibilityGallery(plan)
        if let matrix { out.add(GalleryRenderer.accessibilityFileName, matrix.picture.png) }
        let html = GalleryRenderer.indexHTML(title: title, states: plan.states, scales: plan.scales, size: (gallery.width, gallery.height),
                                             live: plan.options.liveGallery,
                                             accessibility: matrix.map { (($0.picture.width, $0.picture.height), $0.notes) })
        out.add("gallery.html", Data(html.utf8))
    }

    /// The Xcode asset catalog and the Android drawables, if asked for, with their notes as warnings:
    /// the unit's own images and those of its appearance variants; none for a unit that is itself a
    /// variant of a base rendered in the same run.
    func addButtonImages(_ plan: RenderPlan, to out: inout RenderFiles) throws {
        // A Dark Mode or Increase Contrast mode's images are in its base theme's catalog and resources.
        guard !plan.unit.imagesGoToBase else { return }
        if let first = plan.unit.sameAppearanceAs,
           plan.options.formats.contains(.xcassets) || plan.options.formats.contains(.android) {
            out.warnings.append("xcassets, android: \(plan.theme.modeDescription) is the same appearance as \(first), "
                                + "whose images are in the base theme's resources: its own are written in its folder")
        }
        let images = ButtonImages(theme: plan.theme, states: plan.states, scales: plan.scales, buttons: plan.buttons, renderer: renderer)
        let variants = plan.variants.map { ButtonImages.Variant(appearance: $0.appearance, images: $0.images) }
        if plan.options.formats.contains(.xcassets) {
            let (catalog, notes) = try images.assetCatalog(variants: variants)
            catalog.forEach { out.add($0.path, $0.data) }
            out.warnings += notes
        }
        if plan.options.formats.contains(.android) {
            let (resources, notes) = try images.androidResources(variants: variants)
            resources.forEach { out.add($0.path, $0.data) }
            out.warnings += notes
        }
    }
}
