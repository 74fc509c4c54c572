import BezelTestSupport
import Testing
@testable import BezelCore

/// Tokens, extends, the appearance proxy and modes (docs/format.md).
@Suite struct ThemeDecodingTests {
    @Test func tokenChainsResolve() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "{color.action}", "cornerRadius": "{radius.m}" }"##,
            extra: ##""tokens": { "color": { "brand": { "$value": "#0d6efd" }, "primary": { "$value": "{color.brand}" }, "action": { "$value": "{color.primary}" } }, "radius": { "m": { "$type": "dimension", "$value": { "value": 0.5, "unit": "rem" } } } }"##)])
        let a = f.appearance("b", .normal)
        #expect(a.backgroundColor == RGBAColor(hex: "#0d6efd"))
        #expect(a.cornerRadius == .points(8)) // 0.5 rem × 16
    }

    @Test func tokenFileAndGroupExtends() {
        let f = ThemeFixture([
            "t.tokens.json": ##"{ "base": { "fg": { "$value": "#111111" }, "bg": { "$value": "#222222" } }, "variant": { "$extends": "{base}", "bg": { "$value": "#333333" } } }"##,
            "theme.json": themeJSON(buttons: ##""b": { "titleColor": "{variant.fg}", "backgroundColor": "{variant.bg}" }"##, extra: ##""tokens": "t.tokens.json""##),
        ])
        let a = f.appearance("b", .normal)
        #expect(a.titleColor == RGBAColor(hex: "#111111"))
        #expect(a.backgroundColor == RGBAColor(hex: "#333333"))
    }

    @Test func cycleAndDanglingNameBothEnds() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "titleColor": "{x}", "backgroundColor": "{nope}" }"##,
                                                       extra: ##""tokens": { "x": { "$value": "{y}" }, "y": { "$value": "{z}" }, "z": { "$value": "{x}" } }"##)])
        let d = f.validate().diagnostics.map(\.description)
        #expect(d.contains { $0.contains("buttons.b.titleColor: token reference cycle: {x} (tokens.x.$value) → {y} (tokens.y.$value) → {z} (tokens.z.$value) → {x}") }, "\(d)")
        #expect(d.contains { $0.contains("buttons.b.backgroundColor: reference {nope} names no token") })
    }

    @Test func extendsDeepMergesAndThisFileWins() {
        let f = ThemeFixture([
            "base.json": ##"{ "tintColor": "#ff0000", "appearance": { "cornerRadius": 4 }, "buttons": { "a": { "title": "A", "backgroundColor": { "normal": "#000000", "highlighted": "#111111" } } } }"##,
            "theme.json": ##"{ "extends": "base", "buttons": { "a": { "backgroundColor": { "normal": "#222222" } }, "b": { "title": "B" } } }"##,
        ])
        let t = f.theme()
        #expect(t.name == "theme")
        #expect(t.buttons.map(\.name) == ["a", "b"])
        #expect(t.tintColor == RGBAColor(hex: "#ff0000"))
        #expect(f.appearance("a", .normal).backgroundColor == RGBAColor(hex: "#222222"))
        #expect(f.appearance("a", .highlighted).backgroundColor == RGBAColor(hex: "#111111"))
        #expect(f.appearance("a", .normal).title?.string == "A")
        #expect(f.appearance("b", .normal).cornerRadius == .points(4))
    }

    @Test func extendsCycleIsAnError() {
        let f = ThemeFixture(["theme.json": ##"{ "extends": "other", "buttons": {} }"##, "other.json": ##"{ "extends": "theme", "buttons": {} }"##])
        let d = f.validate().diagnostics
        #expect(d.contains { $0.message.hasPrefix("extends cycle:") && $0.message.contains("theme.json → ") })
    }

    @Test func appearancePrecedence() {
        // button > appearance[type] > appearance > UIKit default.
        let f = ThemeFixture(["theme.json": themeJSON(buttons: """
            "custom": { "title": "x" },
            "system": { "type": "system", "title": "x" },
            "own": { "type": "system", "title": "x", "titleColor": "#0000ff", "cornerRadius": 9 },
            "plainDefault": { "title": "x", "font": { "family": "DejaVu Serif" } }
            """, extra: ##""appearance": { "titleColor": "#ff0000", "cornerRadius": 3, "font": { "size": 20 }, "system": { "titleColor": "#00ff00" } }"##)])
        #expect(f.appearance("custom", .normal).titleColor == RGBAColor(hex: "#ff0000"))
        #expect(f.appearance("system", .normal).titleColor == RGBAColor(hex: "#00ff00"))
        #expect(f.appearance("system", .normal).cornerRadius == .points(3))
        #expect(f.appearance("own", .normal).titleColor == RGBAColor(hex: "#0000ff"))
        #expect(f.appearance("own", .normal).cornerRadius == .points(9))
        // Font objects merge field by field: family from the button, size from the appearance.
        #expect(f.appearance("plainDefault", .normal).font == TextFont(family: "DejaVu Serif", size: 20))
    }

    @Test func explicitValuesBeatDerivedOnes() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": { "normal": "#0d6efd", "highlighted": "#123456" } }"##,
                                                       extra: ##""appearance": { "backgroundColor": { "highlighted": { "shade": 0.2 } } }"##)])
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#123456"))
    }

    @Test func derivedOperationsInStates() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: """
            "b": { "backgroundColor": { "normal": "#0d6efd", "highlighted": { "shade": 0.15 }, "disabled": { "opacity": 0.65 },
                   "selected": { "mix": "#ffffff", "amount": 0.2 }, "focused": { "overlay": "#000000", "alpha": 0.1 },
                   "highlighted+selected": { "tint": 0.5, "of": "#000000" } } }
            """)])
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#0b5ed7"))
        #expect(f.appearance("b", .disabled).backgroundColor == RGBAColor(hex: "#0d6efda6"))
        #expect(f.appearance("b", .selected).backgroundColor == RGBAColor(hex: "#3d8bfd"))
        #expect(f.appearance("b", .focused).backgroundColor == RGBAColor(hex: "#0c63e4"))
        #expect(f.appearance("b", [.selected, .highlighted]).backgroundColor == RGBAColor(hex: "#808080"))
    }

    @Test func modesSwapTokensAndSystemColours() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "type": "system", "title": "x", "backgroundColor": "{bg}" }"##,
            extra: ##""tokens": { "bg": { "$value": "#ffffff" } }, "modes": { "dark": { "tokens": { "bg": { "$value": "#000000" } } } }"##)])
        #expect(f.appearance("b", .normal).backgroundColor == .white)
        #expect(f.appearance("b", .normal, mode: "dark").backgroundColor == RGBAColor(hex: "#000000"))
        #expect(f.appearance("b", .normal, mode: "dark").titleColor == RGBAColor(hex: "#0A84FF")) // dark systemBlue tint
    }

    @Test func localizationsReplaceTitlesAndSetDirection() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "Submit", "localizations": { "zh-Hans": { "title": "提交" }, "ar": { "title": "إرسال" } } }"##)])
        let t = f.theme()
        #expect(t.locales == ["ar", "zh-Hans"])
        #expect(f.appearance("b", .normal, locale: "zh-Hans").title?.string == "提交")
        #expect(f.appearance("b", .highlighted, locale: "zh-Hans").title?.string == "提交")
        #expect(Locales.layoutDirection(for: "ar") == .rightToLeft)
        #expect(Locales.layoutDirection(for: "zh-Hans") == .leftToRight)
    }

    @Test func renderedStatesDefaultAndOverride() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": { "normal": "a", "selected+highlighted": "b", "focused": "c" } }"##)])
        #expect(f.theme().renderedStates.map(\.name) == ["normal", "highlighted", "disabled", "selected", "highlighted+selected", "focused"])
        let g = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "a" }"##, extra: ##""states": ["selected+highlighted", "normal"]"##)])
        #expect(g.theme().renderedStates.map(\.name) == ["highlighted+selected", "normal"])
    }
}

@Suite struct JSONParserTests {
    @Test func acceptsCommentsAndTrailingCommas() throws {
        let v = try JSONParser.parse("{ // c\n \"a\": [1, 2,], /* d */ \"b\": \"\\u00e9\\ud83d\\ude00\", }")
        #expect(v.objectValue?["a"] == .array([.number(1), .number(2)]))
        #expect(v.objectValue?["b"]?.stringValue == "é😀")
    }

    @Test func reportsLineAndColumn() {
        #expect(throws: JSONSyntaxError(message: "unexpected '}': expected a value", position: SourcePosition(line: 3, column: 8))) {
            try JSONParser.parse("{\n  \"a\": 1,\n  \"b\": }")
        }
    }

    @Test func keepsKeyOrder() throws {
        let v = try JSONParser.parse(##"{"z": 1, "a": 2, "m": 3}"##)
        #expect(v.objectValue?.keys == ["z", "a", "m"])
        #expect(JSONWriter.write(v, pretty: false) == ##"{"z":1,"a":2,"m":3}"##)
    }

    /// Strings without escapes are taken as they are, ASCII or not; invalid UTF-8 is still an error
    /// at the closing quote, and an escape or control character after plain bytes is still read.
    @Test func stringsWithAndWithoutEscapes() throws {
        let v = try JSONParser.parse(Array(#"["plain", "é😀", "a\tb\"c", ""]"#.utf8))
        #expect(v == .array([.string("plain"), .string("é😀"), .string("a\tb\"c"), .string("")]))
        #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", position: SourcePosition(line: 1, column: 7))) {
            try JSONParser.parse([0x5B, 0x22, 0x61, 0xFF, 0x62, 0x22, 0x5D])
        }
        #expect(throws: JSONSyntaxError(message: "control character in string (escape it)", position: SourcePosition(line: 1, column: 5))) {
            try JSONParser.parse("[\"ab\u{1}\"]")
        }
        #expect(throws: JSONSyntaxError(message: "unterminated string", position: SourcePosition(line: 1, column: 5))) {
            try JSONParser.parse("[\"ab")
        }
    }

    /// Whole numbers of up to 15 digits are read without text, -0 keeps its sign, longer ones and
    /// fractions go through `Double`'s reading.
    @Test func numbers() throws {
        let v = try JSONParser.parse("[0, -0, 007, -123456789012345, 1234567890123456789, 2.5, 1e3]")
        #expect(v == .array([0, 0, 7, -123_456_789_012_345, 1_234_567_890_123_456_768, 2.5, 1000].map { JSONValue.number($0) }))
        #expect(v.arrayValue?[1].numberValue?.sign == .minus)
        #expect(v.arrayValue?[0].numberValue?.sign == .plus)
    }

    /// A duplicate key is an error in a small object (searched) and in a large one (a set).
    @Test func duplicateKeysInSmallAndLargeObjects() {
        #expect(throws: JSONSyntaxError(message: "duplicate key \"a\"", position: SourcePosition(line: 1, column: 10))) {
            try JSONParser.parse(#"{"a": 1, "a": 2}"#)
        }
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(throws: JSONSyntaxError(message: "duplicate key \"k3\"", position: SourcePosition(line: 1, column: keys.utf8.count + 4))) {
            try JSONParser.parse("{" + keys + ", \"k3\": 0}")
        }
        #expect(throws: Never.self) { try JSONParser.parse("{" + keys + "}") }
    }
}
