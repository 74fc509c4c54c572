import BezelCore
import Foundation

/// What is drawn for an SF Symbol no user-exported SVG stands for: an outlined rounded rectangle with
/// a diagonal, as an inline SVG (`ImageDataURI`) drawn as a template image (tinted as the symbol
/// would be). Its size: the document's `<resources>` give the symbol's shape in a 128-unit glyph
/// space (`<image name="gear" catalog="system" width="128" height="122"/>`); the placeholder's longer
/// side is `pointSize`, about a symbol at UIKit's default configuration (body text, medium scale).
struct IBSymbolPlaceholder {
    static let pointSize = 20.0

    let size: Size

    /// The placeholder for a symbol whose glyph-space size is `glyph` (nil: square).
    init(glyph: (width: Double, height: Double)?) {
        let w = glyph?.width ?? 1, h = glyph?.height ?? 1
        let k = Self.pointSize / max(w, h, 0.001)
        size = Size(width: (w * k * 100).rounded() / 100, height: (h * k * 100).rounded() / 100)
    }

    /// The SVG text, in points.
    var svg: String {
        let w = JSONWriter.number(size.width), h = JSONWriter.number(size.height)
        let radius = JSONWriter.number((min(size.width, size.height) / 4 * 100).rounded() / 100)
        return ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)">"##
            + ##"<rect x="1" y="1" width="\##(JSONWriter.number(size.width - 2))" height="\##(JSONWriter.number(size.height - 2))" rx="\##(radius)" "##
            + ##"fill="none" stroke="#000" stroke-width="1.5"/>"##
            + ##"<path d="M4 4L\##(JSONWriter.number(size.width - 4)) \##(JSONWriter.number(size.height - 4))" stroke="#000" stroke-width="1.5"/></svg>"##
    }

    /// The image value: the inline SVG as a template image of the placeholder's size.
    var image: JSONValue {
        .object(JSONObject([("src", .string(ImageDataURI.svg(Array(svg.utf8)))), ("renderingMode", .string("template"))]))
    }
}
