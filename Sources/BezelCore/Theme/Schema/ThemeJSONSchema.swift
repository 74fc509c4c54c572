/// The JSON Schema (draft 2020-12) of a theme file, built from the decoder's own key tables
/// (`ThemeSchema`) so that editors and `bezel validate` cannot drift apart: every key the decoder
/// accepts has a definition here, and no other key is allowed.
///
/// The schema checks keys, kinds, enumerations, colour notations, state names and number ranges.
/// What it cannot check (files that must exist, token references that must resolve, cycles, a state
/// named twice in two spellings, a derived colour in the normal state without `of`) is left to
/// `bezel validate`; docs/format.md lists it.
///
/// ```swift
/// let text = ThemeJSONSchema.text()   // the bytes of schema/bezel-theme.schema.json
/// ```
public enum ThemeJSONSchema {
    /// Where the repository keeps the generated schema, relative to its root.
    public static let repositoryPath = "schema/bezel-theme.schema.json"

    /// The schema as pretty-printed JSON text ending in a newline.
    public static func text() -> String { JSONWriter.write(document()) }

    /// The schema document.
    public static func document() -> JSONValue {
        object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Bezel theme"),
            ("description", .string("A Bezel theme file: UIKit-style buttons rendered into per-state sprite sheets. See docs/format.md.")),
            ("type", "object"),
            ("properties", properties(ThemeSchema.themeKeys, group: "theme", types: themeTypes)),
            ("anyOf", [object([("required", ["buttons"])]), object([("required", ["extends"])])]),
            ("additionalProperties", false),
            ("$defs", definitions()),
        ])
    }

    // MARK: Objects of the format

    static let themeTypes: [String: JSONValue] = [
        "$schema": string, "name": ref("safeName"), "description": string, "extends": string,
        "tokens": ref("tokens"), "tintColor": ref("plainColor"), "appearance": ref("appearance"),
        "tokenSettings": closedObject(ThemeSchema.tokenSettingsKeys, group: "token-settings", types: [
            "remSize": number(0...1000),
            "states": object([("type", "object"), ("additionalProperties", anyOf([ref("stateName"), object([("type", "null")])]))]),
            "select": object([("type", "object"), ("additionalProperties", string)]),
            "modeGroups": object([("type", "array"), ("items", string)]),
            "strictModes": object([("type", "boolean")]),
        ]),
        "modes": object([("type", "object"), ("propertyNames", ref("safeName")), ("additionalProperties", ref("mode"))]),
        "scales": ref("scales"), "states": ref("states"), "buttons": ref("buttons"),
        "colorScheme": enumeration(ColorAppearance.allCases.map(\.rawValue)),
        "accessibilityContrast": enumeration(AccessibilityContrast.allCases.map(\.rawValue)), "locales": array(ref("locale")),
        "web": closedObject(ThemeSchema.webKeys, group: "web", types: ["hover": enumeration(WebHover.allCases.map(\.rawValue))]),
        "accessibility": closedObject(ThemeSchema.accessibilityVariantKeys, group: "accessibility-variants", types: [
            "contentSizes": array(enumeration(ContentSizeCategory.allCases.map(\.rawValue))),
            "contrast": array(enumeration(["standard", "high"])), "boldText": boolean, "buttonShapes": boolean,
            "highContrastTokens": ref("tokens"),
        ]),
        "symbols": anyOf([string, object([("type", "array"), ("items", string), ("minItems", 1)])]),
    ]

    static var modeTypes: [String: JSONValue] { themeTypes.filter { ThemeSchema.modeKeys.contains($0.key) } }

    /// The type of each button key; a button key missing here is a programming error caught by tests.
    static let buttonTypes: [String: JSONValue] = [
        "title": perState(string), "attributedTitle": perState(ref("attributedTitle")),
        "titleColor": perState(ref("color")), "titleShadowColor": perState(ref("color")),
        "font": perState(ref("font")), "image": perState(ref("image")),
        "backgroundImage": perState(ref("backgroundImage")), "backgroundColor": perState(ref("color")),
        "backgroundGradient": perState(ref("backgroundGradient")),
        "tintColor": perState(ref("color")), "cornerRadius": perState(ref("cornerRadius")),
        "border": perState(ref("border")), "shadow": perState(ref("shadow")),
        "type": enumeration(ButtonType.acceptedNames), "size": ref("size"),
        "titleShadowOffset": ref("offset"), "reversesTitleShadowWhenHighlighted": boolean,
        "cornerCurve": enumeration(CornerCurve.allCases.map(\.rawValue)), "clipsToBounds": boolean,
        "contentEdgeInsets": ref("insets"), "titleEdgeInsets": ref("insets"), "imageEdgeInsets": ref("insets"),
        "contentHorizontalAlignment": enumeration(ContentHorizontalAlignment.allCases.map(\.rawValue)),
        "contentVerticalAlignment": enumeration(ContentVerticalAlignment.allCases.map(\.rawValue)),
        "imagePlacement": enumeration(ImagePlacement.allCases.map(\.rawValue)),
        "imagePadding": number(-1000...1000), "titleRect": ref("rect"), "imageRect": ref("rect"),
        "lineBreakMode": enumeration(LineBreakMode.allCases.map(\.rawValue)), "numberOfLines": integer(0...100),
        "adjustsImageWhenHighlighted": boolean, "adjustsImageWhenDisabled": boolean,
        "showsTouchWhenHighlighted": boolean, "glyphStyle": enumeration(GlyphStyle.allCases.map(\.rawValue)),
        "layoutDirection": enumeration(LayoutDirection.allCases.map(\.rawValue)),
        "configuration": ref("configuration"), "accessibility": ref("accessibility"),
        "localizations": ref("localizations"), "states": ref("states"), "isEnabled": boolean, "isSelected": boolean,
        "changesSelectionAsPrimaryAction": boolean, "contrastExemption": nonEmptyString, "stretchable": boolean,
        "adjustsFontForContentSizeCategory": boolean,
        "description": string, "source": nonEmptyString,
    ]

    static let configurationTypes: [String: JSONValue] = [
        "style": enumeration(ButtonConfiguration.Style.allCases.map(\.rawValue)),
        "size": enumeration(ButtonConfigurationSize.allCases.map(\.rawValue)),
        "buttonSize": enumeration(ButtonConfigurationSize.allCases.map(\.rawValue)),
        "cornerStyle": enumeration(CornerStyle.allCases.map(\.rawValue)), "subtitle": string,
        "attributedSubtitle": ref("attributedTitle"),
        "imagePlacement": enumeration(ImagePlacement.allCases.map(\.rawValue)),
        "imagePadding": number(0...1000), "titlePadding": number(0...1000),
        "titleAlignment": enumeration(TitleAlignment.allCases.map(\.rawValue)), "contentInsets": ref("insets"),
        "baseForegroundColor": ref("color"), "baseBackgroundColor": ref("color"), "showsActivityIndicator": boolean,
    ]

    static let fontTypes: [String: JSONValue] = [
        "family": nonEmptyString, "size": number(1...1000),
        "weight": anyOf([number(1...1000), enumeration(FontWeightName.names)]), "italic": boolean, "file": ref("fontFile"),
        "lineHeight": number(1...1000), "letterSpacing": number(-100...100),
        "textStyle": enumeration(TextStyle.allCases.map(\.rawValue)),
    ]

    static let runTypes: [String: JSONValue] = [
        "text": string, "font": ref("font"), "color": ref("color"), "backgroundColor": ref("color"),
        "underline": boolean, "strikethrough": boolean, "kern": number(-100...100), "baselineOffset": number(-100...100),
    ]

    static let accessibilityTypes: [String: JSONValue] = [
        "label": string, "hint": string, "traits": anyOf([string, array(string)]),
    ]

    static let localizationTypes: [String: JSONValue] = [
        "title": perState(string), "attributedTitle": perState(ref("attributedTitle")),
    ]

    /// `properties` for `keys` (in the decoder's order), each with its type and its description.
    static func properties(_ keys: [String], group: String, types: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(keys.map { key in
            guard let type = types[key] else { preconditionFailure("ThemeJSONSchema: no type for \(group) key '\(key)'") }
            return (key, described(type, ThemeKeyDescriptions.text(group: group, key: key)))
        }))
    }

    /// An object with exactly `keys`, typed by `types`.
    static func closedObject(_ keys: [String], group: String, types: [String: JSONValue],
                             required: [String] = []) -> JSONValue {
        var entries: [(String, JSONValue)] = [("type", "object"), ("properties", properties(keys, group: group, types: types))]
        if !required.isEmpty { entries.append(("required", .array(required.map(JSONValue.string)))) }
        entries.append(("additionalProperties", false))
        return object(entries)
    }
}
