/// Tokens Studio's own type names in a `$value`/`$type` file: a Tokens Studio project stored in the
/// DTCG style (its "W3C" token format setting) writes `$type` as Tokens Studio names them
/// (`fontSizes`, `fontWeights`, `fontFamilies`, `lineHeights`, `borderWidth`, `borderRadius`,
/// `opacity`, `boxShadow`, `sizing`, `spacing`, …). They are read as in a legacy `value`/`type` file
/// (`LegacyTokens.types`): the type mapped to its DTCG type (or left untyped), and the values of
/// tokens of those types rewritten the same way (bare number strings as numbers, `{x, y, blur,
/// spread, color, type}` shadows as DTCG shadows). DTCG type names are left as they are.
enum TokensStudioTypes {
    /// The DTCG type names (and Figma's `string` and `boolean`), which are never renamed.
    static let dtcgTypes: Set<String> = Set(TokenConversion.convertedTypes + TokenConversion.passedTypes)

    /// `tree` with Tokens Studio type names read as DTCG types, `$type` inherited from groups as DTCG
    /// inherits it.
    static func mapped(_ tree: JSONObject, inherited: String? = nil) -> JSONObject {
        var out = tree
        var type = inherited
        if case .string(let t)? = tree["$type"] {
            type = t
            if let renamed = renamed(t) { out["$type"] = renamed.map(JSONValue.string) ?? nil }
        }
        for (key, value) in tree.entries where !key.hasPrefix("$") || key == "$root" {
            guard case .object(let child) = value else { continue }
            out[key] = .object(child["$value"] != nil ? token(child, inherited: type) : mapped(child, inherited: type))
        }
        return out
    }

    private static func token(_ token: JSONObject, inherited: String?) -> JSONObject {
        let written = token["$type"]?.stringValue ?? inherited
        guard let written, let renamed = renamed(written) else { return token }
        var out = token
        if token["$type"] != nil || renamed != nil { out["$type"] = renamed.map(JSONValue.string) ?? nil }
        if let raw = token["$value"] { out["$value"] = LegacyTokens.value(raw, type: renamed) }
        return out
    }

    /// The DTCG type a Tokens Studio type name stands for (`.some(nil)`: untyped); nil for a DTCG
    /// name or a name Tokens Studio does not have, which stay as written.
    static func renamed(_ type: String) -> String?? {
        guard !dtcgTypes.contains(type), let mapped = LegacyTokens.types[type] else { return nil }
        return .some(mapped)
    }
}
