import BezelCore
import Foundation
import Testing

/// The `bezel` executable under a hostile environment: signals mid-run, a file-size limit, a full
/// file system and a second run into the same folder. Each unit's files are there completely or
/// not at all, no temporary file stays behind, and a re-run equals a clean run byte for byte.
@Suite(.serialized) struct OutputInterruptionTests {
    typealias S = OutputTestSupport

    static func requireExecutable() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BezelProcess.executable), "bezel not found at \(BezelProcess.executable)")
    }

    /// A clean run's tree of `input`.
    static func cleanTree(_ input: String) -> [String: Data?] {
        let out = S.tempDir()
        defer { S.remove(out) }
        let run = S.run(BezelProcess.executable, ["render", input, "-o", out, "-j", "2", "-q"])
        #expect(run.code == 0, "\(run.err)")
        return S.entries(out)
    }

    /// The unit folders (`t0` …) named in error lines `…: <unit>: <path>: …`.
    static func failedUnits(_ err: String) -> [String] {
        err.split(separator: "\n").compactMap { line in
            let parts = line.components(separatedBy: ": ")
            return parts.count > 2 && parts[1].hasPrefix("t") ? parts[1] : nil
        }
    }

    @Test func aSignalMidRunRemovesTemporaryFilesAndARerunEqualsACleanRun() throws {
        try Self.requireExecutable()
        let input = S.themes(count: 6, buttons: 10)
        defer { S.remove(input) }
        let start = Date()
        let clean = Self.cleanTree(input)
        let duration = Date().timeIntervalSince(start)
        var interrupted = 0
        // Fixed moments, and two within a clean run's duration on this machine.
        for (sig, delay) in [(SIGINT, 0.05), (SIGTERM, 0.2), (SIGINT, 0.5), (SIGTERM, duration * 0.4), (SIGINT, duration * 0.7)] {
            let out = S.tempDir()
            defer { S.remove(out) }
            let process = BezelProcess(["render", input, "-o", out, "-j", "2", "-q"])
            Thread.sleep(forTimeInterval: delay)
            process.signal(sig)
            let run = process.wait()
            if run.killedBySignal {
                // Only before `main` installed the handler (a loaded machine), when nothing is written yet.
                #expect(S.entries(out).isEmpty, "\(sig) after \(delay) s killed bezel instead of being handled")
            } else if run.code != 0 {
                interrupted += 1
                #expect(run.code == 128 + sig, "\(sig) after \(delay) s: \(run.err)")
                #expect(run.err.contains("bezel: stopped by \(sig == SIGINT ? "SIGINT" : "SIGTERM"): removed "), "\(run.err)")
            }
            #expect(S.leftovers(out).isEmpty, "\(sig) after \(delay) s left \(S.leftovers(out))")
            // Every unit folder that has files has all of them (units are written all or nothing).
            let tree = S.entries(out)
            for unit in Set(tree.keys.compactMap { $0.split(separator: "/").first.map(String.init) }) where tree.keys.contains(where: { $0.hasPrefix(unit + "/") }) {
                #expect(tree.filter { $0.key.hasPrefix(unit + "/") } == clean.filter { $0.key.hasPrefix(unit + "/") }, "\(unit) is incomplete")
            }
            let rerun = S.run(BezelProcess.executable, ["render", input, "-o", out, "-j", "2", "-q"])
            #expect(rerun.code == 0, "\(rerun.err)")
            #expect(S.entries(out) == clean, "a re-run after \(sig) at \(delay) s differs from a clean run")
        }
        #expect(interrupted >= 2, "the runs finished before the signals; the test proved little")
    }

    @Test func aFileSizeLimitIsReportedAndLeavesNoPartOfTheUnit() throws {
        try Self.requireExecutable()
        let input = S.themes(count: 2, buttons: 10)
        let scratch = S.tempDir(), out = scratch + "/out"
        defer { S.remove(input); S.remove(scratch) }
        // 40 blocks of 512 bytes: some files fit, the @2x sheets do not.
        let run = BezelProcess.shell("ulimit -f 40", ["render", input, "-o", out, "-j", "2", "-q"]).wait()
        #expect(!run.killedBySignal, "SIGXFSZ killed bezel")
        #expect(run.code == 3)
        let failed = Self.failedUnits(run.err)
        #expect(failed.sorted() == ["t0", "t1"], "\(run.err)")
        for line in run.err.split(separator: "\n") {
            #expect(line.contains(": cannot write file: File too large; none of this unit's files were written"), "\(line)")
        }
        // Not even the output folder this run created is left.
        #expect(S.entries(scratch).isEmpty, "\(S.entries(scratch).keys.sorted())")
    }

    @Test func aFullFileSystemLeavesNothingOfTheFailedUnits() throws {
        try Self.requireExecutable()
        guard let point = S.mountTmpfs(size: "200k") else { return }
        defer { S.unmount(point) }
        let input = S.themes(count: 6, buttons: 10)
        defer { S.remove(input) }
        let clean = Self.cleanTree(input)
        let run = S.run(BezelProcess.executable, ["render", input, "-o", point + "/out", "-j", "2", "-q"])
        #expect(run.code == 3)
        let failed = Self.failedUnits(run.err)
        #expect(!failed.isEmpty)
        for line in run.err.split(separator: "\n") {
            #expect(line.contains(": cannot write file: No space left on device; none of this unit's files were written"), "\(line)")
        }
        let tree = S.entries(point + "/out")
        for unit in failed {
            #expect(!tree.keys.contains { $0 == unit || $0.hasPrefix(unit + "/") }, "\(unit) left \(tree.keys.filter { $0.hasPrefix(unit) })")
        }
        // The units that fitted are complete.
        for (path, data) in tree { #expect(clean[path] == data, "\(path)") }
        #expect(S.leftovers(point).isEmpty)
        // record writes the whole baseline or nothing.
        S.remove(point + "/out")
        let record = S.run(BezelProcess.executable, ["record", input, "--baseline", point + "/baseline", "-q", "--force"])
        #expect(record.code == 3)
        #expect(record.err.hasSuffix(": cannot write file: No space left on device; nothing was recorded\n"), "\(record.err)")
        #expect(S.entries(point + "/baseline").isEmpty, "\(S.entries(point + "/baseline").keys.sorted())")
    }

    @Test func twoRunsIntoOneFolderTakeTurnsAndBothSucceed() throws {
        try Self.requireExecutable()
        let input = S.themes(count: 4, buttons: 10)
        let out = S.tempDir()
        defer { S.remove(input); S.remove(out) }
        let clean = Self.cleanTree(input)
        let first = BezelProcess(["render", input, "-o", out, "-j", "2", "-q"])
        let second = BezelProcess(["render", input, "-o", out, "-j", "2", "-q"])
        let a = first.wait(), b = second.wait()
        #expect(a.code == 0 && b.code == 0, "\(a.err) \(b.err)")
        #expect([a.err, b.err].contains { $0.hasPrefix("waiting for another bezel run") && $0.hasSuffix(" that writes into \(out)…\n") },
                "neither run waited: \(a.err) \(b.err)")
        #expect(S.entries(out) == clean)
    }
}
