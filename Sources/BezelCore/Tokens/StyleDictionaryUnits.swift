/// The unit of a bare number in a Style Dictionary v3 file. Style Dictionary writes sizes as bare
/// numbers and its transforms (`size/rem` for CSS, `size/remToPt` for iOS, `size/remToDp` for
/// Android) read every number of the `size` category as rem; a token's category is the first key of
/// its path (its "CTI" attributes: `size.font.small` is category `size`), or — Style Dictionary's
/// component convention (`examples/advanced/component-cti`) — under `component` the CSS property its
/// last key names (`component.button.font-size`, `…padding`). So an untyped bare number of the size
/// category is rem (× `tokenSettings.remSize`); any other bare number stays a number, and where one
/// is used as a length a warning says nothing told its unit.
enum StyleDictionaryUnits {
    /// The CSS properties the component convention puts in the size category.
    static let sizeProperties: Set<String> = [
        "width", "min-width", "max-width", "height", "min-height", "max-height", "border-width", "border-radius",
        "padding", "padding-vertical", "padding-horizontal", "font-size", "line-height",
    ]

    /// The `$extensions` key that marks a bare number whose unit nothing tells.
    static let unitlessKey = "bezel.unitless"

    /// Whether the token at `keys` (its path from the file's root) is of the size category.
    static func isSizeCategory(_ keys: [String]) -> Bool {
        guard let first = keys.first else { return false }
        if first == "size" { return true }
        return first == "component" && keys.count > 1 && sizeProperties.contains(keys[keys.count - 1])
    }

    /// The DTCG token for an untyped legacy `value` at `keys`: a bare number of the size category as a
    /// rem dimension; another bare number marked unitless; anything else nil (converted as it is).
    static func token(_ value: JSONValue, keys: [String]) -> JSONObject? {
        guard case .number(let n) = value else { return nil }
        if isSizeCategory(keys) {
            return JSONObject([("$type", .string("dimension")),
                               ("$value", .object(JSONObject([("value", .number(n)), ("unit", .string("rem"))])))])
        }
        return JSONObject([("$value", value), ("$extensions", .object(JSONObject([(unitlessKey, .bool(true))])))])
    }

    /// Whether `token` is a bare number nothing told the unit of.
    static func isUnitless(_ token: JSONObject) -> Bool {
        token["$extensions"]?.objectValue?[unitlessKey] == .bool(true)
    }

    /// Whether the theme value at `path` is a length in points (a corner radius, an inset, a font
    /// size, a border width, …): its last key, past per-state keys and array indices, is one of
    /// `ThemeSchema.lengthKeys`.
    static func isLength(_ path: JSONPath) -> Bool {
        for component in path.components.reversed() {
            guard case .key(let key) = component else { continue }
            if ControlState(name: key) != nil { continue }
            return ThemeSchema.lengthKeys.contains(key)
        }
        return false
    }
}
