import BezelTestSupport
import Testing
@testable import BezelCore

/// Shadow layers and border styles: what the decoder accepts, the errors it gives (each at its JSON
/// path), how layers combine and what the resolver makes of them (docs/format.md §6, §8.5, §8.6).
@Suite struct StyleDecodingTests {
    /// The diagnostics of a theme whose only button `b` has `body`, as `path: message` lines.
    func problems(_ body: String, appearance: String? = nil) -> [String] {
        let extra = appearance.map { #""appearance": "# + $0 } ?? ""
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: "\"b\": { \"title\": \"B\", \(body) }", extra: extra)])
        return fixture.validate().diagnostics.map { "\($0.path): \($0.message)" }
    }

    func appearance(_ body: String, appearance: String? = nil, _ state: ControlState = .normal) -> Appearance {
        let extra = appearance.map { #""appearance": "# + $0 } ?? ""
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: "\"b\": { \"title\": \"B\", \(body) }", extra: extra)])
        return fixture.appearance("b", state)
    }

    // MARK: Errors, each at its path

    @Test func anUnknownBorderStyleIsAnErrorWithASuggestion() {
        #expect(problems(#""border": { "style": "dashd" }"#)
                == ["buttons.b.border.normal.style: unknown value 'dashd': expected one of solid, dashed, dotted (did you mean 'dashed'?)"])
        #expect(problems(#""border": { "lineCap": "flat" }"#)
                == ["buttons.b.border.normal.lineCap: unknown value 'flat': expected one of butt, round, square (did you mean 'butt'?)"])
    }

    @Test func dashPatternLengthsMustBePositive() {
        #expect(problems(#""border": { "dashPattern": [4, 0] }"#) == ["buttons.b.border.normal.dashPattern[1]: a dash or gap length must be more than 0"])
        #expect(problems(#""border": { "dashPattern": [] }"#) == ["buttons.b.border.normal.dashPattern: a dash pattern has 1 to 32 lengths, found 0"])
        #expect(problems(#""border": { "dashPattern": 4 }"#)
                == ["buttons.b.border.normal.dashPattern: expected an array of dash and gap lengths in points, found a number"])
    }

    @Test func insetMustBeABoolean() {
        #expect(problems(#""shadow": { "inset": "yes" }"#) == ["buttons.b.shadow.normal.inset: expected true or false, found a string"])
        #expect(problems(#""shadow": { "inset": null }"#) == ["buttons.b.shadow.normal.inset: expected true or false, found null"])
        #expect(problems(#""shadow": [ { "spread": 2000 }, 3 ]"#)
                == ["buttons.b.shadow.normal[0].spread: 2000 is out of range -1000…1000", "buttons.b.shadow.normal[1]: expected a shadow object, found a number"])
        #expect(problems(#""shadow": "black""#) == ["buttons.b.shadow.normal: expected a shadow object or an array of them, found a string"])
    }

    @Test func anAppearanceLayersErrorIsReportedOnceAtItsPath() {
        #expect(problems(#""size": [40, 20]"#, appearance: #"{ "shadow": { "inset": 1 } }"#)
                == ["appearance.shadow.normal.inset: expected true or false, found a number"])
    }

    // MARK: Values, layers and states

    @Test func layersResolveInOrderWithTheirSpreadAndInset() {
        let a = appearance(#""shadow": { "normal": [ { "color": "red", "radius": 0, "spread": 4 }, { "inset": true, "offset": [0, 2] } ], "disabled": [] }"#)
        #expect(a.shadows == [ResolvedShadow(color: RGBAColor(hex: "#FF0000"), offset: Size(width: 0, height: -3), radius: 0, opacity: 1, spread: 4),
                              ResolvedShadow(color: .black, offset: Size(width: 0, height: 2), radius: 3, opacity: 1, inset: true)])
        #expect(appearance(#""shadow": { "normal": { "spread": 1 }, "disabled": [] }"#, .disabled).shadows == [])
        #expect(appearance(#""shadow": { "radius": 1 }"#, .highlighted).shadows.count == 1)
    }

    @Test func anArrayReplacesTheShadowBelowItWholeAndAnObjectCompletesAnObject() {
        let below = #"{ "shadow": { "color": "red", "radius": 7, "opacity": 0.5 } }"#
        // An object completes the appearance's object key by key.
        #expect(appearance(#""shadow": { "spread": 2 }"#, appearance: below).shadows
                == [ResolvedShadow(color: RGBAColor(hex: "#FF0000"), offset: Size(width: 0, height: -3), radius: 7, opacity: 0.5, spread: 2)])
        // An array replaces it whole: its layer takes the defaults, not the appearance's radius.
        #expect(appearance(#""shadow": [ { "spread": 2 } ]"#, appearance: below).shadows
                == [ResolvedShadow(color: .black, offset: Size(width: 0, height: -3), radius: 3, opacity: 1, spread: 2)])
        // An object over an array is one layer, completed from nothing.
        #expect(appearance(#""shadow": { "radius": 8 }"#, appearance: #"{ "shadow": [ { "color": "red" }, { "color": "blue" } ] }"#).shadows
                == [ResolvedShadow(color: .black, offset: Size(width: 0, height: -3), radius: 8, opacity: 1)])
    }

    @Test func borderStylesResolveWithTheirPatternAndCap() {
        let a = appearance(#""border": { "width": 2, "color": "red", "style": "dotted", "dashPattern": [4, 2], "lineCap": "square" }"#)
        #expect(a.border == ResolvedBorder(width: 2, color: RGBAColor(hex: "#FF0000"), style: .dotted, dashPattern: [4, 2], lineCap: .square))
        #expect(appearance(#""border": { "width": 2 }"#).border?.isDashed == false)
        // A border object completes the appearance's: the style comes from below.
        #expect(appearance(#""border": { "width": 3 }"#, appearance: #"{ "border": { "style": "dashed" } }"#).border?.style == .dashed)
    }

    @Test func inspectKeepsTheObjectFormForOneLayerAndListsSeveral() {
        let one = appearance(#""shadow": { "offset": [0, 1], "radius": 2, "opacity": 0.5 }"#).json
        #expect(one["shadow"] == .object(JSONObject([("color", "#000000FF"), ("offset", [0, 1]), ("radius", 2), ("opacity", 0.5)])))
        #expect(one["backgroundGradient"] == nil)
        let two = appearance(#""shadow": [ { "spread": 2 }, { "inset": true } ], "border": { "style": "dashed" }"#).json
        #expect(two["shadow"] == .array([
            .object(JSONObject([("color", "#000000FF"), ("offset", [0, -3]), ("radius", 3), ("opacity", 1), ("spread", 2)])),
            .object(JSONObject([("color", "#000000FF"), ("offset", [0, -3]), ("radius", 3), ("opacity", 1), ("inset", true)])),
        ]))
        #expect(two["border"] == .object(JSONObject([("width", 1), ("color", "#000000FF"), ("style", "dashed")])))
        #expect(appearance(#""shadow": []"#).json["shadow"] == .null)
    }
}
