import BezelCore
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelRender

/// Where bezel may write and delete: never at the file system's root for an empty path, never
/// through a symbolic link inside the output folder, never into its own inputs; and the system's
/// reason when a folder cannot be written.
@Suite struct OutputSafetyTests {
    typealias S = OutputTestSupport

    /// A theme "alpha" (base + dark mode, one state, scale 1) in its own folder.
    static func theme(modes: Bool = true) -> String {
        let d = S.tempDir()
        let modes = modes ? ##""modes": { "dark": { "tintColor": "#ffffff" } },"## : ""
        try! Data(##"{ "name": "alpha", "scales": [1], "states": ["normal"], \##(modes) "buttons": { "b": { "title": "B", "backgroundColor": "#ff0000", "size": [40, 20] } } }"##.utf8)
            .write(to: URL(fileURLWithPath: d + "/alpha.json"))
        return d + "/alpha.json"
    }

    @Test func anEmptyOutputPathIsRefusedByEveryCommandThatWrites() throws {
        let theme = Self.theme(), scratch = S.tempDir()
        defer { S.remove(scratch); S.remove((theme as NSString).deletingLastPathComponent) }
        let png = scratch + "/a.png"
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: png))
        let rootBefore = try FileManager.default.contentsOfDirectory(atPath: "/").sorted()
        let cases: [(args: [String], option: String)] = [
            (["render", theme, "-o", ""], "--output"),
            (["render", theme, "--gallery", "--format", "png,css", "--output="], "--output"),
            (["merge", scratch, "-o", ""], "--output"),
            (["record", theme, "--baseline", ""], "--baseline"),
            (["verify", theme, "--baseline", scratch, "--report", ""], "--report"),
            (["verify", theme, "--baseline", ""], "--baseline"),
            (["simulate", theme, "-b", "b", "-e", "tap", "--render", ""], "--render"),
            (["diff", png, png, "-o", ""], "--output"),
            (["bench", "--count", "1", "--out", ""], "--out"),
            (["schema", "-o", ""], "--output"),
        ]
        for (args, option) in cases {
            let run = CLIRun(args)
            #expect(run.code == 2, "\(args)")
            #expect(run.err.hasPrefix("Error: \(option) must not be empty\n"), "\(args): \(run.err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/").sorted() == rootBefore)
        for leaked in ["/alpha", "/fingerprint.json", "/render-options.json", "/index.html", "/report.json", "/b-filmstrip.png", "/.bezel.lock"] {
            #expect(!FileManager.default.fileExists(atPath: leaked), "\(leaked) was written")
        }
    }

    @Test func recordNeverWritesThroughASymlinkedBaselineFolder() throws {
        let theme = Self.theme(), baseline = S.tempDir(), elsewhere = S.tempDir()
        defer { [baseline, elsewhere, (theme as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["record", theme, "--baseline", baseline, "-q"]).code == 0)
        let before = S.entries(baseline)
        // The dark mode's folder becomes a link to a folder outside the baseline.
        try FileManager.default.removeItem(atPath: baseline + "/alpha/dark")
        try FileManager.default.createSymbolicLink(atPath: baseline + "/alpha/dark", withDestinationPath: elsewhere)
        let run = CLIRun(["record", theme, "--baseline", baseline])
        #expect(run.code == 3)
        #expect(run.err == "\(baseline)/alpha/dark: is a symbolic link; bezel never writes or deletes through a symbolic link inside the output folder; nothing was recorded\n")
        #expect(S.entries(elsewhere).isEmpty)
        // All or nothing: the files the run wrote before it met the link are gone again.
        var expected = before.filter { !$0.key.hasPrefix("alpha/dark") }
        expected["alpha/dark"] = nil
        #expect(S.entries(baseline).filter { $0.key != "alpha/dark" } == expected)
        #expect(S.leftovers(baseline).isEmpty)
    }

    @Test func pruneNeverDeletesThroughASymlink() throws {
        let theme = Self.theme(), baseline = S.tempDir(), elsewhere = S.tempDir()
        defer { [baseline, elsewhere, (theme as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["record", theme, "--baseline", baseline, "-q"]).code == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: elsewhere + "/precious.png"))
        // Inside the dark folder (obsolete once the theme drops its mode), a link to the outside …
        try FileManager.default.createSymbolicLink(atPath: baseline + "/alpha/dark/link", withDestinationPath: elsewhere)
        // … and, as a file nothing renders, a link to a file outside.
        try FileManager.default.createSymbolicLink(atPath: baseline + "/alpha/old.png", withDestinationPath: elsewhere + "/precious.png")
        let noModes = Self.theme(modes: false)
        defer { S.remove((noModes as NSString).deletingLastPathComponent) }
        let run = CLIRun(["record", noModes, "--baseline", baseline, "--prune"])
        #expect(run.code == 3)
        #expect(run.err == "warning: not checked for obsolete files: symbolic link inside the baseline (bezel never deletes through one): \(baseline)/alpha/old.png\n"
                + "cannot prune the baseline: \(baseline)/alpha/dark/link: is a symbolic link; bezel never writes or deletes through a symbolic link inside the output folder\n")
        #expect(FileManager.default.contents(atPath: elsewhere + "/precious.png") == Data("keep".utf8))
        // Refused before anything was deleted: the dark folder's files are all still there.
        #expect(FileManager.default.fileExists(atPath: baseline + "/alpha/dark/normal.png"))
        #expect(FileManager.default.fileExists(atPath: baseline + "/alpha/dark/manifest.json"))
        // Without the folder link, prune deletes the dark folder but leaves the file link alone.
        try FileManager.default.removeItem(atPath: baseline + "/alpha/dark/link")
        let again = CLIRun(["record", noModes, "--baseline", baseline, "--prune"])
        #expect(again.code == 0, "\(again.err)")
        #expect(!FileManager.default.fileExists(atPath: baseline + "/alpha/dark"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: baseline + "/alpha/old.png") == elsewhere + "/precious.png")
        #expect(FileManager.default.contents(atPath: elsewhere + "/precious.png") == Data("keep".utf8))
    }

    @Test func renderNeverWritesThroughASymlinkInsideTheOutput() throws {
        let theme = Self.theme(), out = S.tempDir(), elsewhere = S.tempDir()
        defer { [out, elsewhere, (theme as NSString).deletingLastPathComponent].forEach(S.remove) }
        try FileManager.default.createSymbolicLink(atPath: out + "/alpha", withDestinationPath: elsewhere)
        let run = CLIRun(["render", theme, "-o", out, "-q"])
        #expect(run.code == 3)
        #expect(run.err.contains("\(theme): alpha: \(out)/alpha: is a symbolic link; bezel never writes or deletes through a symbolic link inside the output folder; none of this unit's files were written\n"))
        #expect(S.entries(elsewhere).isEmpty)
        // The output folder itself may be a link: the user named it.
        let linked = NSTemporaryDirectory() + "bezel-output-link-" + UUID().uuidString
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: elsewhere)
        defer { S.remove(linked) }
        #expect(CLIRun(["render", theme, "-o", linked, "-q"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/alpha/dark/normal.png"))
    }

    @Test func mergeAndTheReportNeverWriteThroughASymlink() throws {
        let theme = Self.theme(), shard = S.tempDir(), merged = S.tempDir(), report = S.tempDir(), elsewhere = S.tempDir()
        defer { [shard, merged, report, elsewhere, (theme as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["render", theme, "-o", shard, "-q"]).code == 0)
        try FileManager.default.createSymbolicLink(atPath: merged + "/alpha", withDestinationPath: elsewhere)
        let merge = CLIRun(["merge", shard, "-o", merged])
        #expect(merge.code == 3)
        #expect(merge.err.hasPrefix("\(merged)/alpha: is a symbolic link; "), "\(merge.err)")
        #expect(merge.err.hasSuffix("; nothing was merged\n"))
        // The report's images folder is a link: verify reports the sheets, then refuses to write.
        try FileManager.default.createSymbolicLink(atPath: report + "/images", withDestinationPath: elsewhere)
        let verify = CLIRun(["verify", theme, "--baseline", shard, "--report", report, "--report-all", "-q"])
        #expect(verify.code == 3)
        #expect(verify.err.hasSuffix("\(report)/images: is a symbolic link; bezel never writes or deletes through a symbolic link inside the output folder; no report was written\n"), "\(verify.err)")
        #expect(S.entries(elsewhere).isEmpty)
        #expect(S.entries(report).keys.sorted() == ["images"])
        #expect(S.entries(merged).keys.sorted() == ["alpha"])
    }

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let theme = Self.theme(), folder = (theme as NSString).deletingLastPathComponent
        let shard = S.tempDir()
        defer { S.remove(folder); S.remove(shard) }
        #expect(CLIRun(["render", theme, "-o", shard, "-q"]).code == 0)
        let before = S.entries(folder)
        let refused: [([String], String)] = [
            (["render", folder, "-o", folder], "Error: --output \(folder) is the theme folder \(folder); write into another folder\n"),
            (["render", theme, "-o", folder + "/."], "Error: --output \(folder)/. is the theme folder \(folder); write into another folder\n"),
            (["record", theme, "--baseline", folder], "Error: --baseline \(folder) is the theme folder \(folder); write into another folder\n"),
            (["verify", theme, "--baseline", shard, "--report", folder], "Error: --report \(folder) is the theme folder \(folder); write into another folder\n"),
            (["merge", shard, "-o", shard], "Error: --output \(shard) is the shard folder \(shard); merge into another folder\n"),
            (["merge", shard, "-o", shard + "/alpha/merged"], "Error: --output \(shard)/alpha/merged is inside the shard folder \(shard); merge into another folder\n"),
        ]
        for (args, message) in refused {
            let run = CLIRun(args)
            #expect(run.code == 2, "\(args)")
            #expect(run.err.hasSuffix(message), "\(args): \(run.err)")
        }
        // A theme whose output folder would be the folder of its own file.
        let parent = S.tempDir(), nested = parent + "/alpha"
        defer { S.remove(parent) }
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: theme, toPath: nested + "/alpha.json")
        let unit = CLIRun(["render", nested + "/alpha.json", "-o", parent])
        #expect(unit.code == 2)
        #expect(unit.err == "Error: \(parent)/alpha (a theme's output folder inside --output) is the theme folder \(nested); write into another folder\n")
        #expect(S.entries(nested).keys.sorted() == ["alpha.json"])
        #expect(S.entries(folder) == before)
    }

    @Test func aFolderThatCannotBeWrittenIsNamedWithTheSystemsReason() throws {
        let theme = Self.theme()
        defer { S.remove((theme as NSString).deletingLastPathComponent) }
        if S.isRoot {
            guard let point = S.mountTmpfs(size: "1m", readOnly: true) else { return }
            defer { S.unmount(point) }
            let run = CLIRun(["render", theme, "-o", point + "/out"])
            #expect(run.code == 3)
            #expect(run.err == "\(point)/out: cannot create folder: Read-only file system\n")
            let existing = CLIRun(["record", theme, "--baseline", point])
            #expect(existing.code == 3)
            #expect(existing.err == "\(point)/.bezel.lock: cannot create the lock file: Read-only file system; nothing was recorded\n")
        } else {
            let out = S.tempDir()
            defer { S.remove(out) }
            chmod(out, 0o555)
            let run = CLIRun(["render", theme, "-o", out + "/new"])
            #expect(run.code == 3)
            #expect(run.err == "\(out)/new: cannot create folder: Permission denied\n")
            #expect(S.entries(out).isEmpty)
        }
    }

    @Test func staleTemporaryFilesOfDeadProcessesAreRemovedOthersKept() throws {
        let folder = S.tempDir()
        defer { S.remove(folder) }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = folder + "/.normal.png.\(gone.processIdentifier).7.tmp"
        let alive = folder + "/.normal.png.1.7.tmp" // pid 1 always runs
        let mine = folder + "/.normal.png.\(getpid()).7.tmp"
        for path in [dead, alive, mine] { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
        try AtomicFileWriter(root: folder).writeAll([("normal.png", Data("png".utf8))])
        #expect(S.entries(folder).keys.sorted() == [".normal.png.1.7.tmp", ".normal.png.\(getpid()).7.tmp", "normal.png"])
    }
}
