import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// `BaselineComparison` and the `RegressionReport` it builds: what `bezel verify` does with a
/// unit's rendered files, with no renderer (the files are made from byte arrays).
@Suite struct BaselineComparisonTests {
    typealias F = RegressionFixture

    /// A baseline with `shop/normal.png` (+ atlas), `shop/highlighted.png` and an obsolete
    /// `shop/disabled.png`, its fingerprint `F.fingerprint`; and the files a render made: normal
    /// with one pixel changed in `save`, highlighted unchanged, selected new.
    static func scenario(_ f: F) throws -> [OutputFile] {
        let base = try F.png(F.image())
        try f.write(base, to: "baseline/shop/normal.png")
        try f.write(F.twoButtons, to: "baseline/shop/normal.json")
        try f.write(base, to: "baseline/shop/highlighted.png")
        try f.write(base, to: "baseline/shop/disabled.png")
        try f.write(F.fingerprint.jsonData(), to: "baseline/fingerprint.json")
        return [OutputFile(path: "shop/normal.png", data: try F.png(F.image(changed: [(x: 6, y: 1)]))),
                OutputFile(path: "shop/normal.json", data: F.twoButtons),
                OutputFile(path: "shop/highlighted.png", data: base),
                OutputFile(path: "shop/selected.png", data: base),
                OutputFile(path: "shop/buttons/save.png", data: base),
                OutputFile(path: "shop/manifest.json", data: Data("{}".utf8))]
    }

    @Test func onlyTheUnitsOwnSheetsAreComparedEachWithItsAtlas() {
        let files = [OutputFile(path: "shop/normal.png", data: Data([1])), OutputFile(path: "shop/normal.json", data: Data([2])),
                     OutputFile(path: "shop/buttons/save.png", data: Data([3])), OutputFile(path: "shopping/normal.png", data: Data([4])),
                     OutputFile(path: "shop/gallery.html", data: Data([5]))]
        let sheets = BaselineComparison.sheets(unitFolder: "shop", in: files)
        #expect(sheets.map(\.png.path) == ["shop/normal.png"])
        #expect(sheets.first?.atlas == Data([2]))
    }

    @Test func aRunComparesExactlyListsObsoleteFilesAndBuildsTheReport() throws {
        let f = F(); defer { f.remove() }
        let files = try Self.scenario(f)
        let check = FingerprintCheck(baselineFile: f.root + "/baseline/fingerprint.json", current: F.fingerprint)
        #expect(check.mismatch == nil && check.lines.isEmpty)
        let comparing = BaselineComparison(baseline: f.root + "/baseline", budget: DiffBudget(), limit: PixelLimit(), fingerprint: check)
        #expect(comparing.comparison == .exact && comparing.comparisonNote == nil)
        let verdicts = comparing.verdicts(unitFolder: "shop", files: files)
        #expect(verdicts.map(\.path) == ["shop/normal.png", "shop/highlighted.png", "shop/selected.png"])
        #expect(verdicts.map(\.status) == [.fail, .pass, .missing])
        let outcome = comparing.outcome(verdicts, unitFolders: ["shop"], rendered: Set(files.map(\.path)), includesUnitFolders: true,
                                        current: F.fingerprint, fingerprint: check)
        #expect(outcome.refusals.isEmpty && !outcome.passed)
        #expect(outcome.obsolete.paths == ["shop/disabled.png"])
        #expect(outcome.report.textLines(units: 1, quiet: false) == [
            "FAIL shop/normal.png: 1 differing pixel (ratio 0.031250, budget 0 pixels) in button save; "
                + "max Δ 240/255, mean Δ 240.0, ΔE00 \(String(format: "%.2f", verdicts[0].change?.deltaE ?? 0)) (#0A28C8 → #FA28C8)",
            "MISSING shop/selected.png: missing baseline \(f.root)/baseline/shop/selected.png (record it with 'bezel record … --only-missing')",
            "OBSOLETE shop/disabled.png: nothing renders it any more ('bezel record --prune' deletes it; it does not fail verify)",
            "verified 3 sheets of 1 theme units against \(f.root)/baseline: 1 passed, 1 failed, 1 missing, 0 size mismatches, 1 obsolete baseline file",
        ])
        #expect(outcome.report.textLines(units: 1, quiet: true).count == 3)
    }

    @Test func theReportJSONHoldsEverySheetTheComparisonAndTheObsoleteFiles() throws {
        let f = F(); defer { f.remove() }
        let files = try Self.scenario(f)
        let check = FingerprintCheck(baselineFile: f.root + "/baseline/fingerprint.json", current: F.fingerprint)
        let comparing = BaselineComparison(baseline: f.root + "/baseline", budget: DiffBudget(), limit: PixelLimit(), fingerprint: check)
        let outcome = comparing.outcome(comparing.verdicts(unitFolder: "shop", files: files), unitFolders: ["shop"],
                                        rendered: Set(files.map(\.path)), includesUnitFolders: true, current: F.fingerprint, fingerprint: check)
        let json = try #require(outcome.report.json.objectValue)
        func field(_ value: JSONValue?, _ key: String) -> JSONValue? { value?.objectValue?[key] }
        // An absolute baseline is named relative to the working directory: no machine path in the report.
        let relative = ThemeFileSystem.relativePath(f.root + "/baseline", from: FileManager.default.currentDirectoryPath)
        #expect(json["passed"] == .bool(false) && json["baseline"] == .string(relative) && !relative.hasPrefix("/"))
        #expect(json["summary"] == .object(JSONObject([("sheets", .number(3)), ("pass", .number(1)), ("fail", .number(1)),
                                                       ("missing", .number(1)), ("sizeMismatch", .number(0)), ("withinTolerance", .number(0))])))
        #expect(field(json["budget"], "comparison") == .string("exact") && field(json["budget"], "threshold") == .null)
        #expect(field(json["budget"], "includeAA") == .bool(true) && field(json["budget"], "maxDiffPixels") == .null)
        #expect(field(json["fingerprint"], "matchesBaseline") == .bool(true) && field(json["fingerprint"], "pango") == .string("1.50.12"))
        #expect(json["obsolete"] == .array([.string("shop/disabled.png")]))
        // Failures first: fail, then missing, then passes.
        let sheets = try #require(json["sheets"]?.arrayValue)
        #expect(sheets.map { field($0, "path") } == [.string("shop/normal.png"), .string("shop/selected.png"), .string("shop/highlighted.png")])
        let failed = sheets[0]
        #expect(field(failed, "status") == .string("fail") && field(failed, "diffPixels") == .number(1) && field(failed, "changedPixels") == .number(1))
        #expect(field(failed, "totalPixels") == .number(32) && field(failed, "ratio") == .number(1.0 / 32) && field(failed, "buttons") == .array([.string("save")]))
        #expect(field(failed, "withinTolerance") == .bool(false))
        #expect(field(failed, "expected") == .string("images/shop/normal.expected.png") && field(failed, "diff") == .string("images/shop/normal.diff.png"))
        #expect(field(sheets[1], "expected") == .null && field(sheets[1], "status") == .string("missing"))
        let paths = outcome.report.files.map(\.path)
        #expect(paths.contains("images/shop/normal.diff.png") && paths.suffix(3) == ["report.json", "junit.xml", "index.html"])
        // A case per button of the sheet with an atlas (cancel passes, save fails), one per sheet without.
        #expect(outcome.report.junit.contains("<testsuites name=\"bezel verify\" tests=\"4\" failures=\"2\">"))
    }

    @Test func anUnreadableFingerprintMeansPixelmatchAndOtherVersionsAreNamed() throws {
        let f = F(); defer { f.remove() }
        _ = try Self.scenario(f)
        var newer = F.fingerprint
        newer = RendererFingerprint(cairo: newer.cairo, pango: "1.52.0", harfbuzz: newer.harfbuzz, freetype: newer.freetype, fonts: [])
        let changed = FingerprintCheck(baselineFile: f.root + "/baseline/fingerprint.json", current: newer)
        #expect(changed.notes == ["pango 1.50.12 → 1.52.0"])
        let comparing = BaselineComparison(baseline: f.root + "/baseline", budget: DiffBudget(), limit: PixelLimit(), fingerprint: changed)
        #expect(comparing.comparison == .pixelmatch(threshold: 0.05, includeAA: false) && comparing.rendererChange == .tolerated)
        #expect(comparing.comparisonNote == "renderer fingerprint differs from the baseline's: comparing with pixelmatch threshold 0.05 (anti-aliased pixels not counted) instead of exactly")
        let failing = BaselineComparison(baseline: f.root + "/baseline", budget: DiffBudget(), limit: PixelLimit(), fingerprint: changed, failsOnRendererChange: true)
        #expect(failing.rendererChange == .fails && failing.comparisonNote?.hasSuffix("; --fail-on-renderer-change: the run fails") == true)
        try f.write(Data("{".utf8), to: "baseline/fingerprint.json")
        let broken = FingerprintCheck(baselineFile: f.root + "/baseline/fingerprint.json", current: F.fingerprint)
        #expect(broken.mismatch == "\(f.root)/baseline/fingerprint.json cannot be read" && broken.warnings.count == 1)
    }

    @Test func aRefusedBaselineSheetIsReportedAsARefusal() throws {
        let f = F(); defer { f.remove() }
        let files = try Self.scenario(f)
        try FileManager.default.removeItem(atPath: f.root + "/baseline/shop/highlighted.png")
        try FileManager.default.createDirectory(atPath: f.root + "/baseline/shop/highlighted.png", withIntermediateDirectories: true)
        let check = FingerprintCheck(baselineFile: f.root + "/baseline/fingerprint.json", current: F.fingerprint)
        let comparing = BaselineComparison(baseline: f.root + "/baseline", budget: DiffBudget(), limit: PixelLimit(), fingerprint: check)
        let outcome = comparing.outcome(comparing.verdicts(unitFolder: "shop", files: files), unitFolders: ["shop"],
                                        rendered: Set(files.map(\.path)), includesUnitFolders: true, current: F.fingerprint, fingerprint: check)
        #expect(outcome.refusals.count == 1 && outcome.refusals[0].contains(f.root + "/baseline/shop/highlighted.png"))
    }
}
