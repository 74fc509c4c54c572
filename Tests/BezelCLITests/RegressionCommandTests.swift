@testable import BezelRaster
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// `bezel diff`, `bezel verify` and `bezel record`: budgets, baselines, fingerprints and the report.
@Suite struct RegressionCommandTests {
    static func tempDir() -> String {
        let d = NSTemporaryDirectory() + "bezel-verify-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    /// A theme folder with one theme: `save` (red, rounded) and `cancel` (blue, green when highlighted).
    static func theme(saveColor: String = "#d01010", radius: String = "8", saveSize: String = "[44, 20]",
                      highlightedCancel: String = "#00aa00", in dir: String? = nil) -> String {
        let d = dir ?? tempDir()
        let json = """
        { "name": "shop", "scales": [1, 2], "buttons": {
          "save": { "title": "Save", "backgroundColor": "\(saveColor)", "cornerRadius": \(radius), "size": \(saveSize) },
          "cancel": { "title": "No", "backgroundColor": { "normal": "#1030d0", "highlighted": "\(highlightedCancel)" }, "size": [36, 16] } } }
        """
        try! Data(json.utf8).write(to: URL(fileURLWithPath: d + "/shop.json"))
        return d
    }

    static func recorded() -> (themes: String, baseline: String) {
        let themes = theme(), baseline = tempDir() + "/baseline"
        let run = CLIRun(["record", themes, "--baseline", baseline])
        #expect(run.code == 0, "\(run.err)")
        return (themes, baseline)
    }

    static func json(_ path: String) throws -> JSONObject {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(try JSONParser.parse([UInt8](data)).objectValue)
    }

    @Test func verifyPassesOnAnUnchangedRender() throws {
        let (themes, baseline) = Self.recorded()
        #expect(FileManager.default.fileExists(atPath: baseline + "/shop/normal@2x.png"))
        #expect(FileManager.default.fileExists(atPath: baseline + "/shop/highlighted.json"))
        let fingerprint = try RendererFingerprint(jsonData: #require(FileManager.default.contents(atPath: baseline + "/fingerprint.json")))
        #expect(fingerprint == RendererFingerprint.current())
        #expect(fingerprint.fonts.contains { $0.file == "DejaVuSans.ttf" && $0.sha256.count == 64 })
        let run = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(run.code == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("8 passed, 0 failed, 0 missing"))
        #expect(!run.out.contains("fingerprint"))
    }

    @Test func aVisibleColourChangeInOneStateFailsAndTheReportNamesButtonAndSheet() throws {
        let (themes, baseline) = Self.recorded()
        _ = Self.theme(highlightedCancel: "#ff8800", in: themes)
        let report = Self.tempDir() + "/report"
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(run.code == 1)
        #expect(run.out.contains("FAIL shop/highlighted.png:") && run.out.contains("in button cancel"))
        #expect(!run.out.contains("FAIL shop/normal"))
        let json = try Self.json(report + "/report.json")
        let sheets = (json["sheets"]?.arrayValue ?? []).compactMap(\.objectValue)
        #expect(sheets.first?["path"] == .string("shop/highlighted.png")) // failures first
        let failed = sheets.filter { $0["status"] == .string("fail") }
        #expect(failed.map { $0["path"]?.stringValue } == ["shop/highlighted.png", "shop/highlighted@2x.png"])
        #expect(failed.allSatisfy { $0["buttons"] == .array([.string("cancel")]) && ($0["diffPixels"]?.numberValue ?? 0) > 100 })
        #expect(sheets.filter { $0["status"] == .string("pass") }.count == 6)
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        // One card for the button, both scales in it, its sheets (with the slider) one click away.
        #expect(html.contains("<h2>FAIL shop › cancel<span class=\"zoom\">zoom ×") && html.contains("type=\"range\""))
        #expect(html.contains("<span class=\"name\">highlighted, @1x</span>") && html.contains("<span class=\"name\">highlighted, @2x</span>"))
        #expect(html.range(of: "FAIL shop › cancel")!.lowerBound < html.range(of: "PASS shop/normal.png")!.lowerBound)
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"shop\" name=\"cancel (highlighted, @1x)\">"))
        #expect(junit.contains("message=\"fail: cancel in shop/highlighted.png: "))
        #expect(junit.contains("<testcase classname=\"shop\" name=\"save (highlighted, @2x)\"/>"))
        // The manifest records the changed colour too: one more case, failing.
        #expect(junit.contains("<testcase classname=\"shop\" name=\"manifest.json\">"))
        #expect(junit.contains("tests=\"17\" failures=\"3\""))
        for image in ["expected", "actual", "diff"] {
            #expect(try PNGDecoder.decode(path: report + "/images/shop/highlighted.\(image).png").width == 44)
        }
    }

    /// Corner radius 8 → 8.05 changes edge pixels, all below pixelmatch's threshold 0.1 (with
    /// --threshold 0.1 it passes even with --include-aa, at --threshold 0 it fails), so it does not
    /// exercise the anti-aliasing detector. 8 → 8.2 changes edge pixels above the threshold that
    /// pixelmatch classifies as anti-aliasing: --threshold 0.1 passes, adding --include-aa fails.
    /// (From about 8.25 a few @2x pixels are no longer classified as anti-aliasing and it fails too.)
    /// With the same renderer fingerprint the default comparison is exact, and both changes fail.
    @Test func anAntiAliasingOnlyChangePassesOnlyUnderAnExplicitThreshold() throws {
        let (themes, baseline) = Self.recorded()
        _ = Self.theme(radius: "8.05", in: themes)
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).code == 1)
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--threshold", "0", "--include-aa"]).code == 1)
        let below = CLIRun(["verify", themes, "--baseline", baseline, "--threshold", "0.1", "--include-aa"])
        #expect(below.code == 0)
        #expect(below.out.contains("WITHIN TOLERANCE shop/normal@2x.png: ") && below.out.contains(" pixels differ below threshold 0.1 in button save; max Δ "))
        _ = Self.theme(radius: "8.2", in: themes)
        let strict = CLIRun(["verify", themes, "--baseline", baseline, "--threshold", "0.1", "--include-aa"])
        #expect(strict.code == 1)
        #expect(strict.out.contains("FAIL shop/normal@2x.png") && strict.out.contains("in button save"))
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--threshold", "0.1"])
        #expect(run.code == 0, "\(run.out)")
        #expect(run.out.contains(" as anti-aliasing"), "\(run.out)")
        let exact = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(exact.code == 1 && exact.out.contains("FAIL shop/normal@2x.png"))
    }

    @Test func recordRefusesOnCIUnlessForced() throws {
        let themes = Self.theme(), root = Self.tempDir(), baseline = root + "/baseline"
        for ci in ["true", "1", "yes"] {
            let run = CLIRun(["record", themes, "--baseline", baseline], environment: ["CI": ci])
            #expect(run.code == 2)
            #expect(run.err.contains("refusing to record baselines on CI"))
            #expect(!FileManager.default.fileExists(atPath: baseline))
        }
        #expect(CLIRun(["record", themes, "--baseline", baseline], environment: ["CI": "false"]).code == 0)
        try FileManager.default.removeItem(atPath: baseline)
        #expect(CLIRun(["record", themes, "--baseline", baseline], environment: ["CI": "0"]).code == 0)
        try FileManager.default.removeItem(atPath: baseline)
        let forced = CLIRun(["record", themes, "--baseline", baseline, "--force"], environment: ["CI": "true"])
        #expect(forced.code == 0)
        #expect(FileManager.default.fileExists(atPath: baseline + "/shop/normal.png"))
    }

    @Test func verifyNeverWritesIntoTheBaselineFolder() throws {
        let (themes, baseline) = Self.recorded()
        try FileManager.default.removeItem(atPath: baseline + "/shop/disabled@2x.png")
        let before = RenderCommandTests.tree(baseline)
        _ = Self.theme(saveColor: "#10d010", in: themes)
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", Self.tempDir()])
        #expect(run.code == 1)
        #expect(RenderCommandTests.tree(baseline) == before)
        let inside = CLIRun(["verify", themes, "--baseline", baseline, "--report", baseline + "/report"])
        #expect(inside.code == 2 && inside.err.contains("inside the baseline folder"))
        #expect(RenderCommandTests.tree(baseline) == before)
    }

    @Test func aMissingBaselineFailsAndRecordOnlyMissingWritesOnlyIt() throws {
        let (themes, baseline) = Self.recorded()
        try FileManager.default.removeItem(atPath: baseline + "/shop/selected.png")
        let run = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(run.code == 1)
        #expect(run.out.contains("MISSING shop/selected.png: missing baseline"))
        let normal = baseline + "/shop/normal.png"
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: normal)
        _ = Self.theme(saveColor: "#10d010", in: themes)
        let record = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(record.code == 0)
        #expect(record.out.contains("recorded 1 files (1 sheets)"))
        #expect(FileManager.default.fileExists(atPath: baseline + "/shop/selected.png"))
        #expect((try FileManager.default.attributesOfItem(atPath: normal)[.modificationDate] as? Date) == stamp)
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).code == 1) // the colour change is still caught
        let none = CLIRun(["verify", themes, "--baseline", Self.tempDir() + "/nothing", "--allow-missing"])
        #expect(none.code == 1 && none.out.contains("8 missing"))
    }

    @Test func aSizeMismatchFailsWithBothSizes() throws {
        let (themes, baseline) = Self.recorded()
        _ = Self.theme(saveSize: "[50, 20]", in: themes)
        let report = Self.tempDir()
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(run.code == 1)
        #expect(run.out.contains("SIZE-MISMATCH shop/normal.png: size differs: expected 44×38 px, actual 50×38 px"), "\(run.out)")
        // save grew: its frame has another size, so it is not compared pixel by pixel; cancel stayed as it was.
        #expect(run.out.contains("; layout changed: save resized\n"), "\(run.out)")
        let sheets = try #require(Self.json(report + "/report.json")["sheets"]?.arrayValue)
        #expect(sheets.allSatisfy { $0.objectValue?["status"] == .string("size-mismatch") })
    }

    @Test func aFingerprintMismatchIsReportedBeforePixelCounts() throws {
        let (themes, baseline) = Self.recorded()
        var fingerprint = try RendererFingerprint(jsonData: #require(FileManager.default.contents(atPath: baseline + "/fingerprint.json")))
        let pango = fingerprint.pango
        fingerprint = RendererFingerprint(cairo: fingerprint.cairo, pango: "1.0.0", harfbuzz: fingerprint.harfbuzz,
                                          freetype: fingerprint.freetype,
                                          fonts: fingerprint.fonts.map { .init(file: $0.file, sha256: $0.file == "DejaVuSans.ttf" ? String(repeating: "0", count: 64) : $0.sha256) })
        try fingerprint.jsonData().write(to: URL(fileURLWithPath: baseline + "/fingerprint.json"))
        _ = Self.theme(saveColor: "#10d010", in: themes)
        let report = Self.tempDir()
        let run = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(run.code == 1)
        let notice = try #require(run.out.range(of: "renderer fingerprint differs from the baseline's: pango 1.0.0 → \(pango); font DejaVuSans.ttf 000000000000… → "))
        let counts = try #require(run.out.range(of: "differing pixels"))
        #expect(notice.lowerBound < counts.lowerBound)
        #expect(run.out.contains("differences may come from the renderer, not the theme"))
        let json = try Self.json(report + "/report.json")
        #expect(json["fingerprint"]?.objectValue?["matchesBaseline"] == .bool(false))
        #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains("Renderer fingerprint differs"))
    }

    /// Two 10×10 images: 5 pixels changed from grey to black.
    static func imagePair() throws -> (String, String, String) {
        let d = tempDir()
        let a = [UInt8](repeating: 128, count: 400)
        var b = a
        for i in [0, 11, 22, 33, 44] { b[4 * i] = 0; b[4 * i + 1] = 0; b[4 * i + 2] = 0 }
        try PNGEncoder.encode(rgba: a, width: 10, height: 10).write(to: URL(fileURLWithPath: d + "/a.png"))
        try PNGEncoder.encode(rgba: b, width: 10, height: 10).write(to: URL(fileURLWithPath: d + "/b.png"))
        try PNGEncoder.encode(rgba: [UInt8](repeating: 128, count: 480), width: 12, height: 10).write(to: URL(fileURLWithPath: d + "/wide.png"))
        return (d + "/a.png", d + "/b.png", d)
    }

    @Test func diffExitCodesBudgetsAndDiffImage() throws {
        let (a, b, d) = try Self.imagePair()
        #expect(CLIRun(["diff", a, a]).code == 0)
        let plain = CLIRun(["diff", a, b, "-o", d + "/out/diff.png"])
        #expect(plain.code == 1)
        #expect(plain.out.hasPrefix("5 differing pixels of 100 (ratio 0.050000) at threshold 0.1; budget 0 pixels: exceeded"))
        let diff = try PNGDecoder.decode(path: d + "/out/diff.png")
        #expect(diff.width == 10 && Array(diff.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(CLIRun(["diff", a, b, "--max-diff-pixels", "5"]).code == 0)
        #expect(CLIRun(["diff", a, b, "--max-diff-pixels", "4"]).code == 1)
        #expect(CLIRun(["diff", a, b, "--max-diff-ratio", "0.05"]).code == 0)
        #expect(CLIRun(["diff", a, b, "--max-diff-ratio", "0.04"]).code == 1)
        #expect(CLIRun(["diff", a, b, "--max-diff-pixels", "10", "--max-diff-ratio", "0.01"]).code == 1)
        #expect(CLIRun(["diff", a, b, "--threshold", "1"]).code == 0)
        let json = CLIRun(["diff", a, b, "--json"])
        let object = try #require(try JSONParser.parse(json.out).objectValue)
        #expect(object["diffPixels"] == .number(5) && object["status"] == .string("fail") && object["ratio"] == .number(0.05))
        let size = CLIRun(["diff", a, d + "/wide.png"])
        #expect(size.code == 1 && size.out.contains("expected 10×10 px, actual 12×10 px"))
        #expect(CLIRun(["diff", a, d + "/nope.png"]).code == 2)
        #expect(CLIRun(["diff", a, b, "--threshold", "2"]).code == 2)
        #expect(CLIRun(["diff", a]).code == 2)
        let help = CLIRun(["diff", "--help"]).out
        #expect(help.contains("--max-diff-pixels <n>") && help.contains("--max-diff-ratio <r>") && help.contains("decides whether ONE pixel differs"))
    }
}
