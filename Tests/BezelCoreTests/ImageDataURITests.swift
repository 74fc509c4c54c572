import BezelCore
import BezelTestSupport
import Foundation
import Testing

/// An image `src` may be an inline SVG (`data:image/svg+xml;base64,…`): read from the theme itself,
/// checked like an SVG file, and no file of the theme's.
@Suite struct ImageDataURITests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8"/></svg>"#

    @Test func anInlineSVGIsAnImageAndNoFile() {
        let uri = ImageDataURI.svg(Array(Self.svg.utf8))
        #expect(uri == "data:image/svg+xml;base64," + Data(Self.svg.utf8).base64EncodedString())
        let f = ThemeFixture(["theme.json": themeJSON(buttons: #""a": {"image": {"src": "\#(uri)", "renderingMode": "template"}}"#)])
        let theme = f.theme()
        let spec = theme.button(named: "a")?.image.values.values.first
        #expect(spec?.path == uri)
        #expect(spec?.info == ImageInfo(format: .svg, pixelSize: Size(width: 12, height: 8), scale: 1))
        #expect(theme.imageFiles.isEmpty)
    }

    /// A 3 × 2-pixel PNG's header (what BezelUIKit writes for an image drawn in code): its size from
    /// IHDR, its scale from the image object.
    @Test func anInlinePNGIsAnImageWithItsScale() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let uri = ImageDataURI.png(Data(png))
        #expect(uri.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        let f = ThemeFixture(["theme.json": themeJSON(buttons: #""a": {"backgroundImage": {"src": "\#(uri)", "scale": 2}}"#)])
        let theme = f.theme()
        let spec = theme.button(named: "a")?.backgroundImage.values.values.first
        #expect(spec?.path == uri)
        #expect(spec?.info == ImageInfo(format: .png, pixelSize: Size(width: 3, height: 2), scale: 2))
        #expect(theme.imageFiles.isEmpty)
    }

    @Test func whatIsNotAnInlineSVGIsAnError() {
        let outside = ImageDataURI.svg(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><image href="file:///etc/passwd"/></svg>"#.utf8))
        let cases = [
            ("data:image/png;base64,iVBORw0KGgo=", "'inline PNG' is not a valid PNG file"),
            ("data:image/jpeg;base64,/9j/", "an image data: URI must be 'data:image/svg+xml;base64,…' (an SVG in base64) or 'data:image/png;base64,…' (a PNG in base64)"),
            ("data:image/svg+xml;base64,***", "the image data: URI is not valid base64 of at most \(InputLimits.jsonFileBytes.value) bytes"),
            (outside, "the inline SVG refers outside itself: href 'file:///etc/passwd'"),
            (ImageDataURI.svg(Array("<p>no svg</p>".utf8)), "'inline SVG' is not a valid SVG file"),
        ]
        for (uri, message) in cases {
            let f = ThemeFixture(["theme.json": themeJSON(buttons: #""a": {"image": "\#(uri)"}"#)])
            #expect(f.validate().diagnostics.map(\.message) == [message], "\(uri.prefix(40))")
        }
    }
}
