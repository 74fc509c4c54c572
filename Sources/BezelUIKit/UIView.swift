import Foundation

/// Which way a view's content is laid out: the theme's `layoutDirection`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The theme's `layoutDirection`; nil: from the locale.
    var themeName: String? {
        switch self {
        case .unspecified: nil
        case .forceRightToLeft: "rtl"
        case .playback, .spatial, .forceLeftToRight: "ltr"
        }
    }
}

/// The view a button is, as far as Bezel draws it: frame and bounds, background colour, tint,
/// layer, the interface style it is drawn in. Main-actor isolated, as UIKit's views are, and
/// `@preconcurrency`, so nonisolated XCTest methods can create and set up buttons.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The layer with the view's corners, border, shadow and clipping.
    public let layer: CALayer
    open var frame: CGRect
    /// The view's own drawing area: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// A single colour behind the view's content (the theme's `backgroundColor`).
    open var backgroundColor: UIColor?
    private var ownTintColor: UIColor?
    /// The tint: the view's own, else its superview's, else `systemBlue` (there is no window on Linux).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    /// The tint set on this view itself, nil when it inherits.
    var ownTint: UIColor? { ownTintColor }
    /// Light or dark for this view whatever its traits say (`.unspecified`: as inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The spoken name (the theme's `accessibility.label`, recorded in the render manifest; not drawn).
    open var accessibilityLabel: String?
    /// What the view does when used (the theme's `accessibility.hint`; not drawn).
    open var accessibilityHint: String?
    /// The view that holds this one (a button's title label and image view).
    public internal(set) weak var superview: UIView?

    /// Whether content is clipped to the rounded bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The traits the view is drawn with: `UITraitCollection.current` (or the superview's), with
    /// `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [superview?.traitCollection ?? .current, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// No intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    public init(frame: CGRect) {
        self.frame = frame
        layer = CALayer()
        super.init()
        layer.view = self
    }

    public override convenience init() { self.init(frame: .zero) }

    /// There are no nib or storyboard archives on Linux: always nil. Declared so that subclasses
    /// can override it as UIKit requires (Interface Builder documents: `bezel import`).
    public required init?(coder: NSCoder) { return nil }

    /// A plain view has no intrinsic size.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// A plain view fits in its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Sets the frame's size to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
}
