/// Tokens Studio's colour modifiers, `$extensions["studio.tokens"].modify = {type, value, space, color}`,
/// as Bezel derived colours (docs/format.md §8.1), with the formulas Tokens Studio's transforms use
/// in the `srgb` space: `lighten` mixes with white (`tint`), `darken` with black (`shade`), `mix` mixes
/// `color` in by `value`, and `alpha` sets the alpha to `value` (Bezel's `opacity` scales it, so a
/// translucent base is scaled by value ÷ its alpha). Other spaces (`hsl`, `lch`, `p3`) are errors.
enum TokensStudioModify {
    static func applied(_ value: JSONValue, token: JSONObject) throws(TokenConversionError) -> JSONValue {
        guard case .object(let studio)? = token["$extensions"]?.objectValue?["studio.tokens"],
              case .object(let modify)? = studio["modify"] else { return value }
        let space = modify["space"]?.stringValue ?? "srgb"
        guard space == "srgb" else {
            throw TokenConversionError("Tokens Studio colour modifier in space '\(UntrustedText.shown(space, limit: 20))' is not supported; only srgb")
        }
        guard let amount = try amount(modify["value"]) else { throw TokenConversionError("a Tokens Studio colour modifier needs a value 0…1") }
        switch modify["type"]?.stringValue {
        case "lighten": return .object(JSONObject([("of", value), ("tint", .number(amount))]))
        case "darken": return .object(JSONObject([("of", value), ("shade", .number(amount))]))
        case "mix":
            guard let color = modify["color"] else { throw TokenConversionError("a Tokens Studio mix modifier needs a color") }
            return .object(JSONObject([("of", value), ("mix", color), ("amount", .number(amount))]))
        case "alpha":
            let base = baseAlpha(value)
            guard base > 0 else { throw TokenConversionError("a Tokens Studio alpha modifier on a transparent colour") }
            return .object(JSONObject([("of", value), ("opacity", .number(min(1, amount / base)))]))
        case let other:
            throw TokenConversionError("Tokens Studio colour modifier type \(other.map { "'\(UntrustedText.shown($0, limit: 20))'" } ?? "missing"); types are lighten, darken, mix, alpha")
        }
    }

    private static func amount(_ v: JSONValue?) throws(TokenConversionError) -> Double? {
        guard let v, let d = TokenDimension(v), d.unit == nil || d.unit == "%" else { return nil }
        let a = d.unit == "%" ? d.value / 100 : d.value
        return (0...1).contains(a) ? a : nil
    }

    /// The alpha (0…1) of a colour string or DTCG colour object; 1 when it cannot be known here.
    private static func baseAlpha(_ value: JSONValue) -> Double {
        switch value {
        case .string(let s): return RGBAColor.parse(s).map { Double($0.alpha) / 255 } ?? 1
        case .object(let o): return o["alpha"]?.numberValue ?? 1
        default: return 1
        }
    }
}
