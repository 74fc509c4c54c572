import BezelCore
import BezelPNG
import Foundation
import Testing

/// Interface Builder documents through the commands (issue 41): rendered at their frames, colours
/// converted to sRGB as drawn pixels show, titles as the document has them, a dark mode for system
/// colours, `import` equal to the document byte for byte, `verify` catching a changed colour, and
/// documents that cannot be read refused with nothing written.
@Suite struct InterfaceBuilderRenderTests {
    static let document = repositoryRoot + "/samples/interface-builder/Buttons.storyboard"

    /// A copy of the fixture in a fresh folder (edited by some tests), and an output folder.
    static func copy() throws -> (folder: String, document: String, out: String) {
        let dir = RenderCommandTests.tempDir()
        try FileManager.default.copyItem(atPath: document, toPath: dir + "/Buttons.storyboard")
        return (dir, dir + "/Buttons.storyboard", RenderCommandTests.tempDir() + "/out")
    }

    /// The pixel at (x, y) of `button`'s sprite in `sheet` (its frame read from the sheet's atlas).
    static func pixel(_ unit: String, _ sheet: String, _ button: String, _ x: Int, _ y: Int) throws -> RGBAColor {
        let png = try PNGDecoder.decode(path: "\(unit)/\(sheet).png")
        let atlas = try #require(try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: "\(unit)/\(sheet).json")))).objectValue)
        let frame = try #require(atlas["frames"]?.objectValue?[button]?.objectValue?["frame"]?.objectValue)
        let fx = Int(frame["x"]?.numberValue ?? -1) + x, fy = Int(frame["y"]?.numberValue ?? -1) + y
        let i = (fy * png.width + fx) * 4
        return RGBAColor(red: png.rgba[i], green: png.rgba[i + 1], blue: png.rgba[i + 2], alpha: png.rgba[i + 3])
    }

    /// Every distinct colour of `button`'s sprite in `sheet`.
    static func colours(_ unit: String, _ sheet: String, _ button: String, size: (Int, Int)) throws -> Set<RGBAColor> {
        var out = Set<RGBAColor>()
        for y in 0..<size.1 { for x in 0..<size.0 { out.insert(try pixel(unit, sheet, button, x, y)) } }
        return out
    }

    @Test func framesTitlesAndColoursAreTheDocuments() throws {
        let (_, doc, out) = try Self.copy()
        let run = CLIRun(["render", doc, "-o", out, "-q"])
        #expect(run.code == 0, "\(run.err)")
        let unit = out + "/Buttons"
        let manifest = try #require(try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: unit + "/manifest.json")))).objectValue)
        let buttons = try #require(manifest["buttons"]?.objectValue)
        #expect(buttons.keys.sorted() == ["At5-Ab-c01", "Button", "Delete", "Outline", "send", "swatch"])
        let frames: [String: [Double]] = ["swatch": [120, 44], "Button": [46, 30], "send": [140, 50], "Outline": [120, 40], "At5-Ab-c01": [160, 40], "Delete": [110, 35]]
        for (name, size) in frames {
            #expect(buttons[name]?.objectValue?["size"] == .array(size.map(JSONValue.number)), "\(name): the document's frame")
            #expect(buttons[name]?.objectValue?["frames"]?.objectValue?["@3x"]?.objectValue?["w"] == .number(size[0] * 3))
        }
        #expect(buttons["swatch"]?.objectValue?["source"] == .string("Buttons.storyboard#Sw1-Ab-c01"), "the document and object id")
        let titles: [String: String] = ["swatch": "HI", "Button": "Button", "send": "Send", "Outline": "Outline", "Delete": "Delete"]
        for (name, title) in titles {
            #expect(buttons[name]?.objectValue?["states"]?.objectValue?["normal"]?.objectValue?["title"] == .string(title), "\(name)")
        }
        // calibratedRGB (0.2, 0.4, 0.6) is sRGB #407AAA; calibratedWhite 0.25 is #3D3D3D; the highlighted sRGB title as written.
        #expect(try Self.pixel(unit, "normal", "swatch", 2, 2) == RGBAColor(red: 0x40, green: 0x7A, blue: 0xAA))
        #expect(try Self.colours(unit, "normal", "swatch", size: (120, 44)).contains(RGBAColor(red: 0x3D, green: 0x3D, blue: 0x3D)))
        #expect(try Self.colours(unit, "highlighted", "swatch", size: (120, 44)).contains(RGBAColor(red: 0xE6, green: 0x4D, blue: 0x1A)))
        // The tint inherited from the scene's root view colours the system button's title.
        #expect(try Self.colours(unit, "normal", "Button", size: (46, 30)).contains(RGBAColor(red: 0xE6, green: 0x4D, blue: 0x1A)))
        // layer.borderWidth 2 draws CALayer's black border; layer.cornerRadius 8 leaves the corner clear.
        #expect(try Self.pixel(unit, "normal", "Outline", 60, 0) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(try Self.pixel(unit, "normal", "Outline", 0, 0).alpha == 0)
    }

    @Test func aSystemColourGetsItsDarkValueInTheDarkMode() throws {
        let (_, doc, out) = try Self.copy()
        #expect(CLIRun(["render", doc, "-o", out, "-q"]).code == 0)
        // systemMint: #00C7BE in light, #63E6E2 in dark (the filled configuration's background).
        #expect(try Self.pixel(out + "/Buttons", "normal", "send", 70, 25) == RGBAColor(red: 0x00, green: 0xC7, blue: 0xBE))
        #expect(try Self.pixel(out + "/Buttons/dark", "normal", "send", 70, 25) == RGBAColor(red: 0x63, green: 0xE6, blue: 0xE2))
    }

    @Test func everyButtonRendersOrIsReportedWithItsLineAndObjectID() throws {
        let run = CLIRun(["validate", Self.document])
        #expect(run.code == 0)
        #expect(run.err.contains("Buttons.storyboard:43:29: Bd4-Ab-c01.customClass: warning: custom class 'OutlineButton'"), "\(run.err)")
        #expect(run.err.contains("Buttons.storyboard:80:33: Sf6-Ab-c01.configuration.image: warning: SF Symbol 'trash' cannot be drawn"), "\(run.err)")
        #expect(run.out.contains("Buttons.storyboard: ok (6 buttons, modes: dark)"), "\(run.out)")
        let strict = CLIRun(["validate", "--strict", Self.document])
        #expect(strict.code == 2)
    }

    @Test func anSFSymbolWithoutAnExportIsDrawnAsATintedPlaceholder() throws {
        let (_, doc, out) = try Self.copy()
        #expect(CLIRun(["render", doc, "-o", out, "-q", "--scale", "3"]).code == 0)
        // Delete's trash symbol: a 1.5-pt outline 18 × 20 pt at (19, 8); its left side at @3x, in the tint.
        #expect(try Self.pixel(out + "/Buttons", "normal@3x", "Delete", 19 * 3 + 3, 18 * 3) == RGBAColor(red: 0xE6, green: 0x4D, blue: 0x1A))
        #expect(try Self.pixel(out + "/Buttons", "normal@3x", "Delete", 19 * 3 + 12, 18 * 3 - 12) != RGBAColor(red: 0xE6, green: 0x4D, blue: 0x1A),
                "inside the outline, off the diagonal, the background shows")
    }

    @Test func importThenRenderIsByteIdenticalToRenderingTheDocument() throws {
        let (_, doc, out) = try Self.copy()
        let imported = RenderCommandTests.tempDir()
        #expect(CLIRun(["render", doc, "-o", out, "-q"]).code == 0)
        let run = CLIRun(["import", doc, "-o", imported])
        #expect(run.code == 0 && run.out == "imported 1 document into \(imported)\n", "\(run.out)\(run.err)")
        let again = RenderCommandTests.tempDir() + "/out"
        #expect(CLIRun(["render", imported + "/Buttons.json", "-o", again, "-q"]).code == 0)
        let a = RenderCommandTests.tree(out), b = RenderCommandTests.tree(again)
        #expect(a.count > 20 && a.keys.sorted() == b.keys.sorted())
        for (path, data) in a { #expect(b[path] == data, "\(path) differs") }
        let json = try String(contentsOfFile: imported + "/Buttons.json", encoding: .utf8)
        #expect(json.contains(#""description": "Buttons.storyboard, line 20: button Sw1-Ab-c01""#), "\(json.prefix(600))")
    }

    @Test func verifyCatchesAChangedTitleColourInTheDocument() throws {
        let (_, doc, _) = try Self.copy()
        let baseline = RenderCommandTests.tempDir() + "/baseline"
        #expect(CLIRun(["record", doc, "--baseline", baseline, "-q"]).code == 0)
        #expect(CLIRun(["verify", doc, "--baseline", baseline, "-q"]).code == 0)
        let text = try String(contentsOfFile: doc, encoding: .utf8)
        try text.replacingOccurrences(of: #"<color key="titleColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>"#,
                                      with: #"<color key="titleColor" white="0.3" alpha="1" colorSpace="calibratedWhite"/>"#)
            .write(toFile: doc, atomically: true, encoding: .utf8)
        let changed = CLIRun(["verify", doc, "--baseline", baseline])
        #expect(changed.code == 1, "\(changed.out)\(changed.err)")
        #expect(changed.out.contains("swatch") || changed.err.contains("swatch"), "\(changed.out)")
    }

    @Test func aFolderSkipsMacDocumentsAndRefusesMalformedOnes() throws {
        let (dir, _, out) = try Self.copy()
        let mac = try String(contentsOfFile: Self.document, encoding: .utf8).replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        try mac.write(toFile: dir + "/Mac.xib", atomically: true, encoding: .utf8)
        let run = CLIRun(["render", dir, "-o", out, "-q"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("Mac.xib: warning: skipped: a 'MacOSX.Cocoa' document; only iOS documents"), "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: out + "/Buttons/normal.png") && !FileManager.default.fileExists(atPath: out + "/Mac"))
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <button id=\"a\"></objects>"
            .write(toFile: dir + "/Broken.xib", atomically: true, encoding: .utf8)
        let broken = CLIRun(["render", dir + "/Broken.xib", "-o", out + "2"])
        #expect(broken.code == 2)
        #expect(broken.err.contains("Broken.xib:3:"), "\(broken.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "2"))
        let imported = CLIRun(["import", dir, "-o", out + "3"])
        #expect(imported.code == 2 && !FileManager.default.fileExists(atPath: out + "3"), "nothing is written when a document cannot be read")
    }
}
