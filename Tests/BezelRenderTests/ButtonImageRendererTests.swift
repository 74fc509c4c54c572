import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The library's one-button entry point (`ButtonImageRenderer`): exact sizes and pixels, the same
/// bytes as the asset catalog, and errors that name what is missing.
@Suite struct ButtonImageRendererTests {
    /// A 30 × 20 pt custom button, red, green when highlighted; a shadowed one; scales 1 and 2.
    static let theme = themeJSON(buttons: """
        "box": { "type": "custom", "size": [30, 20], "backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00" } },
        "shadowed": { "type": "custom", "size": [30, 20], "backgroundColor": "#0000ff",
                      "shadow": { "color": "#000000", "opacity": 0.5, "radius": 2, "offset": [0, 2] } }
        """, extra: ##""name": "t", "scales": [1, 2], "states": ["normal", "highlighted"]"##)

    func renderer(scale: Double = 2) throws -> (ThemeFixture, ButtonImageRenderer) {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        return (fixture, try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: fixture.path("theme.json")), scale: scale))
    }

    @Test func pngAt2xHasTheButtonsPixelSizeAndColour() throws {
        let (fixture, renderer) = try renderer()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let png = try renderer.pngData(forButton: "box")
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let header = try PNGHeader(data: png)
        #expect(header.width == 60 && header.height == 40)
        let decoded = try PNGDecoder.decode(data: png)
        #expect(decoded.pixel(x: 30, y: 20) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(decoded.pixel(x: 0, y: 0) == RGBAColor(red: 255, green: 0, blue: 0))
        let highlighted = try renderer.image(forButton: "box", state: .highlighted)
        #expect(highlighted.width == 60 && highlighted.pixel(x: 59, y: 39) == RGBAColor(red: 0, green: 255, blue: 0))
    }

    @Test func imageIsThePNGsPixels() throws {
        let (fixture, renderer) = try renderer(scale: 3)
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let image = try renderer.image(forButton: "shadowed", state: .highlighted)
        #expect(image == (try PNGDecoder.decode(data: renderer.pngData(forButton: "shadowed", state: .highlighted))))
        #expect(image.width > 90 && image.height > 60)  // room for the shadow around 90 × 60 px
    }

    @Test func bytesEqualTheAssetCatalogsAtAThemeScale() throws {
        let (fixture, renderer) = try renderer()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        var options = RenderOptions()
        options.formats = [.xcassets]
        let files = try ThemeRenderer().render(RenderUnit(theme: renderer.file.theme, locale: nil), options: options).files
        for (button, state) in [("box", ControlState.highlighted), ("shadowed", .normal)] {
            let name = "t/T.xcassets/\(button)-\(state.name).imageset/" + AssetCatalog.imageFileName(button: button, state: state, scale: 2)
            let catalog = try #require(files.first { $0.path == name })
            #expect(try renderer.pngData(forButton: button, state: state) == catalog.data)
        }
    }

    @Test func missingButtonAndUndrawnStateAreErrorsNamingThem() throws {
        let (fixture, renderer) = try renderer()
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        do { _ = try renderer.pngData(forButton: "bx"); Issue.record("no error") } catch {
            #expect(error.items == [Diagnostic(file: fixture.path("theme.json"), path: "buttons", message: "no button 'bx' (did you mean 'box'?)")])
        }
        do { _ = try renderer.image(forButton: "box", state: .selected); Issue.record("no error") } catch {
            #expect("\(error)" == fixture.path("theme.json") + ": buttons.box: state 'selected' is not drawn for this button (its states: normal, highlighted)")
        }
        do { _ = try ButtonImageRenderer(theme: renderer.file, scale: 5); Issue.record("no error") } catch {
            #expect("\(error)" == fixture.path("theme.json") + ": scale 5 is not from 0.25 to 4")
        }
    }
}
