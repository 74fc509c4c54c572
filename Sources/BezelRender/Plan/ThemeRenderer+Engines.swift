import BezelCore
import Foundation

extension ThemeRenderer {
    /// The engine view (`EngineSheet`) of every raster page of `plan`, in `rasterSheetJobs` order,
    /// made once for all the engine writers; empty when no engine format is asked for.
    func engineSheets(_ plan: RenderPlan) -> [EngineSheet] {
        let formats = plan.options.formats
        guard formats.contains(where: \.isEngine) else { return [] }
        let padded = formats.contains { [.libgdx, .libgdxLegacy, .godot, .godot3].contains($0) }
        return plan.rasterSheetJobs.map { job in
            let borders = borders(plan.buttons, job.layout)
            let frames = job.layout.frames.map { f in
                var frame = EngineSheet.Frame(name: f.name, rect: f.frame, bounds: f.bounds, caps: borders[f.name],
                                              isDrawn: plan.buttons.drawing(f.name, job.state) != nil)
                if padded, frame.caps != nil, let button = plan.buttons[f.name]?.button {
                    frame.padding = padding(button, f, scale: job.layout.scale)
                }
                return frame
            }
            return EngineSheet(state: job.state, image: SheetNaming.sheetFileName(state: job.state, layout: job.layout, kind: .png),
                               size: job.layout.size, scale: job.layout.scale, frames: frames)
        }
    }

    /// The engine view of each page of the panels' sheet (`backgroundPages`), in order: every frame
    /// a panel with its caps (and, for libGDX and Godot, its content padding); empty when no
    /// engine format is asked for.
    func engineBackgroundSheets(_ plan: RenderPlan) -> [EngineSheet] {
        let formats = plan.options.formats
        guard formats.contains(where: \.isEngine) else { return [] }
        let padded = formats.contains { [.libgdx, .libgdxLegacy, .godot, .godot3].contains($0) }
        let panels = plan.buttons.panelFrames
        return plan.backgroundPages.map { layout in
            let borders = backgroundBorders(plan.buttons, layout)
            let frames = layout.frames.map { f in
                let owner = panels[f.name]
                return EngineSheet.Frame(name: f.name, rect: f.frame, bounds: f.bounds, caps: borders[f.name],
                                         padding: padded ? owner.map { padding($0.button.button, f, scale: layout.scale) } : nil,
                                         panel: owner.map { EngineSheet.Panel(button: $0.button.name, state: $0.state) })
            }
            return EngineSheet(state: nil, image: SheetNaming.backgroundsFileName(layout: layout, kind: .png),
                               size: layout.size, scale: layout.scale, frames: frames)
        }
    }

    /// The content insets of a stretchable `button` in the pixels of its sprite `f`, shifted by the
    /// shadow margin (rounded up as caps are). They may be larger than the minimal sprite: they
    /// apply to the size it is stretched to.
    func padding(_ button: ButtonModel, _ f: SheetFrame, scale: Double) -> NineSliceBorders {
        NineSliceBorders(capInsets: button.contentInsets, scale: scale).grown(by: f.margin)
    }

    /// The engine atlases of one page, beside its PNG: JSON array, Starling XML, LÖVE Lua and
    /// Godot's import settings, as asked for.
    func addEnginePage(_ plan: RenderPlan, _ sheet: EngineSheet, layout: SheetLayout, to out: inout RenderFiles) {
        let formats = plan.options.formats
        if formats.contains(.jsonArray) {
            let hash = sheet.state.map { atlas(plan, state: $0, layout: layout) } ?? backgroundAtlas(plan, layout: layout)
            out.add(sheet.sibling(.jsonArray), TexturePackerArrayAtlas(hash).data())
        }
        if formats.contains(.starling) { out.add(sheet.sibling(.starlingXML), Data(StarlingAtlas.text(sheet).utf8)) }
        if formats.contains(.love) { out.add(sheet.sibling(.loveLua), Data(LoveAtlas.text(sheet).utf8)) }
        if let version = godotVersion(plan) { out.add(sheet.sibling(.godotImport), Data(GodotImport.settings(version).utf8)) }
    }

    /// The engine files over every page at each scale: libGDX atlases and Godot resources.
    func addEngineScales(_ plan: RenderPlan, _ sheets: [EngineSheet], to out: inout RenderFiles) {
        let formats = plan.options.formats
        let gdx: LibGDXAtlas? = formats.contains(.libgdx) ? LibGDXAtlas(layout: .current)
            : formats.contains(.libgdxLegacy) ? LibGDXAtlas(layout: .legacy) : nil
        let godot = godotVersion(plan).map { GodotResources(version: $0, hover: plan.theme.webHover) }
        guard gdx != nil || godot != nil else { return }
        let toggles = Set(plan.theme.buttons.filter(\.changesSelectionAsPrimaryAction).map(\.name))
        for scale in plan.scales {
            let atScale = sheets.filter { $0.scale == scale }
            if let gdx { out.add(LibGDXAtlas.fileName(scale: scale), Data(gdx.text(atScale).utf8)) }
            for file in godot?.files(atScale, toggles: toggles) ?? [] { out.add(file.path, Data(file.text.utf8)) }
        }
    }

    func godotVersion(_ plan: RenderPlan) -> GodotResources.Version? {
        plan.options.formats.contains(.godot) ? .godot4 : plan.options.formats.contains(.godot3) ? .godot3 : nil
    }
}
