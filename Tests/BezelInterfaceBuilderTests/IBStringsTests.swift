import BezelCore
@testable import BezelInterfaceBuilder
import Foundation
import Testing

/// Strings files (`<lang>.lproj/<Document>.strings`) as locales: the format as Xcode writes it, the
/// four state titles, and what is reported instead.
@Suite struct IBStringsTests {
    typealias F = IBProjectFixture

    static func utf16(_ text: String, littleEndian: Bool = true) -> Data {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for u in text.utf16 { bytes += littleEndian ? [UInt8(u & 255), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 255)] }
        return Data(bytes)
    }

    @Test func theFormatAsXcodeWritesIt() throws {
        let text = """
        /* Class = "UIButton"; normalTitle = "Play"; ObjectID = "b01-aa-bbb"; */
        "b01-aa-bbb.normalTitle" = "Spielen";
        // a line comment
        "quote" = "say \\"hi\\"\\n\\ttab \\\\ \\U00E9\\UD83D\\UDE00 \\101";
        unquoted = word_1.2;
        "alone";
        "multi
        line" = "x";
        """
        for data in [Self.utf16(text), Self.utf16(text, littleEndian: false), Data(text.utf8), Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))] {
            let file = try IBStringsFile(bytes: [UInt8](data))
            #expect(file.entries.map(\.key) == ["b01-aa-bbb.normalTitle", "quote", "unquoted", "alone", "multi\nline"])
            #expect(file.entries.map(\.value) == ["Spielen", "say \"hi\"\n\ttab \\ é😀 A", "word_1.2", "alone", "x"])
            #expect(file.entries.map(\.line) == [2, 4, 5, 6, 7])
        }
    }

    @Test func malformedFilesNameTheLine() {
        let cases: [(String, String, Int)] = [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "expected ';' after the entry for \"a\"", 2),
            ("\"a\" = \"b;\n", "a string that is never closed", 1),
            ("/* open\n\n", "a comment that is never closed", 1),
            ("\"a\" = ;", "expected a value, found ';'", 1),
            ("\"a\" = \"\\UZZ\";", "\\U must be followed by 4 hex digits", 1),
            ("\"a\" = \"\\UD83D\";", "a lone UTF-16 surrogate in a \\U escape", 1),
        ]
        for (text, message, line) in cases {
            #expect(throws: IBStringsFile.Failure(message: message, line: line)) { try IBStringsFile(bytes: Array(text.utf8)) }
        }
        #expect(throws: IBStringsFile.Failure(message: "not UTF-8, nor UTF-16 with a byte-order mark", line: 1)) { try IBStringsFile(bytes: [0xC3, 0x28]) }
    }

    @Test func stringsFilesBesideTheDocumentAreLocales() throws {
        let views = F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="Play"/><state key="disabled" title="Off"/>"#,
                             children: #"<color key="tintColor" systemColor="systemRedColor"/>"#)
            + F.button(id: "b02-aa-bbb", type: "", state: #"<state key="normal" title="Old"/>"#,
                       children: #"<buttonConfiguration key="configuration" style="filled" title="New"/><color key="tintColor" systemColor="systemRedColor"/>"#)
        let p = try F(["Base.lproj/Main.storyboard": F.storyboard(views), "Base.lproj/Main.strings": "\"x\" = \"y\";",
                       "Base.lproj/Other.strings": "not read;", "fr.lproj/Main.strings": "\"b01-aa-bbb.normalTitle\" = \"Jouer\";"])
        try p.write("de.lproj/Main.strings", Self.utf16("""
        "b01-aa-bbb.normalTitle" = "Spielen";
        "b01-aa-bbb.disabledTitle" = "Aus";
        "b01-aa-bbb.accessibilityLabel" = "Abspielen";
        "b01-aa-bbb.configuration.title" = "Spielen";
        "b02-aa-bbb.normalTitle" = "Alt";
        "lbl-aa-bbb.text" = "Eine Beschriftung";
        """))
        let t = try p.theme("Base.lproj/Main.storyboard")
        #expect(t.document.at("buttons.Play.localizations") == .object(JSONObject([
            ("de", .object(JSONObject([("title", .object(JSONObject([("normal", .string("Spielen")), ("disabled", .string("Aus"))])))]))),
            ("fr", .object(JSONObject([("title", .object(JSONObject([("normal", .string("Jouer"))])))]))),
        ])))
        #expect(t.document.at("buttons.New.localizations") == nil)
        #expect(t.inputFiles.filter { $0.hasSuffix(".strings") } == [p.root + "/de.lproj/Main.strings", p.root + "/fr.lproj/Main.strings"])
        #expect(t.warnings.map(\.message) == [
            "'\(p.root)/Base.lproj/Main.strings' is not read: Base is the document itself, whose titles are the theme's",
            "Main.strings line 4: 'b01-aa-bbb.configuration.title' is not read (only the four state titles are): left out",
            "Main.strings line 5: the button has a configuration, whose title UIKit draws instead of the state table's: 'b02-aa-bbb.normalTitle' is not used",
        ])
    }

    @Test func aMalformedStringsFileIsAnError() throws {
        let p = try F(["Base.lproj/Main.storyboard": F.storyboard(F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="Play"/>"#)),
                       "de.lproj/Main.strings": "\"b01-aa-bbb.normalTitle\" = \"Spielen\"\n\"x\" = \"y\";\n"])
        #expect(p.failure("Base.lproj/Main.storyboard").map(\.message) == ["\(p.root)/de.lproj/Main.strings:2: expected ';' after the entry for \"b01-aa-bbb.normalTitle\""])
    }
}
