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

    @Test func whatIsNotAnInlineSVGIsAnError() {
        let outside = ImageDataURI.svg(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><image href="file:///etc/passwd"/></svg>"#.utf8))
        let cases = [
            ("data:image/png;base64,iVBORw0KGgo=", "an image data: URI must be 'data:image/svg+xml;base64,…' (an SVG in base64)"),
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
