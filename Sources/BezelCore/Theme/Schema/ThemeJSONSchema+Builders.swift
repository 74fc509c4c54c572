/// Small builders for the schema's JSON. Every leaf value may also be a token reference
/// (`"{color.brand}"`): token substitution happens before decoding.
extension ThemeJSONSchema {
    static func object(_ entries: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(entries.map { (key: $0.0, value: $0.1) }))
    }

    static func ref(_ name: String) -> JSONValue { object([("$ref", .string("#/$defs/\(name)"))]) }

    static func anyOf(_ alternatives: [JSONValue]) -> JSONValue { object([("anyOf", .array(alternatives))]) }

    /// `value`, or a token reference standing for it.
    static func orToken(_ value: JSONValue) -> JSONValue { anyOf([value, ref("tokenReference")]) }

    static func described(_ value: JSONValue, _ description: String?) -> JSONValue {
        guard let description, case .object(var o) = value else { return value }
        o.entries.insert((key: "description", value: .string(description)), at: 0)
        return .object(o)
    }

    static let string = object([("type", "string")])
    static let nonEmptyString = object([("type", "string"), ("pattern", "\\S")])
    static let boolean = orToken(object([("type", "boolean")]))

    static func pattern(_ regex: String) -> JSONValue { object([("type", "string"), ("pattern", .string(regex))]) }

    static func number(_ range: ClosedRange<Double>) -> JSONValue {
        orToken(object([("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]))
    }

    static func integer(_ range: ClosedRange<Double>) -> JSONValue {
        orToken(object([("type", "integer"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]))
    }

    static func enumeration(_ names: [String]) -> JSONValue {
        orToken(object([("enum", .array(names.map(JSONValue.string)))]))
    }

    static func array(_ items: JSONValue) -> JSONValue { orToken(object([("type", "array"), ("items", items)])) }

    /// An array of `count` items.
    static func array(_ items: JSONValue, count: ClosedRange<Int>) -> JSONValue {
        orToken(object([("type", "array"), ("items", items),
                        ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))]))
    }

    /// A number more than 0 and at most `maximum`.
    static func exclusivePositive(_ maximum: Double) -> JSONValue {
        orToken(object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", .number(maximum))]))
    }

    /// `[a, b]` with both numbers in `range`.
    static func pair(_ range: ClosedRange<Double>) -> JSONValue { tuple(2, range) }

    /// `[top, left, bottom, right]` with every number in `range`.
    static func quadruple(_ range: ClosedRange<Double>) -> JSONValue { tuple(4, range) }

    static func tuple(_ count: Int, _ range: ClosedRange<Double>) -> JSONValue {
        orToken(object([("type", "array"), ("items", number(range)),
                        ("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))]))
    }

    /// `[x, y, width, height]`: a position anywhere, a size that is not negative.
    static var rectArray: JSONValue {
        let place = number(-10_000...10_000), extent = number(0...10_000)
        return orToken(object([("type", "array"), ("prefixItems", .array([place, place, extent, extent])),
                               ("minItems", 4), ("maxItems", 4), ("items", false)]))
    }

    /// A value for every state (`"Save"`), or a table of values keyed by state name.
    static func perState(_ value: JSONValue) -> JSONValue {
        let table = object([("type", "object"), ("propertyNames", ref("stateName")),
                            ("additionalProperties", anyOf([value, object([("type", "null")])]))])
        return anyOf([value, table])
    }
}
