/// The `$defs` of the theme schema: value types shared by several keys.
extension ThemeJSONSchema {
    static func definitions() -> JSONValue {
        object(valueDefinitions + styleDefinitions + layoutDefinitions)
    }

    /// Names, states, tokens, buttons, modes, colours, fonts and images.
    static var valueDefinitions: [(String, JSONValue)] {
        [
            ("tokenReference", described(pattern(#"^\{[^{}]+\}$"#), "A reference to a design token, e.g. {color.brand}.")),
            ("safeName", safeName), ("locale", locale),
            ("stateName", described(pattern(statePattern), "normal, or highlighted, disabled, selected, focused, hover joined with + (hover is Bezel's, not UIKit's).")),
            ("states", array(ref("stateName"))),
            ("scales", object([("type", "array"), ("minItems", 1), ("maxItems", .number(Double(InputLimits.scaleCount.value))), ("uniqueItems", true), ("items", number(0.25...4))])),
            ("tokens", anyOf([object([("type", "object")]), string, object([("type", "array"), ("items", string), ("minItems", 1)])])),
            ("buttons", object([("type", "object"), ("propertyNames", ref("safeName")), ("additionalProperties", ref("button"))])),
            ("button", closedObject(ThemeSchema.buttonKeys, group: "button", types: buttonTypes)),
            ("appearance", appearance),
            ("mode", closedObject(ThemeSchema.modeKeys, group: "mode", types: modeTypes)),
            ("plainColor", plainColor), ("color", anyOf([ref("plainColor"), ref("derivedColor")])),
            ("derivedColor", derivedColor), ("dtcgColor", dtcgColor),
            ("font", orToken(anyOf([ref("fontFile"), closedObject(ThemeSchema.fontKeys, group: "font", types: fontTypes)]))),
            ("fontFile", pattern("^(?!/).*" + #"\.(ttf|otf|ttc)$"#.lowercasedExtensionPattern)),
            ("image", orToken(anyOf([ref("imageFile"), closedObject(ThemeSchema.imageKeys, group: "image", types: [
                "src": ref("imageFile"), "renderingMode": enumeration(ImageRenderingMode.allCases.map(\.rawValue)),
                "size": ref("size"), "scale": number(1...3), "tintColor": ref("plainColor"),
            ], required: ["src"]), ref("symbolImage")]))),
            ("symbolImage", closedObject(ThemeSchema.symbolImageKeys, group: "symbolImage", types: [
                "systemName": string, "pointSize": number(1...1000), "textStyle": enumeration(TextStyle.allCases.map(\.rawValue)),
                "weight": enumeration(SymbolWeight.allCases.map(\.rawValue)), "scale": enumeration(SymbolScale.allCases.map(\.rawValue)),
                "renderingMode": enumeration(ImageRenderingMode.allCases.map(\.rawValue)), "tintColor": ref("plainColor"),
            ], required: ["systemName"])),
            ("backgroundImage", orToken(anyOf([ref("imageFile"), closedObject(ThemeSchema.backgroundImageKeys, group: "backgroundImage", types: [
                "src": ref("imageFile"), "capInsets": ref("capInsets"), "resizingMode": enumeration(ResizingMode.allCases.map(\.rawValue)),
                "scale": number(1...3),
            ], required: ["src"])]))),
            ("imageFile", pattern(#"^data:image/svg\+xml;base64,|^(?!/).*"# + #"\.(png|svg)$"#.lowercasedExtensionPattern)),
            ("cornerRadius", anyOf([number(0...10_000), enumeration(["capsule"])])),
        ]
    }

    /// Borders, shadow layers and background gradients.
    static var styleDefinitions: [(String, JSONValue)] {
        [
            ("border", orToken(closedObject(ThemeSchema.borderKeys, group: "border", types: [
                "width": number(0...1000), "color": ref("color"), "style": enumeration(BorderStyle.allCases.map(\.rawValue)),
                "dashPattern": array(exclusivePositive(1000), count: 1...InputLimits.dashPatternLength.value),
                "lineCap": enumeration(LineCap.allCases.map(\.rawValue)),
            ]))),
            ("shadowLayer", orToken(closedObject(ThemeSchema.shadowKeys, group: "shadow", types: [
                "color": ref("color"), "offset": ref("offset"), "radius": number(0...500), "opacity": number(0...1),
                "spread": number(-1000...1000), "inset": boolean,
            ]))),
            ("shadow", anyOf([ref("shadowLayer"), array(ref("shadowLayer"), count: 0...InputLimits.shadowLayers.value)])),
            ("gradientStop", orToken(closedObject(ThemeSchema.gradientStopKeys, group: "gradientStop", types: [
                "color": ref("color"), "position": number(0...1),
            ], required: ["color", "position"]))),
            ("gradientStops", array(ref("gradientStop"), count: 2...InputLimits.gradientStops.value)),
            ("backgroundGradient", orToken(anyOf([ref("gradientStops"), closedObject(ThemeSchema.gradientKeys, group: "backgroundGradient", types: [
                "type": enumeration(GradientType.allCases.map(\.rawValue)), "stops": ref("gradientStops"),
                "startPoint": pair(-10...10), "endPoint": pair(-10...10),
            ], required: ["stops"])]))),
        ]
    }

    /// Titles, configurations, accessibility, localizations and geometry.
    static var layoutDefinitions: [(String, JSONValue)] {
        [
            ("attributedTitle", array(anyOf([string, closedObject(ThemeSchema.runKeys, group: "run", types: runTypes, required: ["text"])]))),
            ("configuration", orToken(closedObject(ThemeSchema.configurationKeys, group: "configuration", types: configurationTypes))),
            ("accessibility", orToken(closedObject(ThemeSchema.accessibilityKeys, group: "accessibility", types: accessibilityTypes))),
            ("localizations", object([("type", "object"), ("propertyNames", ref("locale")), ("additionalProperties",
                closedObject(ThemeSchema.localizationKeys, group: "localization", types: localizationTypes))])),
            ("size", orToken(anyOf([pair(0...10_000), closedObject(ThemeSchema.sizeKeys, group: "size",
                types: ["width": number(0...10_000), "height": number(0...10_000)], required: ["width", "height"])]))),
            ("offset", pair(-1000...1000)),
            ("insets", orToken(anyOf([quadruple(-10_000...10_000), closedObject(ThemeSchema.insetsKeys, group: "insets",
                types: Dictionary(uniqueKeysWithValues: ThemeSchema.insetsKeys.map { ($0, number(-10_000...10_000)) }))]))),
            ("capInsets", orToken(anyOf([quadruple(0...10_000), closedObject(ThemeSchema.insetsKeys, group: "insets",
                types: Dictionary(uniqueKeysWithValues: ThemeSchema.insetsKeys.map { ($0, number(0...10_000)) }))]))),
            ("rect", orToken(anyOf([rectArray, closedObject(ThemeSchema.rectKeys, group: "rect", types: [
                "x": number(-10_000...10_000), "y": number(-10_000...10_000),
                "width": number(0...10_000), "height": number(0...10_000),
            ], required: ["x", "y", "width", "height"])]))),
        ]
    }

    /// `normal`, or flags joined with `+` (any order, spaces allowed around `+`).
    static var statePattern: String {
        let flag = "(highlighted|disabled|selected|focused|hover)"
        return #"^\s*(normal|"# + flag + #"(\s*\+\s*"# + flag + #")*)\s*$"#
    }

    static var safeName: JSONValue {
        described(object([("type", "string"), ("minLength", 1), ("maxLength", .number(Double(SafeName.maximumBytes))),
                          ("pattern", .string(SafeName.pattern))]),
                  "A name that becomes a file, frame, CSS class, asset and resource name: " + SafeName.rule + ".")
    }

    static var locale: JSONValue {
        object([("type", "string"), ("pattern", "^[A-Za-z][A-Za-z0-9_-]{1,34}$")])
    }

    static var appearance: JSONValue {
        let typeSections = ThemeSchema.appearanceTypeKeys.map { key in
            (key, described(ref("button"), ThemeKeyDescriptions.text(group: "appearance-types", key: key)))
        }
        let buttonProperties = properties(ThemeSchema.buttonKeys, group: "button", types: buttonTypes)
        var all = buttonProperties.objectValue ?? JSONObject()
        for (key, value) in typeSections { all[key] = value }
        return object([("type", "object"), ("properties", .object(all)), ("additionalProperties", false)])
    }

    /// A colour string (hex, rgb(), a CSS or iOS name, any case) or a DTCG colour object.
    static var plainColor: JSONValue {
        let channel = #"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.[0-9]+)?|(?:100|[1-9]?[0-9])(?:\.[0-9]+)?%)"#
        let alpha = #"(?:(?:0|1|0?\.[0-9]+|1\.0+)|(?:100|[1-9]?[0-9])(?:\.[0-9]+)?%)"#
        let comma = #"\s*,\s*"#
        let legacy = "[rR][gG][bB][aA]?\\(\\s*" + channel + comma + channel + comma + channel + "(?:" + comma + alpha + ")?\\s*\\)"
        let modern = "[rR][gG][bB][aA]?\\(\\s*" + channel + "\\s+" + channel + "\\s+" + channel + "(?:\\s*/\\s*" + alpha + ")?\\s*\\)"
        let hex = "#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
        let names = RGBAColor.knownNames.map(\.caseInsensitivePattern).joined(separator: "|")
        let functions = "(?:" + CSSColorFunction.names.map(\.caseInsensitivePattern).joined(separator: "|") + ")\\([^()]*\\)"
        return anyOf([
            described(enumeration(RGBAColor.knownNames), "A CSS or iOS system colour name."),
            described(pattern("^\\s*(?:" + hex + "|" + legacy + "|" + modern + "|" + functions + "|" + names + ")\\s*$"),
                      "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb()/rgba(), oklch(), oklab(), lab(), lch(), hsl(), hwb(), color(), or a colour name (any case)."),
            ref("dtcgColor"), ref("tokenReference"),
        ])
    }

    static var dtcgColor: JSONValue {
        object([("type", "object"),
                ("properties", colorProperties([
                    ("colorSpace", enumeration(DTCGColor.allColorSpaces)),
                    ("components", object([("type", "array"), ("items", anyOf([number(-100_000...100_000), enumeration(["none"])]))])),
                    ("alpha", number(0...1)), ("hex", pattern("^#[0-9a-fA-F]{6}$")),
                ])),
                ("anyOf", [object([("required", ["colorSpace"])]), object([("required", ["hex"])])]),
                ("additionalProperties", false)])
    }

    /// Properties of a colour object, described by the `color` table of docs/format.md.
    static func colorProperties(_ entries: [(String, JSONValue)]) -> JSONValue {
        object(entries.map { ($0.0, described($0.1, ThemeKeyDescriptions.text(group: "color", key: $0.0))) })
    }

    /// `{shade|tint|opacity: 0…1}`, `{mix: colour, amount}`, `{overlay: colour, alpha}`, each with an optional `of`.
    static var derivedColor: JSONValue {
        let unit = number(0...1)
        func operation(_ op: String, _ value: JSONValue, extra: String? = nil) -> JSONValue {
            var props: [(String, JSONValue)] = [(op, value), ("of", ref("plainColor"))]
            var required = [op]
            if let extra { props.append((extra, unit)); required.append(extra) }
            return object([("type", "object"), ("properties", colorProperties(props)),
                           ("required", .array(required.map(JSONValue.string))), ("additionalProperties", false)])
        }
        return anyOf([operation("shade", unit), operation("tint", unit), operation("opacity", unit),
                      operation("mix", ref("plainColor"), extra: "amount"),
                      operation("overlay", ref("plainColor"), extra: "alpha")])
    }
}

extension String {
    /// A regular expression matching this text in any letter case, for engines without a case flag.
    var caseInsensitivePattern: String {
        map { c in
            let lower = c.lowercased(), upper = c.uppercased()
            if lower != upper { return "[\(lower)\(upper)]" }
            return "-.^$*+?()[]{}|\\/".contains(c) ? "\\\(c)" : String(c)
        }.joined()
    }

    /// An extension pattern `\.(a|b)$` made case-insensitive.
    var lowercasedExtensionPattern: String {
        let inner = dropFirst(3).dropLast(2)
        let alternatives = inner.split(separator: "|").map { String($0).caseInsensitivePattern }
        return #"\.("# + alternatives.joined(separator: "|") + ")$"
    }
}
