import Bezel
import BezelDiff
import BezelRaster
import Foundation

/// `bezel bench`: the built-in workload W1 through the real pipeline in three output modes, each
/// against the same images written by cairo's PNG writer on one thread, plus the diff kernel.
enum BenchCommand: Command {
    static let spec = CommandSpec(
        name: "bench", abstract: "Measure rendering, PNG encoding and the diff kernel on the built-in workload W1.",
        positional: "", minPositionals: 0, maxPositionals: 0,
        options: [
            OptionSpec(.jobs, short: "j", value: "n", help: "Worker threads (default: the number of cores)."),
            OptionSpec(.pngCompression, value: "level", help: "PNG speed/size trade-off.", default: "balanced",
                       allowed: PNGCompression.allCases.map(\.rawValue)),
            OptionSpec(.mode, value: "modes", help: "Output modes to run.", default: "per-image,sheets,strips",
                       allowed: BenchRun.Mode.allCases.map(\.rawValue)),
            OptionSpec(.out, value: "dir", help: "Write the files here and keep them (default: a folder in /dev/shm, else in $TMPDIR, removed after)."),
            OptionSpec(.noCairo, help: "Skip the Cairo one-thread reference runs."),
            OptionSpec(.noDiff, help: "Skip the diff kernel measurement."),
            OptionSpec(.pngSweep, help: "Also time and size PNG filter/zlib level/strategy, libdeflate level and row-match combinations on W1 images."),
            OptionSpec(.count, value: "n", help: "Buttons in the workload (default 1000; smaller for smoke tests)."),
            OptionSpec(.json, help: "Print the results as JSON."),
        ],
        discussion: """
        W1: 1,000 buttons × 2 states (normal, highlighted), 160×44 pt at @2x (320×88 px), corner radius 8, 1-pt border,
        titles of 6–14 characters (10 % Chinese) in "DejaVu Sans, Noto Sans CJK SC" 17 pt. Use a release build.
        Stage times are summed over worker threads; images/s is wall clock from theme decoding to the last file written.
        Exit codes: 0; 2 for bad options; 3 when a run fails.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let (out, count) = (options.out, options.count)
        let keep = out != nil
        // By default in memory (/dev/shm, where there is one with room: ~64 KB per button plus
        // 64 MB; W1 writes about 45 MB): on a disk, creating 2,000 small files
        // cost 0.1–2.4 s from run to run (ext4 skips recently freed inodes after earlier runs
        // deleted thousands), for Bezel and the Cairo reference alike — that measures the file
        // system, not the renderer. `--out` measures a disk of one's choice.
        let scratch = hasRoom("/dev/shm", bytes: Int64(count) * 64 * 1024 + (64 << 20)) ? "/dev/shm/" : NSTemporaryDirectory()
        let root = out ?? scratch + "bezel-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        do {
            let report = try measure(root: root, count: count, jobs: options.jobs, compression: options.compression, modes: options.modes,
                                     cairo: options.cairo, diff: options.diff, sweep: options.sweep)
            io.out(options.json ? report.json() : report.text())
            return .success
        } catch {
            io.err("Error: \(error)\n")
            return .internalFailure
        }
    }

    /// Whether `folder` is writable with at least `bytes` free (a container's /dev/shm is often 64 MB).
    static func hasRoom(_ folder: String, bytes: Int64) -> Bool {
        guard FileManager.default.isWritableFile(atPath: folder),
              let free = (try? FileManager.default.attributesOfFileSystem(forPath: folder))?[.systemFreeSize] as? NSNumber else { return false }
        return free.int64Value >= bytes
    }

    static func measure(root: String, count: Int, jobs: Int, compression: PNGCompression, modes: [BenchRun.Mode],
                        cairo: Bool, diff: Bool, sweep: Bool) throws -> BenchReport {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let themeFile = root + "/w1.json"
        try FileOutput.write(Data(BenchWorkload.themeJSON(count: count).utf8), to: themeFile)
        let themeRenderer = ThemeRenderer()
        var report = BenchReport(count: count, jobs: jobs, compression: compression)
        func once(_ mode: BenchRun.Mode, _ encoder: BenchRun.Encoder, _ tag: String) throws -> BenchRun.Result {
            let folder = root + "/\(mode.rawValue)-\(tag)"
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let result = try BenchRun(count: count, mode: mode, encoder: encoder, jobs: jobs, output: folder,
                                      themeRenderer: themeRenderer).run(themeFile: themeFile)
            return result
        }
        // A warm-up so fonts, glyph caches and per-thread Pango contexts exist before timing.
        _ = try? BenchRun(count: min(count, 50), mode: .perImage, encoder: .bezel(compression), jobs: jobs,
                          output: root + "/warm-up", themeRenderer: themeRenderer).run(themeFile: themeFile)
        for mode in modes {
            let bezel = try once(mode, .bezel(compression), "bezel")
            let reference = cairo ? try once(mode, .cairo, "cairo") : nil
            report.modes.append(BenchReport.ModeResult(bezel: bezel, cairo: reference))
        }
        if diff {
            // Several short runs each way; the best and the median are reported (the machine is shared).
            for content in DiffBenchmark.Content.allCases {
                var serial: [Double] = [], parallel: [Double] = [], differing = 0
                for _ in 0..<7 {
                    let s = DiffBenchmark.run(width: 1024, height: 1024, differingFraction: 0.15, iterations: 3, parallel: false, content: content)
                    let p = DiffBenchmark.run(width: 1024, height: 1024, differingFraction: 0.15, iterations: 3, parallel: true, content: content)
                    serial.append(s.megapixelsPerSecond); parallel.append(p.megapixelsPerSecond); differing = s.count
                }
                serial.sort(); parallel.sort()
                report.diffs.append(BenchReport.DiffResult(content: content.rawValue, serial: serial.last!, parallel: parallel.last!,
                                                           serialMedian: serial[serial.count / 2],
                                                           parallelMedian: parallel[parallel.count / 2], differing: differing))
            }
        }
        if sweep { report.sweep = try PNGSweep.run(count: min(count, 200), themeRenderer: themeRenderer, themeFile: themeFile) }
        return report
    }
}
