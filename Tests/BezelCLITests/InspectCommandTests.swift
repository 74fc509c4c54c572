import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

@Suite struct InspectCommandTests {
    let theme = "\(fixtures)/good/tokens-and-modes.json"

    @Test func jsonIsOneObjectWithResolvedValues() throws {
        let run = CLIRun(["inspect", theme, "--button", "primary", "--state", "selected+highlighted", "--json"])
        #expect(run.code == 0, "stderr: \(run.err)")
        let json = try JSONParser.parse(run.out)
        let state = json.objectValue?["states"]?.objectValue?["highlighted+selected"]?.objectValue
        // selected+highlighted falls back to normal (no partial fallback).
        #expect(state?["backgroundColor"]?.stringValue == "#0D6EFDFF")
        #expect(state?["titleColor"]?.stringValue == "#FFFFFFFF")
        #expect(state?["cornerRadius"]?.numberValue == 6)
        #expect(state?["bounds"]?.arrayValue?.count == 4)
    }

    @Test func derivedColoursAndModes() throws {
        let run = CLIRun(["inspect", theme, "--button", "primary", "--state", "highlighted", "--json"])
        let state = try JSONParser.parse(run.out).objectValue?["states"]?.objectValue?["highlighted"]?.objectValue
        #expect(state?["backgroundColor"]?.stringValue == "#0B5ED7FF") // shade 0.15 of #0d6efd
        let dark = CLIRun(["inspect", theme, "--button", "primary", "--state", "disabled", "--mode", "dark", "--json"])
        let d = try JSONParser.parse(dark.out).objectValue?["states"]?.objectValue?["disabled"]?.objectValue
        #expect(d?["backgroundColor"]?.stringValue == "#6EA8FEA6") // opacity 0.65 of #6ea8fe: 255 × 0.65 = 165.75 → 166
    }

    @Test func appearanceTypeSectionApplies() throws {
        let run = CLIRun(["inspect", theme, "--button", "link", "--state", "normal", "--json"])
        let state = try JSONParser.parse(run.out).objectValue?["states"]?.objectValue?["normal"]?.objectValue
        #expect(state?["font"]?.objectValue?["size"]?.numberValue == 16)
        #expect(state?["titleColor"]?.stringValue == "#007AFFFF")
    }

    @Test func explainNamesWhereEachValueComesFrom() throws {
        let run = CLIRun(["inspect", theme, "--button", "primary", "--state", "highlighted", "--explain", "--json"])
        #expect(run.code == 0, "stderr: \(run.err)")
        let sources = try JSONParser.parse(run.out).objectValue?["states"]?.objectValue?["highlighted"]?.objectValue?["sources"]?.objectValue
        #expect(sources?["backgroundColor"]?.stringValue == "buttons.primary.backgroundColor.highlighted")
        #expect(sources?["cornerRadius"]?.stringValue == "appearance.cornerRadius")
        #expect(sources?["font"]?.stringValue == "default")
        let text = CLIRun(["inspect", theme, "--button", "primary", "--state", "highlighted", "--explain"])
        #expect(text.out.contains("  from:\n") && text.out.contains("cornerRadius        ← appearance.cornerRadius\n"), "\(text.out)")
        // Without --explain there is no sources object.
        let plain = CLIRun(["inspect", theme, "--button", "primary", "--state", "highlighted", "--json"])
        #expect(!plain.out.contains("sources"))
    }

    /// An empty button is one empty line of its label's font tall, plus 6 pt above and below,
    /// measured by the real text measurer (which measures an empty text as zero): 30 × 34 for a
    /// custom button (18 pt: a 21.48-pt line), as iOS's `sizeToFit` gives.
    @Test func anEmptyButtonIsOneLineTall() throws {
        let dir = NSTemporaryDirectory() + "bezel-empty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(##"{ "buttons": { "custom": { }, "system": { "type": "system" } } }"##.utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        for (button, size) in [("custom", [30.0, 34]), ("system", [30, 30])] {
            let run = CLIRun(["inspect", dir + "/t.json", "--button", button, "--state", "normal", "--json"])
            let state = try JSONParser.parse(run.out).objectValue?["states"]?.objectValue?["normal"]?.objectValue
            #expect(state?["intrinsicSize"]?.arrayValue?.compactMap(\.numberValue) == size, "\(button)")
        }
    }

    /// An 18-pt custom `登录` as iOS records it: the button 183 × 34, the label 36 × 21.5 at y 6.5
    /// (@2x); the same button is 36 × 34 without a size. Measured with the real fonts.
    @Test func aCJKTitleAtTwoXIsLaidOutAsOnIOS() throws {
        let dir = NSTemporaryDirectory() + "bezel-cjk-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(##"{ "buttons": { "login": { "size": [183, 34], "title": "登录" }, "fit": { "title": "登录" } } }"##.utf8)
            .write(to: URL(fileURLWithPath: dir + "/t.json"))
        func state(_ button: String, _ scale: String) throws -> JSONObject? {
            let run = CLIRun(["inspect", dir + "/t.json", "--button", button, "--state", "normal", "--scale", scale, "--json"])
            #expect(run.code == 0, "\(run.err)")
            return try JSONParser.parse(run.out).objectValue?["states"]?.objectValue?["normal"]?.objectValue
        }
        #expect(try state("login", "2")?["titleRect"]?.arrayValue?.compactMap(\.numberValue) == [73.5, 6.5, 36, 21.5])
        #expect(try state("login", "1")?["titleRect"]?.arrayValue?.compactMap(\.numberValue) == [74, 6, 36, 22])
        #expect(try state("fit", "2")?["intrinsicSize"]?.arrayValue?.compactMap(\.numberValue) == [36, 34])
        #expect(CLIRun(["inspect", dir + "/t.json", "--button", "fit", "--scale", "0"]).code == 2)
    }

    @Test func unknownButtonSuggests() {
        let run = CLIRun(["inspect", theme, "--button", "primry"])
        #expect(run.code == 2)
        #expect(run.err.contains("did you mean 'primary'"))
    }

    @Test func badStateIsUsageError() {
        let run = CLIRun(["inspect", theme, "--button", "primary", "--state", "pressed"])
        #expect(run.code == 2)
    }
}

/// `bezel inspect` prints the rects of every button in every shipped sample.
@Suite struct InspectSamplesTests {
    static let samples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }()

    @Test func thereAreSamples() { #expect(Self.samples.count >= 18) }

    @Test(arguments: samples)
    func everyButtonHasRects(_ file: String) throws {
        let theme = ThemeValidator.validate(file).themes.first
        let buttons = try #require(theme?.buttons, "\(file) does not validate")
        for button in buttons {
            let run = CLIRun(["inspect", file, "--button", button.name, "--json"])
            #expect(run.code == 0, "\(run.err)")
            let states = try JSONParser.parse(run.out).objectValue?["states"]?.objectValue
            for (_, s) in states?.entries ?? [] {
                let o = s.objectValue
                #expect(o?["bounds"]?.arrayValue?.count == 4)
                #expect(o?["contentRect"]?.arrayValue?.count == 4)
                #expect(o?["intrinsicSize"]?.arrayValue?.count == 2)
                if o?["title"] != .null { #expect(o?["titleRect"]?.arrayValue?.count == 4, "\(file) \(button.name)") }
            }
        }
    }
}
