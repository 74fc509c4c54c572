import BezelCore
import BezelInterfaceBuilder
import Foundation
import Testing

/// Documents no Xcode writes: refused with the line and column, or the limit, before work; never a
/// crash, a hang or an unbounded allocation.
@Suite struct IBHostileDocumentTests {
    static func refusal(_ text: String) -> Diagnostic? {
        switch InterfaceBuilderImport.read(Array(text.utf8), path: "/x/Hostile.storyboard", availableFamilies: []) {
        case .failure(let d): return d.items.first
        case .success: return nil
        }
    }

    @Test func malformedXMLIsAnErrorWithLineAndColumn() throws {
        let broken = IBFixture.storyboard(IBImportTests.button("", #"<state key="normal" title="A"/>"#))
            .replacingOccurrences(of: "</button>", with: "</buton>")
        let d = try #require(Self.refusal(broken))
        #expect(d.message == "malformed XML: an end tag that does not match its start tag")
        #expect(d.position?.line == 20)
        let unclosed = try #require(Self.refusal("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>"))
        #expect(unclosed.message.hasPrefix("malformed XML") && unclosed.position?.line == 2, "\(unclosed)")
        let attribute = try #require(Self.refusal("<document a=\"1\" a=\"2\"/>"))
        #expect(attribute.message == "malformed XML: an attribute given twice")
    }

    /// Foundation's XML parser traps (SIGILL) on an attribute value that is not UTF-8; such bytes are
    /// refused before parsing, with their line and column.
    @Test func bytesThatAreNotUTF8AreRefusedBeforeParsing() throws {
        let text = IBFixture.storyboard(IBImportTests.button("", #"<state key="normal" title="AB"/>"#))
        var bytes = Array(text.utf8)
        let at = try #require(text.utf8.firstRange(of: Array("title=\"AB".utf8))).lowerBound
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: at) + 8
        bytes.insert(contentsOf: [0xFF, 0xFE], at: offset)
        guard case .failure(let d) = InterfaceBuilderImport.read(bytes, path: "/x/Hostile.storyboard", availableFamilies: []) else {
            Issue.record("bytes that are not UTF-8 were read"); return
        }
        let item = try #require(d.items.first)
        #expect(item.message == "the document is not UTF-8 text (byte 0xFF cannot stand here in UTF-8); Xcode writes its documents in UTF-8")
        let line = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        #expect(item.position?.line == line)
        for broken: [UInt8] in [[0xC3], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]] {
            var other = Array(text.utf8)
            other.insert(contentsOf: broken, at: offset)
            guard case .failure = InterfaceBuilderImport.read(other, path: "/x/Hostile.storyboard", availableFamilies: []) else {
                Issue.record("\(broken) was read"); continue
            }
        }
    }

    @Test func aDocumentTypeDeclarationIsRefusedBeforeParsing() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
             <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><button id="a"><state key="normal" title="&lol3;"/></button></objects></document>
            """
        let d = try #require(Self.refusal(laughs))
        #expect(d.message.hasPrefix("a document type declaration (<!DOCTYPE …>) is refused"))
        #expect(d.position == SourcePosition(line: 2, column: 1))
        let external = #"<!DOCTYPE d SYSTEM "file:///etc/passwd"><document/>"#
        #expect(Self.refusal(external)?.message.hasPrefix("a document type declaration") == true)
    }

    @Test func limitsAreCheckedWhileReading() throws {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(Self.refusal(deep)?.message == "elements nest deeper than 200 levels (limit ib-depth)")
        let buttons = String(repeating: #"<button id="x"><state key="normal" title="B"/></button>"#, count: 5_001)
        let many = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>"# + buttons + "</objects></document>"
        #expect(Self.refusal(many)?.message == "the document has 5001 buttons; at most 5,000 (limit ib-buttons)")
        let elements = "<document>" + String(repeating: "<a/>", count: 500_001) + "</document>"
        #expect(Self.refusal(elements)?.message == "the document has more than 500,000 elements (limit ib-elements)")
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
        let dir = try IBFixture.folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Big.xib"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: (16 << 20) + 1)))
        guard case .failure(let d) = InterfaceBuilderImport.read(path, availableFamilies: []) else { Issue.record("read"); return }
        #expect(d.items.map(\.message) == ["document is larger than 16 MiB (limit ib-file-bytes)"])
    }

    @Test func aNonIOSDocumentAndOneWithoutButtonsAreSkipped() throws {
        let mac = IBFixture.storyboard(IBImportTests.button("", ""), runtime: "MacOSX.Cocoa")
        guard case .success(.skipped(let d)) = InterfaceBuilderImport.read(Array(mac.utf8), path: "/x/Mac.xib", availableFamilies: []) else {
            Issue.record("a macOS document is skipped"); return
        }
        #expect(d.severity == .warning && d.message.contains("'MacOSX.Cocoa' document"))
        let empty = IBFixture.storyboard("")
        guard case .success(.skipped(let e)) = InterfaceBuilderImport.read(Array(empty.utf8), path: "/x/E.xib", availableFamilies: []) else {
            Issue.record("a document without buttons is skipped"); return
        }
        #expect(e.message == "skipped: the document holds no button")
        #expect(Self.refusal(#"{"name": "json"}"#)?.message.hasPrefix("malformed XML") == true)
        #expect(Self.refusal("<plist/>")?.message.hasPrefix("not an Interface Builder document") == true)
    }
}

extension IBHostileDocumentTests {
    /// A document on one line (no Xcode writes one): each warning still names its element's column,
    /// counted once along the line.
    @Test func aOneLineDocumentNamesEachElementsColumn() throws {
        let one = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>"#
            + #"<button id="é1" hidden="YES"><rect key="frame" x="0" y="0" width="40" height="30"/></button>"#
            + #"<button id="b2" hidden="YES"><rect key="frame" x="0" y="0" width="40" height="30"/></button></objects></document>"#
        guard case .success(.theme(let theme)) = InterfaceBuilderImport.read(Array(one.utf8), path: "/x/One.xib", availableFamilies: []) else {
            Issue.record("read"); return
        }
        let hidden = theme.warnings.filter { $0.path.hasSuffix(".hidden") }.map(\.position)
        #expect(hidden == [SourcePosition(line: 1, column: 101), SourcePosition(line: 1, column: 193)], "\(hidden)")
    }
}
