import BezelCore
import Foundation
import Testing

/// Settings that silently change nothing, or change what the theme did not mean: content size
/// variants of fixed fonts (D-3), and a mode of an extended theme whose token file sets again the
/// tokens the extending brand set (D-2). `validate` and `render` both warn, naming file and path.
@Suite struct ThemeWarningTests {
    static func folder(_ files: [String: String]) throws -> String {
        let dir = RenderCommandTests.tempDir()
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    static let scalesWarning = "acme.json: accessibility.contentSizes: warning: no button's font scales with the text size (each has a fixed size), "
        + "so every content size variant draws what large draws: give a font a textStyle instead of a size, or set adjustsFontForContentSizeCategory on the button"

    static func sized(_ font: String, extra: String = "") -> String {
        ##"{ "name": "acme", "scales": [1], "states": ["normal"], "accessibility": { "contentSizes": ["xxxLarge", "accessibilityLarge"], "contrast": ["standard", "high"] },"##
            + ##" "buttons": { "a": { "size": [120, 40], "title": "Buy", "font": \##(font) \##(extra) }, "b": { "size": [120, 40], "title": "Sell", "font": { "size": 16 } } } }"##
    }

    @Test func contentSizesWithoutAScalingFontWarnInValidateAndRender() throws {
        let dir = try Self.folder(["acme.json": Self.sized(##"{ "size": 16, "family": "Inter" }"##)])
        let validate = CLIRun(["validate", dir + "/acme.json"])
        #expect(validate.code == 0 && validate.err.contains(Self.scalesWarning), "\(validate.err)")
        #expect(validate.err.components(separatedBy: "contentSizes: warning").count == 2, "once, not once per variant: \(validate.err)")
        #expect(CLIRun(["validate", dir + "/acme.json", "--strict"]).code == 2)
        let render = CLIRun(["render", dir + "/acme.json", "-o", RenderCommandTests.tempDir(), "--no-progress"])
        #expect(render.code == 0 && render.err.contains(Self.scalesWarning), "\(render.err)")
    }

    /// Any one button whose font follows the text size is enough: a text style without a size,
    /// `adjustsFontForContentSizeCategory` on a fixed size, or a configuration's own fonts. A text
    /// style with a fixed size does not scale (the size wins), so it still warns.
    @Test func oneScalingFontIsEnough() throws {
        for (font, extra, warns) in [(##"{ "textStyle": "body" }"##, "", false),
                                     (##"{ "size": 16 }"##, ##", "adjustsFontForContentSizeCategory": true"##, false),
                                     (##"{ "size": 16 }"##, ##", "adjustsFontForContentSizeCategory": false"##, true),
                                     (##"{ "textStyle": "body", "size": 16 }"##, "", true),
                                     (##"null"##, ##", "configuration": { "style": "filled" }"##, false)] {
            let dir = try Self.folder(["acme.json": Self.sized(font, extra: extra)])
            let run = CLIRun(["validate", dir + "/acme.json"])
            #expect(run.code == 0, "\(font) \(extra): \(run.err)")
            #expect(run.err.contains("contentSizes: warning") == warns, "\(font) \(extra): \(run.err)")
        }
    }

    /// acme's dark mode brings acme-dark.tokens.json; globex extends acme and swaps only the base
    /// token file, so in dark acme's brand colour wins. A second brand with its own dark file does
    /// not warn, and inspect --explain names the token and the file of the value drawn.
    static let brands = [
        "acme.json": ##"{ "name": "acme", "scales": [1], "states": ["normal"], "tokens": "acme.tokens.json", "modes": { "dark": { "colorScheme": "dark", "tokens": "acme-dark.tokens.json" } }, "buttons": { "primary": { "size": [80, 30], "title": "Buy", "backgroundColor": "{color.brand}", "titleColor": "{color.text}" } } }"##,
        "acme.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#6750A4" }, "text": { "$value": "#ffffff" } } }"##,
        "acme-dark.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#CFBCFF" }, "text": { "$value": "#381E72" } } }"##,
        "globex.json": ##"{ "name": "globex", "extends": "acme", "tokens": "globex.tokens.json" }"##,
        "globex.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#0B5ED7" } } }"##,
        "globex2.json": ##"{ "name": "globex2", "extends": "acme", "tokens": "globex.tokens.json", "modes": { "dark": { "tokens": "globex-dark.tokens.json" } } }"##,
        "globex-dark.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#6EA8FE" } } }"##,
    ]

    @Test func aModeOfTheExtendedThemeThatSetsTheBrandsTokensAgainWarns() throws {
        let dir = try Self.folder(Self.brands)
        func shown(_ name: String) -> String { ThemeFileSystem.displayPath(dir + "/" + name) }  // as messages name files read
        let warning = "\(dir)/globex.json: tokens: warning: mode 'dark' of '\(shown("acme.json"))' sets color.brand again, in \(shown("acme-dark.tokens.json")), "
            + "so in mode 'dark' that file's value wins over this theme's; give the mode tokens of its own (\"modes\": {\"dark\": {\"tokens\": \"<file>\"}}) that set it"
        let validate = CLIRun(["validate", dir + "/globex.json"])
        #expect(validate.code == 0 && validate.err.contains(warning), "\(validate.err)")
        let render = CLIRun(["render", dir + "/globex.json", "-o", RenderCommandTests.tempDir(), "--no-progress"])
        #expect(render.code == 0 && render.err.contains(warning), "\(render.err)")
        let own = CLIRun(["validate", dir + "/globex2.json", dir + "/acme.json"])
        #expect(own.code == 0 && !own.err.contains("warning"), "\(own.err)")

        func explain(_ file: String, _ mode: [String]) -> String {
            CLIRun(["inspect", dir + "/" + file, "-b", "primary", "--explain", "-s", "normal"] + mode).out
        }
        let dark = explain("globex.json", ["--mode", "dark"])
        #expect(dark.contains("backgroundColor     ← buttons.primary.backgroundColor = {color.brand} from \(shown("acme-dark.tokens.json")) (changed by mode dark)"), "\(dark)")
        let fixed = explain("globex2.json", ["--mode", "dark"])
        #expect(fixed.contains("backgroundColor     ← buttons.primary.backgroundColor = {color.brand} from \(shown("globex-dark.tokens.json")) (changed by mode dark)"), "\(fixed)")
        #expect(fixed.contains("titleColor          ← buttons.primary.titleColor = {color.text} from \(shown("acme-dark.tokens.json")) (changed by mode dark)"), "\(fixed)")
        let light = explain("globex.json", [])
        #expect(light.contains("backgroundColor     ← buttons.primary.backgroundColor = {color.brand} from \(shown("globex.tokens.json"))\n"), "\(light)")
    }

    /// A resolver's mode names the file the token is written in (one of the resolver's sources); a
    /// token the theme's own mode of the same name sets comes from the theme.
    @Test func explainNamesTheResolversSourceOrTheThemesOwnModeAsTheTokensFile() throws {
        let dir = RenderCommandTests.tempDir()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/samples/tokens/resolver", toPath: dir + "/resolver")
        let theme = ##"{ "name": "r", "tokens": "resolver/brand.resolver.json", "scales": [1], "states": ["normal"], "modes": { "dark": { "tokens": { "button": { "label": { "$value": "#ff0000" } } } } }, "##
            + ##""buttons": { "go": { "title": "Go", "titleColor": "{button.label}", "backgroundColor": "{button.background}" } } }"##
        try Data(theme.utf8).write(to: URL(fileURLWithPath: dir + "/r.json"))
        let out = CLIRun(["inspect", dir + "/r.json", "-b", "go", "--mode", "dark", "--explain", "-s", "normal"]).out
        #expect(out.contains("titleColor          ← buttons.go.titleColor = {button.label} from \(ThemeFileSystem.displayPath(dir + "/r.json"))"), "\(out)")
        #expect(out.contains("backgroundColor     ← buttons.go.backgroundColor = {button.background} from \(ThemeFileSystem.displayPath(dir + "/resolver/dark.tokens.json"))"), "\(out)")
    }
}
