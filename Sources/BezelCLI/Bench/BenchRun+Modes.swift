import Bezel
import BezelRaster
import Foundation

/// What the bench's own drawing modes draw: W1's buttons, prepared once, with their sizes and
/// their drawing in each bench state (indexed like `buttons` and `states`).
struct BenchDrawings {
    let theme: String
    let buttons: [ButtonModel]
    let states: [ControlState]
    let sizes: [Size]
    let drawings: [[ButtonDrawing]]
    let scale = BenchWorkload.scale

    init(_ prepared: PreparedTheme, states: [ControlState]) {
        theme = prepared.theme.name
        buttons = prepared.theme.buttons
        self.states = states
        sizes = prepared.buttons.map { $0.size.at(scale: BenchWorkload.scale) }
        drawings = prepared.buttons.map { item in states.compactMap { item[$0]?.drawing } }
    }
}

extension BenchRun {
    /// Per-image mode: every button in every state drawn on its own canvas and written as its own PNG.
    func drawImages(_ w: BenchDrawings, totals: Totals) throws {
        let folder = output + "/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tasks = w.buttons.count * w.states.count
        try Parallel.forEach(tasks, jobs: encoderJobs, perWorker: { WorkerCanvas() }) { task, worker in
            let b = task / w.states.count, s = task % w.states.count
            var local = Stages()
            let size = w.sizes[b]
            let pixels = (Int((size.width * w.scale).rounded(.up)), Int((size.height * w.scale).rounded(.up)))
            var t = ThreadCPU.now
            let canvas = try worker.canvas(width: pixels.0, height: pixels.1)
            try renderer.draw(w.drawings[b][s], into: canvas, scale: w.scale)
            local.draw = ThreadCPU.seconds(since: t); t = ThreadCPU.now
            let png = try encode(canvas)
            local.encode = ThreadCPU.seconds(since: t); t = ThreadCPU.now
            try FileOutput.write(png, to: "\(folder)/\(w.buttons[b].name)-\(w.states[s].name)@2x.png")
            local.write = ThreadCPU.seconds(since: t)
            totals.add(local, files: 1, bytes: png.count)
        }
    }

    /// Sheets mode with the Cairo reference (Bezel's own sheets go through `renderThroughRun`): packed
    /// as `render` packs (`renderOptions`' packing), then each state's whole sheet
    /// drawn on one canvas and written by `cairo_surface_write_to_png_stream`. Returns the packing time.
    func drawCairoSheets(_ w: BenchDrawings, totals: Totals) throws -> Double {
        let t = ThreadCPU.now
        let packer = SheetPacker(renderOptions.packing, planningScale: w.scale)
        let layout = try packer.layout(w.buttons.indices.map { SheetSprite(name: w.buttons[$0].name, size: w.sizes[$0]) },
                                       scale: w.scale, theme: w.theme)
        let index = [String: Int](uniqueKeysWithValues: w.buttons.indices.map { (w.buttons[$0].name, $0) })
        let packSeconds = ThreadCPU.seconds(since: t)
        try Parallel.forEach(w.states.count, jobs: min(encoderJobs, w.states.count), perWorker: { () }) { s, _ in
            var local = Stages()
            let t0 = ThreadCPU.now
            let canvas = try RasterCanvas(width: layout.size.width, height: layout.size.height)
            for f in layout.frames {
                guard let b = index[f.name] else { continue }
                try canvas.withClip(f.frame) {
                    try renderer.draw(w.drawings[b][s], into: canvas, x: f.frame.x, y: f.frame.y, scale: w.scale)
                }
            }
            local.draw = ThreadCPU.seconds(since: t0)
            let t1 = ThreadCPU.now
            let png = try canvas.cairoPNGData()
            local.encode = ThreadCPU.seconds(since: t1)
            let t2 = ThreadCPU.now
            let name = SheetNaming.sheetFileName(state: w.states[s], scale: w.scale, kind: .png)
            try FileOutput.write(png, to: "\(output)/\(name)")
            let atlas = Data(TexturePackerAtlas(layout: layout, image: name).text().utf8)
            try FileOutput.write(atlas, to: "\(output)/\(SheetNaming.sheetFileName(state: w.states[s], scale: w.scale, kind: .json))")
            local.write = ThreadCPU.seconds(since: t2)
            totals.add(local, files: 2, bytes: png.count)
        }
        return packSeconds
    }

    /// Strips mode with the Cairo reference (Bezel's own strips go through `renderThroughRun`): one
    /// strip per button with its states side by side, packed with `render --strips`' options, drawn
    /// on one canvas and written by Cairo's PNG writer.
    func drawStrips(_ w: BenchDrawings, totals: Totals) throws {
        let folder = output + "/buttons"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Parallel.forEach(w.buttons.count, jobs: encoderJobs, perWorker: { WorkerCanvas() }) { b, worker in
            var local = Stages()
            var t = ThreadCPU.now
            let strip = try StripLayout(button: w.buttons[b].name, size: w.sizes[b], states: w.states, packing: renderOptions.packing)
                .layout(scale: w.scale)
            local.pack = ThreadCPU.seconds(since: t); t = ThreadCPU.now
            let canvas = try worker.canvas(width: strip.size.width, height: strip.size.height)
            for (s, f) in strip.frames.enumerated() {
                try canvas.withClip(f.frame) {
                    try renderer.draw(w.drawings[b][s], into: canvas, x: f.frame.x, y: f.frame.y, scale: w.scale)
                }
            }
            local.draw = ThreadCPU.seconds(since: t); t = ThreadCPU.now
            let png = try encode(canvas)
            local.encode = ThreadCPU.seconds(since: t); t = ThreadCPU.now
            let name = SheetNaming.stripFileName(button: w.buttons[b].name, scale: w.scale, kind: .png).split(separator: "/").last!
            try FileOutput.write(png, to: "\(folder)/\(name)")
            local.write = ThreadCPU.seconds(since: t)
            totals.add(local, files: 1, bytes: png.count)
        }
    }
}
