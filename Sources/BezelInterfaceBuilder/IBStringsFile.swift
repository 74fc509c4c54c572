import Foundation

/// A `.strings` file as Xcode writes it (old-style property list of strings): `"key" = "value";`
/// entries, `/* … */` and `//` comments, quoted strings with C escapes (`\"`, `\\`, `\n`, `\t`, `\r`,
/// octal, `\U` + 4 hex digits, surrogate pairs joined) or unquoted words; a key alone (`"key";`) is
/// its own value. UTF-16 with a byte-order mark (as Xcode writes it) or UTF-8. Anything else is an
/// error naming the line.
struct IBStringsFile {
    struct Entry: Equatable {
        var key: String
        var value: String
        var line: Int
    }

    struct Failure: Error, Equatable {
        var message: String
        var line: Int
    }

    let entries: [Entry]

    init(bytes: [UInt8]) throws(Failure) {
        guard let text = Self.decode(bytes) else {
            throw Failure(message: "not UTF-8, nor UTF-16 with a byte-order mark", line: 1)
        }
        var scanner = Scanner(Array(text.unicodeScalars))
        entries = try scanner.entries()
    }

    /// The text of `bytes`: UTF-16 by its byte-order mark, else UTF-8 (a UTF-8 mark skipped).
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { return nil }
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count, by: 2).map { i in
                little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            }
            var out = "", iterator = units.makeIterator(), decoder = UTF16()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let s): out.unicodeScalars.append(s)
                case .emptyInput: return out
                case .error: return nil
                }
            }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    /// Reads entries from the scalars of a strings file.
    private struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0, line = 1
        init(_ s: [Unicode.Scalar]) { self.s = s }

        mutating func entries() throws(Failure) -> [Entry] {
            var out: [Entry] = []
            while true {
                try skipSpace()
                guard i < s.count else { return out }
                let at = line
                let key = try string("a key")
                try skipSpace()
                var value = key
                if peek == "=" {
                    i += 1
                    try skipSpace()
                    value = try string("a value")
                    try skipSpace()
                }
                guard peek == ";" else { throw Failure(message: "expected ';' after the entry for \"\(key)\"", line: line) }
                i += 1
                out.append(Entry(key: key, value: value, line: at))
            }
        }

        var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }

        mutating func skipSpace() throws(Failure) {
            while let c = peek {
                if c == "\n" { line += 1; i += 1 } else if c.properties.isWhitespace { i += 1 } else if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                    let start = line
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    guard i + 1 < s.count else { throw Failure(message: "a comment that is never closed", line: start) }
                    i += 2
                } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while let d = peek, d != "\n" { _ = d; i += 1 }
                } else { return }
            }
        }

        /// A quoted string or an unquoted word.
        mutating func string(_ what: String) throws(Failure) -> String {
            guard let c = peek else { throw Failure(message: "expected \(what), found the end of the file", line: line) }
            if c == "\"" { return try quoted() }
            var word = ""
            while let d = peek, d.properties.isAlphabetic || ("0"..."9").contains(d) || "_$+-/:.".unicodeScalars.contains(d) {
                word.unicodeScalars.append(d); i += 1
            }
            guard !word.isEmpty else { throw Failure(message: "expected \(what), found '\(Character(c))'", line: line) }
            return word
        }

        mutating func quoted() throws(Failure) -> String {
            let start = line
            i += 1
            var out = String.UnicodeScalarView(), pendingHigh: UInt32?
            while let c = peek {
                i += 1
                if c == "\"" {
                    if pendingHigh != nil { throw Failure(message: "a lone UTF-16 surrogate in a \\U escape", line: line) }
                    return String(out)
                }
                if c == "\n" { line += 1 }
                guard c == "\\" else { out.append(c); continue }
                guard let e = peek else { break }
                i += 1
                var scalar: UInt32
                switch e {
                case "n": scalar = 0x0A
                case "t": scalar = 0x09
                case "r": scalar = 0x0D
                case "a": scalar = 0x07
                case "b": scalar = 0x08
                case "f": scalar = 0x0C
                case "v": scalar = 0x0B
                case "U", "u":
                    guard i + 4 <= s.count, let v = UInt32(String(String.UnicodeScalarView(s[i..<i + 4])), radix: 16) else {
                        throw Failure(message: "\\\(e) must be followed by 4 hex digits", line: line)
                    }
                    i += 4
                    scalar = v
                case "0"..."7":
                    scalar = e.value - 0x30
                    var n = 1
                    while n < 3, let d = peek, ("0"..."7").contains(d) { scalar = scalar * 8 + d.value - 0x30; i += 1; n += 1 }
                default: scalar = e.value   // \" \\ \' and any other character stand for themselves
                }
                if (0xD800..<0xDC00).contains(scalar) { pendingHigh = scalar; continue }
                if (0xDC00..<0xE000).contains(scalar) {
                    guard let high = pendingHigh else { throw Failure(message: "a lone UTF-16 surrogate in a \\U escape", line: line) }
                    scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
                    pendingHigh = nil
                }
                guard pendingHigh == nil, let u = Unicode.Scalar(scalar) else { throw Failure(message: "a lone UTF-16 surrogate in a \\U escape", line: line) }
                out.append(u)
            }
            throw Failure(message: "a string that is never closed", line: start)
        }
    }
}
