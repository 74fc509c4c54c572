/// A DTCG `shadow` value — one `{color, offsetX, offsetY, blur, spread, inset}` or an array of them
/// (layers, the first on top, as CSS box-shadow) — as Bezel shadow layers: `offset` = `[offsetX,
/// offsetY]`, `radius` = blur ÷ 2 (CSS's blur length is twice the Gaussian's σ; Bezel's radius is
/// σ, as Core Animation's shadowRadius), `spread` and `inset` as they are, `opacity` 1 (the colour's
/// alpha carries it).
enum TokenShadow {
    static let keys = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

    static func themeValue(_ value: JSONValue, conversion: TokenConversion) throws(TokenConversionError) -> JSONValue {
        switch value {
        case .object(let o): return .object(try layer(o, conversion: conversion))
        case .array(let layers) where !layers.isEmpty:
            var out: [JSONValue] = []
            for (i, item) in layers.enumerated() {
                // A layer that is a reference to a shadow token arrives converted: one layer or several.
                if case .array(let inner) = item { out += inner; continue }
                guard case .object(let o) = item else { throw TokenConversionError("shadow layer \(i) must be an object") }
                if o["offsetX"] == nil, o["offset"] != nil { out.append(item); continue }
                do { out.append(.object(try layer(o, conversion: conversion))) } catch {
                    throw TokenConversionError("shadow layer \(i): \(error.message)")
                }
            }
            return .array(out)
        default:
            throw TokenConversionError("a shadow value is an object {color, offsetX, offsetY, blur, spread} or an array of them, found \(value.kindName)")
        }
    }

    private static func layer(_ o: JSONObject, conversion: TokenConversion) throws(TokenConversionError) -> JSONObject {
        if let unknown = o.keys.first(where: { !keys.contains($0) }) {
            throw TokenConversionError("unknown shadow key '\(UntrustedText.shown(unknown, limit: 40))'; keys are " + keys.joined(separator: ", "))
        }
        guard let color = o["color"] else { throw TokenConversionError("a shadow needs a color") }
        func length(_ key: String) throws(TokenConversionError) -> Double {
            guard let v = o[key] else {
                if key == "spread" { return 0 }
                throw TokenConversionError("a shadow needs \(key)")
            }
            do { return try conversion.points(v) } catch { throw TokenConversionError("shadow \(key): \(error.message)") }
        }
        let offset = JSONValue.array([.number(try length("offsetX")), .number(try length("offsetY"))])
        let blur = try length("blur")
        guard blur >= 0 else { throw TokenConversionError("shadow blur must not be negative") }
        var out = JSONObject([("color", color), ("offset", offset),
                              ("radius", .number(blur / 2)), ("opacity", .number(1))])
        let spread = try length("spread")
        if spread != 0 { out["spread"] = .number(spread) }
        if let inset = o["inset"] {
            guard case .bool(let b) = inset else { throw TokenConversionError("shadow inset must be true or false") }
            if b { out["inset"] = .bool(true) }
        }
        return out
    }
}
