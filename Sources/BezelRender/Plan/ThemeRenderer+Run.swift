import BezelCore
import BezelRaster
import Foundation

/// What rasterising a `RenderPlan` made: the PNG of every raster page drawn then every strip, each
/// drawn page's TexturePacker atlas, and `manifest.json` (when the rest of the unit is drawn).
struct RenderedRasters {
    /// The drawn raster pages' PNGs in `rasterSheetJobs` order, then the strips' in `strips` order.
    var pngs: [Data]
    /// The atlas of each drawn raster page, in `rasterSheetJobs` order.
    var atlases: [Data]
    /// The panels' pages (`backgroundPages`, when the rest of the unit is drawn): PNG and atlas.
    var backgrounds: [(png: Data, atlas: Data)] = []
    /// The Phaser multiatlas of each paged sheet (state × scale), when the rest of the unit is drawn.
    var multiatlases: [MultiatlasKey: Data] = [:]
    var manifest: Data?
}

/// A paged sheet: one state at one scale.
struct MultiatlasKey: Hashable {
    var state: ControlState
    var scale: Double
}

extension ThemeRenderer {
    /// Draws and encodes `parts` of `plan`'s raster pages and strips, band by band on all threads;
    /// the pages' atlases and the manifest do not depend on the pixels and are made on the same
    /// threads while the bands are encoded. The results are in plan order, whatever ran where.
    func rasterise(_ plan: RenderPlan, _ parts: RenderParts = .all) throws -> RenderedRasters {
        let options = plan.options
        let sheetJobs = plan.rasterSheetJobs.enumerated().filter { parts.contains(sheet: $0.offset) }.map(\.element)
        var rasterJobs = sheetJobs.map { job in
            sheet(job.layout, compression: options.pngCompression) { plan.buttons.drawing($0.name, job.state) }
        }
        let strips = plan.strips.filter { parts.contains(strip: $0.button) }
        rasterJobs += strips.map { strip in
            let stateOfFrame = Dictionary(uniqueKeysWithValues: zip(strip.layout.frames.map(\.name), strip.states))
            return sheet(strip.layout, compression: options.pngCompression) { frame in
                stateOfFrame[frame.name].flatMap { plan.buttons.drawing(strip.button, $0) }
            }
        }
        // The panels' pages go with the rest of the unit.
        let panels = parts.rest ? plan.backgroundPages : []
        if !panels.isEmpty {
            let frames = plan.buttons.panelFrames
            rasterJobs += panels.map { layout in
                sheet(layout, compression: options.pngCompression) { frame in frames[frame.name].flatMap { $0.button.panel?[$0.state] } }
            }
        }
        let atlases = Slots<Data>(count: sheetJobs.count)
        let panelAtlases = Slots<Data>(count: panels.count)
        let manifestData = Slots<Data>(count: 1)
        var alongside: [() throws -> Void] = parts.rest ? [{
            manifestData[0] = RenderTiming.measure(options.timing, .text) {
                // The fonts each title is drawn with are asked of Pango here, on this one thread,
                // while the other threads draw bands.
                let entries = manifestEntries(plan.prepared, states: plan.states)
                var manifest = RenderManifest(theme: plan.theme, locale: plan.unit.locale, scales: plan.scales, states: plan.states,
                                              layouts: plan.layouts, entries: entries)
                manifest.backgrounds = plan.backgroundPages
                for item in plan.buttons.all { manifest.panels[item.name] = item.panel }
                return JSONWriter.data(manifest.json)
            }
        }] : []
        alongside += sheetJobs.indices.map { i in {
            let (state, layout) = sheetJobs[i]
            atlases[i] = RenderTiming.measure(options.timing, .text) { atlas(plan, state: state, layout: layout).data() }
        } }
        let paged = parts.rest && plan.rasterSheets
            ? plan.states.flatMap { state in plan.layouts.filter { $0.isPaged && $0.page == 0 }.map { MultiatlasKey(state: state, scale: $0.scale) } }
            : []
        let multiatlases = Slots<Data>(count: paged.count)
        alongside += paged.indices.map { i in {
            multiatlases[i] = RenderTiming.measure(options.timing, .text) { multiatlas(plan, state: paged[i].state, scale: paged[i].scale) }
        } }
        alongside += panels.indices.map { i in { panelAtlases[i] = backgroundAtlas(plan, layout: panels[i]).data() } }
        var pngs = try BandedSheetEncoder.png(sheets: rasterJobs, jobs: options.jobs, timing: options.timing, alongside: alongside)
        let panelPNGs = pngs.suffix(panels.count)
        pngs.removeLast(panels.count)
        return RenderedRasters(pngs: pngs, atlases: atlases.all.map { $0! },
                               backgrounds: zip(panelPNGs, panelAtlases.all.map { $0! }).map { ($0, $1) },
                               multiatlases: Dictionary(uniqueKeysWithValues: zip(paged, multiatlases.all.map { $0! })), manifest: manifestData[0])
    }

    /// The Phaser 3 multiatlas of `state`'s paged sheet at `scale`.
    func multiatlas(_ plan: RenderPlan, state: ControlState, scale: Double) -> Data {
        let pages = plan.pages(at: scale).map { layout in
            PhaserMultiAtlas.Page(layout: layout, image: SheetNaming.sheetFileName(state: state, layout: layout, kind: .png),
                                  borders: borders(plan.buttons, layout))
        }
        return PhaserMultiAtlas(pages: pages).data()
    }

    /// The TexturePacker atlas of the panels' page `layout` (`backgrounds[@Nx].json`), each frame
    /// with its nine-slice borders; a page of a paged sheet lists the other pages' atlases.
    func backgroundAtlas(_ plan: RenderPlan, layout: SheetLayout) -> TexturePackerAtlas {
        let related = layout.isPaged
            ? plan.backgrounds.filter { $0.scale == layout.scale && $0.page != layout.page }
                .map { SheetNaming.backgroundsFileName(layout: $0, kind: .json) }
            : []
        return TexturePackerAtlas(layout: layout, image: SheetNaming.backgroundsFileName(layout: layout, kind: .png),
                                  borders: backgroundBorders(plan.buttons, layout), relatedMultiPacks: related)
    }

    /// The TexturePacker atlas of `state`'s sheet page `layout`: a page of a paged sheet lists the
    /// atlases of the other pages at its scale (`related_multi_packs`).
    func atlas(_ plan: RenderPlan, state: ControlState, layout: SheetLayout) -> TexturePackerAtlas {
        let related = layout.isPaged
            ? plan.pages(at: layout.scale).filter { $0.page != layout.page }
                .map { SheetNaming.sheetFileName(state: state, layout: $0, kind: .json) }
            : []
        return TexturePackerAtlas(layout: layout, image: SheetNaming.sheetFileName(state: state, layout: layout, kind: .png),
                                  borders: borders(plan.buttons, layout), relatedMultiPacks: related)
    }
}
