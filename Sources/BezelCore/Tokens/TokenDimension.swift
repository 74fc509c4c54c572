/// A number with an optional unit, as design tokens write sizes: DTCG's `{ "value": 12, "unit": "px" }`
/// or the string forms older tools write (`"12px"`, `"0.75rem"`, `"150%"`, `"12"`).
struct TokenDimension: Equatable {
    var value: Double
    /// `px`, `rem`, `em`, `%`, or nil for a bare number.
    var unit: String?

    static let units = ["px", "rem", "em", "%"]

    /// The dimension a token value spells, or nil when it spells none.
    init?(_ value: JSONValue) {
        switch value {
        case .number(let n):
            self.init(value: n, unit: nil)
        case .object(let o) where Set(o.keys) == ["value", "unit"]:
            guard let n = o["value"]?.numberValue, let unit = o["unit"]?.stringValue else { return nil }
            self.init(value: n, unit: unit)
        case .string(let s):
            self.init(string: s)
        default:
            return nil
        }
    }

    init(value: Double, unit: String?) { self.value = value; self.unit = unit }

    /// `"12px"`, `"-0.5rem"`, `"150%"`, `"1.5em"`, `"12"` (spaces around allowed).
    init?(string: String) {
        let s = string.trimmingCharacters(in: .whitespaces)
        let unit = Self.units.first { s.hasSuffix($0) }
        let digits = unit.map { String(s.dropLast($0.count)).trimmingCharacters(in: .whitespaces) } ?? s
        guard !digits.isEmpty, digits.allSatisfy({ "0123456789.+-eE".contains($0) }),
              let n = Double(digits), n.isFinite else { return nil }
        self.init(value: n, unit: unit)
    }

    /// Points: `px` and bare numbers as they are, `rem` × `remSize`; `em` and `%` need a font size
    /// (`fontSize`), without which they are an error.
    func points(remSize: Double, fontSize: Double? = nil) throws(TokenConversionError) -> Double {
        switch unit {
        case nil, "px": return value
        case "rem": return value * remSize
        case "em":
            guard let fontSize else { throw TokenConversionError("'em' sizes need a font size; only typography tokens have one") }
            return value * fontSize
        case "%":
            guard let fontSize else { throw TokenConversionError("a percentage needs a font size; only typography tokens have one") }
            return value / 100 * fontSize
        case let other?:
            throw TokenConversionError("unit '\(UntrustedText.shown(other, limit: 20))' is not a dimension unit (px, rem)")
        }
    }

    var description: String { JSONWriter.number(value) + (unit ?? "") }
}

/// Why a token value cannot become a theme value; reported at the place that uses the token,
/// naming the token.
struct TokenConversionError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
