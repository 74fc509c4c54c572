/// Turns a DTCG token value of a given `$type` into the value a theme key expects (docs/format.md §5,
/// "Conversions"): dimensions into points, font families into a family list, weights into numbers,
/// typography into a font object, shadows, borders and gradients into Bezel's shadow layers, border
/// objects and gradient stops. A value that cannot be converted is an error, never passed on half-read.
struct TokenConversion {
    /// Points per `rem` (16 unless the theme's `tokenSettings.remSize` says otherwise).
    var remSize: Double

    /// Types converted here, and types whose values pass as they are (colours are read by the colour
    /// decoder; `string` and `boolean` are what Figma writes for its string and boolean variables).
    static let convertedTypes = ["dimension", "fontFamily", "fontWeight", "number", "typography", "shadow", "border", "strokeStyle", "gradient"]
    static let passedTypes = ["color", "duration", "cubicBezier", "transition", "string", "boolean"]

    func themeValue(_ value: JSONValue, type: String?) throws(TokenConversionError) -> JSONValue {
        switch type {
        case "dimension": return .number(try points(value))
        case "fontFamily": return fontFamily(value)
        case "fontWeight": return .number(Double(try TokenFontWeight(value).weight))
        case "number": return try number(value)
        case "typography": return try typography(value)
        case "shadow": return try TokenShadow.themeValue(value, conversion: self)
        case "border": return try border(value)
        case "strokeStyle":
            // A {dashArray, lineCap} style has no string form: it stays an object, which a border token
            // reads (its style may refer to it); a theme border's `style` refuses it, not losing the pattern.
            let style = try TokenStrokeStyle(value)
            if case .object = value { return value }
            return .string(style.style.rawValue)
        case "gradient": return try gradient(value)
        case let t? where !Self.passedTypes.contains(t):
            throw TokenConversionError("unknown $type '\(UntrustedText.shown(t, limit: 40))'; DTCG types are "
                                       + (Self.convertedTypes + Self.passedTypes).sorted().joined(separator: ", "))
        default:
            // Untyped values: DTCG dimension objects and "12px" strings still become points.
            if case .object(let o) = value, Set(o.keys) == ["value", "unit"] { return .number(try points(value)) }
            if case .string(let s) = value, let d = TokenDimension(string: s), d.unit != nil, d.unit != "%" {
                return .number(try d.points(remSize: remSize))
            }
            return value
        }
    }

    /// A dimension in points: `{value, unit}`, `"12px"`, `"1rem"` or a number.
    func points(_ value: JSONValue, fontSize: Double? = nil) throws(TokenConversionError) -> Double {
        guard let d = TokenDimension(value) else {
            throw TokenConversionError("expected a dimension such as {\"value\": 12, \"unit\": \"px\"}, found \(value.kindName)")
        }
        return try d.points(remSize: remSize, fontSize: fontSize)
    }

    func fontFamily(_ value: JSONValue) -> JSONValue {
        guard case .array(let names) = value else { return value }
        return .string(names.compactMap(\.stringValue).joined(separator: ", "))
    }

    /// A number; `"50%"` (Tokens Studio opacity) is 0.5.
    func number(_ value: JSONValue) throws(TokenConversionError) -> JSONValue {
        if case .number = value { return value }
        guard let d = TokenDimension(value), d.unit == nil || d.unit == "%" else {
            throw TokenConversionError("expected a number, found \(value.kindName)")
        }
        return .number(d.unit == "%" ? d.value / 100 : d.value)
    }

    /// A font object with `family`, `size`, `weight`, `italic`, `letterSpacing`, `lineHeight`.
    func typography(_ value: JSONValue) throws(TokenConversionError) -> JSONValue {
        guard case .object(let o) = value else { throw TokenConversionError("a typography value is an object, found \(value.kindName)") }
        let known = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
                     "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent"]
        if let unknown = o.keys.first(where: { !known.contains($0) }) {
            throw TokenConversionError("unknown typography key '\(UntrustedText.shown(unknown, limit: 40))'; keys are " + known.joined(separator: ", "))
        }
        for key in ["textCase", "textDecoration"] {
            if let v = o[key], v != .string("none") {
                throw TokenConversionError("typography \(key) \(v.stringValue.map { "'\(UntrustedText.shown($0, limit: 40))'" } ?? v.kindName) is not drawn by Bezel; only \"none\"")
            }
        }
        for key in ["paragraphSpacing", "paragraphIndent"] {
            if let v = o[key], try points(v) != 0 { throw TokenConversionError("typography \(key) is not drawn by Bezel (button titles are one paragraph); only 0") }
        }
        var font = JSONObject()
        if let f = o["fontFamily"] { font["family"] = fontFamily(f) }
        let size = try o["fontSize"].map { v throws(TokenConversionError) in try points(v) }
        if let size { font["size"] = .number(size) }
        if let w = o["fontWeight"] {
            let weight = try TokenFontWeight(w)
            font["weight"] = .number(Double(weight.weight))
            if weight.italic { font["italic"] = .bool(true) }
        }
        if let l = o["letterSpacing"] { font["letterSpacing"] = .number(try relative(l, size: size, what: "letterSpacing", multiple: false)) }
        if let h = o["lineHeight"], h != .string("AUTO"), h != .string("normal") {
            font["lineHeight"] = .number(try relative(h, size: size, what: "lineHeight", multiple: true))
        }
        return .object(font)
    }

    /// A letter spacing or line height in points: a dimension, a percentage or `em` of the font size, or
    /// (`multiple`, DTCG's lineHeight) a bare number times the font size.
    private func relative(_ value: JSONValue, size: Double?, what: String, multiple: Bool) throws(TokenConversionError) -> Double {
        guard let d = TokenDimension(value) else { throw TokenConversionError("typography \(what): expected a number or dimension, found \(value.kindName)") }
        if d.unit == nil, multiple {
            guard let size else { throw TokenConversionError("typography lineHeight \(d.description) is a multiple of the font size, but the token has no fontSize") }
            return d.value * size
        }
        do { return try d.points(remSize: remSize, fontSize: size) } catch {
            throw TokenConversionError("typography \(what): \(error.message)")
        }
    }

    /// `{color, width, style}` → `{width, color, style[, dashPattern, lineCap]}`.
    func border(_ value: JSONValue) throws(TokenConversionError) -> JSONValue {
        guard case .object(let o) = value else { throw TokenConversionError("a border value is an object {color, width, style}, found \(value.kindName)") }
        if let unknown = o.keys.first(where: { !["color", "width", "style"].contains($0) }) {
            throw TokenConversionError("unknown border key '\(UntrustedText.shown(unknown, limit: 40))'; keys are color, width, style")
        }
        var out = JSONObject()
        if let w = o["width"] { out["width"] = .number(try points(w)) }
        if let c = o["color"] { out["color"] = c }
        if let s = o["style"] {
            let style = try TokenStrokeStyle(s)
            out["style"] = .string(style.style.rawValue)
            if let pattern = style.dashArray { out["dashPattern"] = .array(try pattern.map { v throws(TokenConversionError) in .number(try points(v)) }) }
            if let cap = style.lineCap { out["lineCap"] = .string(cap.rawValue) }
        }
        return .object(out)
    }

    /// `[{color, position}, …]` → the same stops, positions clamped to 0…1 as DTCG says.
    func gradient(_ value: JSONValue) throws(TokenConversionError) -> JSONValue {
        guard case .array(let stops) = value, stops.count >= 2 else {
            throw TokenConversionError("a gradient value is an array of at least two stops {color, position}")
        }
        var out: [JSONValue] = []
        for (i, stop) in stops.enumerated() {
            guard case .object(let o) = stop, let color = o["color"], let position = o["position"]?.numberValue, Set(o.keys) == ["color", "position"] else {
                throw TokenConversionError("gradient stop \(i) must be {\"color\", \"position\"}")
            }
            out.append(.object(JSONObject([("color", color), ("position", .number(min(1, max(0, position))))])))
        }
        return .array(out)
    }
}
