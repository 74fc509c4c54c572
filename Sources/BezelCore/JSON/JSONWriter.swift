import Foundation

/// Writes `JSONValue`s as deterministic JSON text: keys in the order given, numbers in their
/// shortest exact form (integers without a fraction), two-space indentation when pretty.
public enum JSONWriter {
    /// The JSON text of `value`, pretty (two-space indent, trailing newline) or compact.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        emit(value, into: &out, indent: pretty ? 0 : nil)
        if pretty { out.append(0x0A) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the text of `value` as UTF-8 (building bytes rather than a `String` is several
    /// times faster for a large manifest; the text is the same).
    static func emit(_ value: JSONValue, into out: inout [UInt8], indent: Int?) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): appendNumber(n, to: &out)
        case .string(let s): appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            // Short arrays of numbers (rects, sizes) stay on one line.
            if indent != nil, items.count <= 4, items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out.append(contentsOf: ", ".utf8) }
                    appendNumber(item.numberValue!, to: &out)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                emit(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            if o.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in o.entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                appendQuoted(k, to: &out)
                out.append(contentsOf: (indent == nil ? ":" : ": ").utf8)
                emit(v, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(0x0A)
        for _ in 0..<(indent * 2) { out.append(0x20) }
    }

    static func appendNumber(_ n: Double, to out: inout [UInt8]) {
        if n == n.rounded(), abs(n) < 1e15 {
            // Integers: digits straight into the buffer.
            if n < 0 { out.append(UInt8(ascii: "-")) }
            appendDigits(Int64(n).magnitude, atLeast: 1, to: &out)
            return
        }
        if let scaled = sixDecimals(n) { appendFixed(scaled, to: &out); return }
        out.append(contentsOf: formatted(n).utf8)
    }

    /// `n` × 10⁶ rounded as `%.6f` rounds `n` (its exact binary value, ties to even), when that
    /// is certain from the product in `Double`: |n| < 10⁶, so the product is off by less than
    /// 10⁻⁴, and its fraction is not within 10⁻³ of one half. nil otherwise (`formatted` decides).
    @inline(__always)
    static func sixDecimals(_ n: Double) -> Int64? {
        guard abs(n) < 1e6 else { return nil }
        let scaled = n * 1e6, whole = scaled.rounded(.down)
        guard abs(scaled - whole - 0.5) > 1e-3 else { return nil }
        return Int64(scaled.rounded(.toNearestOrEven))
    }

    /// Appends `scaled` ÷ 10⁶ with up to 6 decimals, trailing zeros removed ("0" for zero).
    static func appendFixed(_ scaled: Int64, to out: inout [UInt8]) {
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(scaled.magnitude / 1_000_000, atLeast: 1, to: &out)
        var fraction = scaled.magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        out.append(UInt8(ascii: "."))
        appendDigits(fraction, atLeast: digits, to: &out)
    }

    /// Appends `value` in decimal, with leading zeros up to `atLeast` digits.
    static func appendDigits(_ value: UInt64, atLeast minimum: Int, to out: inout [UInt8]) {
        var v = value, written = 0
        let start = out.count
        repeat { out.append(UInt8(ascii: "0") + UInt8(v % 10)); v /= 10; written += 1 } while v > 0 || written < minimum
        out[start...].reverse()
    }

    /// Appends `s` quoted; strings with nothing to escape (almost all) are copied as they are.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var plain = true
        for b in s.utf8 where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { plain = false; break }
        out.append(contentsOf: plain ? s.utf8 : escaped(s).utf8)
        out.append(UInt8(ascii: "\""))
    }

    /// Integers print without a fraction; other numbers with up to 6 decimals, trailing zeros removed.
    public static func number(_ n: Double) -> String {
        var out: [UInt8] = []
        appendNumber(n, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `%.6f`, trailing zeros removed: what the fast path stands for, for the numbers it leaves.
    static func formatted(_ n: Double) -> String {
        var s = String(format: "%.6f", n)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// `s` with JSON's escapes, without the quotes around it.
    static func escaped(_ s: String) -> String {
        var out = ""
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
        return out
    }
}
