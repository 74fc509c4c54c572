import Foundation

/// Writes `JSONValue`s as deterministic JSON text: keys in the order given, numbers in their
/// shortest exact form (integers without a fraction), two-space indentation when pretty.
///
/// The text is written as UTF-8 straight into one growing byte buffer (`JSONTextBuffer`), which
/// `data(_:pretty:)` hands over as the `Data` of a file without a copy.
public enum JSONWriter {
    /// The JSON text of `value`, pretty (two-space indent, trailing newline) or compact.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        text(value, pretty: pretty).string()
    }

    /// The UTF-8 bytes of `write(value, pretty:)`, for a file, made without a `String` between.
    public static func data(_ value: JSONValue, pretty: Bool = true) -> Data {
        text(value, pretty: pretty).data()
    }

    static func text(_ value: JSONValue, pretty: Bool) -> JSONTextBuffer {
        var out = JSONTextBuffer()
        emit(value, into: &out, indent: pretty ? 0 : compact)
        if pretty { out.append(0x0A) }
        return out
    }

    /// The `indent` of compact text: no newlines, no spaces.
    static let compact = -1

    /// Appends the text of `value` at nesting `indent` (`compact`: on one line, without spaces).
    static func emit(_ value: JSONValue, into out: inout JSONTextBuffer, indent: Int) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): if b { out.append("true") } else { out.append("false") }
        case .number(let n): appendNumber(n, to: &out)
        case .string(let s): appendQuoted(s, to: &out)
        case .array(let items): emit(items, into: &out, indent: indent)
        case .object(let o): emit(o, into: &out, indent: indent)
        }
    }

    static func emit(_ items: [JSONValue], into out: inout JSONTextBuffer, indent: Int) {
        if items.isEmpty { out.append("[]"); return }
        // Short arrays of numbers (rects, sizes) stay on one line.
        if indent != compact, items.count <= 4, items.allSatisfy({ if case .number = $0 { true } else { false } }) {
            out.append(UInt8(ascii: "["))
            for i in items.indices {
                if i > 0 { out.append(", ") }
                if case .number(let n) = items[i] { appendNumber(n, to: &out) }
            }
            out.append(UInt8(ascii: "]"))
            return
        }
        let inner = indent == compact ? compact : indent + 1
        out.append(UInt8(ascii: "["))
        for i in items.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, inner)
            emit(items[i], into: &out, indent: inner)
        }
        newline(&out, indent)
        out.append(UInt8(ascii: "]"))
    }

    static func emit(_ o: JSONObject, into out: inout JSONTextBuffer, indent: Int) {
        if o.isEmpty { out.append("{}"); return }
        let inner = indent == compact ? compact : indent + 1
        out.append(UInt8(ascii: "{"))
        for i in o.entries.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, inner)
            appendQuoted(o.entries[i].key, to: &out)
            if indent == compact { out.append(UInt8(ascii: ":")) } else { out.append(": ") }
            emit(o.entries[i].value, into: &out, indent: inner)
        }
        newline(&out, indent)
        out.append(UInt8(ascii: "}"))
    }

    /// A newline and two spaces per level of `indent`; nothing in compact text.
    @inline(__always)
    static func newline(_ out: inout JSONTextBuffer, _ indent: Int) {
        guard indent != compact else { return }
        let p = out.room(1 + 2 * indent)
        p.pointee = 0x0A
        (p + 1).update(repeating: 0x20, count: 2 * indent)
        out.advance(1 + 2 * indent)
    }

    static func appendNumber(_ n: Double, to out: inout JSONTextBuffer) {
        if n == n.rounded(), abs(n) < 1e15 {
            // Integers: digits straight into the buffer.
            if n < 0 { out.append(UInt8(ascii: "-")) }
            appendDigits(Int64(n).magnitude, atLeast: 1, to: &out)
            return
        }
        if let scaled = sixDecimals(n) { appendFixed(scaled, to: &out); return }
        var s = formatted(n)
        s.withUTF8 { out.append($0) }
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
    static func appendFixed(_ scaled: Int64, to out: inout JSONTextBuffer) {
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(scaled.magnitude / 1_000_000, atLeast: 1, to: &out)
        var fraction = scaled.magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        out.append(UInt8(ascii: "."))
        appendDigits(fraction, atLeast: digits, to: &out)
    }

    /// Appends `value` in decimal, with leading zeros up to `atLeast` digits: the digits are
    /// counted first and written from the last.
    @inline(__always)
    static func appendDigits(_ value: UInt64, atLeast minimum: Int, to out: inout JSONTextBuffer) {
        var n = 1, limit: UInt64 = 10
        while n < 20, value >= limit { n += 1; limit = limit &* 10 }
        n = max(n, minimum)
        let p = out.room(n)
        var v = value
        for i in stride(from: n - 1, through: 0, by: -1) { p[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10); v /= 10 }
        out.advance(n)
    }

    /// Appends `s` quoted: its UTF-8 is scanned for the bytes JSON escapes (`"`, `\`, controls)
    /// and copied in runs between them; bytes from 0x80 up are copied as they are.
    static func appendQuoted(_ s: String, to out: inout JSONTextBuffer) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { appendQuoted(utf8: $0, to: &out) }
        if done == nil { Array(s.utf8).withUnsafeBufferPointer { appendQuoted(utf8: $0, to: &out) } }
    }

    static func appendQuoted(utf8 u: UnsafeBufferPointer<UInt8>, to out: inout JSONTextBuffer) {
        out.append(UInt8(ascii: "\""))
        var run = 0
        for i in 0..<u.count {
            let b = u[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            out.append(UnsafeBufferPointer(rebasing: u[run..<i]))
            appendEscape(b, to: &out)
            run = i + 1
        }
        out.append(UnsafeBufferPointer(rebasing: u[run...]))
        out.append(UInt8(ascii: "\""))
    }

    /// The escape of one byte below 0x20 or a quote or backslash: `\"`, `\\`, `\n`, `\r`, `\t`, or `\u00xx`
    /// (lowercase hex).
    static func appendEscape(_ b: UInt8, to out: inout JSONTextBuffer) {
        switch b {
        case UInt8(ascii: "\""): out.append("\\\"")
        case UInt8(ascii: "\\"): out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x0D: out.append("\\r")
        case 0x09: out.append("\\t")
        default:
            let hex: StaticString = "0123456789abcdef"
            out.append("\\u00")
            out.append(hex.utf8Start[Int(b >> 4)])
            out.append(hex.utf8Start[Int(b & 0xF)])
        }
    }

    /// Integers print without a fraction; other numbers with up to 6 decimals, trailing zeros removed.
    public static func number(_ n: Double) -> String {
        var out = JSONTextBuffer(capacity: 32)
        appendNumber(n, to: &out)
        return out.string()
    }

    /// `%.6f`, trailing zeros removed: what the fast path stands for, for the numbers it leaves.
    static func formatted(_ n: Double) -> String {
        var s = String(format: "%.6f", n)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
