import BezelCore
@testable import BezelInterfaceBuilder
import Foundation
import Testing

/// `--fonts`: custom fonts found by the PostScript name in their files' `name` tables.
@Suite struct IBFontFolderTests {
    typealias F = IBProjectFixture
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    @Test func aFontFileSaysItsPostScriptNameWeightAndSlant() throws {
        let bold = try #require(FileManager.default.contents(atPath: Self.dejaVu + "/DejaVuSans-Bold.ttf"), "fonts-dejavu-core (scripts/install-deps)")
        #expect(IBFontFile(bytes: [UInt8](bold)) == IBFontFile(postScriptName: "DejaVuSans-Bold", weight: 700, italic: false))
        #expect(IBFontFile(bytes: Array("not a font".utf8)) == nil)
        #expect(IBFontFile(bytes: Array(bold.prefix(40))) == nil, "a cut file")
    }

    @Test func aDocumentsCustomFontIsDrawnFromItsFile() throws {
        let views = F.button(id: "b01-aa-bbb", type: "", state: #"<state key="normal" title="Bold"/>"#,
                             children: #"<fontDescription key="fontDescription" name="DejaVuSans-Bold" family="DejaVu Sans" pointSize="20"/>"#)
            + F.button(id: "b02-aa-bbb", type: "", state: #"<state key="normal" title="Brand"/>"#,
                       children: #"<fontDescription key="fontDescription" name="Brand-Regular" family="Brand" pointSize="17"/>"#)
        let p = try F(["ui/Main.storyboard": F.storyboard(views)])
        try p.write("fonts/sub/DejaVuSans-Bold.ttf", try #require(FileManager.default.contents(atPath: Self.dejaVu + "/DejaVuSans-Bold.ttf")))
        try p.write("fonts/readme.ttf", Data("not a font".utf8))
        let t = try p.theme("ui/Main.storyboard", options: InterfaceBuilderOptions(fontFolders: [p.root + "/fonts"]))
        #expect(t.document.at("buttons.Bold.font") == .object(JSONObject([("weight", .number(700)), ("file", .string("fonts/sub/DejaVuSans-Bold.ttf")), ("size", .number(20))])))
        #expect(t.files == ["fonts/sub/DejaVuSans-Bold.ttf"])
        #expect(t.document.at("buttons.Brand.font") == .object(JSONObject([("size", .number(17))])))
        #expect(t.warnings.map(\.message) == ["font 'Brand-Regular' (family Brand) is not available (no .ttf or .otf file in --fonts has that PostScript name): drawn in the system font at its size and weight"])
        let without = try p.theme("ui/Main.storyboard")
        #expect(without.document.at("buttons.Bold.font.family") == .string("DejaVu Sans"), "a pinned family without --fonts")
        #expect(without.warnings.map(\.message).last == "font 'Brand-Regular' (family Brand) is not available (give its file's folder with --fonts): drawn in the system font at its size and weight")
    }
}
