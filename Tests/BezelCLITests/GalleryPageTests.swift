import BezelRaster
import Foundation
import Testing

/// `gallery.html` as a designer sees it in a browser beside the editor (D-5): each picture at its
/// size in points (the @2x pictures at half their pixel size, as the buttons are on a device),
/// narrower only where the window is.
@Suite struct GalleryPageTests {
    @Test func theGalleryIsShownAtItsSizeInPoints() throws {
        let chromium = try RenderFormatsTests.reader("chromium")
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(AccessibilityVariantTests.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        let run = CLIRun(["render", input + "/a11y.json", "-o", out, "--gallery", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let html = try String(contentsOfFile: out + "/a11y/gallery.html", encoding: .utf8)
        var points: [(width: Int, height: Int)] = []
        for file in ["gallery.png", "accessibility.png"] {
            let picture = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/a11y/" + file)))
            #expect(picture.width % 2 == 0 && picture.height % 2 == 0, "\(file): drawn at @2x on whole points")
            let size = (width: picture.width / 2, height: picture.height / 2)
            points.append(size)
            #expect(html.contains("<img src=\"\(file)\" alt=\"") && html.contains("width=\"\(size.width)\" height=\"\(size.height)\"></p>"),
                    "\(file): \(html)")
        }
        #expect(!html.contains("50%"))
        // Chromium: the content box of each picture in a window wider than both, then in one of
        // 300 px, where it fits the body (300 less the page's 24-px margins) keeping its aspect.
        let sizes = #"{"eval":"[...document.images].map(i => [i.clientWidth, i.clientHeight])"}"#
        let steps = #"[{"navigate":1},{"shot":"warm"},"# + sizes + "]"
        let wide = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(out)/a11y/gallery.html", "1600", "900", steps, out])
        let narrow = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(out)/a11y/gallery.html", "300", "900", steps, out])
        #expect(wide.status == 0 && narrow.status == 0)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(wide.output.utf8)) as? [[Int]])
        #expect(shown == points.map { [$0.width, $0.height] }, "\(shown) ≠ \(points)")
        let fitted = try #require(try JSONSerialization.jsonObject(with: Data(narrow.output.utf8)) as? [[Int]])
        for (f, p) in zip(fitted, points) {
            #expect(f[0] == 252 && abs(Double(f[1]) - 252.0 * Double(p.height) / Double(p.width)) <= 1, "\(f) for \(p)")
        }
    }
}
