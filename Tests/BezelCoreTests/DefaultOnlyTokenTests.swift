import BezelCore
import BezelTestSupport
import Testing

/// A token only a token file's default resolution defines (here: only the light context sets
/// `button.bg`) is, in another mode, taken from the theme's tokens and resolved against that mode's
/// values — a colour neither strict DTCG nor the design system's own build makes. Each such mode says
/// which tokens it took so (`ButtonTheme.defaultOnlyTokens`), and `tokenSettings.strictModes` makes
/// using one an error.
@Suite struct DefaultOnlyTokenTests {
    static let resolver = ##"""
        { "version": "2025.10",
          "sets": { "palette": { "sources": [{ "color": { "$type": "color", "blue": { "500": { "$value": "#0000ff" }, "300": { "$value": "#8888ff" } } } }] } },
          "modifiers": { "scheme": { "default": "light", "contexts": {
            "light": [{ "color": { "brand": { "$type": "color", "$value": "{color.blue.500}" } }, "button": { "bg": { "$type": "color", "$value": "{color.brand}" } } }],
            "dark": [{ "color": { "brand": { "$type": "color", "$value": "{color.blue.300}" } } }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/palette" }, { "$ref": "#/modifiers/scheme" }] }
        """##

    static func fixture(_ settings: String = "") -> ThemeFixture {
        ThemeFixture(["r.resolver.json": resolver, "theme.json": themeJSON(
            buttons: ##""b": { "title": "x", "backgroundColor": "{button.bg}", "titleColor": "{color.brand}" }"##,
            extra: ##""tokens": "r.resolver.json""## + settings)])
    }

    @Test func aModeSaysWhichTokensOnlyTheDefaultDefines() throws {
        let f = Self.fixture()
        let (themes, d) = f.validate()
        #expect(d.isEmpty, "\(d)")
        let base = try #require(themes.first { $0.mode == nil }), dark = try #require(themes.first { $0.mode == "dark" })
        #expect(base.defaultOnlyTokens.isEmpty && dark.defaultOnlyTokens == ["button.bg"])
        #expect(f.appearance("b", .normal, mode: "dark").backgroundColor == RGBAColor(hex: "#8888FF"))
    }

    @Test func strictModesMakeItAnError() {
        let errors = Self.fixture(##", "tokenSettings": { "strictModes": true }"##).validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors[0].path == "buttons.b.backgroundColor" && errors[0].notes == ["in mode 'dark'"]
                && errors[0].message == "reference {button.bg} names no token in mode 'dark': only the token file's default resolution defines it, and tokenSettings.strictModes is true",
                "\(errors)")
    }
}
