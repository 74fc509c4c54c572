import Foundation
import Testing

/// The project's size rules, checked over every Swift file in Sources/: files under 300 lines,
/// functions (func, init, subscript, deinit and computed properties; from declaration to closing
/// brace) under 60 lines.
/// Functions are found by brace counting on the code with comments and string contents removed.
@Suite struct SourceShapeTests {
    static let maxFileLines = 300
    static let maxFunctionLines = 60

    /// Functions allowed over the limit, as (path, name, the most lines allowed): none. An entry
    /// would only stop its function from growing until it is split.
    static let allowed: [(path: String, name: String, lines: Int)] = []

    static var packageRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Every .swift file under Sources/, as (path relative to the package, text).
    static func sources() throws -> [(path: String, text: String)] {
        let root = packageRoot
        let names = try #require(FileManager.default.enumerator(atPath: root + "/Sources")?.allObjects as? [String])
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            ("Sources/" + name, try String(contentsOfFile: root + "/Sources/" + name, encoding: .utf8))
        }
    }

    @Test func noSourceFileIsOver300Lines() throws {
        let files = try Self.sources()
        #expect(files.count > 100)
        let long = files.map { ($0.path, $0.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1) }
            .filter { $0.1 > Self.maxFileLines }
        #expect(long.isEmpty, "files over \(Self.maxFileLines) lines: \(long.map { "\($0.0) (\($0.1))" })")
    }

    @Test func noFunctionIsOver60Lines() throws {
        var long: [String] = []
        var measured = 0
        for file in try Self.sources() {
            for f in SourceShape.functions(in: file.text) {
                measured += 1
                guard f.lines > Self.maxFunctionLines else { continue }
                let allowance = Self.allowed.first { $0.path == file.path && $0.name == f.name }?.lines ?? Self.maxFunctionLines
                if f.lines > allowance { long.append("\(file.path):\(f.line) \(f.name) (\(f.lines) lines)") }
            }
        }
        #expect(measured > 500)
        #expect(long.isEmpty, "functions over \(Self.maxFunctionLines) lines: \(long)")
    }

    // The scanner itself: braces in strings and comments do not count, bodiless requirements are skipped.

    @Test func bracesInStringsAndCommentsAreNotCounted() {
        let text = """
            struct S {
                // a comment with { braces
                /* and a block { comment /* nested } */ } */
                func a() -> String {
                    let s = "}}} \\(x.map { "{" }) {"
                    let r = #"raw "}" \\(no) }"#
                    let m = \"""
                        }
                        \\(y ? "{" : "}")
                        \"""
                    return s + r + m
                }
                func b() {}
            }
            """
        let found = SourceShape.functions(in: text)
        #expect(found.map(\.name) == ["a", "b"])
        #expect(found.map(\.lines) == [9, 1])
        #expect(found.map(\.line) == [4, 13])
    }

    @Test func computedPropertiesAreMeasuredStoredOnesAreNot() {
        let text = """
            struct S {
                var stored: Int = 1
                var observed: Int = 0 { didSet { print(observed) } }
                var html: String {
                    "a"
                        + "b"
                }
                var one: Int { 1 }
            }
            """
        let found = SourceShape.functions(in: text)
        #expect(found.map(\.name) == ["html", "one"])
        #expect(found.map(\.lines) == [4, 1])
    }

    @Test func requirementsHaveNoBodyAndSignaturesMaySpanLines() {
        let text = """
            protocol P {
                func need(_ x: Int) -> Int
                init(value: Int)
            }
            extension P {
                public init?(
                    other: Int, closure: () -> Void = { }
                ) where Self: Sendable {
                    self.init(value: other)
                }
                subscript(i: Int) -> Int { i }
            }
            """
        let found = SourceShape.functions(in: text)
        #expect(found.map(\.name) == ["init", "subscript"])
        #expect(found.map(\.lines) == [5, 1])
    }

    @Test func aFunctionOfSixtyOneLinesIsFound() {
        let body = (1...59).map { "    let v\($0) = \($0)" }.joined(separator: "\n")
        let found = SourceShape.functions(in: "func long() {\n\(body)\n}\n")
        #expect(found.map(\.lines) == [61])
    }
}

/// A small Swift scanner: enough lexing (comments, string literals with interpolation, raw and
/// multi-line strings) to count braces reliably.
enum SourceShape {
    struct Function: Equatable { var name: String; var line: Int; var lines: Int }

    /// The text as lines of code only: comments and string contents removed, line breaks kept.
    static func codeLines(_ text: String) -> [[UInt8]] {
        let b = Array(text.utf8), n = b.count
        enum Mode { case code, interpolation(Int), string(hashes: Int, multiline: Bool) }
        var stack: [Mode] = [.code], out: [UInt8] = [], i = 0
        func at(_ k: Int, _ s: String) -> Bool { let u = Array(s.utf8); return k + u.count <= n && Array(b[k..<k + u.count]) == u }
        func hashes(from k: Int) -> Int { var h = 0; while k + h < n, b[k + h] == UInt8(ascii: "#") { h += 1 }; return h }
        while i < n {
            switch stack[stack.count - 1] {
            case .code, .interpolation:
                if at(i, "//") { while i < n, b[i] != 10 { i += 1 }; continue }
                if at(i, "/*") {
                    var depth = 0
                    repeat {
                        if at(i, "/*") { depth += 1; i += 2 } else if at(i, "*/") { depth -= 1; i += 2 } else { if b[i] == 10 { out.append(10) }; i += 1 }
                    } while depth > 0 && i < n
                    continue
                }
                let h = hashes(from: i)
                if i + h < n, b[i + h] == UInt8(ascii: "\"") {
                    let multiline = at(i + h, "\"\"\"")
                    stack.append(.string(hashes: h, multiline: multiline)); i += h + (multiline ? 3 : 1); continue
                }
                if case .interpolation(let depth) = stack[stack.count - 1] {
                    if b[i] == UInt8(ascii: "(") { stack[stack.count - 1] = .interpolation(depth + 1) }
                    if b[i] == UInt8(ascii: ")") {
                        if depth == 1 { stack.removeLast(); i += 1; continue }
                        stack[stack.count - 1] = .interpolation(depth - 1)
                    }
                }
                out.append(b[i]); i += 1
            case .string(let h, let multiline):
                let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: h)
                if b[i] == UInt8(ascii: "\\"), hashes(from: i + 1) >= h, i + 1 + h < n, b[i + 1 + h] == UInt8(ascii: "(") {
                    stack.append(.interpolation(1)); i += h + 2; continue
                }
                if b[i] == UInt8(ascii: "\\"), h == 0 { i += 2; continue }
                if at(i, close) { stack.removeLast(); i += close.utf8.count; continue }
                if b[i] == 10 { out.append(10) }
                i += 1
            }
        }
        return out.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    }

    /// Every function with a body: its name, first line (1-based) and length in lines.
    static func functions(in text: String) -> [Function] {
        let lines = codeLines(text).map { String(decoding: $0, as: UTF8.self) }
        let declaration = try! Regex(#"(?:^|[^\w.])(func\s+([^\s(]+?)\s*[(<]|deinit\b|init[?!]?\s*[(<]|subscript\s*[(<]|var\s+(\w+)\s*:[^={]*\{)"#)
        var found: [Function] = []
        for (index, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: declaration), let keyword = match.output[1].range else { continue }
            let head = line[keyword]
            let name = match.output[2].substring.map(String.init) ?? match.output[3].substring.map(String.init)
                ?? (head.hasPrefix("deinit") ? "deinit" : head.hasPrefix("init") ? "init" : "subscript")
            if let end = bodyEnd(lines, from: index, column: keyword.lowerBound) {
                found.append(Function(name: name, line: index + 1, lines: end - index + 1))
            }
        }
        return found
    }

    /// The line of the brace closing the body that follows the declaration at `start`, or nil for a
    /// declaration without a body (a protocol requirement).
    static func bodyEnd(_ lines: [String], from start: Int, column: String.Index) -> Int? {
        var parens = 0, braces = 0, opened = false
        var index = start
        var text = Substring(lines[start][column...])
        while true {
            for c in text {
                switch c {
                case "(", "[": parens += 1
                case ")", "]": parens -= 1
                case "{" where opened || parens == 0: braces += 1; opened = true
                case "}" where opened: braces -= 1; if braces == 0 { return index }
                default: break
                }
            }
            index += 1
            guard index < lines.count else { return nil }
            if !opened && parens == 0 {
                let next = lines[index...].first { !$0.allSatisfy(\.isWhitespace) }?.drop { $0.isWhitespace } ?? ""
                guard ["->", "where", "throws", "async", "rethrows", "{"].contains(where: { next.hasPrefix($0) }) else { return nil }
            }
            text = Substring(lines[index])
        }
    }
}
