import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// The report per button, not per sheet: one card per changed button of a unit with all its states
/// and scales at one zoom, a JUnit case per button and sheet, a summary row per button, each saying
/// how much the pixels changed; and the job summary file.
@Suite struct ReportGroupingTests {
    typealias F = RegressionFixture

    /// Three buttons a, b, c side by side (4×4 px at @1x, 8×8 at @2x); a changed in normal.png,
    /// b in normal@2x.png, c in both: three changes over two sheets.
    static func threeChanges(_ f: F) throws -> RegressionReport {
        func atlas(_ s: Int) -> Data {
            F.atlas(width: 12 * s, height: 4 * s, ["a", "b", "c"].enumerated().map { ($1, PixelRect(x: 4 * s * $0, y: 0, width: 4 * s, height: 4 * s)) })
        }
        var verdicts: [SheetVerdict] = []
        for (s, changed) in [(1, [(x: 1, y: 1), (x: 9, y: 2)]), (2, [(x: 9, y: 3), (x: 20, y: 5), (x: 21, y: 5)])] {
            let name = s == 1 ? "normal" : "normal@2x"
            let baseline = try f.write(try F.png(F.image(width: 12 * s, height: 4 * s)), to: "baseline/shop/\(name).png")
            try f.write(atlas(s), to: "baseline/shop/\(name).json")
            let actual = try F.png(F.image(width: 12 * s, height: 4 * s, changed: changed))
            verdicts.append(SheetVerdict.compare(OutputFile(path: "shop/\(name).png", data: actual), baselinePath: baseline, atlas: atlas(s),
                                                 budget: DiffBudget(), comparison: .exact, limit: PixelLimit()))
        }
        var report = RegressionReport(verdicts: verdicts, baseline: "baselines", budget: DiffBudget(), comparison: .exact,
                                      comparisonNote: nil, fingerprint: F.fingerprint, fingerprintNotes: [])
        report.themeInputs = ["themes"]
        return report
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func threeChangesAreThreeCardsEachAtOneZoom() throws {
        let f = F(); defer { f.remove() }
        let report = try Self.threeChanges(f)
        #expect(report.changedButtons.map(\.button) == ["a", "b", "c"])
        #expect(report.changedButtons.map { $0.rows.map(\.sheet.label) } == [["normal, @1x"], ["normal, @2x"], ["normal, @1x", "normal, @2x"]])
        let html = report.html
        #expect(Self.count("<section class=\"card button fail", in: html) == 3)
        #expect(Self.count("<section class=\"card fail", in: html) == 0, "no card per sheet")
        for name in ["a", "b", "c"] { #expect(html.contains("<h2>FAIL shop › \(name)<span class=\"zoom\">zoom ×")) }
        // c's card: both scales at one zoom (×4, stated once), so its @2x crop is twice its @1x crop.
        let c = try #require(html.components(separatedBy: "id=\"shop/c\"").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(Self.count("zoom ×", in: c) == 2 && c.contains("<span class=\"zoom\">zoom ×4</span>"), "the card's zoom and its sheets' zoom")
        #expect(c.contains("src=\"shop/c/normal.actual.png\" width=\"16\" height=\"16\""))
        #expect(c.contains("src=\"shop/c/normal@2x.actual.png\" width=\"32\" height=\"32\""))
        #expect(c.contains("<details class=\"sheet\"><summary>Whole sheets (zoom ×4): normal.png, normal@2x.png</summary>"))
        // How much: (10, 40, 200) → (250, 40, 200), in the card and in report.json.
        #expect(c.contains("max Δ 240/255, mean Δ 240.0, ΔE00 "))
        #expect(c.contains("<span class=\"swatch\" style=\"background:#0A28C8\"></span><code>#0A28C8</code> → "))
        let buttons = try #require(report.json.objectValue?["changedButtons"]?.arrayValue)
        #expect(buttons.count == 3)
        let cJSON = try #require(buttons[2].objectValue)
        #expect(cJSON["differingPixels"] == .number(3) && cJSON["status"] == .string("fail"))
        #expect(cJSON["change"]?.objectValue?["maxChannelDelta"] == .number(240))
        #expect(cJSON["change"]?.objectValue?["expectedColor"] == .string("#0A28C8") && cJSON["change"]?.objectValue?["actualColor"] == .string("#FA28C8"))
    }

    @Test func junitHasACasePerButtonAndSheetAndItsFailuresNameTheThreeButtons() throws {
        let f = F(); defer { f.remove() }
        let junit = try Self.threeChanges(f).junit
        #expect(junit.contains("<testsuites name=\"bezel verify\" tests=\"6\" failures=\"4\">"))
        let failing = junit.components(separatedBy: "\n").filter { $0.contains("<testcase") && !$0.hasSuffix("/>") }
        #expect(failing == ["    <testcase classname=\"shop\" name=\"a (normal, @1x)\">", "    <testcase classname=\"shop\" name=\"b (normal, @2x)\">",
                            "    <testcase classname=\"shop\" name=\"c (normal, @1x)\">", "    <testcase classname=\"shop\" name=\"c (normal, @2x)\">"])
        #expect(junit.contains("<testcase classname=\"shop\" name=\"a (normal, @2x)\"/>"))
        #expect(junit.contains("<failure type=\"fail\" message=\"fail: c in shop/normal@2x.png: 2 differing pixels; max Δ 240/255, mean Δ 240.0, ΔE00 "))
        #expect(junit.contains("<property name=\"maxChannelDelta\" value=\"240\"/>") && junit.contains("<property name=\"actualColor\" value=\"#FA28C8\"/>"))
    }

    @Test func theSummaryHasARowPerButtonWithHowMuchItChanged() throws {
        let f = F(); defer { f.remove() }
        let markdown = RegressionSummary(report: try Self.threeChanges(f), reportFolder: "report").markdown
        let rows = markdown.components(separatedBy: "\n").filter { $0.hasPrefix("| shop |") }
        #expect(rows.count == 3)
        #expect(rows[2].hasPrefix("| shop | c | normal (@1x, @2x) | 3 | max Δ 240/255, mean Δ 240.0, ΔE00 "))
        #expect(rows[2].hasSuffix(" (#0A28C8 → #FA28C8) | fail |"))
        #expect(markdown.contains("`bezel approve report --button a --button b --button c`"))
    }

    @Test func aMissingJobSummaryFileIsCreatedAndOneThatCannotBeIsAWarning() throws {
        let f = F(); defer { f.remove() }
        let path = f.root + "/step.md"
        #expect(JobSummaryFile.append(Data("one\n".utf8), to: path) == nil)
        #expect(JobSummaryFile.append(Data("two\n".utf8), to: path) == nil)
        #expect(FileManager.default.contents(atPath: path) == Data("one\ntwo\n".utf8))
        let nowhere = f.root + "/no-such-folder/step.md"
        #expect(JobSummaryFile.append(Data("x".utf8), to: nowhere)
                == "warning: cannot append the summary to \(nowhere) ($GITHUB_STEP_SUMMARY): No such file or directory; the report and the exit code do not depend on it")
    }
}
