import BezelPNG
import BezelRaster
import BezelRender
import Foundation

/// How a `UIGraphicsImageRenderer` draws: scale and traits. There is no screen on Linux: the
/// default scale is the main screen's (`UIScreen.main.scale`, 1 unless `UIScreen.bezelMainScale`
/// is set) unless a trait collection with a display scale says otherwise.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap starts opaque black (as an opaque Core Graphics bitmap does) for drawing
    /// in code; a button's image keeps its alpha channel either way.
    public var opaque = false
    /// The traits the content is drawn with (light when unspecified).
    var traits: UITraitCollection = .current

    public override init() {}

    /// A format for `traitCollection`: its display scale (1 when unspecified) and its colours.
    public init(for traitCollection: UITraitCollection) {
        scale = traitCollection.displayScale == 0 ? UIScreen.main.scale : traitCollection.displayScale
        traits = traitCollection
    }

    /// A new format with the defaults.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into: `cgContext`, and UIKit's shortcuts for filling
/// and stroking rects with its current colours.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat, context: CGContext) { self.format = format; cgContext = context }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`), replacing what is there, as UIKit's does.
    public func fill(_ rect: CGRect) { fill(rect, blendMode: .copy) }
    /// Fills `rect` with the fill colour and `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); defer { cgContext.restoreGState() }
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
    }
    /// Strokes a 1-point frame along the inside of `rect` with the stroke colour
    /// (`UIColor.setStroke()`), as UIKit documents it (approximated: the frame lies inside `rect`).
    public func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }
    /// Strokes a 1-point frame along the inside of `rect` with the stroke colour and `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); defer { cgContext.restoreGState() }
        cgContext.setBlendMode(blendMode)
        cgContext.state.fill = cgContext.state.stroke
        UIGraphicsPushContext(cgContext); defer { UIGraphicsPopContext() }
        UIRectFrame(rect)
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images as UIKit code does: drawing in code (`UIBezierPath`, `UIColor.setFill()`,
/// `ctx.cgContext`, `UIImage.draw`, `CAGradientLayer`/`CAShapeLayer.render(in:)`) into a bitmap of
/// the bounds at the format's scale, with the format's traits current (`UITraitCollection.current`,
/// which colours resolve with) while the actions run; or a button:
/// `image { ctx in button.layer.render(in: ctx.cgContext) }` (or `button.drawHierarchy(in:
/// afterScreenUpdates:)`): a button alone in a renderer of its bounds' size gives
/// `bezelPNGData(scale:traits:)`'s bytes at the format's scale and traits; beside other drawing, or
/// moved by a transform, its image is drawn into the bitmap (`CALayer.render(in:)`). Nothing drawn
/// gives a transparent image. UIKit's `image` cannot fail, so a button Bezel cannot draw stops the
/// program with the check's messages; `bezelImage(scale:traits:)` throws them instead.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// The image the actions draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas: CodeCanvas
        do {
            canvas = try CodeCanvas(width: Double(bounds.width), height: Double(bounds.height), scale: Double(format.scale), opaque: format.opaque)
        } catch { fatalError("BezelUIKit: UIGraphicsImageRenderer: \(error)") }
        let cg = CGContext(canvas: canvas)
        // The bounds' origin is the bitmap's top-left corner.
        canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
        let context = UIGraphicsImageRendererContext(format: format, context: cg)
        UIGraphicsPushContext(cg)
        format.traits.performAsCurrent { actions(context) }
        UIGraphicsPopContext()
        if let exact = cg.exactButtonImage(origin: bounds.origin) { return exact }
        if !cg.hasDrawn, cg.layers.isEmpty, !format.opaque {
            let width = canvas.pixelWidth, height = canvas.pixelHeight
            do {
                let png = try DecodedImage(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4)).pngData()
                return UIImage(renderedPNG: png, pixelWidth: width, pixelHeight: height, scale: format.scale)
            } catch { fatalError("BezelUIKit: cannot encode an empty image: \(error)") }
        }
        format.traits.performAsCurrent { cg.flushLayers() }
        return UIImage(canvas: canvas)
    }

    /// The PNG bytes of the image the actions draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { image(actions: actions).pngData()! }
}
