import BezelCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the bytes of an Interface Builder document into an `IBElement` tree, safely: the size is
/// checked before parsing, bytes that are not UTF-8 are refused (Foundation's parser traps on an
/// attribute that is not: Xcode writes UTF-8), a document type declaration (and with it every
/// entity but XML's five and character references) is refused, external entities are never resolved, nesting and element
/// counts are bounded while reading, and malformed XML is an error with its line and column.
struct IBXMLReader {
    /// Why a document was refused, and where.
    struct Failure: Error {
        var message: String
        var position: SourcePosition?
    }

    /// The tree of `bytes`, or why it was refused.
    static func read(_ bytes: [UInt8]) -> Result<IBElement, Failure> {
        if bytes.count > InputLimits.ibFileBytes.value {
            return .failure(Failure(message: InputLimits.ibFileBytes.error + InputLimits.ibFileBytes.tag))
        }
        if let offset = invalidUTF8Offset(in: bytes) {
            return .failure(Failure(message: "the document is not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) "
                                        + "cannot stand here in UTF-8); Xcode writes its documents in UTF-8",
                                    position: position(of: offset, in: bytes)))
        }
        if let offset = declarationOffset(in: bytes) {
            return .failure(Failure(message: "a document type declaration (<!DOCTYPE …>) is refused: Xcode writes none, "
                                        + "and its entities could expand without bound or read other files",
                                    position: position(of: offset, in: bytes)))
        }
        let builder = IBTreeBuilder(bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        builder.parser = parser
        _ = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        guard let root = builder.root else { return .failure(Failure(message: "the document holds no element")) }
        return .success(root)
    }

    /// The offset of the first byte of `bytes` that does not belong to a valid UTF-8 sequence, if any.
    static func invalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// Where `<!DOCTYPE` (or any `<!ENTITY`) first stands in `bytes`, if anywhere.
    static func declarationOffset(in bytes: [UInt8]) -> Int? {
        let marks: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        guard bytes.count >= 8 else { return nil }
        var i = 0
        while i < bytes.count - 1 {
            if bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "!") {
                for mark in marks where i + mark.count <= bytes.count && Array(bytes[i..<(i + mark.count)]) == mark { return i }
            }
            i += 1
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: line, column: column)
    }
}

/// The parser's delegate: builds the tree on a stack and stops at the first error or limit.
final class IBTreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    private var stack: [IBElement] = []
    private(set) var root: IBElement?
    private(set) var failure: IBXMLReader.Failure?
    private var elements = 0
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]
    /// Where the last column was counted (elements come in document order, so each count goes on
    /// from the last one on the same line: linear in the document).
    private var cursor = (line: 0, offset: 0, column: 1)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The 1-based column, in Unicode scalars, of byte `offset` on `line` (starting at `lineStart`).
    private func scalarColumn(of offset: Int, line: Int, lineStart: Int) -> Int {
        if cursor.line != line || cursor.offset > offset { cursor = (line, lineStart, 1) }
        var column = cursor.column
        for b in bytes[cursor.offset..<offset] where b & 0xC0 != 0x80 { column += 1 }
        cursor = (line, offset, column)
        return column
    }

    /// The column of `<name` on `line`: the parser reports where the start tag ends (`column`), so
    /// the tag's own `<name` is the nearest one before it (an attribute value holds no `<`); the
    /// search is as long as the tag, so a document costs time in proportion to its size.
    private func column(of name: String, line: Int, fallback column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return column }
        let start = lineStarts[line - 1], end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let tag = Array(("<" + name).utf8)
        var i = min(end, start + max(0, column) + 1) - tag.count
        while i >= start {
            if bytes[i] == UInt8(ascii: "<") {
                if Array(bytes[i..<(i + tag.count)]) == tag { return scalarColumn(of: i, line: line, lineStart: start) }
                return column  // another tag's start: this one began on an earlier line
            }
            i -= 1
        }
        return column
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        elements += 1
        if elements > InputLimits.ibElements.value {
            return stop(InputLimits.ibElements.error + InputLimits.ibElements.tag, parser)
        }
        if stack.count >= InputLimits.ibDepth.value {
            return stop(InputLimits.ibDepth.error + InputLimits.ibDepth.tag, parser)
        }
        let line = parser.lineNumber
        stack.append(IBElement(name: elementName, attributes: attributes, line: line,
                               column: column(of: elementName, line: line, fallback: parser.columnNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let done = stack.popLast() else { return }
        if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty, stack[stack.count - 1].name == "string" else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = IBXMLReader.Failure(message: "malformed XML: " + Self.describe((parseError as NSError).code),
                                      position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
    }

    private func stop(_ message: String, _ parser: XMLParser) {
        failure = IBXMLReader.Failure(message: message, position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
        parser.abortParsing()
    }

    /// libxml2's error codes (which `XMLParser` reports) in words, for the common ones.
    static func describe(_ code: Int) -> String {
        let words: [Int: String] = [
            4: "the document is empty", 5: "extra content after the document element", 9: "a character not allowed in XML",
            23: "an entity reference without ';'", 26: "an entity that is not declared", 38: "'<' in an attribute value",
            39: "an attribute value without quotes", 41: "an attribute without a value", 42: "an attribute given twice",
            68: "a name expected", 73: "'>' expected", 76: "an end tag that does not match its start tag",
            77: "an element that is not closed", 96: "not UTF-8 text",
        ]
        return words[code] ?? "libxml2 error \(code)"
    }
}
