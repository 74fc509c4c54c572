import BezelPNG
import BezelRender
import Foundation

/// How a `UIGraphicsImageRenderer` draws: scale and traits. There is no screen on Linux: the
/// default scale is 1 unless a trait collection with a display scale says otherwise.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Accepted as on iOS; the PNG keeps its alpha channel either way.
    public var opaque = false
    /// The traits the content is drawn with (light when unspecified).
    var traits: UITraitCollection = .current

    public override init() {}

    /// A format for `traitCollection`: its display scale (1 when unspecified) and its colours.
    public init(for traitCollection: UITraitCollection) {
        scale = traitCollection.displayScale == 0 ? 1 : traitCollection.displayScale
        traits = traitCollection
    }

    /// A new format with the defaults.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into.
public final class UIGraphicsImageRendererContext {
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
}

/// Makes images of buttons as UIKit code does: `image { ctx in button.layer.render(in: ctx.cgContext) }`.
/// The one layer rendered must be a `UIButton`'s whose bounds are the renderer's; it is drawn with
/// `bezelPNGData(scale:traits:)` at the format's scale and traits. Other drawing (paths, fills,
/// several layers): not yet. UIKit's `image` cannot fail, so a button Bezel cannot draw stops the
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
        let context = UIGraphicsImageRendererContext(format: format)
        actions(context)
        let width = Int((bounds.width * format.scale).rounded(.up)), height = Int((bounds.height * format.scale).rounded(.up))
        guard let layer = context.cgContext.layers.first else {
            do {
                let png = try DecodedImage(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4)).pngData()
                return UIImage(renderedPNG: png, pixelWidth: width, pixelHeight: height, scale: format.scale)
            } catch { fatalError("BezelUIKit: cannot encode an empty image: \(error)") }
        }
        guard context.cgContext.layers.count == 1, let button = layer.view as? UIButton, bounds == button.bounds else {
            fatalError("BezelUIKit: UIGraphicsImageRenderer draws one UIButton's layer into bounds equal to the button's (not yet: other drawing)")
        }
        do {
            let image = try button.bezelImage(scale: format.scale, traits: format.traits)
            guard image.size == CGSize(width: CGFloat(width) / format.scale, height: CGFloat(height) / format.scale) else {
                fatalError("BezelUIKit: the button's layer shadow reaches outside its bounds, which UIGraphicsImageRenderer clips "
                           + "and Bezel does not: use bezelImage(scale:traits:), which keeps the shadow")
            }
            return image
        } catch { fatalError("BezelUIKit: \(error)") }
    }

    /// The PNG bytes of the image the actions draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { image(actions: actions).pngData()! }
}
