import Foundation

/// The functions Tokens Studio's arithmetic offers that Bezel computes, as Tokens Studio evaluates
/// them (its expressions go to expr-eval, whose functions are JavaScript's `Math`): `floor`, `ceil`,
/// `round` (halves toward +∞, as `Math.round`), `abs`, `min` and `max` (of any number of arguments,
/// whose units combine as `+` combines them), and `roundTo(x, n)` (x rounded to `n` decimal places by
/// shifting its decimal digits, as expr-eval's `roundTo` does; `n` omitted or 0 is `round`). Units
/// pass through: `floor(4.5px)` is `4px`.
enum TokenMathFunctions {
    static let names = ["floor", "ceil", "round", "abs", "min", "max", "roundTo"]

    /// CSS functions a token string may hold that are no arithmetic (a colour, a gradient, a timing
    /// curve): a string using one is a value, never an expression.
    static let cssFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "device-cmyk",
        "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient",
        "repeating-conic-gradient", "url", "var", "cubic-bezier", "steps", "calc",
    ]

    static func apply(_ name: String, _ args: [TokenDimension]) throws(TokenConversionError) -> TokenDimension {
        switch name {
        case "floor", "ceil", "round", "abs":
            guard args.count == 1 else { throw TokenConversionError("\(name)() takes one argument, found \(args.count)") }
            let x = args[0]
            let value = switch name {
            case "floor": x.value.rounded(.down)
            case "ceil": x.value.rounded(.up)
            case "round": mathRound(x.value)
            default: abs(x.value)
            }
            return TokenDimension(value: value, unit: x.unit)
        case "min", "max":
            guard var result = args.first else { throw TokenConversionError("\(name)() needs at least one argument") }
            for next in args.dropFirst() {
                // The units must combine as for + and -: equal, or a bare number (points) with px.
                guard Set([result.unit ?? "px", next.unit ?? "px"]).count == 1 else {
                    throw TokenConversionError("cannot compute \(name)(\(result.description), \(next.description)): the units do not combine")
                }
                let pick = name == "min" ? next.value < result.value : next.value > result.value
                result = TokenDimension(value: pick ? next.value : result.value, unit: result.unit ?? next.unit)
            }
            return result
        case "roundTo":
            guard (1...2).contains(args.count) else { throw TokenConversionError("roundTo() takes a number and a count of decimal places, found \(args.count) arguments") }
            let places = args.count == 2 ? args[1] : TokenDimension(value: 0, unit: nil)
            guard places.unit == nil, places.value.rounded() == places.value, abs(places.value) <= 100 else {
                throw TokenConversionError("roundTo()'s decimal places must be a whole number, found \(places.description)")
            }
            return TokenDimension(value: roundTo(args[0].value, Int(places.value)), unit: args[0].unit)
        default:
            throw TokenConversionError("unsupported function '\(UntrustedText.shown(name, limit: 40))'; Bezel computes " + names.joined(separator: ", "))
        }
    }

    /// JavaScript's `Math.round`: the nearest whole number, halves toward +∞.
    static func mathRound(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }

    /// expr-eval's `roundTo`: `x`'s shortest decimal spelling shifted `places` digits, rounded as
    /// `Math.round`, and shifted back, so `roundTo(1.005, 2)` is 1.01.
    static func roundTo(_ x: Double, _ places: Int) -> Double {
        guard places != 0, x.isFinite else { return mathRound(x) }
        func shifted(_ v: Double, by n: Int) -> Double {
            let parts = "\(v)".split(separator: "e", maxSplits: 1)
            let exponent = (parts.count == 2 ? Int(parts[1]) ?? 0 : 0) + n
            return Double("\(parts[0])e\(exponent)") ?? v * pow(10, Double(n))
        }
        return shifted(mathRound(shifted(x, by: places)), by: -places)
    }

    /// A result as Tokens Studio stores it: rounded to 3 decimal places (JavaScript's `toFixed(3)`:
    /// the nearest, halves away from zero), so `{a} / 3 * 3` and `floor({a} * 2)` give what it gives.
    static func fixed3(_ x: Double) -> Double {
        guard x.isFinite, abs(x) < 1e15 else { return x }
        // A tie at the third decimal needs x × 16 to be odd: such an x is exact, and so is x × 1000.
        let sixteen = x * 16
        if sixteen.rounded() == sixteen, Int64(sixteen) % 2 != 0 {
            return (x * 1000).rounded(.toNearestOrAwayFromZero) / 1000
        }
        return Double(String(format: "%.3f", x)) ?? x
    }
}
