@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// DTCG composite tokens all the way to pixels: a two-layer shadow token with spread, an inset shadow
/// token, a dashed border token and a gradient token, rendered through `bezel render` and sampled.
@Suite struct TokenStylePixelTests {
    static let tokens = ##"""
    { "elev": { "$type": "shadow",
        "two": { "$value": [
          { "color": "#ff0000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 0, "unit": "px" },
            "blur": { "value": 0, "unit": "px" }, "spread": { "value": 4, "unit": "px" } },
          { "color": "#0000ff", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 6, "unit": "px" },
            "blur": { "value": 0, "unit": "px" }, "spread": { "value": 8, "unit": "px" } } ] },
        "inner": { "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "4px", "blur": "0px", "spread": "0px", "inset": true } } },
      "line": { "$type": "border", "dashed": { "$value": { "color": "#000000", "width": { "value": 2, "unit": "px" }, "style": "dashed" } } },
      "fill": { "$type": "gradient", "rb": { "$value": [ { "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 1 } ] } } }
    """##
    static let theme = ##"""
    { "tokens": "t.tokens.json", "scales": [1], "states": ["normal"],
      "buttons": {
        "rings": { "type": "custom", "size": [40, 20], "backgroundColor": "#00ff00", "shadow": "{elev.two}" },
        "inset": { "type": "custom", "size": [40, 20], "backgroundColor": "#ffffff", "shadow": "{elev.inner}" },
        "insetBorder": { "type": "custom", "size": [40, 20], "backgroundColor": "#ffffff", "shadow": "{elev.inner}",
                         "border": { "width": 2, "color": "#ff0000" } },
        "dash": { "type": "custom", "size": [60, 20], "backgroundColor": "#ffffff", "border": "{line.dashed}" },
        "grad": { "type": "custom", "size": [40, 20], "backgroundGradient": "{fill.rb}" } } }
    """##

    /// Each button's sprite, cut from the rendered sheet by its atlas frame.
    static func sprites() throws -> [String: (image: RasterImage, frame: [Int])] {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: input); try? FileManager.default.removeItem(atPath: out) }
        try Data(tokens.utf8).write(to: URL(fileURLWithPath: input + "/t.tokens.json"))
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/t.json"))
        let run = CLIRun(["render", input + "/t.json", "-o", out, "-q"])
        #expect(run.code == 0, "\(run.err)")
        let files = RenderCommandTests.tree(out)
        let sheet = try RasterImage(pngData: try #require(files["t/normal.png"]))
        let atlas = try ShadowSpriteTests.object(files["t/normal.json"])
        var cut: [String: (RasterImage, [Int])] = [:]
        for name in ["rings", "inset", "insetBorder", "dash", "grad"] {
            let f = ShadowSpriteTests.rect(atlas["frames"]?.objectValue?[name]?.objectValue?["frame"])
            cut[name] = (sheet, f)
        }
        return cut
    }

    static func at(_ s: (image: RasterImage, frame: [Int]), _ x: Int, _ y: Int) -> RGBAColor {
        s.image.pixel(x: s.frame[0] + x, y: s.frame[1] + y)
    }

    @Test func compositeTokensDrawAsTheyRead() throws {
        let s = try Self.sprites()
        let red = RGBAColor(hex: "#FF0000"), blue = RGBAColor(hex: "#0000FF"), green = RGBAColor(hex: "#00FF00")
        let black = RGBAColor(hex: "#000000"), white = RGBAColor(hex: "#FFFFFF")
        // Rings: margins 9 left/right, 5 top, 15 bottom (blue spread 8 moved down 6, plus a pixel of reach).
        let rings = try #require(s["rings"])
        #expect(rings.frame[2] == 58 && rings.frame[3] == 40, "\(rings.frame)")
        #expect(Self.at(rings, 29, 15) == green)             // the button
        #expect(Self.at(rings, 7, 15) == red)                // red ring (spread 4) on top
        #expect(Self.at(rings, 3, 15) == blue)               // blue ring (spread 8) beyond it
        #expect(Self.at(rings, 29, 35) == blue)              // blue below, moved down 6
        #expect(Self.at(rings, 29, 2) == red)                // red reaches 4 above the bounds (y 1…4), blue only 2
        #expect(Self.at(rings, 29, 0) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) // the margin's reach pixel is empty
        // Inset: a 4 pt band of black inside the top edge; white below and at the sides.
        let inset = try #require(s["inset"])
        #expect(inset.frame[2] == 40 && inset.frame[3] == 20)
        #expect(Self.at(inset, 20, 1) == black && Self.at(inset, 20, 3) == black)
        #expect(Self.at(inset, 20, 4) == white && Self.at(inset, 1, 12) == white)
        // With a 2-pt border the band starts inside it, as CSS draws inset shadows (in the padding box).
        let bordered = try #require(s["insetBorder"])
        #expect((0..<2).allSatisfy { Self.at(bordered, 20, $0) == red })
        #expect((2..<6).allSatisfy { Self.at(bordered, 20, $0) == black })
        #expect(Self.at(bordered, 20, 6) == white && Self.at(bordered, 3, 12) == white && Self.at(bordered, 1, 12) == red)
        // Dashed: the top edge's 2 pt border alternates black dashes and white gaps.
        let dash = try #require(s["dash"])
        let row = (0..<60).map { Self.at(dash, $0, 1) }
        let runs = zip(row, row.dropFirst()).filter { $0 != $1 }.count
        #expect(row.allSatisfy { $0 == black || $0 == white || $0.alpha == 255 }, "\(row)")
        #expect(runs >= 8, "the top edge has at least four dashes: \(runs) changes")
        #expect(Self.at(dash, 30, 10) == white)
        // Gradient: red at the top, blue at the bottom, the middle row half way (t = 10.5 / 20).
        let grad = try #require(s["grad"])
        let top = Self.at(grad, 20, 0), bottom = Self.at(grad, 20, 19), middle = Self.at(grad, 20, 10)
        #expect(top.red > 240 && top.blue < 16 && bottom.blue > 240 && bottom.red < 16, "\(top) \(bottom)")
        #expect(abs(Int(middle.red) - 121) <= 1 && abs(Int(middle.blue) - 134) <= 1 && middle.green == 0, "\(middle)")
    }
}
