import Bezel
import BezelRaster
import Dispatch
import Foundation
import Glibc

/// One run of W1 through the render pipeline in one output mode.
struct BenchRun {
    enum Mode: String, CaseIterable {
        /// One PNG per button and state.
        case perImage = "per-image"
        /// One sheet per state, all buttons packed.
        case sheets
        /// One strip per button with its states side by side.
        case strips
    }

    /// Which encoder writes the PNGs.
    enum Encoder {
        case bezel(PNGCompression)
        /// `cairo_surface_write_to_png_stream`, the reference.
        case cairo
    }

    /// CPU seconds spent per stage, summed over worker threads (at most the process's CPU time).
    struct Stages {
        var model = 0.0, resolveLayout = 0.0, pack = 0.0, draw = 0.0, encode = 0.0, text = 0.0, write = 0.0
        mutating func add(_ o: Stages) {
            model += o.model; resolveLayout += o.resolveLayout; pack += o.pack
            draw += o.draw; encode += o.encode; text += o.text; write += o.write
        }
    }

    struct Result {
        var mode: Mode
        var jobs: Int
        var images: Int
        var files: Int
        var bytes: Int
        var seconds: Double
        /// The process's CPU time (user and system, every thread) during the run.
        var cpuSeconds: Double
        var stages: Stages
        var peakMemoryBytes: Int?
        var imagesPerSecond: Double { Double(images) / max(seconds, 1e-9) }
    }

    let count: Int
    let mode: Mode
    let encoder: Encoder
    let jobs: Int
    /// The folder the files go to (created; emptied by the caller).
    let output: String
    /// The renderer `bezel render` uses (its measurer and drawer), shared by every run.
    let themeRenderer: ThemeRenderer
    var renderer: ButtonRenderer { themeRenderer.renderer }

    /// Runs: model → resolve → layout → (pack) → draw → encode → write. Bezel's sheets and strips
    /// go through `bezel render`'s own driver (`renderThroughRun`); the per-image mode and the Cairo
    /// reference draw W1's prepared buttons themselves.
    func run(themeFile: String) throws -> Result {
        Memory.resetPeak()
        if mode != .perImage, case .bezel(let compression) = encoder {
            return try renderThroughRun(themeFile, compression: compression)
        }
        let start = Clock.now, cpu = RenderTiming.processCPUSeconds()
        var stages = Stages()
        var t = RenderTiming.processCPUSeconds()
        let theme = try decode(themeFile)
        stages.model = RenderTiming.processCPUSeconds() - t

        // Resolve and lay out every button in both states, once, in parallel, as `render` does.
        t = RenderTiming.processCPUSeconds()
        let states = BenchWorkload.states
        let prepared = themeRenderer.prepare(theme, locale: nil, states: states, jobs: jobs)
        stages.resolveLayout = RenderTiming.processCPUSeconds() - t
        let problems = prepared.diagnostics.filter { $0.severity == .error }
        guard problems.isEmpty else {
            throw BenchError(message: "W1 theme did not resolve: \(problems.map(\.description).joined(separator: "; "))")
        }
        let drawings = BenchDrawings(prepared, states: states)
        let totals = Totals()
        switch mode {
        case .perImage: try drawImages(drawings, totals: totals)
        case .sheets: stages.pack = try drawCairoSheets(drawings, totals: totals)
        case .strips: try drawStrips(drawings, totals: totals)
        }
        let seconds = Clock.seconds(since: start)
        var summed = totals.stages
        summed.model = stages.model; summed.resolveLayout = stages.resolveLayout; summed.pack += stages.pack
        return Result(mode: mode, jobs: encoderJobs, images: theme.buttons.count * states.count, files: totals.files, bytes: totals.bytes,
                      seconds: seconds, cpuSeconds: RenderTiming.processCPUSeconds() - cpu, stages: summed, peakMemoryBytes: Memory.peak())
    }

    /// Model: decodes the theme file as `bezel render` does (resolving is the next stage).
    private func decode(_ themeFile: String) throws -> ButtonTheme {
        let (themes, diagnostics) = ThemeValidator.decode(themeFile)
        guard let theme = themes.first, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw BenchError(message: "W1 theme did not decode: \(diagnostics.map(\.description).joined(separator: "; "))")
        }
        return theme
    }

    /// The render options of W1 as `bezel render --scale 2` renders it, sheets or strips only.
    var renderOptions: RenderOptions {
        var options = RenderOptions()
        options.scales = [BenchWorkload.scale]
        options.states = BenchWorkload.states
        options.packing.maxSheetSize = BenchWorkload.maxSheetSize
        options.jobs = jobs
        if mode == .strips {
            options.formats = []
            options.strips = true
        }
        return options
    }

    /// W1 as `bezel render` renders it, through the same driver (`RenderRun`): checked (decoded,
    /// resolved, laid out, packed: the model and resolve/layout stages), then planned, drawn and
    /// encoded band by band on `jobs` threads (timed through `RenderOptions.timing`) and written
    /// into the mode's folder, all or nothing.
    private func renderThroughRun(_ themeFile: String, compression: PNGCompression) throws -> Result {
        let start = Clock.now, cpu = RenderTiming.processCPUSeconds()
        var options = renderOptions
        options.pngCompression = compression
        let timing = RenderTiming()
        options.timing = timing
        let run = RenderRun(options: options, run: RunOptions(force: true))
        var stages = Stages()
        let units = run.units(of: [themeFile], output: output)
        // The check decodes, resolves and lays out (timed apart), packs (timed) and decodes images.
        stages.resolveLayout = timing.seconds(.resolveLayout)
        stages.model = max(0, RenderTiming.processCPUSeconds() - cpu - stages.resolveLayout - timing.seconds(.pack))
        guard !units.failed, let unit = units.units.first else {
            throw BenchError(message: "W1 theme did not check: \(units.diagnostics.map(\.description).joined(separator: "; "))")
        }
        let summary: RunSummary
        do { summary = try run.write(units.units, into: FolderTarget(output), inputs: [themeFile]) } catch {
            throw BenchError(message: "\(error)")
        }
        var paths: [String] = []
        for outcome in summary.outcomes {
            switch outcome.kind {
            case .written(_, _, let written, _): paths += written
            case .failed(let message): throw BenchError(message: message)
            case .notWritten(let error): throw BenchError(message: "\(error)")
            }
        }
        stages.pack = timing.seconds(.pack)
        stages.draw = timing.seconds(.draw)
        stages.encode = timing.seconds(.encode)
        stages.text = timing.seconds(.text)
        stages.write = timing.seconds(.write)
        let seconds = Clock.seconds(since: start)
        let bytes = paths.filter { $0.hasSuffix(".png") }.reduce(0) { $0 + Self.size(output + "/" + $1) }
        return Result(mode: mode, jobs: jobs, images: unit.theme.buttons.count * BenchWorkload.states.count, files: paths.count,
                      bytes: bytes, seconds: seconds, cpuSeconds: RenderTiming.processCPUSeconds() - cpu, stages: stages, peakMemoryBytes: Memory.peak())
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The Cairo reference runs on one thread; Bezel's encoder on `jobs`.
    var encoderJobs: Int {
        if case .cairo = encoder { return 1 }
        return jobs
    }

    func encode(_ canvas: RasterCanvas) throws -> Data {
        switch encoder {
        case .bezel(let compression): try canvas.pngData(compression: compression)
        case .cairo: try canvas.cairoPNGData()
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A canvas reused by one worker while the size stays the same (cleared before each use).
final class WorkerCanvas {
    private var current: RasterCanvas?
    func canvas(width: Int, height: Int) throws -> RasterCanvas {
        if let c = current, c.width == width, c.height == height { c.clear(); return c }
        let c = try RasterCanvas(width: width, height: height)
        current = c
        return c
    }
}

/// Per-run totals filled in by workers.
final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var stages = BenchRun.Stages()
    private(set) var files = 0
    private(set) var bytes = 0
    func add(_ s: BenchRun.Stages, files f: Int, bytes b: Int) {
        lock.lock(); stages.add(s); files += f; bytes += b; lock.unlock()
    }
}

enum Clock {
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func seconds(since t: UInt64) -> Double { Double(now &- t) / 1e9 }
}

/// The calling thread's CPU clock, for the stages a bench worker runs itself.
enum ThreadCPU {
    static var now: Double { RenderTiming.threadCPUSeconds() }
    static func seconds(since t: Double) -> Double { now - t }
}

/// Peak resident memory (VmHWM), reset between runs where the kernel allows it.
enum Memory {
    static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        _ = "5".withCString { write(fd, $0, 1) }
        close(fd)
    }

    /// VmHWM from /proc/self/status, in bytes.
    static func peak() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first.flatMap { Int($0) }
            return kb.map { $0 * 1024 }
        }
        return nil
    }
}
