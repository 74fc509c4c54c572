@testable import BezelRaster
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// `verify` compares exactly while the renderer fingerprint matches the baseline's; pixelmatch's
/// threshold applies only when asked for or when the renderer changed, and every pass with changed
/// pixels is reported as within tolerance. `diff` keeps pixelmatch's threshold and says what it did
/// not count.
@Suite struct ExactComparisonTests {
    /// The shipped Bootstrap theme copied into a scratch folder (theme, tokens, images).
    static func bootstrapCopy() throws -> String {
        let dir = RegressionCommandTests.tempDir()
        for file in ["bootstrap.json", "bootstrap.tokens.json", "images"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/themes/" + file, toPath: dir + "/" + file)
        }
        return dir
    }

    /// Replaces `old` with `new` in the file at `path`, requiring that it occurs.
    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(path) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Pixels whose RGBA bytes differ, counted here independently of the command.
    static func changedPixels(_ a: String, _ b: String) throws -> Int {
        let (x, y) = (try PNGDecoder.decode(path: a), try PNGDecoder.decode(path: b))
        #expect(x.width == y.width && x.height == y.height)
        return stride(from: 0, to: x.rgba.count, by: 4).filter { x.rgba[$0 ..< $0 + 4] != y.rgba[$0 ..< $0 + 4] }.count
    }

    static func sheets(_ report: String) throws -> [String: JSONObject] {
        let sheets = try RegressionCommandTests.json(report + "/report.json")["sheets"]?.arrayValue ?? []
        return Dictionary(uniqueKeysWithValues: sheets.compactMap(\.objectValue).map { ($0["path"]?.stringValue ?? "", $0) })
    }

    @Test func bootstrapsPrimaryColourChangeFailsByDefaultAndIsWithinToleranceAtThreshold0_1() throws {
        let dir = try Self.bootstrapCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (theme, baseline) = (dir + "/bootstrap.json", dir + "/baseline")
        let record = CLIRun(["record", theme, "--baseline", baseline, "--scale", "1", "--state", "normal,highlighted"])
        #expect(record.code == 0, "\(record.err)")
        try Self.edit(dir + "/bootstrap.tokens.json", "\"#0D6EFD\"", "\"#0B5ED7\"")

        let strict = CLIRun(["verify", theme, "--baseline", baseline, "--report", dir + "/strict"])
        #expect(strict.code == 1, "\(strict.out)\(strict.err)")
        for sheet in ["normal", "highlighted"] {
            #expect(strict.out.contains("FAIL bootstrap/\(sheet).png: "), "\(strict.out)")
        }
        #expect(strict.out.contains(" in buttons btn-outline-primary, btn-primary; max Δ "))
        #expect(strict.out.contains(": 0 passed, 2 failed, 0 missing"))
        #expect(!strict.out.contains("WITHIN TOLERANCE") && !strict.out.contains("pixelmatch"))
        let exact = try Self.sheets(dir + "/strict")
        let budget = try RegressionCommandTests.json(dir + "/strict/report.json")["budget"]?.objectValue
        #expect(budget?["comparison"] == .string("exact") && budget?["threshold"] == .null)
        // The exact count is every pixel whose RGBA differs, counted here from the report's images.
        let changed = try Self.changedPixels(dir + "/strict/images/bootstrap/normal.expected.png", dir + "/strict/images/bootstrap/normal.actual.png")
        #expect(changed > 1000)
        #expect(exact["bootstrap/normal.png"]?["diffPixels"] == .number(Double(changed)))
        #expect(exact["bootstrap/normal.png"]?["changedPixels"] == .number(Double(changed)))

        let loose = CLIRun(["verify", theme, "--baseline", baseline, "--threshold", "0.1", "--report", dir + "/loose"])
        #expect(loose.code == 0, "\(loose.out)\(loose.err)")
        #expect(loose.out.hasPrefix("comparing with pixelmatch threshold 0.1 (anti-aliased pixels not counted) instead of exactly, as --threshold asks\n"))
        #expect(loose.out.contains("WITHIN TOLERANCE bootstrap/normal.png: \(changed) pixels differ below threshold 0.1 in buttons btn-outline-primary, btn-primary; max Δ "),
                "\(loose.out)")
        #expect(loose.out.contains("WITHIN TOLERANCE bootstrap/highlighted.png: "))
        #expect(loose.out.contains(": 2 passed (2 within tolerance), 0 failed, 0 missing"))
        let tolerated = try Self.sheets(dir + "/loose")
        let normal = try #require(tolerated["bootstrap/normal.png"])
        #expect(normal["status"] == .string("pass") && normal["withinTolerance"] == .bool(true))
        #expect(normal["changedPixels"] == .number(Double(changed)) && normal["diffPixels"] == .number(0))
        let summary = try RegressionCommandTests.json(dir + "/loose/report.json")["summary"]?.objectValue
        #expect(summary?["withinTolerance"] == .number(2) && summary?["pass"] == .number(2))
        let html = try String(contentsOfFile: dir + "/loose/index.html", encoding: .utf8)
        #expect(html.contains("2 sheets passing within tolerance") && html.contains("<h2>WITHIN TOLERANCE bootstrap › btn-primary<span class=\"zoom\">"))
        // The report's diff image marks every change below the threshold orange.
        let diff = try PNGDecoder.decode(path: dir + "/loose/images/bootstrap/normal.diff.png")
        #expect(stride(from: 0, to: diff.rgba.count, by: 4).filter { Array(diff.rgba[$0 ..< $0 + 4]) == [255, 165, 0, 255] }.count == changed)
        let junit = try String(contentsOfFile: dir + "/loose/junit.xml", encoding: .utf8)
        // A case per button and sheet; the two primary buttons' cases say how many of the sheet's pixels are theirs.
        let evidence = (normal["evidence"]?.arrayValue ?? []).compactMap(\.objectValue)
        #expect(evidence.map { $0["button"]?.stringValue } == ["btn-outline-primary", "btn-primary"])
        #expect(evidence.reduce(0) { $0 + Int($1["differingPixels"]?.numberValue ?? 0) } == changed)
        let primary = Int(evidence[1]["differingPixels"]?.numberValue ?? 0)
        #expect(junit.contains("<testcase classname=\"bootstrap\" name=\"btn-primary (normal, @1x)\">\n      <properties>\n"
                               + "        <property name=\"changedPixels\" value=\"\(primary)\"/>\n        <property name=\"withinTolerance\" value=\"true\"/>"), "\(junit)")
        #expect(junit.contains("<system-out>WITHIN TOLERANCE bootstrap/normal.png: btn-primary: \(primary) pixels changed; max Δ "))
        #expect(junit.contains("failures=\"0\""))
    }

    /// The shop theme of RegressionCommandTests recorded, then its save colour moved by one unit of red.
    static func oneUnitChange() -> (themes: String, baseline: String) {
        let (themes, baseline) = RegressionCommandTests.recorded()
        _ = RegressionCommandTests.theme(saveColor: "#d11010", in: themes)
        return (themes, baseline)
    }

    @Test func aChangedMissingOrUnreadableFingerprintFallsBackToPixelmatchAndSaysSo() throws {
        let (themes, baseline) = Self.oneUnitChange()
        defer { try? FileManager.default.removeItem(atPath: themes); try? FileManager.default.removeItem(atPath: (baseline as NSString).deletingLastPathComponent) }
        let same = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(same.code == 1 && same.out.contains("FAIL shop/normal.png: ") && same.out.contains("in button save"), "\(same.out)")

        let file = baseline + "/fingerprint.json"
        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        let pango = RendererFingerprint.current().pango
        try Self.edit(file, "\"pango\" : \"\(pango)\"", "\"pango\" : \"0.0.1\"")
        let changed = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(changed.code == 0, "\(changed.out)")
        let line = "renderer fingerprint differs from the baseline's: comparing with pixelmatch threshold 0.05 (anti-aliased pixels not counted) instead of exactly\n"
        let said = try #require(changed.out.range(of: line))
        let tolerated = try #require(changed.out.range(of: "WITHIN TOLERANCE shop/normal.png: "))
        #expect(said.lowerBound < tolerated.lowerBound)
        #expect(changed.out.contains("pango 0.0.1 → \(pango)"))
        #expect(changed.out.contains(": 8 passed (8 within tolerance), 0 failed"))

        try "{ not json".write(toFile: file, atomically: true, encoding: .utf8)
        let unreadable = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(unreadable.code == 0 && unreadable.out.contains("\(file) cannot be read: comparing with pixelmatch threshold 0.05"), "\(unreadable.out)")
        try FileManager.default.removeItem(atPath: file)
        let missing = CLIRun(["verify", themes, "--baseline", baseline, "--include-aa"])
        #expect(missing.out.contains("the baseline has no fingerprint.json: comparing with pixelmatch threshold 0.05 (anti-aliased pixels counted) instead of exactly"))
        #expect(missing.code == 0)
        try recorded.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).code == 1)
    }

    @Test func anExactPixelBudgetPassesWithinToleranceAndIncludeAAAloneStaysExact() throws {
        let (themes, baseline) = Self.oneUnitChange()
        defer { try? FileManager.default.removeItem(atPath: themes); try? FileManager.default.removeItem(atPath: (baseline as NSString).deletingLastPathComponent) }
        let report = RegressionCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: report) }
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report]).code == 1)
        let counts = try Self.sheets(report).mapValues { Int($0["diffPixels"]?.numberValue ?? -1) }
        let (small, large) = (try #require(counts["shop/normal.png"]), try #require(counts.values.max()))
        #expect(small > 0 && large > small)
        let within = CLIRun(["verify", themes, "--baseline", baseline, "--max-diff-pixels", String(large)])
        #expect(within.code == 0)
        #expect(within.out.contains("WITHIN TOLERANCE shop/normal.png: \(small) pixels differ, within budget \(large) pixels in button save; max Δ "), "\(within.out)")
        #expect(within.out.contains("8 passed (8 within tolerance)"))
        let over = CLIRun(["verify", themes, "--baseline", baseline, "--max-diff-pixels", String(large - 1)])
        #expect(over.code == 1 && over.out.contains("differing pixels (ratio") && over.out.contains(" 0 failed") == false)
        let aa = CLIRun(["verify", themes, "--baseline", baseline, "--include-aa"])
        #expect(aa.code == 1)
        #expect(aa.out.hasPrefix("note: --include-aa changes nothing here: the renderer fingerprint matches, so sheets are compared exactly"))
    }

    @Test func diffSaysHowManyPixelsDifferBelowTheThreshold() throws {
        let d = RegressionCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let a = [UInt8](repeating: 128, count: 400)
        var b = a
        for i in [3, 50, 99] { b[4 * i + 2] = 129 } // one unit of blue in three pixels
        try PNGEncoder.encode(rgba: a, width: 10, height: 10).write(to: URL(fileURLWithPath: d + "/a.png"))
        try PNGEncoder.encode(rgba: b, width: 10, height: 10).write(to: URL(fileURLWithPath: d + "/b.png"))
        let run = CLIRun(["diff", d + "/a.png", d + "/b.png"])
        #expect(run.code == 0)
        #expect(run.out == "0 differing pixels of 100 (ratio 0.000000) at threshold 0.1; budget 0 pixels: within\n"
                + "3 pixels differ below the threshold (not counted; 3 of 100 pixels differ in all)\n")
        let json = try #require(try JSONParser.parse(CLIRun(["diff", d + "/a.png", d + "/b.png", "--json"]).out).objectValue)
        #expect(json["changedPixels"] == .number(3) && json["belowThresholdPixels"] == .number(3) && json["diffPixels"] == .number(0))
        #expect(CLIRun(["diff", d + "/a.png", d + "/b.png", "--threshold", "0"]).code == 1)
        #expect(CLIRun(["diff", d + "/a.png", d + "/a.png"]).out == "0 differing pixels of 100 (ratio 0.000000) at threshold 0.1; budget 0 pixels: within\n")
    }

    @Test func helpStatesEachCommandsThresholdDefault() {
        let verify = CLIRun(["verify", "--help"]).out
        let line = verify.split(separator: "\n").first { $0.contains("--threshold <t>") }
        #expect(line?.contains("(default: exact when the renderer fingerprint matches the baseline's, else 0.1)") == true)
        #expect(line?.contains("(default: 0.1)") == false)
        #expect(VerifyCommand.spec.options.first { $0.name == .threshold }?.defaultValue == nil)
        #expect(DiffCommand.spec.options.first { $0.name == .threshold }?.defaultValue == "0.1")
        #expect(CLIRun(["diff", "--help"]).out.contains("smaller is stricter. (default: 0.1)"))
    }
}
