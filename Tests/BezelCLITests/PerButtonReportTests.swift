@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore
@testable import BezelRegression

/// `verify` per button (user trials Q-1, Q-2, Q-4, Q-5, Q-7): three changes in a themes folder read
/// as three cards and three buttons in junit.xml, each saying how much its pixels changed; a new
/// button is NEW with the command that records it, and `record --only-missing` adds it.
@Suite struct PerButtonReportTests {
    typealias R = RegressionCommandTests

    /// A themes folder: shop (save, cancel and a flat `fill` without title) and game (play, quit).
    static func themes(fill: String = "#0D6EFD", cancelHighlighted: String = "#00aa00", play: String = "Play", help: Bool = false,
                       in dir: String? = nil) throws -> String {
        let d = dir ?? R.tempDir()
        let extra = help ? ##", "help": { "title": "?", "backgroundColor": "#777777", "size": [20, 20] }"## : ""
        try Data("""
        { "name": "shop", "scales": [1, 2], "buttons": {
          "save": { "title": "Save", "backgroundColor": "#d01010", "cornerRadius": 8, "size": [44, 20] },
          "cancel": { "title": "No", "backgroundColor": { "normal": "#1030d0", "highlighted": "\(cancelHighlighted)" }, "size": [36, 16] },
          "fill": { "backgroundColor": "\(fill)", "size": [40, 20] }\(extra) } }
        """.utf8).write(to: URL(fileURLWithPath: d + "/shop.json"))
        try Data("""
        { "name": "game", "scales": [1], "buttons": {
          "play": { "title": "\(play)", "backgroundColor": "#225522", "size": [60, 24] },
          "quit": { "title": "Quit", "backgroundColor": "#552222", "size": [60, 24] } } }
        """.utf8).write(to: URL(fileURLWithPath: d + "/game.json"))
        return d
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func threeChangesReadAsThreeCardsAndThreeButtonsInJUnit() throws {
        let themes = try Self.themes(), baseline = R.tempDir() + "/baseline", report = R.tempDir() + "/report"
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        _ = try Self.themes(fill: "#0B5ED7", cancelHighlighted: "#ff8800", play: "Go!", in: themes)
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(run.code == 1, "\(run.out)\(run.err)")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(Self.count("<section class=\"card button fail", in: html) == 3, "\(html)")
        #expect(Self.count("<section class=\"card fail", in: html) == 0)
        for card in ["game › play", "shop › cancel", "shop › fill"] { #expect(html.contains("<h2>FAIL \(card)<span class=\"zoom\">zoom ×")) }
        // One zoom per card: fill's @2x crop is twice its @1x crop.
        let fill = try #require(html.components(separatedBy: "id=\"shop/fill\"").dropFirst().first?.components(separatedBy: "</section>").first)
        let zoom = try #require(fill.components(separatedBy: "<span class=\"zoom\">zoom ×").dropFirst().first?.prefix { $0.isNumber }).description
        #expect(fill.contains("src=\"shop/fill/normal.actual.png\" width=\"\(40 * Int(zoom)!)\""))
        #expect(fill.contains("src=\"shop/fill/normal@2x.actual.png\" width=\"\(80 * Int(zoom)!)\""))
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        let failing = junit.components(separatedBy: "\n").filter { $0.contains("<testcase") && !$0.hasSuffix("/>") }
        let names = Set(failing.compactMap { $0.components(separatedBy: "name=\"").last?.components(separatedBy: " (").first })
        // The buttons, and each unit's manifest, which records the changed colours too.
        #expect(names == ["play", "cancel", "fill", "manifest.json\">"], "\(failing)")
        #expect(junit.contains("<testcase classname=\"shop\" name=\"cancel (highlighted, @2x)\">"))
        #expect(junit.contains("<testcase classname=\"shop\" name=\"save (highlighted, @2x)\"/>"))
    }

    /// Bootstrap's primary one step darker over a flat fill: every pixel #0D6EFD → #0B5ED7, so the
    /// largest channel delta is 0xFD − 0xD7 = 38 and ΔE₀₀ is 7.216 (as ColorAide gives it).
    @Test func everyFailingButtonSaysHowMuchItsPixelsChanged() throws {
        let themes = try Self.themes(), baseline = R.tempDir() + "/baseline", report = R.tempDir() + "/report", summary = R.tempDir() + "/summary.md"
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        _ = try Self.themes(fill: "#0B5ED7", in: themes)
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report, "--summary", summary])
        #expect(run.code == 1)
        let how = "max Δ 38/255, mean Δ 38.0, ΔE00 7.22 (#0D6EFD → #0B5ED7)"
        #expect(run.out.contains("FAIL shop/normal.png: 800 differing pixels (ratio ") && run.out.contains(" in button fill; \(how)\n"), "\(run.out)")
        let json = try R.json(report + "/report.json")
        let button = try #require(json["changedButtons"]?.arrayValue?.first?.objectValue)
        #expect(button["button"] == .string("fill") && button["differingPixels"] == .number(800 * 4 + 3200 * 4))
        let change = try #require(button["change"]?.objectValue)
        #expect(change["maxChannelDelta"] == .number(38) && change["meanChannelDelta"] == .number(38) && change["deltaE2000"] == .number(7.216))
        #expect(change["expectedColor"] == .string("#0D6EFD") && change["actualColor"] == .string("#0B5ED7"))
        let sheet = try #require(json["sheets"]?.arrayValue?.compactMap(\.objectValue).first { $0["path"] == .string("shop/normal@2x.png") })
        #expect(sheet["change"]?.objectValue?["deltaE2000"] == .number(7.216) && sheet["change"]?.objectValue?["pixels"] == .number(3200))
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("max Δ 38/255, mean Δ 38.0, ΔE00 7.22: <span class=\"swatch\" style=\"background:#0D6EFD\"></span><code>#0D6EFD</code> → "))
        #expect(try String(contentsOfFile: summary, encoding: .utf8).contains("| shop | fill | disabled, highlighted, normal, selected (@1x, @2x) | 16000 | \(how) | fail |"))
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("message=\"fail: fill in shop/normal.png: 800 differing pixels; \(how)\""))
        #expect(junit.contains("<property name=\"deltaE2000\" value=\"7.216\"/>"))
        // game did not change (not rendered: its baseline files are its files), and still has a case per button.
        #expect(run.out.contains("1 of 2 theme units unchanged since the baseline was recorded"))
        #expect(junit.contains("<testcase classname=\"game\" name=\"play (normal, @1x)\"/>"))
    }

    @Test func aNewButtonIsNewWithTheRecordCommandAndRecordOnlyMissingAddsIt() throws {
        let themes = try Self.themes(), baseline = R.tempDir() + "/baseline", report = R.tempDir() + "/report"
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        _ = try Self.themes(fill: "#0B5ED7", help: true, in: themes)
        let run = CLIRun(["verify", themes + "/shop.json", "--baseline", baseline, "--report", report])
        #expect(run.code == 1)
        let hint = "bezel record \(RegressionReport.shown(themes + "/shop.json")) --baseline \(RegressionReport.shown(baseline)) --button help"
        #expect(run.out.contains("NEW shop/help: no baseline in disabled, highlighted, normal, selected (@1x, @2x): record it with '\(hint)'\n"), "\(run.out)")
        // The layout moved, yet fill's colour change is found where fill now is, and save and cancel are not changes.
        #expect(run.out.contains("layout changed: help new (no baseline); fill changed (800 differing pixels)"))
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("<h2>NEW shop › help<span class=\"zoom\">") && html.contains("<code>\(hint)</code>"))
        #expect(Self.count("<section class=\"card button", in: html) == 2)
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"shop\" name=\"help (normal, @2x)\">\n      <failure type=\"new\" message=\"new: shop/help has no baseline in shop/normal@2x.png\">"))

        // record --button help does the same for that button: the sheet laid out anew, fill's old pixels kept.
        let copy = R.tempDir() + "/copy"
        try FileManager.default.copyItem(atPath: baseline, toPath: copy)
        let button = CLIRun(["record", themes, "--baseline", copy, "--button", "help"])
        #expect(button.out.contains("recorded shop/normal.png in its new layout: the other buttons' baseline pixels moved with their frames\n"), "\(button.out)")
        let afterButton = CLIRun(["verify", themes, "--baseline", copy])
        #expect(afterButton.code == 1 && !afterButton.out.contains("help") && afterButton.out.contains(" in button fill; "), "\(afterButton.out)")

        let record = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(record.code == 0, "\(record.err)")
        #expect(record.out.contains("added help to shop/normal@2x.png"), "\(record.out)")
        // help has its baseline now; fill's change was not taken along.
        let after = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(after.code == 1 && !after.out.contains("NEW ") && !after.out.contains("help"), "\(after.out)")
        #expect(after.out.contains("FAIL shop/normal.png: 800 differing pixels") && after.out.contains(" in button fill; "))
        _ = try Self.themes(help: true, in: themes)
        let back = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(back.code == 0, "\(back.out)")
    }
}
