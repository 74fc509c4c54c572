import BezelCore
import BezelPNG
import Foundation
import Testing

/// Per-button evidence, the job summary and selective approval (docs/cli.md, verify and approve),
/// on a copy of the 16-button ocean theme with one or two buttons recoloured.
@Suite struct ApproveCommandTests {
    typealias S = OutputTestSupport

    /// A copy of themes/ with ocean's `overrides` (button keys by name) added, recorded before.
    static func ocean() throws -> (themes: String, baseline: String) {
        let themes = S.tempDir() + "/themes"
        try FileManager.default.copyItem(atPath: repositoryRoot + "/themes", toPath: themes)
        let baseline = S.tempDir() + "/baseline"
        let run = CLIRun(["record", themes + "/ocean.json", "--baseline", baseline], environment: [:])
        #expect(run.code == 0, "\(run.err)")
        return (themes, baseline)
    }

    static func recolour(_ themes: String, _ buttons: [String: String]) throws {
        let file = themes + "/ocean.json"
        let overrides = buttons.sorted { $0.key < $1.key }.map { "\"\($0.key)\": { \"backgroundColor\": { \"normal\": \"\($0.value)\" } }" }
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "\"tokens\": \"ocean.tokens.json\",", with: "\"tokens\": \"ocean.tokens.json\", \"buttons\": { \(overrides.joined(separator: ", ")) },")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func oneRecolouredButtonGivesItsCropsASummaryRowAndNothingElse() throws {
        let (themes, baseline) = try Self.ocean()
        defer { S.remove(themes); S.remove(baseline) }
        try Self.recolour(themes, ["btn-success": "#1a7f4b"])
        let report = S.tempDir(), summary = S.tempDir() + "/summary.md", step = S.tempDir() + "/step.md"
        try Data("earlier step\n".utf8).write(to: URL(fileURLWithPath: step))
        let run = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline, "--report", report, "--summary", summary],
                         environment: ["GITHUB_STEP_SUMMARY": step])
        #expect(run.code == 1, "\(run.err)")
        // Crops of btn-success only, in the three sheets it changed in (normal at @1x, @2x, @3x).
        let crops = S.entries(report).keys.filter { !$0.hasPrefix("images/") && $0.hasSuffix(".png") }.sorted()
        #expect(crops == ["normal", "normal@2x", "normal@3x"].flatMap { s in ["actual", "diff", "expected"].map { "ocean/btn-success/\(s).\($0).png" } }, "\(crops)")
        // Only the failing sheets' images: 3 sheets × (expected, actual, diff) + their atlases.
        #expect(S.entries(report).filter { $0.key.hasPrefix("images/") && $0.value != nil }.count == 12)
        // A crop is the button's frame: its actual crop's pixels are the actual sheet's there.
        let report2x = try RegressionCommandTests.json(report + "/report.json")
        let sheet = try #require(report2x["sheets"]?.arrayValue?.first { $0.objectValue?["path"]?.stringValue == "ocean/normal@2x.png" }?.objectValue)
        let evidence = try #require(sheet["evidence"]?.arrayValue?.first?.objectValue)
        let frame = try #require(evidence["frame"]?.arrayValue?.compactMap(\.numberValue).map { Int($0) })
        let whole = try PNGDecoder.decode(path: report + "/images/ocean/normal@2x.actual.png")
        let crop = try PNGDecoder.decode(path: report + "/ocean/btn-success/normal@2x.actual.png")
        #expect(crop == whole.cropped(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        // The summary names the button, in a table, with the command that approves it.
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.contains("| ocean | btn-success | normal (@1x, @2x, @3x) |"), "\(markdown)")
        #expect(markdown.contains("`bezel approve \(report) --button btn-success`"))
        #expect(try String(contentsOfFile: step, encoding: .utf8) == "earlier step\n" + markdown)
    }

    @Test func approvingOneButtonPatchesOnlyItsFrames() throws {
        let (themes, baseline) = try Self.ocean()
        defer { S.remove(themes); S.remove(baseline) }
        let before = try PNGDecoder.decode(path: baseline + "/ocean/normal@2x.png")
        try Self.recolour(themes, ["btn-success": "#1a7f4b", "btn-danger": "#aa0000"])
        let report = S.tempDir()
        #expect(CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline, "--report", report]).code == 1)
        #expect(CLIRun(["approve", report, "--button", "btn-success"], environment: ["CI": "true"]).code == 2)
        let approve = CLIRun(["approve", report, "--button", "btn-success"], environment: [:])
        #expect(approve.code == 0 && approve.out.contains("approved ocean/normal@2x.png: btn-success"), "\(approve.out)\(approve.err)")
        // Outside btn-success's frame the baseline keeps every pixel, btn-danger's old colour included.
        let atlas = try #require(AtlasFrames(json: FileManager.default.contents(atPath: baseline + "/ocean/normal@2x.json")))
        let f = try #require(atlas.frames.first { $0.name == "btn-success" })
        let after = try PNGDecoder.decode(path: baseline + "/ocean/normal@2x.png")
        var outside = 0, inside = 0
        for y in 0..<after.height {
            for x in 0..<after.width {
                let i = (y * after.width + x) * 4
                let same = after.rgba[i..<i + 4] == before.rgba[i..<i + 4]
                if x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h { if !same { inside += 1 } } else if !same { outside += 1 }
            }
        }
        #expect(outside == 0 && inside > 1000, "outside \(outside), inside \(inside)")
        // The next verify fails on btn-danger alone; without its change it passes.
        let again = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline])
        #expect(again.code == 1 && again.out.contains("in button btn-danger") && !again.out.contains("btn-success"), "\(again.out)")
        let text = try String(contentsOfFile: themes + "/ocean.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"btn-danger\": { \"backgroundColor\": { \"normal\": \"#aa0000\" } }, ", with: "")
            .write(toFile: themes + "/ocean.json", atomically: true, encoding: .utf8)
        let passing = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline])
        #expect(passing.code == 0, "\(passing.out)")
    }

    @Test func approveSelectsByThemeUnitAndState() throws {
        let (themes, baseline) = try Self.ocean()
        defer { S.remove(themes); S.remove(baseline) }
        try Self.recolour(themes, ["btn-success": "#1a7f4b"])
        let report = S.tempDir()
        #expect(CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline, "--report", report]).code == 1)
        let otherState = CLIRun(["approve", report, "--state", "highlighted"])
        #expect(otherState.code == 0 && otherState.out == "nothing to approve: no changed sheet of \(report) matches\n", "\(otherState.out)")
        let otherTheme = CLIRun(["approve", report, "--theme", "bootstrap"])
        #expect(otherTheme.out.hasPrefix("nothing to approve"))
        let approved = CLIRun(["approve", report, "--theme", "ocean", "--state", "normal"])
        // The manifest's entry of btn-success in the normal state comes along (it records the colour).
        #expect(approved.code == 0 && approved.out.contains("approved ocean/manifest.json: the entries of btn-success in state normal\n"), "\(approved.out)")
        #expect(approved.out.hasSuffix("approved 3 sheets and 1 manifest → \(ThemeFileSystem.relativePath(baseline, from: FileManager.default.currentDirectoryPath))\n"), "\(approved.out)")
        #expect(CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline]).code == 0)
    }

    @Test func recordingOneButtonKeepsTheOthersPixels() throws {
        let (themes, baseline) = try Self.ocean()
        defer { S.remove(themes); S.remove(baseline) }
        try Self.recolour(themes, ["btn-success": "#1a7f4b", "btn-danger": "#aa0000"])
        #expect(CLIRun(["record", themes + "/ocean.json", "--baseline", baseline, "--button", "btn-sucess"]).code == 2)
        let record = CLIRun(["record", themes + "/ocean.json", "--baseline", baseline, "--button", "btn-success"])
        #expect(record.code == 0 && record.out.hasSuffix("recorded btn-success in 3 changed sheets → \(baseline)\n"), "\(record.out)\(record.err)")
        let again = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline])
        #expect(again.code == 1 && again.out.contains("in button btn-danger") && !again.out.contains("btn-success"), "\(again.out)")
    }

    @Test func anLFSPointerAndAMissingBaselineFolderAreOneLineEach() throws {
        let (themes, baseline) = try Self.ocean()
        defer { S.remove(themes); S.remove(baseline) }
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n"
        for sheet in ["normal", "normal@2x", "highlighted"] {
            try Data(pointer.utf8).write(to: URL(fileURLWithPath: baseline + "/ocean/\(sheet).png"))
        }
        let lfs = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline])
        #expect(lfs.code == 2)
        #expect(lfs.err == "3 baseline files, e.g. \(baseline)/ocean/highlighted.png, are Git LFS pointers, not PNG: run 'git lfs pull' to fetch the baseline images\n", "\(lfs.err)")
        let missing = CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline + "-typo"])
        #expect(missing.code == 2 && missing.err.split(separator: "\n").count == 1 && missing.out.isEmpty, "\(missing.out)\(missing.err)")
        #expect(missing.err.contains("the baseline folder \(baseline)-typo does not exist"))
        #expect(CLIRun(["verify", themes + "/ocean.json", "--baseline", baseline + "-typo", "--allow-missing", "-q"]).code == 1)
    }

    @Test func recordingTheSameThemeByTwoPathsWritesTheSameBytes() throws {
        let themes = S.tempDir() + "/themes"
        try FileManager.default.copyItem(atPath: repositoryRoot + "/themes", toPath: themes)
        let a = S.tempDir(), b = S.tempDir()
        defer { S.remove(themes); S.remove(a); S.remove(b) }
        let relative = ThemeFileSystem.relativePath(themes + "/game.json", from: FileManager.default.currentDirectoryPath)
        #expect(CLIRun(["record", themes + "/game.json", "--baseline", a], environment: [:]).code == 0)
        #expect(CLIRun(["record", relative, "--baseline", b], environment: [:]).code == 0)
        #expect(S.entries(a) == S.entries(b))
    }
}
