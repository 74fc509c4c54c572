import BezelTestSupport
import Testing
@testable import BezelCore

/// Shadow layers, border styles and background gradients: what the decoder accepts, the errors it
/// gives (each at its JSON path), how layers combine and what the resolver makes of them
/// (docs/format.md §6, §8.5, §8.6, §8.9).
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
        #expect(problems(#""border": { "dashPattern": [] }"#) == ["buttons.b.border.normal.dashPattern: a dash pattern has 1 to 32 lengths, found 0 (limit dash-pattern-length)"])
        #expect(problems(#""border": { "dashPattern": 4 }"#)
                == ["buttons.b.border.normal.dashPattern: expected an array of dash and gap lengths in points, found a number"])
    }

    @Test func aGradientNeedsTwoStopsInOrder() {
        #expect(problems(#""backgroundGradient": [ { "color": "red", "position": 0 } ]"#)
                == ["buttons.b.backgroundGradient.normal: a gradient needs 2 to 64 stops, found 1 (limit gradient-stops)"])
        #expect(problems(#""backgroundGradient": { "stops": [ { "color": "red", "position": 0.6 }, { "color": "blue", "position": 0.2 } ] }"#)
                == ["buttons.b.backgroundGradient.normal.stops[1].position: 0.2 is before the previous stop's 0.6: positions must not decrease"])
        #expect(problems(#""backgroundGradient": { "highlighted": { "type": "axial" } }"#)
                == ["buttons.b.backgroundGradient.highlighted: a gradient needs stops (at least two)"])
        #expect(problems(#""backgroundGradient": [ { "color": "red", "position": 0 }, { "color": "blue" } ]"#)
                == ["buttons.b.backgroundGradient.normal[1]: a gradient stop needs a color and a position"])
        #expect(problems(#""backgroundGradient": [ { "color": "red", "position": 0 }, { "color": "blue", "position": 2 } ]"#)
                == ["buttons.b.backgroundGradient.normal[1].position: 2 is out of range 0…1"])
    }

    @Test func aGradientsGeometryMustDrawSomething() {
        let stops = #"[ { "color": "red", "position": 0 }, { "color": "blue", "position": 1 } ]"#
        #expect(problems(#""backgroundGradient": { "type": "radial", "stops": \#(stops), "endPoint": [0.5, 1] }"#)
                == ["buttons.b.backgroundGradient.normal.endPoint: a radial gradient's endPoint must differ from its startPoint in both x and y: "
                    + "the ellipse's radii are |endPoint − startPoint| in each axis"])
        #expect(problems(#""backgroundGradient": { "stops": \#(stops), "startPoint": [0.5, 1] }"#)
                == ["buttons.b.backgroundGradient.normal.startPoint: an axial gradient's endPoint must differ from its startPoint"])
        #expect(problems(#""backgroundGradient": { "stops": \#(stops), "colors": [] }"#)
                == ["buttons.b.backgroundGradient.normal.colors: unknown backgroundGradient key 'colors'"])
    }

    @Test func insetMustBeABoolean() {
        #expect(problems(#""shadow": { "inset": "yes" }"#) == ["buttons.b.shadow.normal.inset: expected true or false, found a string"])
        #expect(problems(#""shadow": { "inset": null }"#) == ["buttons.b.shadow.normal.inset: expected true or false, found null"])
        #expect(problems(#""shadow": [ { "spread": 2000 }, 3 ]"#)
                == ["buttons.b.shadow.normal[0].spread: 2000 is out of range -1000…1000", "buttons.b.shadow.normal[1]: expected a shadow object, found a number"])
        #expect(problems(#""shadow": "black""#) == ["buttons.b.shadow.normal: expected a shadow object or an array of them, found a string"])
    }

    @Test func aDerivedStopInTheNormalGradientNeedsOf() {
        #expect(problems(#""backgroundGradient": [ { "color": { "shade": 0.2 }, "position": 0 }, { "color": "blue", "position": 1 } ]"#)
                == [#"buttons.b.backgroundGradient.normal[0].color: a derived colour in the normal gradient needs "of" (there is no normal stop to derive from)"#])
        #expect(problems(#""backgroundGradient": { "stops": [ { "color": { "tint": 0.2 }, "position": 0 }, { "color": "blue", "position": 1 } ] }"#)
                == [#"buttons.b.backgroundGradient.normal.stops[0].color: a derived colour in the normal gradient needs "of" (there is no normal stop to derive from)"#])
    }

    @Test func anAppearanceLayersErrorIsReportedOnceAtItsPath() {
        #expect(problems(#""size": [40, 20]"#, appearance: #"{ "shadow": { "inset": 1 } }"#)
                == ["appearance.shadow.normal.inset: expected true or false, found a number"])
        #expect(problems(#""size": [40, 20]"#, appearance: #"{ "border": { "style": "dotty" } }"#)
                == ["appearance.border.normal.style: unknown value 'dotty': expected one of solid, dashed, dotted (did you mean 'dotted'?)"])
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

    @Test func aGradientFallsBackToNormalAndDerivesStopsFromIt() {
        let body = #"""
            "backgroundGradient": { "normal": { "stops": [ { "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 1 } ], "startPoint": [0, 0.5], "endPoint": [1, 0.5] },
                                    "highlighted": [ { "color": { "shade": 0.5 }, "position": 0 }, { "color": "#00ff00", "position": 1 } ] }
            """#
        let normal = appearance(body)
        #expect(normal.backgroundGradient == ResolvedGradient(type: .axial, stops: [.init(color: RGBAColor(hex: "#FF0000"), position: 0),
                                                                                    .init(color: RGBAColor(hex: "#0000FF"), position: 1)],
                                                              startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5)))
        #expect(appearance(body, .selected).backgroundGradient == normal.backgroundGradient)
        let pressed = appearance(body, .highlighted).backgroundGradient
        #expect(pressed?.stops.map(\.color) == [RGBAColor(hex: "#800000"), RGBAColor(hex: "#00FF00")])
        #expect(pressed?.startPoint == Point(x: 0.5, y: 0) && pressed?.endPoint == Point(x: 0.5, y: 1))
        let radial = appearance(#""backgroundGradient": { "type": "radial", "stops": [ { "color": "red", "position": 0 }, { "color": "blue", "position": 1 } ] }"#)
        #expect(radial.backgroundGradient?.startPoint == Point(x: 0.5, y: 0.5) && radial.backgroundGradient?.endPoint == Point(x: 1, y: 1))
    }

    @Test func aGradientTokenCanBeReferencedWhole() {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: #""b": { "title": "B", "backgroundGradient": "{gradient.brand}" }"#, extra: #"""
            "tokens": { "color": { "$type": "color", "top": { "$value": "#6ea8fe" } },
                        "gradient": { "brand": { "$type": "gradient", "$value": [ { "color": "{color.top}", "position": 0 },
                                                                                  { "color": { "colorSpace": "srgb", "components": [0, 0, 1] }, "position": 1 } ] } } }
            """#)])
        #expect(fixture.validate().diagnostics == [])
        #expect(fixture.appearance("b", .normal).backgroundGradient?.stops.map(\.color) == [RGBAColor(hex: "#6EA8FE"), RGBAColor(hex: "#0000FF")])
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
