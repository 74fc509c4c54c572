import BezelCore
import BezelRaster
import Foundation

/// What rasterising a `RenderPlan` made: the PNG of every raster sheet then every strip, each
/// raster sheet's TexturePacker atlas, and `manifest.json`.
struct RenderedRasters {
    /// The raster sheets' PNGs in `rasterSheetJobs` order, then the strips' in `strips` order.
    var pngs: [Data]
    /// The atlas of each raster sheet, in `rasterSheetJobs` order.
    var atlases: [Data]
    var manifest: Data
}

extension ThemeRenderer {
    /// Draws and encodes every raster sheet and strip of `plan`, band by band on all threads; the
    /// sheets' atlases and the manifest do not depend on the pixels and are made on the same
    /// threads while the bands are encoded. The results are in plan order, whatever ran where.
    func rasterise(_ plan: RenderPlan) throws -> RenderedRasters {
        let options = plan.options
        let sheetJobs = plan.rasterSheetJobs
        var rasterJobs = sheetJobs.map { job in
            sheet(job.layout, compression: options.pngCompression) { plan.drawings[$0.name]?[job.state] }
        }
        rasterJobs += plan.strips.map { strip in
            let stateOfFrame = Dictionary(uniqueKeysWithValues: zip(strip.layout.frames.map(\.name), strip.states))
            return sheet(strip.layout, compression: options.pngCompression) { frame in
                stateOfFrame[frame.name].flatMap { plan.drawings[strip.button]?[$0] }
            }
        }
        let atlases = Slots<Data>(count: sheetJobs.count)
        let manifestData = Slots<Data>(count: 1)
        var alongside: [() throws -> Void] = [{
            manifestData[0] = RenderTiming.measure(options.timing, .text) {
                let manifest = RenderManifest(theme: plan.theme, locale: plan.unit.locale, scales: plan.scales, states: plan.states,
                                              layouts: plan.layouts, entries: plan.entries)
                return Data(JSONWriter.write(manifest.json).utf8)
            }
        }]
        alongside += sheetJobs.indices.map { i in {
            let (state, layout) = sheetJobs[i]
            let image = SheetNaming.sheetFileName(state: state, scale: layout.scale, kind: .png)
            atlases[i] = RenderTiming.measure(options.timing, .text) {
                Data(TexturePackerAtlas(layout: layout, image: image, borders: borders(plan.caps, layout)).text().utf8)
            }
        } }
        let pngs = try BandedSheetEncoder.png(sheets: rasterJobs, jobs: options.jobs, timing: options.timing, alongside: alongside)
        return RenderedRasters(pngs: pngs, atlases: atlases.all.map { $0! }, manifest: manifestData[0]!)
    }
}
