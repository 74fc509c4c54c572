import BezelCore
import BezelPNG
import Foundation
import Testing

/// Issue 43, items 6, 7 and 12: the entry points that read folders Bezel wrote (`merge`'s shards,
/// `approve`'s report, `verify`'s baseline) never read through a symbolic link below them, check
/// every PNG before they write it, refuse names no render writes, and compare what `render` writes
/// beside the sheets (atlases, the manifest).
@Suite struct EntryPointSafetyTests {
    typealias S = OutputTestSupport
    typealias R = RegressionCommandTests

    /// A theme folder and its two shards (`render --shard 1/2`, `2/2`).
    static func shards() -> (themes: String, one: String, two: String) {
        let themes = R.theme(), one = S.tempDir(), two = S.tempDir()
        #expect(CLIRun(["render", themes, "-o", one, "--shard", "1/2", "-q"]).code == 0)
        #expect(CLIRun(["render", themes, "-o", two, "--shard", "2/2", "-q"]).code == 0)
        return (themes, one, two)
    }

    /// A PNG file of `one`'s (relative path), to damage or link.
    static func sheet(in shard: String) throws -> String {
        try #require(S.entries(shard).keys.sorted().first { $0.hasSuffix(".png") })
    }

    @Test func mergeNeverReadsThroughASymbolicLink() throws {
        let (themes, one, two) = Self.shards()
        let outside = S.tempDir(), merged = S.tempDir() + "/merged"
        defer { [themes, one, two, outside, (merged as NSString).deletingLastPathComponent].forEach(S.remove) }
        try Data("host".utf8).write(to: URL(fileURLWithPath: outside + "/hostname"))
        let sheet = try Self.sheet(in: one)
        try FileManager.default.removeItem(atPath: one + "/" + sheet)
        try FileManager.default.createSymbolicLink(atPath: one + "/" + sheet, withDestinationPath: outside + "/hostname")
        try FileManager.default.createSymbolicLink(atPath: two + "/shop/dangling.png", withDestinationPath: outside + "/nowhere")
        try FileManager.default.createSymbolicLink(atPath: two + "/shop/linked", withDestinationPath: outside)
        let run = CLIRun(["merge", one, two, "-o", merged])
        #expect(run.code == 2, "\(run.out)\(run.err)")
        #expect(run.err == "\(one)/\(sheet): is a symbolic link (to \(outside)/hostname); merge never reads through one: copy the file into the shard folder\n"
                + "\(two)/shop/dangling.png: is a symbolic link (to \(outside)/nowhere); merge never reads through one: copy the file into the shard folder\n"
                + "\(two)/shop/linked: is a symbolic link (to \(outside)); merge never reads through one: copy the file into the shard folder\n"
                + "nothing was merged into \(merged)\n", "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    @Test func mergeChecksEveryPNGBeforeItWritesIt() throws {
        let (themes, one, two) = Self.shards()
        let merged = S.tempDir() + "/merged"
        defer { [themes, one, two, (merged as NSString).deletingLastPathComponent].forEach(S.remove) }
        let sheet = try Self.sheet(in: one)
        let data = try Data(contentsOf: URL(fileURLWithPath: one + "/" + sheet))
        try data.prefix(data.count - 30).write(to: URL(fileURLWithPath: one + "/" + sheet))
        let run = CLIRun(["merge", one, two, "-o", merged])
        #expect(run.code == 2)
        #expect(run.err.hasPrefix("\(one)/\(sheet): is not a whole PNG file (not a valid PNG: "), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    /// Names `render` never writes are refused, each named; one name in two Unicode
    /// normalizations, and a path that is a file in one shard and a folder in the other, too.
    @Test(arguments: ["newline", "not UTF-8", "normalization", "too long", "file and folder"])
    func mergeRefusesNamesRenderDoesNotWrite(_ edge: String) throws {
        let (themes, one, two) = Self.shards()
        let merged = S.tempDir() + "/merged"
        defer { [themes, one, two, (merged as NSString).deletingLastPathComponent].forEach(S.remove) }
        let expected: String
        switch edge {
        case "newline":
            try Data("x".utf8).write(to: URL(fileURLWithPath: one + "/shop/a\nb.json"))
            expected = "\(one)/shop/a\\u{a}b.json: the name holds a control character; bezel render writes none such\n"
        case "not UTF-8":
            let path = Array((one + "/shop/").utf8) + [0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0]
            let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
            close(fd)
            expected = "\(one)/shop/\\xFF.json: the name is not UTF-8; bezel render writes none such\n"
        case "normalization":
            try Data("1".utf8).write(to: URL(fileURLWithPath: one + "/shop/caf\u{E9}.json"))
            try Data("1".utf8).write(to: URL(fileURLWithPath: two + "/shop/cafe\u{301}.json"))
            expected = "\(two)/shop/cafe\u{301}.json: its name is \(one)/shop/caf\u{E9}.json's in another Unicode normalization; the two cannot both be written\n"
        case "too long":
            let name = String(repeating: "a", count: 201) + ".json"
            try Data("1".utf8).write(to: URL(fileURLWithPath: one + "/shop/" + name))
            expected = "\(one)/shop/\(String(repeating: "a", count: 55))…: a name is 206 bytes, longer than the 200 bytes merge writes\n"
        default:
            try Data("1".utf8).write(to: URL(fileURLWithPath: one + "/shop/x"))
            try FileManager.default.createDirectory(atPath: two + "/shop/x", withIntermediateDirectories: true)
            try Data("1".utf8).write(to: URL(fileURLWithPath: two + "/shop/x/y.json"))
            expected = "\(two)/shop/x: is a file in \(one) and a folder in \(two); were the shards rendered from the same themes?\n"
        }
        let run = CLIRun(["merge", one, two, "-o", merged])
        #expect(run.code == 2, "\(run.out)\(run.err)")
        #expect(run.err == expected + "nothing was merged into \(merged)\n", "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    /// A user's hidden file is skipped with a warning; Bezel's own lock and temporary files quietly.
    @Test func hiddenFilesAreSkippedAndSaidSoUnlessTheyAreBezelsOwn() throws {
        let (themes, one, two) = Self.shards()
        let merged = S.tempDir() + "/merged"
        defer { [themes, one, two, (merged as NSString).deletingLastPathComponent].forEach(S.remove) }
        try Data("notes".utf8).write(to: URL(fileURLWithPath: one + "/shop/.notes"))
        try Data("".utf8).write(to: URL(fileURLWithPath: one + "/.bezel.lock"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: two + "/shop/.normal.png.4242.1.tmp"))
        let run = CLIRun(["merge", one, two, "-o", merged, "-q"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err == "warning: hidden files (names starting with '.') are not merged: \(one)/shop/.notes\n", "\(run.err)")
        #expect(!S.entries(merged).keys.contains { $0.contains("/.") || $0.hasPrefix(".") })
    }

    /// Item 7: a truncated actual sheet in the report is refused; the baseline stays as it was.
    @Test func approveNeverWritesABrokenPNG() throws {
        let (themes, baseline) = R.recorded()
        _ = R.theme(saveColor: "#10d010", in: themes)
        let report = S.tempDir()
        defer { [themes, report, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report, "-q"]).code == 1)
        let actual = report + "/images/shop/normal@2x.actual.png"
        let data = try Data(contentsOf: URL(fileURLWithPath: actual))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: actual))
        let before = S.entries(baseline)
        let run = CLIRun(["approve", report, "--baseline", baseline])
        #expect(run.code == 2)
        #expect(run.err.hasPrefix("Error: \(actual): is not a whole PNG file (not a valid PNG: "), "\(run.err)")
        #expect(S.entries(baseline) == before)
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "-q"]).code == 1)
    }

    /// Item 12: an empty baseline folder is bad usage (2), on the command line and in the report.
    @Test func approveIntoAnEmptyBaselinePathIsBadUsage() throws {
        let (themes, baseline) = R.recorded()
        _ = R.theme(saveColor: "#10d010", in: themes)
        let report = S.tempDir()
        defer { [themes, report, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report, "-q"]).code == 1)
        let empty = CLIRun(["approve", report, "--baseline", ""])
        #expect(empty.code == 2 && empty.err.hasPrefix("Error: --baseline must not be empty\n"), "\(empty.err)")
        let text = try String(contentsOfFile: report + "/report.json", encoding: .utf8)
        let named = try #require(text.components(separatedBy: "\n").first { $0.contains("\"baseline\":") })
        try text.replacingOccurrences(of: named, with: "  \"baseline\": \"\",").write(toFile: report + "/report.json", atomically: true, encoding: .utf8)
        let fromReport = CLIRun(["approve", report])
        #expect(fromReport.code == 2 && fromReport.err == "Error: \(report)/report.json names no baseline folder; pass --baseline\n", "\(fromReport.err)")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: report + "/file"))
        #expect(CLIRun(["approve", report, "--baseline", report + "/file"]).code == 2)
    }

    /// Item 12: a tampered atlas or manifest in the baseline fails verify, naming where it differs;
    /// approving the report takes the rendered files and verify passes again.
    @Test(arguments: ["atlas", "manifest"]) func verifyComparesAtlasesAndTheManifest(_ file: String) throws {
        let (themes, baseline) = R.recorded()
        let report = S.tempDir()
        defer { [themes, report, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        let path = baseline + (file == "atlas" ? "/shop/normal@2x.json" : "/shop/manifest.json")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let tampered = file == "atlas" ? text.replacingOccurrences(of: "\"rotated\": false", with: "\"rotated\": true")
            : text.replacingOccurrences(of: "\"title\": \"Save\"", with: "\"title\": \"Sale\"")
        #expect(tampered != text)
        try tampered.write(toFile: path, atomically: true, encoding: .utf8)
        let summary = report + "-summary.md"
        defer { S.remove(summary) }
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report, "--summary", summary])
        #expect(run.code == 1, "\(run.out)\(run.err)")
        // The job summary says why the run failed and how to approve it, a manifest alone too.
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.contains("`bezel approve \(report)`"), "\(markdown)")
        if file == "atlas" {
            #expect(run.out.contains("FAIL shop/normal@2x.png: the same pixels, but its atlas \(path) is not the rendered one, first at frames."), "\(run.out)")
        } else {
            #expect(run.out.contains("FAIL shop/manifest.json: differs from the baseline's in the entry of save; first at buttons.save.states.normal.title: \"Sale\" → \"Save\""), "\(run.out)")
            #expect(run.out.contains("1 manifest not the baseline's"), "\(run.out)")
            #expect(markdown.hasPrefix("### ❌ bezel verify: 0 of 8 sheets failing, 1 manifest not the baseline's\n"), "\(markdown)")
            #expect(markdown.contains("- fail: `shop/manifest.json`: differs from the baseline's in the entry of save;"), "\(markdown)")
        }
        let approve = CLIRun(["approve", report])
        #expect(approve.code == 0, "\(approve.out)\(approve.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "-q"]).code == 0)
    }

    /// Approving one button takes that button's manifest entry, the other buttons' entries stay.
    @Test func approvingOneButtonTakesItsManifestEntryOnly() throws {
        let (themes, baseline) = R.recorded()
        _ = R.theme(saveColor: "#10d010", highlightedCancel: "#aa00aa", in: themes)
        let report = S.tempDir()
        defer { [themes, report, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report, "-q"]).code == 1)
        let approve = CLIRun(["approve", report, "--button", "save"])
        #expect(approve.code == 0 && approve.out.contains("approved shop/manifest.json: the entries of save\n"), "\(approve.out)\(approve.err)")
        let after = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(after.code == 1)
        #expect(after.out.contains("FAIL shop/manifest.json: differs from the baseline's in the entry of cancel;"), "\(after.out)")
        #expect(!after.out.contains("FAIL shop/normal"), "\(after.out)")
        #expect(CLIRun(["approve", report, "--button", "cancel", "-q"]).code == 0)
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "-q"]).code == 0)
    }

    /// A baseline sheet that is a symbolic link (even to a copy of itself) is refused, not read.
    @Test func verifyNeverReadsABaselineSheetThroughASymbolicLink() throws {
        let (themes, baseline) = R.recorded()
        let outside = S.tempDir()
        defer { [themes, outside, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        try FileManager.default.moveItem(atPath: baseline + "/shop/normal.png", toPath: outside + "/normal.png")
        try FileManager.default.createSymbolicLink(atPath: baseline + "/shop/normal.png", withDestinationPath: outside + "/normal.png")
        let run = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(run.code == 2, "\(run.out)\(run.err)")
        #expect(run.err == "\(baseline)/shop/normal.png: is a symbolic link; bezel never reads through one below the folder it was given\n", "\(run.err)")
    }

    /// A tampered baseline atlas — a frame outside its sheet, or a coordinate no sheet has — with a
    /// changed sheet is refused (exit 2, naming the atlas), not a crash: the frame-by-frame
    /// comparison used to stop on a precondition, and reading 1e300 as an Int to trap.
    @Test(arguments: ["outside", "huge"]) func aTamperedBaselineAtlasIsBadInputNotACrash(_ how: String) throws {
        let (themes, baseline) = R.recorded()
        _ = R.theme(saveColor: "#10d010", in: themes)
        defer { [themes, (baseline as NSString).deletingLastPathComponent].forEach(S.remove) }
        let atlas = baseline + "/shop/normal.json"
        let text = try String(contentsOfFile: atlas, encoding: .utf8)
        let save = try #require(text.range(of: "\"save\""))
        let x = try #require(text.range(of: "\"x\": ", range: save.upperBound..<text.endIndex))
        let end = try #require(text[x.upperBound...].firstIndex(of: ","))
        try text.replacingCharacters(in: x.upperBound..<end, with: how == "outside" ? "400" : "1e300").write(toFile: atlas, atomically: true, encoding: .utf8)
        let run = S.run(BezelProcess.executable, ["verify", themes, "--baseline", baseline])
        #expect(!run.killedBySignal, "\(run.err)")
        if how == "outside" {
            #expect(run.code == 2, "\(run.out)\(run.err)")
            #expect(run.err.hasPrefix("\(atlas): the frame of save (400, "), "\(run.err)")
        } else {
            // A frame that cannot be read is no frame: the layout differs, the sheet fails.
            #expect(run.code == 1, "\(run.out)\(run.err)")
        }
    }
}
