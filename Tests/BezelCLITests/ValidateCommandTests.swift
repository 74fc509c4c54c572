import BezelCore
import Foundation
import Testing
@testable import BezelCLI

/// Broken themes: each gives exit 2 and names the file and the JSON path (docs/cli.md, docs/format.md).
@Suite struct ValidateCommandTests {
    /// (fixture, JSON path or position the error must name, part of the message)
    static let broken: [(String, String, String)] = [
        ("syntax-missing-comma", "syntax-missing-comma.json:1:38:", "expected ',' or '}'"),
        ("syntax-unterminated", "syntax-unterminated.json:", "unterminated string"),
        ("syntax-empty", "syntax-empty.json:", "empty"),
        ("not-an-object", "not-an-object.json:", "must be a JSON object"),
        ("unknown-theme-key", ": buton:", "did you mean 'buttons'"),
        ("unknown-button-key", ": buttons.submit.titel:", "did you mean 'title'"),
        ("misspelt-state", ": buttons.submit.titleColor.hilighted:", "did you mean 'highlighted'"),
        ("bad-hex-colour", ": buttons.submit.backgroundColor.normal:", "#12345"),
        ("bad-colour-name", ": buttons.submit.backgroundColor.normal:", "systemBlue"),
        ("bad-rgb", ": buttons.submit.titleColor.normal:", "300"),
        ("dangling-reference", ": buttons.submit.backgroundColor:", "{color.brnd} names no token (did you mean {color.brand}?)"),
        ("token-cycle", ": buttons.submit.backgroundColor:", "token reference cycle: {a} (tokens.a.$value) → {b} (tokens.b.$value) → {a}"),
        ("extends-cycle-a", "extends", "extends cycle"),
        ("unsafe-button-name", ": buttons.../evil:", "unsafe button name"),
        ("unsafe-theme-name", ": name:", "unsafe theme name"),
        ("space-in-button-name", ": buttons.Play Now:", "unsafe button name 'Play Now': names are 1 to 150 characters from A-Z, a-z, 0-9, '-' and '_', not starting with '-' (try 'Play-Now')"),
        ("path-escape", ": buttons.submit.image.normal:", "(pass --allow-outside-paths to permit it)"),
        ("absolute-path", ": buttons.submit.image.normal:", "absolute path"),
        ("missing-image", ": buttons.submit.image.normal:", "not found"),
        ("corrupt-image", ": buttons.submit.image.normal:", "not a valid PNG"),
        ("huge-size", ": buttons.submit.size[0]:", "out of range"),
        ("bad-type", ": buttons.submit.type:", "did you mean 'system'"),
        ("wrong-kind", ": buttons.submit.cornerRadius.normal:", "capsule"),
        ("bad-derived", ": buttons.submit.backgroundColor.highlighted.shade:", "out of range"),
        ("derived-without-base", ": buttons.submit.backgroundColor.highlighted:", "needs a base"),
        ("duplicate-key", "duplicate-key.json:1:25:", "duplicate key \"a\""),
        ("duplicate-state", ": buttons.a.title.highlighted+selected:", "same as"),
        ("bad-insets", ": buttons.a.contentEdgeInsets:", "[top, left, bottom, right]"),
        ("bad-alignment", ": buttons.a.contentHorizontalAlignment:", "did you mean 'center'"),
        ("missing-token-file", ": tokens:", "cannot load token file"),
        ("bad-scale", ": scales[1]:", "out of range"),
        ("unknown-mode-key", ": modes.dark.tintColour:", "did you mean 'tintColor'"),
        ("bad-appearance", ": appearance.titleColor.normal:", "notacolour"),
        ("deep-nesting", "deep-nesting.json:1:", "nesting deeper"),
    ]

    @Test(arguments: broken)
    func brokenThemeFailsWithPath(_ fixture: String, _ path: String, _ message: String) {
        let file = "\(fixtures)/broken/\(fixture).json"
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        let line = run.err.split(separator: "\n").first { $0.contains(path) && $0.contains(message) }
        #expect(line != nil, "stderr was: \(run.err)")
        #expect(run.err.contains("\(fixture).json"))
    }

    @Test func everyErrorIsReportedNotOnlyTheFirst() {
        let run = CLIRun(["validate", "\(fixtures)/broken/bad-hex-colour.json", "\(fixtures)/broken/bad-type.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("bad-hex-colour.json: buttons.submit.backgroundColor.normal"))
        #expect(run.err.contains("bad-type.json: buttons.submit.type"))
    }

    @Test func appearanceErrorsAreReportedOnceAtTheAppearance() {
        let run = CLIRun(["validate", "\(fixtures)/broken/bad-appearance.json"])
        #expect(run.err.components(separatedBy: "notacolour").count == 2, "stderr was: \(run.err)")
        #expect(!run.err.contains("buttons.a.titleColor"))
    }

    @Test func goodThemesPass() {
        let run = CLIRun(["validate", "\(fixtures)/good"])
        #expect(run.code == 0, "stderr was: \(run.err)")
        #expect(run.out.contains("tokens-and-modes.json: ok (2 buttons, modes: dark)"))
        #expect(run.err.isEmpty)
    }

    @Test func missingInputIsBadInput() {
        let run = CLIRun(["validate", "\(fixtures)/nope.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("nope.json: no such file or folder"))
    }
}

@Suite struct CommandLineTests {
    @Test func helpOnEveryCommand() {
        #expect(BezelCommand.commands.count >= 8)
        for command in BezelCommand.commands.map(\.spec.name) {
            let run = CLIRun([command, "--help"])
            #expect(run.code == 0)
            #expect(run.out.contains("USAGE: bezel \(command)"))
        }
        #expect(CLIRun(["--help"]).out.contains("COMMANDS:"))
    }

    @Test func unknownOptionSuggests() {
        let run = CLIRun(["inspect", "x.json", "--buton", "a"])
        #expect(run.code == 2)
        #expect(run.err.contains("Unknown option '--buton'. Did you mean '--button'?"))
    }

    @Test func unknownCommandSuggests() {
        let run = CLIRun(["valdate"])
        #expect(run.code == 2)
        #expect(run.err.contains("Did you mean 'validate'?"))
    }

    @Test func missingArgument() {
        let run = CLIRun(["validate"])
        #expect(run.code == 2)
        #expect(run.err.contains("Missing expected argument '<theme.json | folder>...'"))
    }
}

@Suite struct ContrastCheckTests {
    let file = "\(fixtures)/contrast/low.json"

    @Test func lowContrastIsAWarning() {
        let run = CLIRun(["validate", file, "--contrast"])
        #expect(run.code == 0)
        #expect(run.err.contains("low.json: buttons.link.normal: warning: contrast 4.02:1 of title #007AFFFF on #FFFFFFFF is below 4.5:1"))
        #expect(!run.err.contains("buttons.link.disabled")) // disabled states are exempt
        #expect(!run.err.contains("buttons.rich")) // judged on the run's own colours: white on black
    }

    @Test func strictMakesItAnError() {
        let run = CLIRun(["validate", file, "--contrast", "--strict"])
        #expect(run.code == 2)
    }
}

/// `validate --contrast` judges a title against the pixels drawn under it, and prints the title
/// colour as drawn (its state alpha applied).
@Suite struct ContrastOverPixelsTests {
    static func theme(_ json: String, files: [String: String] = [:]) throws -> String {
        let dir = NSTemporaryDirectory() + "bezel-contrast-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        return dir + "/t.json"
    }

    /// A white title over a #777777 background image: 4.48:1, measured on the image's pixels
    /// (colours alone cannot say: the background colour is white).
    @Test func aTitleOverABackgroundImageIsJudgedOnItsPixels() throws {
        let grey = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#777777"/></svg>"##
        let file = try Self.theme(##"{ "scales": [1], "buttons": { "b": { "size": [120, 40], "title": "Play", "font": { "size": 15 }, "titleColor": "#ffffff", "backgroundColor": "#ffffff", "backgroundImage": "grey.svg" } } }"##,
                                  files: ["grey.svg": grey])
        let run = CLIRun(["validate", file, "--contrast"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("t.json: buttons.b.normal: warning: contrast 4.48:1 of title #FFFFFFFF on #777777FF is below 4.5:1"), "\(run.err)")
    }

    /// The lightest part under the glyphs decides: a light band across the top half of a dark image.
    @Test func theLightestPixelUnderTheGlyphsDecides() throws {
        let banded = ##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#000000"/><rect width="120" height="20" fill="#cccccc"/></svg>"##
        let file = try Self.theme(##"{ "scales": [1], "buttons": { "b": { "size": [120, 40], "title": "Play", "font": { "size": 15 }, "titleColor": "#ffffff", "backgroundImage": "banded.svg" } } }"##,
                                  files: ["banded.svg": banded])
        let run = CLIRun(["validate", file, "--contrast"])
        #expect(run.err.contains("of title #FFFFFFFF on #CCCCCCFF is below 4.5:1"), "\(run.err)")
    }

    /// A system button's pressed title is drawn at alpha 0.2: the message says so, with the colour
    /// it comes out as, so one colour no longer appears with two ratios.
    @Test func theTitleIsJudgedAsDrawnAfterItsStateFade() throws {
        let file = try Self.theme(##"{ "scales": [1], "states": ["normal", "highlighted"], "buttons": { "b": { "type": "system", "title": "More", "backgroundColor": "#ffffff" } } }"##)
        let run = CLIRun(["validate", file, "--contrast"])
        #expect(run.err.contains("buttons.b.normal: warning: contrast 4.02:1 of title #007AFFFF on #FFFFFFFF is below 4.5:1"), "\(run.err)")
        #expect(run.err.contains("buttons.b.highlighted: warning: contrast 1.30:1 of title #007AFF33 (drawn as #CCE4FFFF) on #FFFFFFFF is below 4.5:1"), "\(run.err)")
    }
}

@Suite struct ShippedThemesContrastTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The shipped themes pass `--contrast --strict`, or say in the theme why a pair is exempt.
    @Test func shippedThemesPassStrictContrast() {
        let run = CLIRun(["validate", Self.root + "/themes", "--contrast", "--strict"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("bootstrap.json: ok (16 buttons, 3 exempt from the contrast check)"))
    }

    @Test func anEmptyExemptionIsAnError() {
        let run = CLIRun(["validate", "\(fixtures)/contrast/low.json"])
        #expect(run.code == 0)
        let dir = NSTemporaryDirectory() + "bezel-exempt-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try! Data(#"{ "buttons": { "a": { "title": "x", "contrastExemption": " " } } }"#.utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        let bad = CLIRun(["validate", dir + "/t.json"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("t.json: buttons.a.contrastExemption: say why"))
    }
}

/// Gaps the user trials found in `validate`'s messages: another toolkit's state name, a wrong key
/// in a value object, cap insets larger than the image (error) or the button (warning).
@Suite struct TrialMessageTests {
    @Test func pressedIsToldItsUIKitNameAndAWrongFontKeyListsTheKeys() throws {
        let file = try ContrastOverPixelsTests.theme(##"{ "buttons": { "a": { "titleColor": { "pressed": "red" }, "font": { "src": "x.ttf" } } } }"##)
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        #expect(run.err.contains("t.json: buttons.a.titleColor.pressed: unknown state 'pressed' (UIKit calls it 'highlighted')"), "\(run.err)")
        #expect(run.err.contains("t.json: buttons.a.font.src: unknown font key 'src'; font keys are family, file, italic, letterSpacing, lineHeight, size, textStyle, weight"), "\(run.err)")
    }

    @Test func capInsetsLargerThanTheImageAreAnErrorAndThanTheButtonAWarning() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#0088ff"/></svg>"##
        let tooBig = try ContrastOverPixelsTests.theme(##"{ "buttons": { "a": { "size": [100, 40], "backgroundImage": { "src": "w.svg", "capInsets": [8, 40, 8, 40] } } } }"##, files: ["w.svg": svg])
        let error = CLIRun(["validate", tooBig])
        #expect(error.code == 2)
        #expect(error.err.contains("buttons.a.backgroundImage.normal.capInsets: cap insets (left 40 + right 40, top 8 + bottom 8 pt) are larger than the 64 × 32-pt image: nothing is left to stretch between them (left + right must be less than 64; a 1-pt centre is enough)"), "\(error.err)")
        let squeezed = try ContrastOverPixelsTests.theme(##"{ "buttons": { "a": { "size": [40, 40], "backgroundImage": { "src": "w.svg", "capInsets": [8, 30, 8, 30] } } } }"##, files: ["w.svg": svg])
        let warning = CLIRun(["validate", squeezed])
        #expect(warning.code == 0)
        #expect(warning.err.contains("buttons.a.backgroundImage.normal.capInsets: warning: the caps left + right 30 + 30 pt are wider than the 40-pt button: they are drawn shrunk in proportion"), "\(warning.err)")
        #expect(CLIRun(["validate", squeezed, "--strict"]).code == 2)
    }

    /// The usual `resizableImage(withCapInsets:)` of a 44-pt capsule, 22 + 22, leaves no centre to
    /// stretch (a transparent hole in the 99-pt button): refused by `validate` and `render` alike,
    /// as caps wider than the image are; 21.5 + 21.5 leaves one and passes.
    @Test func capsThatMeetLeaveNothingToStretchAndAreRefusedByBoth() throws {
        let pill = ##"<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><rect width="44" height="44" rx="22" fill="#ff2d55"/></svg>"##
        func theme(_ caps: String) throws -> String {
            try ContrastOverPixelsTests.theme(##"{ "scales": [1], "buttons": { "play": { "size": [99, 44], "title": "Play", "backgroundImage": { "src": "pill.svg", "capInsets": \##(caps) } } } }"##,
                                              files: ["pill.svg": pill])
        }
        let meeting = try theme("[0, 22, 0, 22]")
        let line = "t.json: buttons.play.backgroundImage.normal.capInsets: cap insets (left 22 + right 22, top 0 + bottom 0 pt) fill the 44 × 44-pt image: "
            + "nothing is left to stretch between them (left + right must be less than 44; a 1-pt centre is enough)"
        let validate = CLIRun(["validate", meeting])
        #expect(validate.code == 2 && validate.err.contains(line), "\(validate.err)")
        let out = RenderCommandTests.tempDir()
        let render = CLIRun(["render", meeting, "-o", out, "-q"])
        #expect(render.code == 2 && render.err.contains(line), "\(render.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/t"), "nothing is written")
        let tall = CLIRun(["validate", try theme("[22, 0, 22, 0]")])
        #expect(tall.err.contains("(top + bottom must be less than 44; a 1-pt centre is enough)"), "\(tall.err)")
        #expect(CLIRun(["validate", try theme("[0, 21.5, 0, 21.5]")]).code == 0)
    }
}
