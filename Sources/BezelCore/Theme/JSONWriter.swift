/// Writes `JSONValue`s as deterministic JSON text: keys in the order given, numbers in their
/// shortest exact form (integers without a fraction), two-space indentation when pretty.
public enum JSONWriter {
    /// The JSON text of `value`, pretty (two-space indent, trailing newline) or compact.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        emit(value, into: &out, indent: pretty ? 0 : nil)
        if pretty { out += "\n" }
        return out
    }

    static func emit(_ value: JSONValue, into out: inout String, indent: Int?) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): out += quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Short arrays of numbers (rects, sizes) stay on one line.
            if indent != nil, items.count <= 4, items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                out += "[" + items.map { number($0.numberValue!) }.joined(separator: ", ") + "]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                emit(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .object(let o):
            if o.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in o.entries.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                out += quote(k) + (indent == nil ? ":" : ": ")
                emit(v, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        }
    }

    static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// Integers print without a fraction; other numbers with up to 6 decimals, trailing zeros removed.
    public static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        var s = String(format: "%.6f", n)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let h = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

import Foundation
