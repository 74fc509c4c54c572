import Foundation
import BezelTestSupport
import Testing
@testable import BezelCore

/// Image headers are read once, when the theme is decoded, and travel with the model: resolving
/// and laying out read no file (docs/format.md, §8.3 "Images").
@Suite struct ResolvePurityTests {
    /// A PNG signature and IHDR chunk for `width` × `height` pixels: all `ImageInfo.read` looks at.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    static func fixture() -> ThemeFixture {
        let fixture = ThemeFixture([
            "icon.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>"#,
            "theme.json": themeJSON(buttons: """
                "plain": { "title": "Go", "image": "icon.svg", "backgroundImage": { "src": "back@2x.png", "capInsets": [4, 4, 4, 4] } },
                "sized": { "type": "system", "title": { "normal": "A", "selected": "Longer" },
                           "image": { "normal": { "src": "icon.svg", "size": [12, 12] }, "highlighted": "icon.svg" } },
                "placed": { "title": "Go", "image": "icon.svg", "imagePlacement": "top", "imagePadding": 4 }
                """, extra: #""states": ["normal", "highlighted", "disabled", "selected"]"#),
        ])
        try! pngHeader(width: 60, height: 44).write(to: URL(fileURLWithPath: fixture.path("back@2x.png")))
        return fixture
    }

    /// Every button's appearance and layout in every state the theme renders.
    static func resolveAll(_ theme: ButtonTheme) -> [String: (Appearance, ButtonLayout)] {
        let resolver = AppearanceResolver(theme: theme)
        let engine = ButtonLayoutEngine(measurer: FakeTextMeasurer())
        var out: [String: (Appearance, ButtonLayout)] = [:]
        for button in theme.buttons {
            for state in theme.renderedStates {
                let (appearance, issues) = resolver.resolve(button, state: state)
                #expect(issues.isEmpty)
                let input = ButtonLayoutInput(button: button, appearance: appearance, locale: nil)
                out["\(button.name) \(state.name)"] = (appearance, engine.layout(input, scale: 2))
            }
        }
        return out
    }

    @Test func decodingKeepsEachImageHeader() throws {
        let fixture = Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let button = try #require(fixture.theme().button(named: "plain"))
        #expect(button.image[exact: .normal]?.info == ImageInfo(format: .svg, pixelSize: Size(width: 20, height: 10), scale: 1))
        #expect(button.backgroundImage[exact: .normal]?.info == ImageInfo(format: .png, pixelSize: Size(width: 60, height: 44), scale: 2))
        let a = fixture.appearance("plain", .normal)
        #expect(a.image?.size == Size(width: 20, height: 10))
        #expect(a.backgroundImage?.size == Size(width: 30, height: 22))
        #expect(fixture.appearance("sized", .normal).image?.size == Size(width: 12, height: 12))
        #expect(fixture.appearance("sized", .highlighted).image?.size == Size(width: 20, height: 10))
    }

    @Test func resolveAndLayoutReadNoFile() throws {
        let fixture = Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let theme = fixture.theme()
        let before = Self.resolveAll(theme)
        #expect(before.count == 12)
        for name in ["icon.svg", "back@2x.png"] { try FileManager.default.removeItem(atPath: fixture.path(name)) }
        let after = Self.resolveAll(theme)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (key, (appearance, layout)) in before {
            #expect(after[key]?.0 == appearance, "\(key)")
            #expect(after[key]?.1 == layout, "\(key)")
        }
        #expect(after["plain normal"]?.1.imageRect?.size == Size(width: 20, height: 10))
        #expect(after["plain normal"]?.0.backgroundImage?.size == Size(width: 30, height: 22))
    }

    @Test func oneThemeLoadReadsEachImageOnce() throws {
        let fixture = Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let fs = ThemeFileSystem(root: fixture.folder)
        let values = ValueDecoder(sink: DiagnosticSink(file: "theme.json"), colorAppearance: .light, fileSystem: fs, folder: fixture.folder)
        let first = try #require(values.image(.string("back@2x.png"), at: .root / "image"))
        // The file changes on disk; the same load keeps what it read, a new load reads it again.
        try Self.pngHeader(width: 90, height: 66).write(to: URL(fileURLWithPath: fixture.path("back@2x.png")))
        #expect(values.image(.string("back@2x.png"), at: .root / "image")?.info == first.info)
        let fresh = ValueDecoder(sink: DiagnosticSink(file: "theme.json"), colorAppearance: .light,
                                 fileSystem: ThemeFileSystem(root: fixture.folder), folder: fixture.folder)
        #expect(fresh.image(.string("back@2x.png"), at: .root / "image")?.info.pixelSize == Size(width: 90, height: 66))
    }
}
