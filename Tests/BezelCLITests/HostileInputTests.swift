import BezelCore
import Foundation
import Testing

/// Small hostile themes that used to crash `render` or pass `validate` and then fail `render`:
/// each is refused by both with exit 2, naming the file and the JSON path, and nothing is written.
@Suite struct HostileInputTests {
    /// Writes `json` as a theme in a scratch folder and returns (theme path, output folder).
    static func theme(_ json: String) throws -> (file: String, out: String) {
        let dir = NSTemporaryDirectory() + "bezel-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        return (dir + "/t.json", dir + "/out")
    }

    static let cases: [(json: String, path: String, message: String)] = [
        (#"{ "buttons": { "a": { "title": "Hi", "size": [0, 0] } } }"#, "buttons.a.size[0]", "0 is out of range 1…10000"),
        (#"{ "scales": [1], "buttons": { "a": { "title": "", "size": [0.3, 0.3] } } }"#, "buttons.a.size[0]", "0.3 is out of range 1…10000"),
        (#"{ "buttons": { "a": { "title": "x", "tintColor": {"shade": 0.3} } } }"#, "buttons.a.tintColor.normal", "needs \"of\""),
        (#"{ "states": [], "buttons": { "a": { "title": "x" } } }"#, "states", "an empty list of states renders nothing"),
        (#"{ "buttons": { "a": { "title": "x", "states": [] } } }"#, "buttons.a.states", "an empty list of states renders nothing"),
        (#"{ "buttons": {} }"#, "buttons", "the theme has no buttons"),
        (#"{ "buttons": { "a": { "title": ""# + String(repeating: "W", count: 1_001) + #"" } } }"#, "buttons.a.title.normal",
         "text of 1001 characters is longer than the limit of 1000"),
        (#"{ "buttons": { "a": { "attributedTitle": [""# + String(repeating: "é", count: 1_001) + #""] } } }"#,
         "buttons.a.attributedTitle.normal[0]", "longer than the limit of 1000"),
    ]

    @Test(arguments: cases.indices)
    func refusedByValidateAndRenderAlike(_ index: Int) throws {
        let c = Self.cases[index]
        let (file, out) = try Self.theme(c.json)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let validate = CLIRun(["validate", file])
        let render = CLIRun(["render", file, "-o", out, "--format", "png,xcassets,android"])
        for run in [validate, render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(file): \(c.path): "), "\(run.err)")
            #expect(run.err.contains(c.message), "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out), "render wrote \(out)")
    }

    /// A button whose intrinsic size is under a point (an image-only button with a tiny image): at
    /// @3x its frame is 0.3 pt ceil'd to the pixel grid, 0.333 pt (at @1x it would be 1 × 1 pt).
    @Test func aButtonUnderOnePointIsRefusedBeforeDrawing() throws {
        let (file, out) = try Self.theme(#"{ "scales": [3], "buttons": { "dot": { "image": { "src": "dot.svg", "size": [0.3, 0.3] } } } }"#)
        let dir = (file as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/dot.svg"))
        for run in [CLIRun(["validate", file]), CLIRun(["render", file, "-o", out, "--format", "png,xcassets"])] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(file): buttons.dot: the button is 0.3 × 0.3 pt at @3x: it needs at least 1 × 1 pt"), "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aVeryLongTitleAtTheLimitRendersAndSaysItIsTruncated() throws {
        let title = String(repeating: "W", count: 1_000)
        let (file, out) = try Self.theme(#"{ "scales": [1], "buttons": { "a": { "title": "\#(title)", "font": { "size": 1000 }, "size": [100, 44] } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let render = CLIRun(["render", file, "-o", out])
        #expect(render.code == 0, "\(render.err)")
        #expect(render.err.contains("buttons.a.title: warning: states normal, highlighted, disabled, selected: title truncated: it needs "))
    }
}

/// Titles that do not fit are never shortened without a word.
@Suite struct TitleFitTests {
    @Test func validateAndRenderSayWhichTitleIsTruncatedAndStrictMakesItAnError() throws {
        let (file, out) = try HostileInputTests.theme(
            #"{ "scales": [1], "locales": ["de"], "buttons": { "ok": { "title": "OK", "size": [80, 30] }, "#
            + #""save": { "title": "Save", "localizations": { "de": { "title": "Speichern und schließen" } }, "size": [80, 30] } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let validate = CLIRun(["validate", file])
        #expect(validate.code == 0)
        let line = "\(file): buttons.save.title: warning: states normal, highlighted, disabled, selected, locale de: title truncated: it needs "
        #expect(validate.err.contains(line), "\(validate.err)")
        #expect(validate.err.components(separatedBy: "\n").filter { $0.contains("title truncated") }.count == 1)
        #expect(!validate.err.contains("buttons.ok"))
        let strict = CLIRun(["validate", file, "--strict"])
        #expect(strict.code == 2)
        #expect(strict.err.contains("\(file): buttons.save.title: states normal"))
        // render runs the same check and says it in the same words, once, also when nothing is rendered again.
        for _ in 0..<2 {
            let render = CLIRun(["render", file, "-o", out])
            #expect(render.code == 0)
            #expect(render.err.components(separatedBy: "\n").filter { $0.contains("title truncated") }.count == 1, "\(render.err)")
            #expect(render.err.contains(line), "\(render.err)")
        }
    }

    @Test func theShippedThemesTruncateNoTitle() throws {
        let run = CLIRun(["validate", repositoryRoot + "/themes"])
        #expect(run.code == 0)
        #expect(!run.err.contains("title"), "\(run.err)")
    }
}

/// Output folders named by one relative component (`-o out`): the toolchain's Foundation traps on
/// `NSString.deletingLastPathComponent` of such a path, so Bezel must never call it.
@Suite struct RelativeOutputTests {
    @Test func renderIntoAOneWordFolderInTheWorkingDirectory() throws {
        let (file, _) = try HostileInputTests.theme(#"{ "scales": [1], "buttons": { "a": { "title": "A", "size": [40, 20] } } }"#)
        let dir = (file as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path
        try #require(FileManager.default.isExecutableFile(atPath: bin), "bezel executable not found at \(bin)")
        for out in ["o", "out"] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bin)
            p.arguments = ["render", "t.json", "-o", out, "-q"]
            p.currentDirectoryURL = URL(fileURLWithPath: dir)
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationReason == .exit && p.terminationStatus == 0, "-o \(out)")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(out)/t/normal.png"), "-o \(out)")
        }
    }
}

/// Found by the fuzz test (seed 7, 8 of 10,000 inputs): a name of one character with 500 combining
/// marks is short in characters but 1,001 bytes, longer than a file name may be.
@Suite struct LongNameTests {
    @Test func aNameIsLimitedInBytesNotCharacters() throws {
        let name = "e" + String(repeating: "\u{0301}", count: 500)
        let (file, out) = try HostileInputTests.theme(#"{ "name": "\#(name)", "buttons": { "a": { "title": "x" } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        for run in [CLIRun(["validate", file]), CLIRun(["render", file, "-o", out])] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(file): name: unsafe theme name"), "\(run.err.prefix(300))")
            #expect(run.err.contains("names are 1 to 150 characters from A-Z, a-z, 0-9, '-' and '_'"))
            // The name is shown cut to 40 characters; the suggestion drops the accents.
            #expect(run.err.contains("…'") && run.err.contains("(try 'e')") && run.err.utf8.count - file.utf8.count < 400, "\(run.err.utf8.count)")  // the message beside the file's path, whatever TMPDIR is
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
