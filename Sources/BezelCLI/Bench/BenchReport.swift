import Bezel
import BezelRaster
import Foundation

/// What `bezel bench` measured, as text or JSON.
struct BenchReport {
    struct ModeResult {
        var bezel: BenchRun.Result
        var cairo: BenchRun.Result?
        /// Bezel's images/s over the Cairo reference's.
        var speedup: Double? { cairo.map { bezel.imagesPerSecond / max($0.imagesPerSecond, 1e-9) } }
        /// Bezel's bytes over Cairo's.
        var sizeRatio: Double? { cairo.map { Double(bezel.bytes) / Double(max($0.bytes, 1)) } }
    }

    /// Best and median megapixels per second of several runs.
    struct DiffResult {
        /// Which synthetic pair (`DiffBenchmark.Content`).
        var content: String
        var serial: Double
        var parallel: Double
        var serialMedian: Double
        var parallelMedian: Double
        var differing: Int
    }

    var count: Int
    var jobs: Int
    var compression: PNGCompression
    var modes: [ModeResult] = []
    var diffs: [DiffResult] = []
    var sweep: [PNGSweep.Entry]?

    init(count: Int, jobs: Int, compression: PNGCompression) {
        self.count = count; self.jobs = jobs; self.compression = compression
    }

    func text() -> String {
        var lines = ["W1: \(count) buttons × 2 states, 320×88 px, \(jobs) job\(jobs == 1 ? "" : "s"), PNG \(compression.rawValue) (\(compression.settings(forWidth: 320)); sheets: \(compression.settings(forWidth: 8192)))", ""]
        lines.append(pad("mode", 11) + pad("images/s", 10, right: true) + pad("cairo 1T", 10, right: true) + pad("ratio", 8, right: true)
                     + pad("MB", 9, right: true) + pad("cairo MB", 10, right: true) + pad("peak MB", 9, right: true)
                     + pad("CPU s", 8, right: true) + "  stages (CPU s: model / resolve+layout / pack / draw / encode / text / write)")
        for m in modes {
            let b = m.bezel
            lines.append(pad(b.mode.rawValue, 11) + pad(f(b.imagesPerSecond, 0), 10, right: true)
                         + pad(m.cairo.map { f($0.imagesPerSecond, 0) } ?? "-", 10, right: true)
                         + pad(m.speedup.map { f($0, 2) + "×" } ?? "-", 8, right: true)
                         + pad(f(Double(b.bytes) / 1e6, 2), 9, right: true)
                         + pad(m.cairo.map { f(Double($0.bytes) / 1e6, 2) } ?? "-", 10, right: true)
                         + pad(b.peakMemoryBytes.map { f(Double($0) / 1_048_576, 0) } ?? "?", 9, right: true)
                         + pad(f(b.cpuSeconds, 3), 8, right: true)
                         + "  \(f(b.stages.model, 3)) / \(f(b.stages.resolveLayout, 3)) / \(f(b.stages.pack, 3)) / \(f(b.stages.draw, 3)) / \(f(b.stages.encode, 3)) / \(f(b.stages.text, 3)) / \(f(b.stages.write, 3))")
        }
        if !diffs.isEmpty { lines.append("") }
        for diff in diffs {
            lines += ["diff kernel, 1024×1024 \(diff.content) pair, 15 % differing (\(diff.differing) px): serial \(f(diff.serial, 0)) Mpx/s best, \(f(diff.serialMedian, 0)) median; parallel \(f(diff.parallel, 0)) best, \(f(diff.parallelMedian, 0)) median"]
        }
        if let sweep {
            lines += ["", "PNG settings on W1 images (one thread):", pad("settings", 34) + pad("ms/image", 10, right: true) + pad("bytes/image", 13, right: true)]
            for e in sweep { lines.append(pad(e.name, 34) + pad(f(e.millisecondsPerImage, 3), 10, right: true) + pad(f(e.bytesPerImage, 0), 13, right: true)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        func stages(_ s: BenchRun.Stages) -> JSONValue {
            object([("model", .number(s.model)), ("resolveLayout", .number(s.resolveLayout)), ("pack", .number(s.pack)),
                    ("draw", .number(s.draw)), ("encode", .number(s.encode)), ("text", .number(s.text)), ("write", .number(s.write))])
        }
        func run(_ r: BenchRun.Result) -> JSONValue {
            object([("jobs", .number(Double(r.jobs))), ("images", .number(Double(r.images))), ("files", .number(Double(r.files))),
                    ("bytes", .number(Double(r.bytes))), ("seconds", .number(r.seconds)), ("cpuSeconds", .number(r.cpuSeconds)),
                    ("imagesPerSecond", .number(r.imagesPerSecond)),
                    ("peakMemoryBytes", r.peakMemoryBytes.map { .number(Double($0)) } ?? .null), ("stages", stages(r.stages))])
        }
        var fields: [(String, JSONValue)] = [
            ("workload", object([("name", .string(BenchWorkload.name)), ("buttons", .number(Double(count))), ("states", .number(2)),
                                 ("pixelWidth", .number(320)), ("pixelHeight", .number(88)), ("scale", .number(2))])),
            ("jobs", .number(Double(jobs))),
            ("pngCompression", .string(compression.rawValue)),
            ("pngSettings", .string(compression.settings(forWidth: 320).description)),
            ("pngSheetSettings", .string(compression.settings(forWidth: 8192).description)),
            ("modes", .array(modes.map { m in
                object([("mode", .string(m.bezel.mode.rawValue)), ("bezel", run(m.bezel)), ("cairo", m.cairo.map(run) ?? .null),
                        ("speedup", m.speedup.map { .number($0) } ?? .null), ("sizeRatio", m.sizeRatio.map { .number($0) } ?? .null)])
            })),
        ]
        fields.append(("diff", .array(diffs.map { d in
            object([("content", .string(d.content)), ("width", .number(1024)), ("height", .number(1024)), ("differingFraction", .number(0.15)),
                    ("differingPixels", .number(Double(d.differing))), ("serialMegapixelsPerSecond", .number(d.serial)),
                    ("parallelMegapixelsPerSecond", .number(d.parallel)), ("serialMedianMegapixelsPerSecond", .number(d.serialMedian)),
                    ("parallelMedianMegapixelsPerSecond", .number(d.parallelMedian))])
        })))
        if let sweep {
            fields.append(("pngSweep", .array(sweep.map { e in
                object([("settings", .string(e.name)), ("millisecondsPerImage", .number(e.millisecondsPerImage)),
                        ("bytesPerImage", .number(e.bytesPerImage))])
            })))
        }
        return JSONWriter.write(object(fields)) + "\n"
    }

    private func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        var o = JSONObject()
        for (k, v) in pairs { o[k] = v }
        return .object(o)
    }

    private func f(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
    private func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, n - s.count))
        return right ? fill + s : s + fill
    }
}

/// Times PNG settings (zlib, libdeflate and the row-match compressor) on rendered W1 images, for choosing
/// `PNGCompression`'s settings.
enum PNGSweep {
    struct Entry {
        var name: String
        var millisecondsPerImage: Double
        var bytesPerImage: Double
    }

    static func run(count: Int, themeRenderer: ThemeRenderer, themeFile: String) throws -> [Entry] {
        let renderer = themeRenderer.renderer
        let (themes, _) = ThemeValidator.validate(themeFile)
        guard let theme = themes.first else { throw BenchError(message: "W1 theme did not decode") }
        let resolver = AppearanceResolver(theme: theme)
        let engine = ButtonLayoutEngine(measurer: themeRenderer.measurer)
        var canvases: [RasterCanvas] = []
        for button in theme.buttons.prefix(count) {
            for state in BenchWorkload.states {
                let drawing = ButtonDrawing(button: button, state: state, size: BenchWorkload.pointSize,
                                            resolver: resolver, engine: engine, scale: BenchWorkload.scale)
                let canvas = try RasterCanvas(width: 320, height: 88)
                try renderer.draw(drawing, into: canvas, scale: BenchWorkload.scale)
                canvases.append(canvas)
            }
        }
        func time(_ name: String, _ encode: (RasterCanvas) throws -> Data) throws -> Entry {
            var bytes = 0
            var best = Double.infinity
            for _ in 0..<3 {
                let t = Clock.now
                bytes = 0
                for c in canvases { bytes += try encode(c).count }
                best = min(best, Clock.seconds(since: t))
            }
            return Entry(name: name, millisecondsPerImage: best * 1000 / Double(canvases.count),
                         bytesPerImage: Double(bytes) / Double(canvases.count))
        }
        var entries = [try time("cairo_surface_write_to_png", { try $0.cairoPNGData() })]
        let S = PNGEncodingSettings.self
        for filters in [S.filterNone, S.filterSub, S.filterUp, S.filterPaeth, S.allFilters] {
            for level: Int32 in [1, 2, 3, 4, 6, 9] {
                for strategy in [S.defaultStrategy, S.filtered, S.rle] {
                    let settings = PNGEncodingSettings(filters: filters, level: level, strategy: strategy)
                    entries.append(try time(settings.description, { try $0.pngData(settings: settings) }))
                }
            }
        }
        for level: Int32 in [1, 2, 4, 6, 9, 12] {
            for settings in [S.libdeflate(filters: S.filterNone, level: level), S.libdeflate(filters: S.filterNone, level: level, repeatedRowsUseUp: true),
                             S.libdeflate(filters: S.filterUp, level: level)] {
                entries.append(try time(settings.description, { try $0.pngData(settings: settings) }))
            }
        }
        let rowMatch = S.rowMatch(filters: S.filterNone)
        entries.append(try time(rowMatch.description, { try $0.pngData(settings: rowMatch) }))
        return entries
    }
}
