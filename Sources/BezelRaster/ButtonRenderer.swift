import BezelCore
import CPangoCairo
import Foundation

/// Draws buttons with Cairo and Pango: a `ButtonDrawing` becomes a scene (`ButtonScene`, where
/// the UIKit rules live), and the scene is drawn in device pixels (points × `scale`) with the text
/// settings of the shared `FontConfiguration` (grey antialiasing, no hinting, no metric hinting),
/// so the same input gives the same bytes on every machine with the pinned fonts.
public struct ButtonRenderer: Sendable {
    /// The fonts titles are drawn with; the same configuration the layout measured with.
    public let fontConfiguration: FontConfiguration
    /// The images drawn, each file opened once for every draw of this renderer (and of the
    /// renderers made from it: a run shares one).
    package let images: ImageStore

    public init(fontConfiguration: FontConfiguration = .shared) {
        self.init(fontConfiguration: fontConfiguration, images: ImageStore())
    }

    /// A renderer with `fontConfiguration` that draws images from `images`.
    package init(fontConfiguration: FontConfiguration, images: ImageStore) {
        self.fontConfiguration = fontConfiguration
        self.images = images
    }

    /// Draws `drawing` into `canvas` with the button's top-left corner at pixel (`x`, `y`), at
    /// `scale` device pixels per point. Content outside the bounds (a shadow, content pushed out
    /// by insets without `clipsToBounds`) is drawn too, as far as the canvas reaches.
    public func draw(_ drawing: ButtonDrawing, into canvas: RasterCanvas, x: Int = 0, y: Int = 0, scale: Double = 1) throws {
        try draw(drawing, on: canvas.context.pointer, x: Double(x), y: Double(y), scale: scale)
    }

    /// The button alone: a bitmap of its bounds × `scale` (rounded up to whole pixels).
    public func renderImage(_ drawing: ButtonDrawing, scale: Double = 1) throws -> RasterImage {
        let size = pixelSize(drawing.at(scale: scale).layout, scale: scale)
        let canvas = try RasterCanvas(width: size.width, height: size.height)
        try draw(drawing, into: canvas, scale: scale)
        return canvas.image()
    }

    /// `renderImage` with default text settings (one line, middle truncation, centred).
    public func renderImage(appearance: Appearance, layout: ButtonLayout, scale: Double = 1) throws -> RasterImage {
        try renderImage(ButtonDrawing(appearance: appearance, layout: layout), scale: scale)
    }

    /// `renderImage` encoded as PNG.
    public func renderPNG(_ drawing: ButtonDrawing, scale: Double = 1) throws -> Data {
        try renderImage(drawing, scale: scale).pngData()
    }

    /// The same drawing as an SVG document, `scale` px per point (document unit px), text as
    /// glyph outlines, bitmaps embedded.
    public func renderSVG(_ drawing: ButtonDrawing, scale: Double = 1) throws -> Data {
        let size = pixelSize(drawing.at(scale: scale).layout, scale: scale)
        return try VectorOutput.svg(width: Double(size.width), height: Double(size.height),
                                    title: drawing.appearance.accessibilityLabel ?? drawing.appearance.title?.string) { cr in
            try draw(drawing, on: cr, x: 0, y: 0, scale: scale)
        }
    }

    /// The same drawing as a one-page PDF, `scale` PDF points per point, with fixed creation and
    /// modification dates so the bytes do not depend on when it was made.
    public func renderPDF(_ drawing: ButtonDrawing, scale: Double = 1) throws -> Data {
        let size = pixelSize(drawing.at(scale: scale).layout, scale: scale)
        return try VectorOutput.pdf(width: Double(size.width), height: Double(size.height)) { cr in
            try draw(drawing, on: cr, x: 0, y: 0, scale: scale)
        }
    }

    /// Draws on `cr` (`cairo_t *`) with the button's origin at device (`x`, `y`).
    func draw(_ drawing: ButtonDrawing, on cr: OpaquePointer, x: Double, y: Double, scale: Double) throws {
        precondition(scale > 0, "ButtonRenderer: scale must be positive")
        let scene = ButtonScene.make(drawing.at(scale: scale))
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, x, y)
        cairo_scale(cr, scale, scale)
        try fontConfiguration.withPangoContext { measuring in
            try SceneRenderer(cr: cr, scale: scale, measuring: measuring, images: images).draw(scene)
        }
    }

    package func pixelSize(_ layout: ButtonLayout, scale: Double) -> (width: Int, height: Int) {
        (max(0, Int((layout.bounds.maxX * scale - 1e-9).rounded(.up))),
         max(0, Int((layout.bounds.maxY * scale - 1e-9).rounded(.up))))
    }
}
