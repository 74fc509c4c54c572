import BezelCore
import BezelPNG
import Foundation
import Testing

/// Incremental renders: a unit whose content key (resolved theme, images, fonts, options,
/// renderer, version) equals the one recorded in its folder is not rendered again, and the tree
/// always equals a clean render's; `--watch` renders every save.
@Suite struct IncrementalRenderTests {
    typealias S = OutputTestSupport

    /// A copy of the repository's themes/ (20 units: antd, bootstrap, game, ios light/dark and their largest-text variants, lumen
    /// light/dark, material3 light/dark, ocean, primer light/dark, tailwind light/dark, and their locales).
    static func themes() -> String {
        let dir = S.tempDir() + "/themes"
        try! FileManager.default.copyItem(atPath: repositoryRoot + "/themes", toPath: dir)
        return dir
    }

    /// The modification time (ns) and inode of every file below `root`, by path.
    static func stamps(_ root: String) -> [String: String] {
        var out: [String: String] = [:]
        for (path, data) in S.entries(root) where data != nil {
            var info = stat()
            stat(root + "/" + path, &info)
            out[path] = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        }
        return out
    }

    static func edit(_ file: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try #require(text.contains(old), "\(file) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: false, encoding: .utf8)
    }

    @Test func aSecondRunRendersNothingAndTouchingChangesNothing() throws {
        let input = Self.themes(), out = S.tempDir()
        defer { S.remove(input); S.remove(out) }
        let first = CLIRun(["render", input, "-o", out, "--gallery"])
        #expect(first.code == 0 && first.out.hasPrefix("rendered 20 of 20 theme units: "), "\(first.out)\(first.err)")
        let before = Self.stamps(out)
        let second = CLIRun(["render", input, "-o", out, "--gallery"])
        #expect(second.code == 0 && second.out.hasPrefix("rendered 0 of 20 theme units (20 unchanged since the last run): 0 buttons"), "\(second.out)")
        for file in try FileManager.default.contentsOfDirectory(atPath: input) {
            utimes(input + "/" + file, nil)  // now: touched, not changed
        }
        let third = CLIRun(["render", input, "-o", out, "--gallery"])
        #expect(third.out.hasPrefix("rendered 0 of 20 theme units (20 unchanged"), "\(third.out)")
        #expect(Self.stamps(out) == before, "no file was written again")
        // Other options are another content: everything is rendered.
        #expect(CLIRun(["render", input, "-o", out]).out.hasPrefix("rendered 20 of 20 theme units: "))
    }

    /// The records (and so every file) do not depend on how the theme was named: an absolute path
    /// and a relative one give the same tree, and the second run renders nothing.
    @Test func recordsDoNotDependOnHowTheThemeIsNamed() throws {
        let input = Self.themes(), absolute = S.tempDir(), relative = S.tempDir()
        defer { S.remove(input); S.remove(absolute); S.remove(relative) }
        let cwd = FileManager.default.currentDirectoryPath
        let viaRelative = ThemeFileSystem.relativePath(input, from: cwd)
        #expect(!viaRelative.hasPrefix("/"))
        #expect(CLIRun(["render", input, "-o", absolute]).code == 0)
        #expect(CLIRun(["render", viaRelative, "-o", relative]).code == 0)
        #expect(S.entries(absolute) == S.entries(relative))
        let again = CLIRun(["render", viaRelative, "-o", absolute])
        #expect(again.out.hasPrefix("rendered 0 of 20 theme units (20 unchanged"), "\(again.out)")
    }

    @Test func aTokenChangeRendersExactlyTheUnitsThatUseItAndEqualsACleanRun() throws {
        let input = Self.themes(), out = S.tempDir(), clean = S.tempDir()
        defer { S.remove(input); S.remove(out); S.remove(clean) }
        #expect(CLIRun(["render", input, "-o", out]).code == 0)
        let before = Self.stamps(out)
        // systemRed (dark): only ios.json's dark mode (and its accessibility variant) reads ios-dark.tokens.json.
        try Self.edit(input + "/ios-dark.tokens.json", "#FF453A", "#FF0000")
        let run = CLIRun(["render", input, "-o", out])
        #expect(run.out.hasPrefix("rendered 2 of 20 theme units (18 unchanged since the last run): "), "\(run.out)")
        let after = Self.stamps(out)
        let rewritten = Set(after.keys.filter { after[$0] != before[$0] }.map { ($0 as NSString).deletingLastPathComponent })
        #expect(rewritten == ["ios/dark", "ios/dark/accessibilityExtraExtraExtraLarge"], "\(rewritten.sorted())")
        #expect(CLIRun(["render", input, "-o", clean]).code == 0)
        #expect(S.entries(out) == S.entries(clean), "the incremental tree equals a clean render byte for byte")
        // A destructive button of ios/dark is red now.
        let manifest = try #require(String(data: try Data(contentsOf: URL(fileURLWithPath: out + "/ios/dark/manifest.json")), encoding: .utf8))
        #expect(manifest.contains("#FF0000FF"))
    }

    @Test func aBrokenRecordOrAMissingFileMeansRenderAndForceRendersAll() throws {
        let input = Self.themes(), out = S.tempDir()
        defer { S.remove(input); S.remove(out) }
        #expect(CLIRun(["render", input, "-o", out]).code == 0)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: out + "/game/.bezel-unit.json"))
        try FileManager.default.removeItem(atPath: out + "/ocean/normal@2x.png")
        let run = CLIRun(["render", input, "-o", out])
        #expect(run.out.hasPrefix("rendered 2 of 20 theme units (18 unchanged since the last run): "), "\(run.out)")
        #expect(FileManager.default.fileExists(atPath: out + "/ocean/normal@2x.png"))
        #expect(CLIRun(["render", input, "-o", out]).out.hasPrefix("rendered 0 of 20"))
        #expect(CLIRun(["render", input, "-o", out, "--force"]).out.hasPrefix("rendered 20 of 20 theme units: "))
    }

    /// `render --watch` as a designer runs it: each save is rendered, a broken save is reported
    /// and the last good files stay, the live gallery's stamp changes, and Ctrl-C ends it.
    @Test func watchRendersEachSaveKeepsTheLastGoodFilesAndEndsOnSIGINT() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BezelProcess.executable))
        let dir = S.tempDir(), out = S.tempDir()
        defer { S.remove(dir); S.remove(out) }
        let theme = dir + "/watched.json"
        try ##"{ "name": "watched", "scales": [1], "buttons": { "b": { "size": [40, 20], "backgroundColor": "#0000ff" } } }"##
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let process = BezelProcess(["render", theme, "-o", out, "--gallery", "--watch"])
        let sheet = out + "/watched/normal.png", stamp = out + "/watched/gallery-stamp.js"
        func pixel() -> [UInt8]? { (try? PNGDecoder.decode(path: sheet)).map { Array($0.rgba[0..<4]) } }
        func waitFor(_ what: String, _ condition: () -> Bool) -> Bool {
            for _ in 0..<300 where !condition() { Thread.sleep(forTimeInterval: 0.1) }
            let met = condition()
            if !met { Issue.record("timed out waiting for \(what); stderr: \(process.errorsSoFar)") }
            return met
        }
        guard waitFor("the first render", { pixel() == [0, 0, 255, 255] }) else { process.signal(SIGKILL); _ = process.wait(); return }
        let html = try String(contentsOfFile: out + "/watched/gallery.html", encoding: .utf8)
        #expect(html.contains("bezelGalleryStamp") && html.contains("gallery-stamp.js"))
        let firstStamp = try String(contentsOfFile: stamp, encoding: .utf8)
        _ = waitFor("the watch to start", { process.errorsSoFar.contains("watching 1 files") })
        try Self.edit(theme, "#0000ff", "#ff0000")
        #expect(waitFor("the edited colour", { pixel() == [255, 0, 0, 255] }))
        // A unit's files are renamed into place one after another: the stamp may land just after the sheet.
        #expect(waitFor("the live gallery's new stamp", { (try? String(contentsOfFile: stamp, encoding: .utf8)) != firstStamp }))
        try "{ \"name\": \"watched\", ".write(toFile: theme, atomically: true, encoding: .utf8)
        #expect(waitFor("the broken save's error", { process.errorsSoFar.contains("watched.json:") }))
        #expect(pixel() == [255, 0, 0, 255], "the last good sheet stays")
        process.signal(SIGINT)
        let end = process.wait()
        // Nothing was being written: the watch just ends (no "run again to finish").
        #expect(end.code == 130 && end.err.hasSuffix("bezel: watch ended (SIGINT); every file in place is complete\n"), "\(end.code) \(end.err)")
        #expect(!end.err.contains("run again"), "\(end.err)")
    }

    /// `verify` does not render a unit whose content key equals its baseline record's (written by
    /// `record`, with every file's SHA-256): it passes on the baseline's own files; a changed token,
    /// a baseline sheet replaced by hand or a record missing after `record --only-missing` means
    /// the unit is rendered and compared as before.
    @Test func verifySkipsUnitsTheBaselineRecordsAsUnchanged() throws {
        let input = Self.themes(), baseline = S.tempDir() + "/baseline"
        defer { S.remove(input); S.remove(baseline) }
        #expect(CLIRun(["record", input, "--baseline", baseline]).code == 0)
        let quiet = CLIRun(["verify", input, "--baseline", baseline])
        #expect(quiet.code == 0, "\(quiet.out)\(quiet.err)")
        #expect(quiet.out.contains("20 of 20 theme units unchanged since the baseline was recorded (same content key): not rendered"), "\(quiet.out)")
        // A baseline sheet swapped for another one of the same theme: its digest no longer matches.
        try FileManager.default.removeItem(atPath: baseline + "/ocean/normal@2x.png")
        try FileManager.default.copyItem(atPath: baseline + "/ocean/highlighted@2x.png", toPath: baseline + "/ocean/normal@2x.png")
        let swapped = CLIRun(["verify", input, "--baseline", baseline])
        #expect(swapped.code == 1 && swapped.out.contains("19 of 20 theme units unchanged"), "\(swapped.out)")
        #expect(swapped.out.contains("ocean/normal@2x.png"), "\(swapped.out)")
        // A token only ios/dark uses: that unit is rendered, and differs.
        #expect(CLIRun(["record", input, "--baseline", baseline]).code == 0)
        try Self.edit(input + "/ios-dark.tokens.json", "#FF453A", "#FF0000")
        let changed = CLIRun(["verify", input, "--baseline", baseline])
        #expect(changed.code == 1 && changed.out.contains("18 of 20 theme units unchanged"), "\(changed.out)")
        #expect(changed.out.contains("ios/dark/"), "\(changed.out)")
        // `record --only-missing` restores a deleted sheet but vouches for nothing: no record.
        try FileManager.default.removeItem(atPath: baseline + "/game/normal.png")
        try FileManager.default.removeItem(atPath: baseline + "/game/" + SheetNaming.unitRecordFileName)
        #expect(CLIRun(["record", input, "--baseline", baseline, "--only-missing"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: baseline + "/game/" + SheetNaming.unitRecordFileName))
        let game = CLIRun(["verify", input + "/game.json", "--baseline", baseline])
        #expect(game.code == 0 && !game.out.contains("unchanged since the baseline"), "game is rendered and passes: \(game.out)")
    }
}
