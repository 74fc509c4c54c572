import BezelCore
import BezelPNG
import BezelRaster
import Foundation
import Testing
@testable import BezelTesting

// The doc examples of BezelTesting's public API, copied as they are written, so that they compile.

/// `verifyGolden`'s example (it writes `__Goldens__` beside its test file, so it is compiled, not called).
func expectSaveButtonUnchanged(_ drawing: ButtonDrawing) throws {
    let image = try ButtonRenderer().renderImage(drawing, scale: 2)
    #expect(verifyGolden(of: image, as: .png, named: "save@2x") == nil)
}

@Suite struct DocExampleTests {
    /// A 60×30 pt red button without a title, drawn as `ButtonDrawing(button:state:size:…)` draws it.
    static func drawing(_ folder: String, color: String) throws -> ButtonDrawing {
        let file = folder + "/theme.json"
        try Data(#"{ "buttons": { "save": { "size": [60, 30], "backgroundColor": "\#(color)" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let (themes, diagnostics) = ThemeValidator.validate(file)
        let theme = try #require(themes.first, "\(diagnostics)")
        let button = try #require(theme.button(named: "save"))
        return ButtonDrawing(button: button, state: .normal, size: Size(width: 60, height: 30),
                             resolver: AppearanceResolver(theme: theme), engine: ButtonLayoutEngine(measurer: PangoTextMeasurer()), scale: 2)
    }

    @Test func theVerifyGoldenExampleRecordsThenMatchesThenCatchesAColourChange() throws {
        let dir = GoldenTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["BEZEL_ARTIFACTS": dir + "/artifacts"]
        // The example's body, with the golden folder and environment of this test.
        func check(_ drawing: ButtonDrawing) throws -> String? {
            let image = try ButtonRenderer().renderImage(drawing, scale: 2)
            return verifyGolden(of: image, as: .png, named: "save@2x", goldenDirectory: dir, environment: env)
        }
        let red = try Self.drawing(dir, color: "#FF0000")
        #expect(try check(red)?.contains("recorded one now") == true)
        let golden = try PNGDecoder.decode(path: dir + "/save@2x.png")
        #expect(golden.width == 120 && golden.height == 60 && Array(golden.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(try check(red) == nil)
        let message = try #require(try check(try Self.drawing(dir, color: "#FE0000")))
        #expect(message.contains("7200 pixels differ (compared exactly; allowed: 0)"), "\(message)")
    }

    @Test func theGoldenExamplesBuildStrategies() throws {
        let lines = GoldenDiffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
                                          diff: { $0 == $1 ? nil : "text differs" })
        #expect(lines.diff("a", "a") == nil && lines.diff("a", "b") == "text differs")
        let atlas: Golden<TexturePackerAtlas, String> = Golden<JSONValue, String>.json.pullback { $0.json }
        let layout = SheetLayout(scale: 1, size: PixelSize(width: 4, height: 2), frames: [
            SheetFrame(name: "ok", frame: PixelRect(x: 0, y: 0, width: 4, height: 2), pointSize: Size(width: 4, height: 2))])
        let value = TexturePackerAtlas(layout: layout, image: "normal.png")
        #expect(atlas.fileExtension == "json" && atlas.make(value) == JSONWriter.write(value.json))
    }
}
