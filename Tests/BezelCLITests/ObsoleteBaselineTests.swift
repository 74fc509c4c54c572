import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// Baseline files nothing renders any more: listed by `verify` (without failing it), deleted by
/// `record --prune`, and only in the recorded themes' own folders.
@Suite struct ObsoleteBaselineTests {
    @Test func verifyListsAndRecordPruneDeletesOnlyObsoleteOutputFiles() throws {
        let (themes, baseline) = RegressionCommandTests.recorded()
        let fm = FileManager.default
        func put(_ path: String) throws {
            try fm.createDirectory(atPath: ((baseline + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: baseline + "/" + path))
        }
        // A dropped state, a dropped mode folder, another theme's folder, a user's note and a temporary file.
        for path in ["shop/pressed.png", "shop/pressed.json", "shop/dark/manifest.json", "shop/dark/normal.png",
                     "other/normal.png", "shop/notes.txt", "shop/.normal.png.1.2.tmp"] { try put(path) }

        let report = RegressionCommandTests.tempDir() + "/report"
        let verify = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
        let listed = verify.out.split(separator: "\n").filter { $0.hasPrefix("OBSOLETE ") }.map { $0.split(separator: ":")[0] }
        #expect(listed == ["OBSOLETE shop/dark/", "OBSOLETE shop/pressed.json", "OBSOLETE shop/pressed.png"])
        #expect(verify.out.contains("8 passed, 0 failed, 0 missing, 0 size mismatches, 3 obsolete baseline files"))
        let json = try RegressionCommandTests.json(report + "/report.json")
        #expect(json["obsolete"]?.arrayValue?.compactMap(\.stringValue) == ["shop/dark/", "shop/pressed.json", "shop/pressed.png"])
        #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains("3 obsolete baseline files"))

        let prune = CLIRun(["record", themes, "--baseline", baseline, "--prune"])
        #expect(prune.code == 0, "\(prune.err)")
        #expect(prune.out.contains("deleted 4 obsolete"))
        for gone in ["shop/pressed.png", "shop/pressed.json", "shop/dark"] { #expect(!fm.fileExists(atPath: baseline + "/" + gone)) }
        for kept in ["other/normal.png", "shop/notes.txt", "shop/normal@2x.png"] { #expect(fm.fileExists(atPath: baseline + "/" + kept)) }
        let again = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(again.code == 0 && !again.out.contains("OBSOLETE"))
    }

    @Test func aModeFilterLooksOnlyInThatModesFolder() throws {
        let themes = RegressionCommandTests.tempDir(), baseline = RegressionCommandTests.tempDir() + "/baseline"
        let json = ##"{ "name": "shop", "modes": { "dark": { "buttons": { "save": { "backgroundColor": "#000" } } } }, "buttons": { "save": { "title": "Save", "backgroundColor": "#d01010", "size": [44, 20] } } }"##
        try Data(json.utf8).write(to: URL(fileURLWithPath: themes + "/shop.json"))
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        let fm = FileManager.default
        for path in ["shop/pressed.png", "shop/dark/pressed.png", "shop/ar/manifest.json"] {
            try fm.createDirectory(atPath: ((baseline + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: baseline + "/" + path))
        }
        // Only the dark unit is recorded: its own stale file goes; the base folder and a locale folder are not looked at.
        let dark = CLIRun(["record", themes, "--baseline", baseline, "--prune", "--mode", "dark"])
        #expect(dark.code == 0 && dark.out.contains("deleted 1 obsolete"), "\(dark.out)\(dark.err)")
        #expect(!fm.fileExists(atPath: baseline + "/shop/dark/pressed.png"))
        #expect(fm.fileExists(atPath: baseline + "/shop/pressed.png") && fm.fileExists(atPath: baseline + "/shop/ar/manifest.json"))
        // Everything: the base folder's stale file and the dropped locale folder go; the dark mode folder stays.
        let all = CLIRun(["record", themes, "--baseline", baseline, "--prune"])
        #expect(all.code == 0 && all.out.contains("deleted 2 obsolete"), "\(all.out)\(all.err)")
        #expect(!fm.fileExists(atPath: baseline + "/shop/pressed.png") && !fm.fileExists(atPath: baseline + "/shop/ar"))
        #expect(fm.fileExists(atPath: baseline + "/shop/dark/normal.png"))
    }

    @Test func pruningNeverFollowsSymbolicLinks() throws {
        let (themes, baseline) = RegressionCommandTests.recorded()
        let fm = FileManager.default
        let outside = RegressionCommandTests.tempDir()
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/photo.png"))
        try fm.createDirectory(atPath: outside + "/dark", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: outside + "/dark/manifest.json"))
        // A linked file and a linked "mode folder" inside the unit folder.
        try fm.createSymbolicLink(atPath: baseline + "/shop/linked.png", withDestinationPath: outside + "/photo.png")
        try fm.createSymbolicLink(atPath: baseline + "/shop/dark", withDestinationPath: outside + "/dark")
        let prune = CLIRun(["record", themes, "--baseline", baseline, "--prune"])
        #expect(prune.code == 0 && prune.out.contains("deleted 0 obsolete"), "\(prune.out)\(prune.err)")
        #expect(prune.err == "warning: not checked for obsolete files: symbolic links inside the baseline (bezel never deletes through one): "
                + "\(baseline)/shop/dark, \(baseline)/shop/linked.png\n")
        #expect(fm.fileExists(atPath: outside + "/photo.png") && fm.fileExists(atPath: outside + "/dark/manifest.json"))
    }
}
