import Foundation

/// The shape of rounded corners: the theme's `cornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A view's layer, as far as a button's look needs it: corners, border, shadow and clipping, which
/// become the theme's `cornerRadius`, `cornerCurve`, `border`, `shadow` and `clipsToBounds`.
/// Sublayers, masks and transforms are not drawn and are absent; `shadowPath` must be the rounded bounds. `CAGradientLayer`
/// and `CAShapeLayer` draw themselves into image contexts (background images drawn in code).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer draws (set by the view).
    weak var view: UIView?

    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Drawn inside the bounds, above the content.
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow (approximated): drawn from the rounded bounds, as iOS draws it for a button with
    /// an opaque background colour; iOS casts a clear button's shadow from its title and image.
    /// None with `masksToBounds`, as on iOS.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// Whether the content is clipped to the rounded bounds (the view's `clipsToBounds`).
    open var masksToBounds = false
    /// The shape the shadow is cast from, which code sets to spare iOS searching the layer's alpha.
    /// Bezel casts a button's shadow from its rounded bounds, so the path must be that shape:
    /// `UIBezierPath(rect: bounds)` without a radius, else `UIBezierPath(roundedRect: bounds,
    /// cornerRadius: cornerRadius)` or `UIBezierPath(roundedRect: bounds, byRoundingCorners:
    /// .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))`. Approximated:
    /// the shadow's corners follow `cornerCurve`, whichever of the two the path has (continuous or
    /// circular; the blur hides most of the difference). Any other shape is an error when the button
    /// is drawn or written as a theme, naming what to write.
    open var shadowPath: CGPath?

    public override init() {}

    /// A layer of its own's frame (`CAGradientLayer`, `CAShapeLayer`); a view's layer has the view's.
    private var ownFrame = CGRect.zero

    /// The view's bounds; a layer of its own's frame size at the origin. Setting it on a view's
    /// layer sets the view's bounds.
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set { if let view { view.bounds = newValue } else { ownFrame.size = newValue.size } }
    }
    /// The view's frame, or a layer of its own's; setting it on a view's layer sets the view's frame.
    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set { if let view { view.frame = newValue } else { ownFrame = newValue } }
    }

    /// Draws the layer's button into `ctx`, at its bounds where the current transform puts them. A
    /// context that holds the button alone (a `UIGraphicsImageRenderer` or image context of its
    /// bounds' size) gives `bezelPNGData`'s exact bytes; beside other drawing, the button's image is
    /// drawn into the bitmap (approximated: a semi-transparent pixel may differ by a level). Only a
    /// `UIButton`'s layer (and the layers that draw themselves: `CAGradientLayer`, `CAShapeLayer`)
    /// can be drawn.
    open func render(in ctx: CGContext) { ctx.render(self) }
}
