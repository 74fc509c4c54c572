import BezelTestSupport
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// What the commands say about token files: inspect prints the warnings a token file's loading
/// gives (a resolver modifier without a default, or with one context, as docs/format.md promises);
/// validate and inspect --explain say which tokens a mode took from the default resolution only; the
/// render summary counts the theme files that failed; the DTCG spec's own hot pink in lab, lch,
/// oklab, oklch and xyz-d65 passes validate --strict.
@Suite struct TokenFileCommandTests {
    static let resolver = ##"""
        { "version": "2025.10",
          "modifiers": { "scheme": { "contexts": {
              "light": [{ "color": { "brand": { "$type": "color", "$value": "#0000ff" } }, "button": { "bg": { "$type": "color", "$value": "{color.brand}" } } }],
              "dark": [{ "color": { "brand": { "$type": "color", "$value": "#8888ff" } } }] } },
            "size": { "contexts": { "regular": [] }, "default": "regular" } },
          "resolutionOrder": [{ "$ref": "#/modifiers/scheme" }, { "$ref": "#/modifiers/size" }] }
        """##

    static func fixture() -> ThemeFixture {
        ThemeFixture(["r.resolver.json": resolver, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{button.bg}" }"##,
                                                                           extra: ##""tokens": "r.resolver.json", "scales": [1]"##)])
    }

    @Test func inspectPrintsTheTokenFilesWarnings() {
        let run = CLIRun(["inspect", Self.fixture().path("theme.json"), "--button", "b", "--state", "normal"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("r.resolver.json: modifiers.scheme.default: warning: modifier 'scheme' has no default; its first context 'light' is the theme's tokens"), "\(run.err)")
        #expect(run.err.contains("r.resolver.json: modifiers.size.contexts: warning: modifier 'size' has one context, so it makes no mode"), "\(run.err)")
    }

    @Test func validateAndExplainSayWhichTokensOnlyTheDefaultDefines() throws {
        let f = Self.fixture()
        let validate = CLIRun(["validate", f.path("theme.json")])
        #expect(validate.code == 0, "\(validate.err)")
        #expect(validate.out.contains(": mode 'dark' uses 1 token only the token file's default resolution defines, resolved against this mode's values: {button.bg}"), "\(validate.out)")
        let explain = CLIRun(["inspect", f.path("theme.json"), "--button", "b", "--state", "normal", "--mode", "dark", "--explain"])
        #expect(explain.out.contains("backgroundColor     ← buttons.b.backgroundColor = {button.bg} from ") && explain.out.contains("(only the default resolution defines it)"), "\(explain.out)")
        #expect(explain.out.contains("mode 'dark' uses 1 token only the token file's default resolution defines"), "\(explain.out)")
        let json = try JSONParser.parse(CLIRun(["inspect", f.path("theme.json"), "-b", "b", "--mode", "dark", "--explain", "--json"]).out)
        #expect(json.objectValue?["defaultOnlyTokens"] == .array([.string("button.bg")]))
    }

    @Test func theRenderSummaryCountsThemesThatFailed() {
        let f = ThemeFixture(["good.json": themeJSON(buttons: ##""a": { "title": "x" }"##, extra: ##""scales": [1]"##),
                              "bad.json": themeJSON(buttons: ##""a": { "title": "{nope}" }"##, extra: ##""scales": [1]"##)])
        let run = CLIRun(["render", f.folder, "-o", f.path("out")])
        #expect(run.code == 2)
        #expect(run.out.hasPrefix("rendered 1 of 1 theme units (1 theme file with errors not rendered): "), "\(run.out)")
    }

    @Test func theSpecsHotPinkPassesStrictValidation() {
        let pinks: [(String, [Double])] = [("lab", [60.17, 93.54, -60.5]), ("lch", [60.17, 111.4, 327.11]), ("oklab", [0.701, 0.2746, -0.169]),
                                           ("oklch", [0.7016, 0.3225, 328.363]), ("xyz-d65", [0.5929, 0.2848, 0.9699])]
        let buttons = pinks.map { "\"\($0.0)\": { \"title\": \"x\", \"backgroundColor\": { \"colorSpace\": \"\($0.0)\", \"components\": \($0.1) } }" }
        let f = ThemeFixture(["theme.json": themeJSON(buttons: buttons.joined(separator: ","), extra: ##""scales": [1]"##)])
        let run = CLIRun(["validate", "--strict", f.path("theme.json")])
        #expect(run.code == 0 && run.err.isEmpty, "\(run.err)")
        for (space, _) in pinks { #expect(f.appearance(space, .normal).backgroundColor == RGBAColor(hex: "#FF00FF"), "\(space)") }
    }
}
