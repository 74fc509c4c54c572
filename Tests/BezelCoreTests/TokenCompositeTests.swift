import BezelCore
import BezelTestSupport
import Testing

/// DTCG composite tokens (shadow, border, strokeStyle, gradient, typography) become the theme values
/// Bezel draws; Tokens Studio math, dimension strings, `$deprecated`, rem size and component-state
/// groups; what cannot be converted is an error naming the token.
@Suite struct TokenCompositeTests {
    static func substitute(_ value: JSONValue, tokens: String, settings: String? = nil) throws -> (JSONValue, [Diagnostic]) {
        let tree = try #require(try JSONParser.parse(Array(tokens.utf8)).objectValue)
        let sink = DiagnosticSink(file: "theme.json")
        let s = try settings.map { TokenSettings.decode(try JSONParser.parse(Array($0.utf8)), at: .root / "tokenSettings", sink: sink) }
        let resolver = TokenResolver(tree: tree, settings: s ?? TokenSettings(), sink: sink)
        return (resolver.substitute(value, at: .root / "x"), sink.items)
    }

    static let tokens = ##"""
    { "shadow": { "$type": "shadow",
        "card": { "$value": [
          { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" },
            "blur": { "value": 8, "unit": "px" }, "spread": { "value": 2, "unit": "px" } },
          { "color": "#0000001a", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 0, "unit": "px" },
            "blur": { "value": 0, "unit": "px" }, "spread": { "value": 1, "unit": "px" }, "inset": true } ] },
        "bad": { "$value": { "color": "#000", "offsetX": { "value": 1, "unit": "px" } } } },
      "border": { "$type": "border",
        "dashed": { "$value": { "color": "#d9d9d9", "width": { "value": 1, "unit": "px" }, "style": "dashed" } },
        "pattern": { "$value": { "color": "#000", "width": { "value": 2, "unit": "px" },
                                 "style": { "dashArray": [{ "value": 4, "unit": "px" }, { "value": 0.125, "unit": "rem" }], "lineCap": "round" } } },
        "double": { "$value": { "color": "#000", "width": { "value": 2, "unit": "px" }, "style": "double" } } },
      "gradient": { "$type": "gradient", "brand": { "$value": [ { "color": "#ff0000", "position": -0.5 }, { "color": "#0000ff", "position": 1 } ] } },
      "space": { "$type": "dimension", "base": { "$value": "4px" }, "double": { "$value": "{space.base} * 2" },
                 "mixed": { "$value": "{space.base} + 1rem" }, "rem": { "$value": { "value": 1, "unit": "rem" } },
                 "em": { "$value": { "value": 1, "unit": "em" } }, "zero": { "$value": "{space.base} / 0" },
                 "old": { "$value": 3, "$deprecated": "use space.base" } },
      "button": { "bg": { "$type": "color", "rest": { "$value": "#1f883d" }, "active": { "$value": "#197935" },
                          "disabled": { "$value": "#95d8a6" }, "hover": { "$value": "#1c8139" } } } }
    """##

    @Test func shadowsBecomeLayersWithHalfTheBlurAsRadius() throws {
        let (v, d) = try Self.substitute("{shadow.card}", tokens: Self.tokens)
        #expect(d.isEmpty, "\(d)")
        let expected: JSONValue = [
            ["color": "#00000033", "offset": [0, 4], "radius": 4, "opacity": 1, "spread": 2],
            ["color": "#0000001a", "offset": [0, 0], "radius": 0, "opacity": 1, "spread": 1, "inset": true]]
        #expect(v == expected)
        let (_, bad) = try Self.substitute("{shadow.bad}", tokens: Self.tokens)
        #expect(bad.map(\.message) == ["token {shadow.bad}: a shadow needs offsetY"] && bad.first?.path == "x")
    }

    @Test func bordersKeepTheirStyleAndDashPattern() throws {
        #expect(try Self.substitute("{border.dashed}", tokens: Self.tokens).0 == ["width": 1, "color": "#d9d9d9", "style": "dashed"])
        #expect(try Self.substitute("{border.pattern}", tokens: Self.tokens).0
                == ["width": 2, "color": "#000", "style": "dashed", "dashPattern": [4, 2], "lineCap": "round"])
        let stroke = ##"""
            { "s": { "$type": "strokeStyle", "$value": { "dashArray": ["2px"] } }, "n": { "$type": "strokeStyle", "$value": "dotted" },
              "b": { "$type": "border", "$value": { "color": "#000", "width": "1px", "style": "{s}" } } }
            """##
        #expect(try Self.substitute("{n}", tokens: stroke).0 == "dotted")
        #expect(try Self.substitute("{b}", tokens: stroke).0 == ["width": 1, "color": "#000", "style": "dashed", "dashPattern": [2]])
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "border": { "width": 1, "style": "{s}" } }"##, extra: "\"tokens\": " + stroke)])
        #expect(f.validate().diagnostics.contains { $0.severity == .error && $0.path.hasPrefix("buttons.a.border") }, "a theme border refuses a dashArray object")
        let (_, d) = try Self.substitute("{border.double}", tokens: Self.tokens)
        #expect(d.first?.message.hasPrefix("token {border.double}: stroke style 'double' is not drawn by Bezel") == true, "\(d)")
    }

    @Test func gradientsClampPositions() throws {
        #expect(try Self.substitute("{gradient.brand}", tokens: Self.tokens).0
                == [["color": "#ff0000", "position": 0], ["color": "#0000ff", "position": 1]])
    }

    @Test func mathUnitsAndRemSize() throws {
        #expect(try Self.substitute("{space.double}", tokens: Self.tokens).0 == 8)
        #expect(try Self.substitute("{space.rem}", tokens: Self.tokens).0 == 16)
        #expect(try Self.substitute("{space.rem}", tokens: Self.tokens, settings: ##"{ "remSize": 10 }"##).0 == 10)
        for (name, message) in [("mixed", "cannot compute 4 + 1rem: the units do not combine"),
                                ("em", "'em' sizes need a font size"), ("zero", "division by zero")] {
            let (_, d) = try Self.substitute(.string("{space.\(name)}"), tokens: Self.tokens)
            #expect(d.count == 1 && d[0].message.contains(message) && d[0].message.contains("{space.\(name)}"), "\(d)")
        }
    }

    @Test func deprecatedTokensWarn() throws {
        let (v, d) = try Self.substitute("{space.old}", tokens: Self.tokens)
        #expect(v == 3 && d.map(\.severity) == [.warning] && d[0].message == "token {space.old} is deprecated: use space.base")
    }

    @Test func componentStateGroupsBecomeStateTables() throws {
        // A `hover` child is Bezel's hover state as it is; a theme can map it elsewhere.
        let (hover, none) = try Self.substitute("{button.bg}", tokens: Self.tokens)
        #expect(none.isEmpty && hover == ["normal": "#1f883d", "highlighted": "#197935", "disabled": "#95d8a6", "hover": "#1c8139"], "\(none)")
        let (v, d) = try Self.substitute("{button.bg}", tokens: Self.tokens, settings: ##"{ "states": { "hover": "focused" } }"##)
        #expect(d.isEmpty, "\(d)")
        #expect(v == ["normal": "#1f883d", "highlighted": "#197935", "disabled": "#95d8a6", "focused": "#1c8139"])
        let (ignored, _) = try Self.substitute("{button.bg}", tokens: Self.tokens, settings: ##"{ "states": { "hover": null } }"##)
        #expect(ignored.objectValue?.keys == ["normal", "highlighted", "disabled"])
    }

    @Test func typographyFromTokensStudio() throws {
        let tokens = ##"""
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontWeight": "Semi Bold Italic", "fontSize": "20",
                                                    "lineHeight": "120%", "letterSpacing": "-2%" } },
          "u": { "$type": "typography", "$value": { "fontSize": "12px", "textDecoration": "underline" } } }
        """##
        #expect(try Self.substitute("{t}", tokens: tokens).0
                == ["family": "Inter", "size": 20, "weight": 600, "italic": true, "letterSpacing": -0.4, "lineHeight": 24])
        let (_, d) = try Self.substitute("{u}", tokens: tokens)
        #expect(d.first?.message.contains("typography textDecoration 'underline' is not drawn by Bezel") == true, "\(d)")
    }
}

/// CSS Color 4 colour functions in theme strings convert as DTCG colours do (Tailwind v4's palette is
/// written as `oklch()`), with a warning when mapped into sRGB.
@Suite struct CSSColorFunctionTests {
    @Test(arguments: [("oklch(54.6% 0.245 262.881)", "#155DFC"), ("oklch(0.623 0.214 259.815)", "#2B7FFF"),
                      ("hsl(210, 100%, 50%)", "#0080FF"), ("hsla(210 100% 50% / 0.5)", "#0080FF80"), ("hwb(120 20% 30%)", "#33B333"),
                      ("color(srgb 1 0.5 0 / 50%)", "#FF800080"), ("oklab(62.8% 0.225 0.126)", "#FF0000"), ("lch(50% 0 0deg)", "#777777")])
    func functionsConvert(css: String, hex: String) {
        #expect(RGBAColor.parse(css) == RGBAColor(hex: hex), "\(css)")
    }

    @Test func outOfGamutIsAWarningAndMalformedAnError() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "title": "x", "backgroundColor": "oklch(0.811 0.111 293.571)", "titleColor": "oklch(60% 0.1)" }"##)])
        let d = f.validate().diagnostics
        #expect(d.contains { $0.severity == .warning && $0.path == "buttons.a.backgroundColor.normal" && $0.message.contains("drawn as #C4B4FFFF") }, "\(d)")
        #expect(d.contains { $0.severity == .error && $0.path == "buttons.a.titleColor.normal" && $0.message.contains("expected three components") }, "\(d)")
    }
}

/// Tokens Studio's colour modifiers become derived colours; an unknown `$type` is an error.
@Suite struct TokensStudioModifyTests {
    static let tokens = ##"""
    { "brand": { "$type": "color", "$value": "#0d6efd" },
      "light": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "srgb" } } } },
      "dark": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": 0.2 } } } },
      "mixed": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": 0.5, "color": "#ffffff" } } } },
      "faded": { "$type": "color", "$value": "#0d6efd80", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "25%" } } } },
      "hsl": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": 0.2, "space": "hsl" } } } },
      "typo": { "$type": "colour", "$value": "#fff" } }
    """##

    @Test func modifiersBecomeTheSameMixesAsTokensStudios() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##"""
            "l": { "backgroundColor": "{light}" }, "d": { "backgroundColor": "{dark}" }, "m": { "backgroundColor": "{mixed}" },
            "a": { "backgroundColor": "{faded}" }
            """##, extra: "\"tokens\": " + Self.tokens.replacingOccurrences(of: ##", "hsl""##, with: ##", "unused""##))])
        // lighten 0.2: c + 0.2 × (255 − c) → 0x0D → 61.4 → 61 (0x3D), 0x6E → 139 (0x8B), 0xFD → 253.4 → 253 (0xFD).
        #expect(f.appearance("l", .normal).backgroundColor == RGBAColor(hex: "#3D8BFD"))
        // darken 0.2: 0.8 c.
        #expect(f.appearance("d", .normal).backgroundColor == RGBAColor(hex: "#0A58CA"))
        #expect(f.appearance("m", .normal).backgroundColor == RGBAColor(hex: "#86B7FE"))
        // alpha 25% of a half-transparent colour sets alpha 64 (0.25 × 255 rounded half up).
        #expect(f.appearance("a", .normal).backgroundColor == RGBAColor(hex: "#0D6EFD40"))
    }

    @Test func otherSpacesAndUnknownTypesAreErrors() throws {
        let tree = try #require(try JSONParser.parse(Array(Self.tokens.utf8)).objectValue)
        let sink = DiagnosticSink(file: "t")
        let r = TokenResolver(tree: tree, sink: sink)
        _ = r.substitute("{hsl}", at: .root / "x")
        _ = r.substitute("{typo}", at: .root / "y")
        #expect(sink.items.map(\.path) == ["x", "y"])
        #expect(sink.items[0].message.contains("space 'hsl' is not supported"))
        #expect(sink.items[1].message.hasPrefix("token {typo}: unknown $type 'colour'"))
    }
}

/// Token inputs cannot exhaust the stack: chains and expressions have limits, reported as errors.
@Suite struct TokenLimitTests {
    @Test func longChainsAndDeepExpressionsAreErrors() throws {
        var tokens = JSONObject((0..<300).map { ("t\($0)", JSONValue.object(JSONObject([("$value", .string("{t\($0 + 1)}"))]))) })
        tokens["t300"] = ["$value": "#ffffff"]
        tokens["e"] = ["$value": .string(String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40))]
        tokens["m"] = ["$value": .string(String(repeating: "-", count: 40) + "1")]
        tokens["ok"] = ["$value": .string(String(repeating: "(", count: 30) + "2 * 3" + String(repeating: ")", count: 30))]
        let sink = DiagnosticSink(file: "t")
        let r = TokenResolver(tree: tokens, sink: sink)
        _ = r.substitute("{t0}", at: .root / "a")
        _ = r.substitute("{e}", at: .root / "b")
        _ = r.substitute("{m}", at: .root / "c")
        #expect(r.substitute("{ok}", at: .root / "d") == 6)
        #expect(sink.items.map(\.path) == ["a", "b", "c"], "\(sink.items)")
        #expect(sink.items[0].message == "token references chain deeper than 128 tokens (from {t0}) (limit token-chain)")
        #expect(sink.items[1].message.hasSuffix("nests parentheses deeper than 32 (limit expression-depth)"))
        #expect(sink.items[2].message.hasSuffix("too many '-' signs in a row (limit expression-depth)"))
    }
}

/// Composite tokens that are aliases of other composite tokens, or shadow arrays that list shadow
/// tokens, convert once.
@Suite struct CompositeAliasTests {
    @Test func aliasesAndListedShadowTokensConvertOnce() throws {
        let tokens = ##"""
        { "s": { "$type": "shadow",
            "a": { "$value": { "color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } },
            "b": { "$value": [{ "color": "#111", "offsetX": "1px", "offsetY": "0px", "blur": "0px", "spread": "3px", "inset": true },
                              { "color": "#222", "offsetX": "0px", "offsetY": "0px", "blur": "0px" }] },
            "alias": { "$value": "{s.a}" },
            "list": { "$value": ["{s.a}", "{s.b}"] } },
          "t": { "$type": "typography", "base": { "$value": { "fontFamily": "Inter", "fontSize": "14px", "lineHeight": 1.5 } },
                 "alias": { "$value": "{t.base}" } },
          "b": { "$type": "border", "base": { "$value": { "color": "#000", "width": "1px", "style": { "dashArray": ["2px", "1px"] } } },
                 "alias": { "$value": "{b.base}" } } }
        """##
        let sink = DiagnosticSink(file: "t")
        let r = TokenResolver(tree: try #require(try JSONParser.parse(Array(tokens.utf8)).objectValue), sink: sink)
        let a: JSONValue = ["color": "#000", "offset": [0, 1], "radius": 1, "opacity": 1]
        #expect(r.substitute("{s.alias}", at: .root) == a)
        #expect(r.substitute("{s.list}", at: .root) == [a,
            ["color": "#111", "offset": [1, 0], "radius": 0, "opacity": 1, "spread": 3, "inset": true],
            ["color": "#222", "offset": [0, 0], "radius": 0, "opacity": 1]])
        #expect(r.substitute("{t.alias}", at: .root) == ["family": "Inter", "size": 14, "lineHeight": 21])
        #expect(r.substitute("{b.alias}", at: .root) == ["width": 1, "color": "#000", "style": "dashed", "dashPattern": [2, 1]])
        #expect(sink.items.isEmpty, "\(sink.items)")
    }
}
