/// Token files in the shape before DTCG: Style Dictionary v3 and Tokens Studio's legacy format, where a
/// token is an object with `value` (and `type`, `comment`, `description`, `attributes`), references
/// may end in `.value` (`"{color.base.red.value}"`), sizes are strings (`"12px"`, `"16"`) and Tokens
/// Studio's types have their own names (`spacing`, `borderRadius`, `fontWeights`, `boxShadow`, …).
/// They are rewritten into the DTCG tree `TokenResolver` reads, so one resolver serves both.
enum LegacyTokens {
    /// Tokens Studio and Style Dictionary type names → DTCG types (nil: left untyped).
    static let types: [String: String?] = [
        "color": "color", "dimension": "dimension", "sizing": "dimension", "spacing": "dimension",
        "borderRadius": "dimension", "borderWidth": "dimension", "fontSizes": "dimension", "fontSize": "dimension",
        "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "letterSpacing": nil, "lineHeights": nil,
        "fontFamilies": "fontFamily", "fontFamily": "fontFamily", "fontWeights": "fontWeight", "fontWeight": "fontWeight",
        "opacity": "number", "number": "number", "boxShadow": "shadow", "shadow": "shadow", "border": "border",
        "typography": "typography", "duration": "duration", "other": nil, "text": nil, "textCase": nil,
        "textDecoration": nil, "asset": nil, "boolean": nil,
    ]

    /// Whether `tree` is in the legacy shape: some token written with `value`, none with `$value`.
    static func isLegacy(_ tree: JSONObject) -> Bool {
        var legacy = false, dtcg = false
        func walk(_ o: JSONObject) {
            if o["$value"] != nil { dtcg = true; return }
            if o["value"] != nil, o.entries.allSatisfy({ !$0.key.hasPrefix("$") || $0.key == "$extensions" }) { legacy = true; return }
            for (_, v) in o.entries { if case .object(let child) = v { walk(child) } }
        }
        walk(tree)
        return legacy && !dtcg
    }

    /// The DTCG tree for a legacy `tree` (`keys`: the path of `tree` from the file's token root).
    static func converted(_ tree: JSONObject, keys: [String] = []) -> JSONObject {
        var out = JSONObject()
        for (key, value) in tree.entries {
            guard case .object(let child) = value else {
                if key.hasPrefix("$") { out[key] = value }
                continue
            }
            if key.hasPrefix("$"), key != "$root" { out[key] = value; continue }
            if let value = child["value"] {
                out[key] = .object(token(child, value: value, keys: keys + [key]))
            } else {
                out[key] = .object(converted(child, keys: keys + [key]))
            }
        }
        return out
    }

    /// A legacy token as DTCG (`keys`: its path from the file's token root). A type Bezel does not
    /// map (Tokens Studio's `composition`, Style Dictionary's free-form types) stays as written: it is
    /// an error only where the token is used. An untyped bare number takes Style Dictionary's unit
    /// (`StyleDictionaryUnits`).
    private static func token(_ o: JSONObject, value raw: JSONValue, keys: [String]) -> JSONObject {
        var type: String?
        if let t = o["type"]?.stringValue {
            if let mapped = types[t] { type = mapped } else { type = t }
        }
        let converted = value(raw, type: type)
        var token = JSONObject([("$value", converted)])
        if let type { token["$type"] = .string(type) } else if let sized = StyleDictionaryUnits.token(converted, keys: keys) { token = sized }
        if let d = o["description"] ?? o["comment"] { token["$description"] = d }
        if case .object(let e)? = o["$extensions"] { token["$extensions"] = .object(e.merged(with: token["$extensions"]?.objectValue ?? JSONObject())) }
        return token
    }

    /// A legacy value in DTCG terms: references without `.value`, bare number strings as numbers,
    /// Tokens Studio shadows `{x, y, blur, spread, color, type}` as DTCG shadows.
    static func value(_ v: JSONValue, type: String?) -> JSONValue {
        switch v {
        case .string(let s):
            let unwrapped = referencesWithoutValueSuffix(s)
            if type != "fontFamily", type != "fontWeight", let n = Double(unwrapped.trimmingCharacters(in: .whitespaces)), n.isFinite,
               !unwrapped.contains("{") {
                return .number(n)
            }
            return .string(unwrapped)
        case .array(let items):
            return .array(items.map { value($0, type: type == "shadow" ? "shadow" : nil) })
        case .object(let o) where type == "shadow":
            return .object(shadow(o))
        case .object(let o):
            return .object(JSONObject(o.entries.map { ($0.key, value($0.value, type: nil)) }))
        default:
            return v
        }
    }

    /// `{x, y, blur, spread, color, type: "dropShadow" | "innerShadow"}` → `{offsetX, offsetY, blur, spread, color, inset}`.
    private static func shadow(_ o: JSONObject) -> JSONObject {
        var out = JSONObject()
        for (key, v) in o.entries {
            switch key {
            case "x": out["offsetX"] = value(v, type: nil)
            case "y": out["offsetY"] = value(v, type: nil)
            case "type":
                if v == .string("innerShadow") { out["inset"] = .bool(true) }
                else if v != .string("dropShadow") { out["type"] = v }  // left for the shadow conversion to refuse
            default: out[key] = value(v, type: nil)
            }
        }
        return out
    }

    /// `"{color.base.red.value}"` → `"{color.base.red}"`, in every reference of the string.
    static func referencesWithoutValueSuffix(_ s: String) -> String {
        guard s.contains(".value}") else { return s }
        return s.replacingOccurrences(of: ".value}", with: "}")
    }
}
