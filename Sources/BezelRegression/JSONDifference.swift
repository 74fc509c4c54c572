import BezelCore
import Foundation

/// Where two JSON documents first differ, for messages: the JSON path and both values
/// (`frames.save.pivot.x: 0.5 → 0`), each cut to 60 characters with unsafe characters escaped.
package enum JSONDifference {
    /// The first difference of the bytes `expected` and `actual` read as JSON; nil when they say
    /// the same (spacing aside).
    package static func first(expected: Data, actual: Data) -> String? {
        guard let a = try? JSONParser.parse([UInt8](expected)) else { return "the baseline's file is not JSON" }
        guard let b = try? JSONParser.parse([UInt8](actual)) else { return "the rendered file is not JSON" }
        return first(a, b)
    }

    /// The first path where `a` and `b` differ, with both values.
    package static func first(_ a: JSONValue, _ b: JSONValue, at path: String = "") -> String? {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            for key in x.keys + y.keys.filter({ x[$0] == nil }) where x[key] != y[key] {
                let child = path.isEmpty ? key : path + "." + key
                guard let xv = x[key], let yv = y[key] else { return "\(child): \(shown(x[key])) → \(shown(y[key]))" }
                return first(xv, yv, at: child)
            }
            return nil
        case (.array(let x), .array(let y)) where x.count == y.count:
            for (i, pair) in zip(x, y).enumerated() where pair.0 != pair.1 { return first(pair.0, pair.1, at: "\(path)[\(i)]") }
            return nil
        default:
            return a == b ? nil : "\(path.isEmpty ? "$" : path): \(shown(a)) → \(shown(b))"
        }
    }

    static func shown(_ v: JSONValue?) -> String {
        guard let v else { return "(none)" }
        return UntrustedText.shown(JSONWriter.write(v, pretty: false).trimmingCharacters(in: .newlines), limit: 60)
    }
}
