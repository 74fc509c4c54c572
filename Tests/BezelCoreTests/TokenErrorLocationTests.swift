import BezelCore
import BezelTestSupport
import Testing

/// A problem inside a token file names the token file, the token's JSON path in it and the alias
/// chain from the theme's use site (docs/format.md §5.3), for use-site errors as for load-time ones.
@Suite struct TokenErrorLocationTests {
    @Test func aDanglingReferenceNamesEveryTokenOnTheWay() {
        let tokens = ##"{ "@color": { "text": { "on-brand": { "$type": "color", "$value": "{@color.mid}" } }, "mid": { "$value": "{@prim.Brand.100}" } }, "@prim": { "brand": { "100": { "$value": "#f5f5f5" } } } }"##
        let f = ThemeFixture(["tokens.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "titleColor": "{@color.text.on-brand}" }"##, extra: ##""tokens": "tokens.json""##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors[0].path == "buttons.b.titleColor", "\(errors)")
        // The token file is named from the theme's folder, so the words do not depend on the working folder.
        #expect(errors.first?.message == "reference {@prim.Brand.100} names no token (did you mean {@prim.brand.100}?), "
                + "via {@color.text.on-brand} (tokens.json: @color.text.on-brand.$value) → {@color.mid} (tokens.json: @color.mid.$value)", "\(errors)")
    }

    @Test func aValueThatDoesNotConvertNamesItsTokenAndTheChain() {
        let tokens = ##"{ "size": { "pad": { "value": "wide", "type": "spacing" } }, "button": { "padding": { "value": "{size.pad.value}" } } }"##
        let f = ThemeFixture(["sd.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "contentEdgeInsets": ["{button.padding}", 0, 0, 0] }"##, extra: ##""tokens": "sd.json""##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        let m = errors.first?.message ?? ""
        #expect(errors.count == 1 && errors[0].path == "buttons.b.contentEdgeInsets[0]", "\(errors)")
        #expect(m.hasPrefix("token {size.pad} (sd.json: size.pad.value): expected a dimension"), "\(m)")
        #expect(m.hasSuffix(", via {button.padding} (sd.json: button.padding.value)"), "\(m)")
    }

    @Test func tokensWrittenInTheThemeNameTheirPathOnly() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "x", "titleColor": "{a}" }"##, extra: ##""tokens": { "a": { "$value": "{b}" }, "b": { "$value": "{nope}" } }"##)])
        let m = f.validate().diagnostics.first { $0.severity == .error }?.message ?? ""
        #expect(m == "reference {nope} names no token, via {a} (tokens.a.$value) → {b} (tokens.b.$value)", "\(m)")
    }

    /// A group `$extends` that names a group around it, and a cycle: one error each, at the group
    /// that writes it (the spec's own examples of invalid inheritance).
    @Test func groupExtendsErrorsAreReportedOnceWhereTheyAreWritten() {
        let tokens = ##"""
            { "button": { "color": { "$type": "color", "$value": "#663399" }, "secondary": { "$extends": "{button}" } },
              "a": { "$extends": "{b}", "t": { "$value": 1 } }, "b": { "$extends": "{c}" }, "c": { "$extends": "{a}" } }
            """##
        let f = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x" }"##, extra: ##""tokens": "t.json""##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
        #expect(errors == ["tokens.button.secondary.$extends: group {button.secondary} extends {button}, which contains it: a group cannot extend itself or a group around it",
                           "tokens.c.$extends: group $extends cycle: {a} → {b} → {c} → {a}"], "\(errors)")
    }

    /// DTCG 2025.10: a group's `$ref` is `$extends` in JSON Schema's spelling; an object of only a
    /// `$ref` to a token is an alias.
    @Test func groupRefsAreRead() {
        let tokens = ##"""
            { "button": { "bg": { "$type": "color", "$value": "#0066cc" }, "fg": { "$type": "color", "$value": "#ffffff" } },
              "button-primary": { "$ref": "#/button", "bg": { "$type": "color", "$value": "#cc0066" } },
              "alias": { "$ref": "#/button/fg" } }
            """##
        let f = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{button-primary.bg}", "titleColor": "{button-primary.fg}", "tintColor": "{alias}" }"##, extra: ##""tokens": "t.json""##)])
        let a = f.appearance("b", .normal)
        #expect(a.backgroundColor == RGBAColor(hex: "#CC0066") && a.titleColor == RGBAColor(hex: "#FFFFFF") && a.tintColor == RGBAColor(hex: "#FFFFFF"))
    }

    @Test func stateChildrenMatchCaseInsensitivelyAndAClashNamesBoth() {
        let tokens = ##"{ "bg": { "$type": "color", "Rest": { "$value": "#111111" }, "Pressed": { "$value": "#222222" }, "Selected": { "$value": "#333333" } },"## +
            ##" "ring": { "$type": "color", "active": { "$value": "#444444" }, "pressed": { "$value": "#555555" } } }"##
        let f = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{bg}" }"##, extra: ##""tokens": "t.json""##)])
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#222222") && f.appearance("b", .selected).backgroundColor == RGBAColor(hex: "#333333"))
        let clash = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{ring}" }"##, extra: ##""tokens": "t.json""##)])
        let errors = clash.validate().diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.contains("{ring} sets state highlighted twice: its children 'active' and 'pressed' both stand for it") }, "\(errors)")
    }

    @Test func aMalformedHexBesideAColourSpaceIsIgnoredWithAWarning() {
        let tokens = ##"{ "pink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 1], "hex": "#f0f" } } }"##
        let f = ThemeFixture(["t.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{pink}" }"##, extra: ##""tokens": "t.json""##)])
        let (themes, d) = f.validate()
        #expect(!themes.isEmpty && f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#FF00FF"), "\(d)")
        #expect(d.map(\.severity) == [.warning] && d[0].path == "buttons.b.backgroundColor"
                && d[0].message.contains("token {pink} (") && d[0].message.contains("hex '#f0f' is not #RRGGBB; it is ignored"), "\(d)")
    }

    @Test func aFigmaPluginExportsOtherModesAreAWarning() {
        let tokens = ##"""
            { "@color": { "$extensions": { "com.figma.sds": { "modes": ["light", "dark"] } },
                          "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "com.figma.sds": { "modes": { "light": "#ffffff", "dark": "#000000" } } } } } }
            """##
        let f = ThemeFixture(["tokens.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{@color.bg}" }"##, extra: ##""tokens": "tokens.json""##)])
        let d = f.validate().diagnostics
        #expect(d.count == 1 && d[0].file.hasSuffix("tokens.json") && d[0].path == "@color.$extensions.com.figma.sds.modes"
                && d[0].message.contains("2 Figma modes (light, dark)") && d[0].message.contains("the mode 'light'"), "\(d)")
    }

    @Test(arguments: [("tokens.json", ##"{ "color": { "brand": { "$value": "#0066cc" } } }"##, "this is a design-token file, not a theme; name it in a theme's tokens"),
                      ("$themes.json", ##"[{ "name": "Light", "selectedTokenSets": {} }]"##, "a theme must be a JSON object, found an array; name it in a theme's tokens")])
    func aTokenFileGivenAsAThemeGetsAHint(name: String, text: String, message: String) {
        let d = ThemeFixture([name: text]).validate(name).diagnostics
        #expect(d.count == 1 && d[0].message.hasPrefix(message), "\(d)")
    }
}
