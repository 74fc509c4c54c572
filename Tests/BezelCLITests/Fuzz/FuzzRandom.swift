import BezelCore
import BezelTestSupport

/// The choices every fuzz generator makes, on the one seeded `SplitMix64`.
extension SplitMix64 {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
    /// One of `items` (which must not be empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    /// A number in `range`, rounded to `places` decimals so the JSON stays short.
    mutating func number(_ range: ClosedRange<Double>, places: Double = 100) -> Double {
        let unit = Double(next() % 1_000_001) / 1_000_000
        return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * places).rounded() / places
    }
    /// Usually a number in `typical`, now and then one of the range's `edges` (its ends and just past them).
    mutating func value(_ typical: ClosedRange<Double>, edges: [Double]) -> JSONValue {
        .number(chance(0.98) ? number(typical) : pick(edges))
    }
    /// An object from key–value pairs, leaving out each optional pair with probability `drop`.
    mutating func object(_ pairs: [(String, JSONValue?)], drop: Double = 0) -> JSONValue {
        .object(JSONObject(pairs.compactMap { pair in
            guard let value = pair.1, !chance(drop) else { return nil }
            return (key: pair.0, value: value)
        }))
    }
}
