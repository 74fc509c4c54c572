import BezelCore
import BezelTestSupport
import Testing

/// A Tokens Studio project stored in the DTCG style (`$value`, `$type`) keeps Tokens Studio's type
/// names; they read as in a `value`/`type` file, alone and through `$themes.json`. Its arithmetic has
/// functions (`floor`, `ceil`, `round`, `abs`, `min`, `max`, `roundTo`), each result rounded to 3
/// decimals as Tokens Studio stores it. A token of a type nobody maps refuses nothing until used.
@Suite struct TokensStudioStorageTests {
    static let core = ##"""
        { "font-size": { "md": { "$type": "fontSizes", "$value": "18" } },
          "font-weight": { "medium": { "$type": "fontWeights", "$value": "Semi bold" } },
          "font-family": { "$type": "fontFamilies", "$value": "DejaVu Sans" },
          "line-height": { "sm": { "$type": "lineHeights", "$value": "130%" } },
          "letter-spacing": { "tight": { "$type": "letterSpacing", "$value": "-1%" } },
          "border-width": { "$type": "borderWidth", "1": { "$value": "2px" } },
          "radius": { "base": { "$type": "dimension", "$value": "4" }, "scale": { "$type": "dimension", "$value": "4" },
                      "sm": { "$type": "borderRadius", "$value": "min({radius.base}*0.5,{radius.scale})" } },
          "opacity": { "disabled": { "$type": "opacity", "$value": "30%" } },
          "shadow": { "low": { "$type": "boxShadow", "$value": [{ "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033" }] } },
          "space": { "unit": { "$type": "number", "$value": "{space.step} / {space.base} * {space.base}" },
                     "step": { "$type": "dimension", "$value": "4" }, "base": { "$type": "dimension", "$value": "18" },
                     "2": { "$type": "spacing", "$value": "floor({space.unit} * 2)" }, "4": { "$type": "sizing", "$value": "floor({space.unit} * 4)" } },
          "type": { "label": { "$type": "typography", "$value": { "fontFamily": "{font-family}", "fontWeight": "{font-weight.medium}",
                    "fontSize": "{font-size.md}", "lineHeight": "{line-height.sm}", "letterSpacing": "{letter-spacing.tight}" } } },
          "brand": { "$type": "color", "$value": "#0062ba" } }
        """##

    static let buttons = ##"""
        "b": { "title": "x", "font": "{type.label}", "cornerRadius": "{radius.sm}", "shadow": "{shadow.low}",
               "border": { "width": "{border-width.1}", "color": "#000000" },
               "backgroundColor": { "normal": "{brand}", "disabled": { "of": "{brand}", "opacity": "{opacity.disabled}" } },
               "contentEdgeInsets": ["{space.2}", "{space.4}", "{space.2}", "{space.4}"] }
        """##

    static func check(_ f: ThemeFixture) throws {
        let (themes, d) = f.validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        let theme = try #require(themes.first)
        let a = f.appearance("b", .normal)
        let font = try #require(a.title?.font)
        // 18 px; "Semi bold" 600; 130% of 18 = 23.4; -1% of 18 = -0.18.
        #expect(font.family == "DejaVu Sans" && font.size == 18 && font.weight == 600)
        #expect(abs((font.lineHeight ?? 0) - 23.4) < 1e-9 && abs(font.letterSpacing + 0.18) < 1e-9)
        // min(4 × 0.5, 4) = 2; a 2 px border; the boxShadow's blur 4 is a radius of 2, offset y 2.
        #expect(a.cornerRadius == .points(2) && a.border?.width == 2)
        #expect(a.shadows.first?.offset == Size(width: 0, height: 2) && a.shadows.first?.radius == 2)
        // 4 / 18 × 18 is 3.9999999999999996 in doubles, 4 as Tokens Studio stores it (3 decimals): floor(4 × 2) = 8, floor(4 × 4) = 16.
        #expect(theme.button(named: "b")?.layout.contentEdgeInsets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        // 30% opacity of #0062BA: alpha 0.3 × 255 = 76.5 → 77.
        #expect(f.appearance("b", .disabled).backgroundColor == RGBAColor(hex: "#0062BA4D"))
    }

    @Test func tokensStudioTypeNamesInADTCGFile() throws {
        try Self.check(ThemeFixture(["core.json": Self.core, "theme.json": themeJSON(buttons: Self.buttons, extra: ##""tokens": "core.json""##)]))
    }

    @Test func tokensStudioTypeNamesThroughThemesJSON() throws {
        try Self.check(ThemeFixture([
            "tokens/core.json": Self.core,
            "tokens/$themes.json": ##"[{ "name": "Base", "selectedTokenSets": { "core": "enabled" } }]"##,
            "theme.json": themeJSON(buttons: Self.buttons, extra: ##""tokens": "tokens/$themes.json""##),
        ]))
    }

    @Test(arguments: [
        ("floor(7.9px)", 7.0), ("ceil(7.1)", 8), ("round(2.5)", 3), ("round(-2.5) + 10", 8), ("abs(-6px)", 6),
        ("max(2px, 6, 4px)", 6), ("min(8, 3px) * 2", 6), ("roundTo(1.005, 2) * 100", 101), ("roundTo(2.5)", 3), ("roundTo(12.345, 1)", 12.3),
        ("10 / 3", 3.333), ("floor ( 9.5 )", 9),
    ])
    func functionsComputeAsTokensStudio(expression: String, points: Double) throws {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "x", "cornerRadius": "{r}" }"##,
                                                       extra: ##""tokens": { "r": { "$type": "dimension", "$value": ""## + expression + ##"" } }"##)])
        let (_, d) = f.validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        #expect(f.appearance("b", .normal).cornerRadius == .points(points), "\(expression)")
    }

    @Test func anUnsupportedFunctionIsNamed() {
        let f = ThemeFixture(["t.json": ##"{ "r": { "$type": "dimension", "$value": "sqrt({s})" }, "s": { "$type": "dimension", "$value": "16" } }"##,
                              "theme.json": themeJSON(buttons: ##""b": { "title": "x", "cornerRadius": "{r}" }"##, extra: ##""tokens": "t.json""##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.path == "buttons.b.cornerRadius" && $0.message.contains("token {r} (") && $0.message.contains("t.json: r.$value)")
                                  && $0.message.contains("unsupported function 'sqrt'") }, "\(errors)")
    }

    @Test func cssColourFunctionsStayValues() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{c}" }"##,
                                                       extra: ##""tokens": { "c": { "$type": "color", "$value": "hsl(10, 80%, 50%)" } }"##)])
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#E63C1A"))
    }

    @Test func anUnusedTokenOfAnUnknownTypeRefusesNothing() {
        let tokens = ##"""
            { "brand": { "value": "#0062ba", "type": "color" },
              "card": { "value": { "fill": "{brand}", "sizing": "8" }, "type": "composition" },
              "label": { "value": "Save", "type": "size" } }
            """##
        let f = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{brand}" }"##, extra: ##""tokens": "t.json""##)])
        let (themes, d) = f.validate()
        #expect(!themes.isEmpty && !d.contains { $0.severity == .error }, "\(d)")
        let used = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "{label}" }"##, extra: ##""tokens": "t.json""##)])
        let errors = used.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.path == "buttons.b.title" && $0.message.contains("token {label} (") && $0.message.contains("t.json: label.value)")
                                  && $0.message.contains("unknown $type 'size'") }, "\(errors)")
    }
}
