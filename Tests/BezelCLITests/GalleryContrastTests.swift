import BezelCore
import BezelPNG
import Foundation
import Testing

/// The gallery's accessibility matrix judges titles with the check `validate --contrast` runs:
/// against the pixels drawn under them, so a title over a background image is judged too.
@Suite struct GalleryContrastTests {
    /// `play`: a white title on a transparent image (white once over the system background);
    /// `bgimg`: a red title on a red panel; `ok`: white on black. Every button is 100 × 44 pt, so
    /// each fills its cell of the matrix; the 18-pt titles are large text (3:1).
    static let theme = ##"""
    { "name": "probe", "scales": [2], "states": ["normal"],
      "accessibility": { "contrast": ["standard", "high"] },
      "buttons": {
        "play": { "size": [100, 44], "title": "Play", "titleColor": "#ffffff", "backgroundImage": "clear.svg" },
        "bgimg": { "size": [100, 44], "title": "Go", "titleColor": "#ff2d55", "backgroundImage": "red.svg" },
        "ok": { "size": [100, 44], "title": "OK", "titleColor": "#ffffff", "backgroundColor": "#000000" }
      } }
    """##
    static let files = [
        "clear.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><rect width="44" height="44" fill="#ffffff" fill-opacity="0"/></svg>"##,
        "red.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><rect width="44" height="44" fill="#ff2d55"/></svg>"##,
    ]

    @Test func theMatrixListsAndOutlinesTitlesOverBackgroundImages() throws {
        let file = try ContrastOverPixelsTests.theme(Self.theme, files: Self.files)
        let out = RenderCommandTests.tempDir()
        let validate = CLIRun(["validate", file, "--contrast"])
        let play = "contrast 1.00:1 of title #FFFFFFFF on #FFFFFFFF is below 3:1"
        let bgimg = "contrast 1.00:1 of title #FF2D55FF on #FF2D55FF is below 3:1"
        #expect(validate.err.contains("t.json: buttons.play.normal: warning: \(play)"), "\(validate.err)")
        #expect(validate.err.contains("t.json: buttons.bgimg.normal: warning: \(bgimg)"), "\(validate.err)")

        let render = CLIRun(["render", file, "-o", out, "--gallery", "-q"])
        #expect(render.code == 0, "\(render.err)")
        let html = try String(contentsOfFile: out + "/probe/gallery.html", encoding: .utf8)
        // The same check: validate's words, for the standard column and the high-contrast one.
        #expect(html.contains("<li>play · standard · normal: \(play)</li>"), "\(html)")
        #expect(html.contains("<li>bgimg · standard · normal: \(bgimg)</li>"), "\(html)")
        #expect(html.contains("<li>play · high-contrast · normal: \(play) (accessibility high-contrast)</li>"), "\(html)")
        #expect(html.contains("<li>bgimg · high-contrast · normal: \(bgimg) (accessibility high-contrast)</li>"), "\(html)")
        #expect(!html.contains("<li>ok ·") && !html.contains("No title truncates"), "\(html)")

        // Rows in name order (bgimg, ok, play), each 44 pt with a 10-pt gutter; the flagged cell's
        // 1-pt outline lies 5 pt outside the button, at @2x the 2 px that start 10 px left of it.
        let matrix = try PNGDecoder.decode(path: out + "/probe/accessibility.png")
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let okPixels = (0..<matrix.width * matrix.height).filter { matrix.pixel(x: $0 % matrix.width, y: $0 / matrix.width) == black }
        let left = try #require(okPixels.map { $0 % matrix.width }.min()), top = try #require(okPixels.map { $0 / matrix.width }.min())
        let red = RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30)
        for column in 0..<2 {
            let x = left + column * 220  // the second column is one 100-pt button and a 10-pt gutter further
            #expect(matrix.pixel(x: x, y: top + 44) == black, "column \(column): ok is drawn there")
            #expect(matrix.pixel(x: x - 10, y: top + 44) != red && matrix.pixel(x: x - 9, y: top + 44) != red, "ok passes")
            for (name, y) in [("bgimg", top - 108 + 44), ("play", top + 108 + 44)] {
                #expect(matrix.pixel(x: x - 10, y: y) == red && matrix.pixel(x: x - 9, y: y) == red, "column \(column): \(name) is outlined")
                // 2 px wide (left of the second column's is the first column's right outline).
                #expect(matrix.pixel(x: x - 8, y: y) != red && (column == 1 || matrix.pixel(x: x - 11, y: y) != red), "column \(column): the outline is 2 px")
            }
        }
    }
}
