import BezelCore
import BezelTestSupport

/// DTCG 2025.10 token values of every type (docs/format.md §5, §5.1), mostly valid and at the
/// edges of what converts: colours in every space and form, dimensions as objects, strings and
/// expressions, typography, layered and inset shadows, borders with stroke styles, gradients,
/// stroke styles, cubic Béziers, durations, font weights and families, numbers.
enum TokenValueGenerator {
    static let types = ["color", "dimension", "typography", "shadow", "border", "gradient", "strokeStyle",
                        "cubicBezier", "duration", "fontWeight", "fontFamily", "number"]

    /// A `$value` of `type`.
    static func value(of type: String, _ r: inout SplitMix64) -> JSONValue {
        switch type {
        case "color": return color(&r)
        case "dimension": return dimension(&r)
        case "typography": return typography(&r)
        case "shadow": return r.chance(0.4) ? .array((0..<(1 + r.below(r.chance(0.05) ? 20 : 4))).map { _ in shadowLayer(&r) }) : shadowLayer(&r)
        case "border": return border(&r)
        case "gradient": return gradient(&r)
        case "strokeStyle": return strokeStyle(&r)
        case "cubicBezier": return .array([r.value(0...1, edges: [0, 1, -1]), r.value(-2...2, edges: [-100, 100]),
                                           r.value(0...1, edges: [1, 2]), r.value(-2...2, edges: [0])])
        case "duration": return r.object([("value", r.value(0...2000, edges: [0, -1, 1e9])), ("unit", .string(r.pick(["ms", "s", "ms", "min"])))])
        case "fontWeight": return fontWeight(&r)
        case "fontFamily": return fontFamily(&r)
        default: return r.chance(0.8) ? .number(r.number(0...1)) : .string(r.pick(["50%", "0%", "100%", "150%", "abc"]))
        }
    }

    static let spaces: [(name: String, ranges: [ClosedRange<Double>])] = [
        ("srgb", [0...1, 0...1, 0...1]), ("srgb-linear", [0...1, 0...1, 0...1]), ("display-p3", [0...1, 0...1, 0...1]),
        ("a98-rgb", [0...1, 0...1, 0...1]), ("prophoto-rgb", [0...1, 0...1, 0...1]), ("rec2020", [0...1, 0...1, 0...1]),
        ("hsl", [0...360, 0...100, 0...100]), ("hwb", [0...360, 0...100, 0...100]), ("lab", [0...100, -125...125, -125...125]),
        ("lch", [0...100, 0...150, 0...360]), ("oklab", [0...1, -0.4...0.4, -0.4...0.4]), ("oklch", [0...1, 0...0.4, 0...360]),
        ("xyz-d65", [0...1, 0...1, 0...1]), ("xyz-d50", [0...1, 0...1, 0...1]),
    ]

    /// A colour string (hex, name, CSS function) or a DTCG colour object in any of the 14 spaces.
    static func color(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.35) {
            return .string(r.pick(["#0d6efd", "#fff", "#0000", "#12345678", "#ffffff00", "systemBlue", "white", "black", "clear",
                                   "rgb(255 0 0)", "rgba(0,0,0,0.5)", "hsl(210 50% 40%)", "oklch(0.6 0.2 250)",
                                   "color(display-p3 1 0 0)", "#abc", "red", "systemRed", "#0d6efd80"]))
        }
        let space = r.pick(spaces)
        var components: [JSONValue] = space.ranges.map { range in
            r.chance(0.999) ? .number(r.number(range, places: 1000)) : r.pick([.string("none"), .number(range.upperBound), .number(range.lowerBound)])
        }
        if r.chance(0.001) { components.append(0) }
        let hex: JSONValue? = r.chance(0.3) ? .string(r.pick(["#336699", "#000000", "#ffffff", "#12345"])) : nil
        let alpha: JSONValue? = r.chance(0.4) ? r.value(0...1, edges: [0, 1, 1, 1, 1, 1.5]) : nil
        return r.object([("colorSpace", .string(space.name)), ("components", .array(components)), ("alpha", alpha), ("hex", hex)])
    }

    /// A dimension: `{value, unit}`, a string with a unit, a bare number or an expression.
    static func dimension(_ r: inout SplitMix64) -> JSONValue {
        switch r.below(40) {
        case 0..<20: return r.object([("value", r.value(0...20, edges: [0, 10_000, 0.001, 1e9])),
                                      ("unit", .string(r.chance(0.99) ? r.pick(["px", "rem"]) : r.pick(["em", "%", "pt"])))])
        case 20..<27: return .string(r.pick(["12px", "0.75rem", "0px", "1rem", "4px", "1e1px", "3"]))
        case 27..<30: return .number(r.number(0...20))
        case 30..<38: return .string(r.pick(["4 * 2", "(2px + 4px) / 2", "floor(7.9px)", "min(4 * 0.5, 4px)", "roundTo(1.005, 2)",
                                             "max(1px, 2px, 3px)", "abs(-3px)", "ceil(2.2) * 2", "8 / 2"]))
        default: if r.chance(0.7) { return .string("2px") }
            return .string(r.pick(["4 / 0", "sqrt(4)", "round(-2.5)", "4 px", "-4px", "10000px", "- - - 4",
                                        String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)]))
        }
    }

    static func fontWeight(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.005) { return .string(r.pick(["nope", "0", "heavy"])) }
        return r.chance(0.4) ? .number(Double(r.pick([100, 200, 300, 400, 500, 600, 700, 800, 900, 1, 1000])))
            : .string(r.pick(["thin", "medium", "bold", "Semi Bold", "SemiBold", "black", "Black Italic", "extra-light"]))
    }

    static func fontFamily(_ r: inout SplitMix64) -> JSONValue {
        r.chance(0.5) ? .string(r.chance(0.98) ? r.pick(["DejaVu Sans", "Roboto", "Inter", "DejaVu Serif"]) : "")
            : .array([.string(r.pick(["Roboto", "Helvetica Neue", "SF Pro"])), "DejaVu Sans"])
    }

    static func typography(_ r: inout SplitMix64) -> JSONValue {
        let size: JSONValue = r.chance(0.97) ? r.object([("value", r.value(8...40, edges: [1, 1000, 0])), ("unit", .string(r.pick(["px", "rem"])))])
            : dimension(&r)
        let rest = r.object([
            ("fontFamily", fontFamily(&r)), ("fontWeight", fontWeight(&r)),
            ("lineHeight", r.pick([.number(1.2), .string("130%"), .string("AUTO"), .string("normal"), ["value": 20, "unit": "px"]])),
            ("letterSpacing", r.pick([.string("0%"), .string("0.5px"), .string("-2%"), ["value": 0.1, "unit": "em"]])),
            ("textCase", r.chance(0.995) ? "none" : "uppercase"),
            ("textDecoration", r.chance(0.995) ? "none" : "underline"),
            ("paragraphSpacing", r.chance(0.99) ? 0 : 4),
        ], drop: 0.2)
        guard r.chance(0.99), case .object(var o) = rest else { return rest }
        o.entries.insert((key: "fontSize", value: size), at: 0)
        return .object(o)
    }

    static func shadowLayer(_ r: inout SplitMix64) -> JSONValue {
        func length(_ typical: ClosedRange<Double>, _ edges: [Double]) -> JSONValue {
            r.chance(0.8) ? r.object([("value", r.value(typical, edges: edges)), ("unit", "px")]) : .string("\(Int(r.number(typical)))px")
        }
        return r.object([
            ("color", color(&r)), ("offsetX", length(-8...8, [1000, -1000])), ("offsetY", length(-8...8, [1000, 1001])),
            ("blur", length(0...24, [0, 1000, 1001])), ("spread", r.chance(0.6) ? length(-6...6, [-1000, 1000]) : nil),
            ("inset", r.chance(0.3) ? .bool(r.chance(0.7)) : nil),
        ], drop: 0.01)
    }

    static func strokeStyle(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.5) { return .string(r.chance(0.995) ? r.pick(["solid", "dashed", "dotted"]) : r.pick(["double", "groove"])) }
        let dashes = (0..<(1 + r.below(r.chance(0.05) ? 40 : 4))).map { _ in
            r.chance(0.8) ? r.object([("value", r.value(0.5...8, edges: [0.001, 1000, 0.01, 0])), ("unit", "px")]) : .number(r.number(1...6))
        }
        return r.object([("dashArray", .array(dashes)), ("lineCap", .string(r.chance(0.97) ? r.pick(["butt", "round", "square"]) : "triangle"))])
    }

    static func border(_ r: inout SplitMix64) -> JSONValue {
        r.object([("color", color(&r)),
                  ("width", r.chance(0.97) ? r.object([("value", r.value(0...6, edges: [0, 1000, 0.001])), ("unit", "px")]) : dimension(&r)),
                  ("style", strokeStyle(&r))], drop: 0.02)
    }

    static func gradient(_ r: inout SplitMix64) -> JSONValue {
        let count = r.chance(0.02) ? r.pick([0, 1, 65, 70]) : 2 + r.below(4)
        var position = 0.0
        return .array((0..<count).map { _ in
            position = min(1, position + r.number(0...0.5))
            return r.object([("color", color(&r)), ("position", r.chance(0.995) ? .number(position) : r.pick([-0.5, 1.5, 0]))])
        })
    }
}

