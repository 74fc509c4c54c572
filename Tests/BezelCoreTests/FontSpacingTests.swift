import BezelCore
import BezelTestSupport
import Testing

/// A font's `lineHeight` and `letterSpacing` (points), from a theme or a DTCG typography token,
/// reach the resolved title font; a DTCG `lineHeight` is a multiple of the token's `fontSize`.
@Suite struct FontSpacingTests {
    @Test func fontObjectsCarryLineHeightAndLetterSpacing() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##"""
            "a": { "title": "Go", "font": { "normal": { "size": 14, "lineHeight": 20, "letterSpacing": 0.5 }, "highlighted": { "letterSpacing": -1 } } },
            "b": { "title": "Go" }
            """##)])
        let normal = f.appearance("a", .normal).title?.font
        #expect(normal?.lineHeight == 20 && normal?.letterSpacing == 0.5 && normal?.size == 14)
        // A state completes its font from normal, key by key.
        let highlighted = f.appearance("a", .highlighted).title?.font
        #expect(highlighted?.lineHeight == 20 && highlighted?.letterSpacing == -1)
        #expect(f.appearance("b", .normal).title?.font.letterSpacing == 0)
    }

    @Test func typographyTokensBecomeThem() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "title": "Go", "font": "{type.label}" }"##, extra: ##"""
            "tokens": { "type": { "label": { "$type": "typography", "$value": { "fontFamily": ["DejaVu Sans"],
                "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 500, "lineHeight": 1.5,
                "letterSpacing": { "value": 0.1, "unit": "px" } } } } }
            """##)])
        let font = f.appearance("a", .normal).title?.font
        #expect(font?.lineHeight == 21 && font?.letterSpacing == 0.1 && font?.weight == 500)
    }

    @Test func aDTCGLineHeightWithoutAFontSizeIsAnError() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "title": "Go", "font": "{type.label}" }"##, extra: ##"""
            "tokens": { "type": { "label": { "$type": "typography", "$value": { "fontFamily": ["DejaVu Sans"], "lineHeight": 1.5 } } } }
            """##)])
        let problems = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(problems.contains { $0.path == "buttons.a.font" && $0.message.contains("{type.label}") && $0.message.contains("no fontSize") },
                "\(problems)")
    }

    @Test func outOfRangeValuesAreErrors() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "title": "Go", "font": { "lineHeight": 0, "letterSpacing": 500 } }"##)])
        let paths = f.validate().diagnostics.filter { $0.severity == .error }.map(\.path)
        #expect(paths.contains("buttons.a.font.normal.lineHeight") && paths.contains("buttons.a.font.normal.letterSpacing"), "\(paths)")
    }
}
