import BezelCore
import BezelTestSupport
import Testing

/// DTCG 2025.10 `$ref` JSON pointers, beside `{a.b}` references: to a token, into a value, into a
/// part of a composite value, in a token or in the theme, chained; bad pointers are errors.
@Suite struct TokenPointerTests {
    static let tokens = ##"""
        "tokens": {
          "color": { "$type": "color",
            "brand": { "$value": "#0d6efd" },
            "alias": { "$value": { "$ref": "#/color/brand/$value" } },
            "token": { "$value": { "$ref": "#/color/brand" } },
            "chain": { "$value": { "$ref": "#/color/alias/$value" } },
            "a~b/c": { "$value": "#ff0000" },
            "escaped": { "$value": { "$ref": "#/color/a~0b~1c/$value" } }
          },
          "space": { "$type": "dimension", "pad": { "$value": { "value": 12, "unit": "px" } },
            "row": { "$value": [{ "value": 4, "unit": "px" }, { "value": 8, "unit": "px" }] },
            "second": { "$value": { "$ref": "#/space/row/$value/1" } } }
        }
        """##

    @Test func pointersResolveLikeReferences() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##"""
            "a": { "backgroundColor": "{color.alias}", "titleColor": "{color.token}", "tintColor": "{color.chain}",
                   "title": "x", "contentEdgeInsets": ["{space.second}", 0, 0, 0] },
            "b": { "backgroundColor": { "$ref": "#/color/escaped/$value" }, "cornerRadius": { "$ref": "#/space/pad/$value" } }
            """##, extra: Self.tokens)])
        let a = f.appearance("a", .normal), b = f.appearance("b", .normal)
        let brand = RGBAColor(hex: "#0D6EFD")
        #expect(a.backgroundColor == brand && a.titleColor == brand && a.tintColor == brand)
        #expect(f.theme().button(named: "a")?.layout.contentEdgeInsets.top == 8)
        #expect(b.backgroundColor == RGBAColor(hex: "#FF0000") && b.cornerRadius == .points(12))
    }

    @Test(arguments: [(##"{ "$ref": "other.json#/color/brand" }"##, "a $ref must be a JSON pointer into the tokens"),
                      (##"{ "$ref": "#/color/nope/$value" }"##, "reference {color.nope} names no token"),
                      (##"{ "$ref": "#/space/row/$value/7" }"##, "names nothing in the tokens"),
                      (##"{ "$ref": "#/color/loop/$value" }"##, "token reference cycle")])
    func badPointersAreErrors(ref: String, message: String) {
        let tokens = Self.tokens.replacingOccurrences(of: ##""brand": { "$value": "#0d6efd" },"##,
                                                      with: ##""brand": { "$value": "#0d6efd" }, "loop": { "$value": { "$ref": "#/color/loop/$value" } },"##)
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""a": { "backgroundColor": "##  + ref + " }", extra: tokens)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains(message) }, "\(errors)")
    }
}
