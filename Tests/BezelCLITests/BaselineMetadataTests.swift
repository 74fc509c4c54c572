import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// A baseline's `render-options.json` and `fingerprint.json` are read only when they are regular
/// files of at most 1 MiB holding what they must; baseline sheets only when they are regular files
/// within the pixel limit.
@Suite struct BaselineMetadataTests {
    /// A recorded baseline (removed by `cleanUp`).
    static func recorded() -> (themes: String, baseline: String) { RegressionCommandTests.recorded() }

    static func cleanUp(_ themes: String, _ baseline: String) {
        try? FileManager.default.removeItem(atPath: themes)
        try? FileManager.default.removeItem(atPath: (baseline as NSString).deletingLastPathComponent)
    }

    /// Replaces `path` with a folder, a symlink to /dev/zero, or an oversized file.
    enum Garbage: String, CaseIterable { case folder, devZero, huge }

    static func replace(_ path: String, with garbage: Garbage) throws {
        try FileManager.default.removeItem(atPath: path)
        switch garbage {
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .devZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .huge: try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: path))
        }
    }

    static func reason(_ garbage: Garbage) -> String {
        switch garbage {
        case .folder: "is a folder, not a regular file"
        case .devZero: "is a character device, not a regular file"
        case .huge: "is 1048577 bytes, over the limit of 1048576 bytes"
        }
    }

    /// The issue's reproduction: a folder or /dev/zero as render-options.json used to pass verify.
    @Test(arguments: Garbage.allCases) func garbageRenderOptionsStopVerifyAndRecordOnlyMissing(_ garbage: Garbage) throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        let file = baseline + "/render-options.json"
        try Self.replace(file, with: garbage)
        let expected = "\(file): cannot be read as the options the baseline was recorded with: \(Self.reason(garbage)); re-record the baseline\n"
        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(verify.code == 2 && verify.err == expected, "\(verify.err)")
        #expect(!verify.out.contains("verified"))
        let record = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(record.code == 2 && record.err == expected, "\(record.err)")
    }

    @Test func renderOptionsWithAnUnknownKeyAreRefusedAndASymlinkToARealFileIsRead() throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        let file = baseline + "/render-options.json"
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        try Data(#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false, "dpi": 72 }"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(verify.code == 2 && verify.err.contains(#"render-options.json: cannot be read as the options the baseline was recorded with: "dpi": is not a sheet option"#), "\(verify.err)")
        try good.write(to: URL(fileURLWithPath: baseline + "/options-copy.json"))
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "options-copy.json")
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).code == 0)
    }

    /// A fingerprint.json that cannot be used does not change what passes (pixels are still compared
    /// exactly), but it is never silent: a warning naming the file on stderr, and the report says so.
    @Test(arguments: Garbage.allCases) func garbageFingerprintWarnsAndTheReportSaysSo(_ garbage: Garbage) throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        let file = baseline + "/fingerprint.json"
        try Self.replace(file, with: garbage)
        let report = RegressionCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let verify = CLIRun(["verify", themes, "--baseline", baseline, "--report", report])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
        #expect(verify.err == "warning: \(file): \(Self.reason(garbage)); the renderer cannot be compared with the baseline's "
                + "(re-record the baseline to write a new fingerprint.json)\n")
        let json = try RegressionCommandTests.json(report + "/report.json")["fingerprint"]?.objectValue
        #expect(json?["matchesBaseline"] == .bool(false))
        #expect(json?["differences"] == .array([.string("unusable fingerprint.json: \(Self.reason(garbage))")]))
        let record = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(record.code == 0 && record.err.hasPrefix("warning: \(file): \(Self.reason(garbage)); it is kept as it is."), "\(record.err)")
    }

    @Test(arguments: [
        ("{}", #"is not a renderer fingerprint (key "cairo" is missing)"#),
        ("[1", "is not a renderer fingerprint (not valid JSON)"),
        (#"{"cairo":1}"#, "is not a renderer fingerprint (cairo has the wrong type)"),
    ]) func aFingerprintThatIsNotOneIsNamed(_ text: String, _ reason: String) throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: baseline + "/fingerprint.json"))
        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(verify.code == 0 && verify.err.hasPrefix("warning: \(baseline)/fingerprint.json: \(reason); "), "\(verify.err)")
    }

    @Test func aFingerprintThatDoesNotHoldTogetherIsNamed() throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        let file = baseline + "/fingerprint.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let tampered = text.replacingOccurrences(of: #""fontsSHA256" : ""#, with: #""fontsSHA256" : "0"#)
        #expect(tampered != text)
        try Data(tampered.utf8).write(to: URL(fileURLWithPath: file))
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).err.hasPrefix("warning: \(file): fontsSHA256 is not the hash of its fonts list; "))
        try Data(text.replacingOccurrences(of: #""pango" : ""#, with: #""pango" : "\u001b[31m"#).utf8).write(to: URL(fileURLWithPath: file))
        #expect(CLIRun(["verify", themes, "--baseline", baseline]).err.hasPrefix("warning: \(file): holds control characters; "))
    }

    /// A baseline sheet that is a folder, or a bomb over the pixel limit, stops verify (exit 2).
    @Test func anUnusableBaselineSheetIsBadInput() throws {
        let (themes, baseline) = Self.recorded()
        defer { Self.cleanUp(themes, baseline) }
        let sheet = baseline + "/shop/normal.png"
        try Self.replace(sheet, with: .folder)
        let folder = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(folder.code == 2 && folder.err == "\(sheet): is a folder, not a regular file\n", "\(folder.err)")
        try FileManager.default.removeItem(atPath: sheet)
        try FileManager.default.copyItem(atPath: PNGInputTests.encodings + "/bomb.png", toPath: sheet)
        let bomb = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(bomb.code == 2 && bomb.err == "\(sheet) is 16384 × 16384 pixels, over the limit of 67108864 pixels; --max-pixels raises it\n", "\(bomb.err)")
    }
}
