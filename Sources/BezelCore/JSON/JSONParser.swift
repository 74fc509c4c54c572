/// A syntax error in a JSON file, with its 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var position: SourcePosition
}

/// A small JSON parser that accepts the JSON5 conveniences the format allows (`//` and `/* */`
/// comments, trailing commas) and reports syntax errors with line and column.
///
/// Duplicate keys are syntax errors: a theme that says the same thing twice is almost always a
/// mistake. Nesting is limited so hostile input cannot exhaust the stack.
public struct JSONParser {
    public static let maxDepth = InputLimits.jsonDepth.value
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses JSON text (JSON5 comments and trailing commas allowed).
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    /// Parses UTF-8 JSON bytes (a byte-order mark is skipped).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        // Skip a UTF-8 byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { self.bytes = Array(bytes.dropFirst(3)) } else { self.bytes = bytes }
    }

    private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position)
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("the file is empty: expected a JSON value") }
        let value = try parseValue(depth: 0)
        try skipTrivia()
        if index < bytes.count { throw error("unexpected \(describe(bytes[index])) after the end of the JSON value") }
        return value
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private mutating func skipTrivia() throws(JSONSyntaxError) {
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x0A { index += 1; line += 1; lineStart = index }
            else if b == 0x20 || b == 0x09 || b == 0x0D { index += 1 }
            else if b == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if b == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                let start = error("unterminated /* comment")
                index += 2
                while true {
                    guard index < bytes.count else { throw start }
                    if bytes[index] == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F { index += 2; break }
                    if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                    index += 1
                }
            } else { return }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels" + InputLimits.jsonDepth.tag) }
        guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let b: throw error("unexpected \(describe(b)): expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected \(describe(bytes[index])): expected a value")
        }
        index += w.count
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var object = JSONObject()
        // Keys seen, for duplicates: a small object is searched; a large one (a theme's buttons)
        // gets a set once it has `searchedKeys` keys.
        let searchedKeys = 16
        var seen = Set<String>()
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: unclosed '{'") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[index])): expected a quoted key or '}'")
            }
            let keyError = error("")
            let key = try parseString()
            if object.entries.count == searchedKeys { seen = Set(object.entries.map(\.key)) }
            let duplicate = object.entries.count >= searchedKeys
                ? !seen.insert(key).inserted : object.entries.contains { $0.key == key }
            if duplicate {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", position: keyError.position)
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\"")
            }
            index += 1
            try skipTrivia()
            object.entries.append((key, try parseValue(depth: depth + 1)))
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: unclosed '{'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
            throw error("unexpected \(describe(bytes[index])): expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: unclosed '['") }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            items.append(try parseValue(depth: depth + 1))
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: unclosed '['") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("unexpected \(describe(bytes[index])): expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings have no escape: up to the closing quote they are their own bytes, taken
        // as they are (checked as UTF-8 only when not all ASCII).
        let start = index
        var ascii = true
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b == UInt8(ascii: "\"") {
                index += 1
                if ascii { return String(decoding: bytes[start..<index - 1], as: UTF8.self) }
                guard let s = String(validating: bytes[start..<index - 1], as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return s
            }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        // An escape, a control character or the end of the file: byte by byte from here.
        var out = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            if b == 0x0A { throw error("unterminated string (a string cannot span lines)") }
            if b < 0x20 { throw error("control character in string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return s
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - 55)
            default: throw error("invalid \\u escape")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            return index - s
        }
        guard digits() > 0 else { throw error("invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: digits expected in exponent") }
        }
        // A whole number of up to 15 digits is exact in a `Double`: no text to convert ("-0" is -0).
        let negative = bytes[start] == UInt8(ascii: "-"), first = negative ? start + 1 : start
        if index - first <= 15, !bytes[first..<index].contains(where: { $0 < 48 || $0 > 57 }) {
            var whole = 0
            for b in bytes[first..<index] { whole = whole * 10 + Int(b - 48) }
            return negative ? -Double(whole) : Double(whole)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range: \(text)") }
        return value
    }
}
