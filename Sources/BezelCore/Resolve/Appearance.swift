/// How an image drawn from the `normal` fallback is adjusted in this state (docs/uikit.md, "Images").
public enum ImageAdjustment: String, Hashable, Sendable, Codable {
    case none
    /// RGB × 0.5333 inside the image's alpha (highlighted, `adjustsImageWhenHighlighted`).
    case darken
    /// Alpha × 0.5 (disabled, `adjustsImageWhenDisabled`).
    case fade
}

/// The vector glyphs of the non-custom button types (docs/uikit.md, "Defaults per button type").
public enum BuiltInGlyph: String, Hashable, Sendable, Codable {
    /// A circled "i" (detailDisclosure, infoLight, infoDark).
    case info
    /// A circled "+" (contactAdd).
    case contactAdd
    /// An "x" on a filled circle (close).
    case close
}

/// A foreground image, resolved for one state.
public struct ResolvedImage: Hashable, Sendable {
    /// The file, or nil for a built-in glyph.
    public var path: String?
    public var glyph: BuiltInGlyph?
    /// Drawn as a mask filled with `templateColor` when set; else as it is.
    public var templateColor: RGBAColor?
    /// The size in points.
    public var size: Size
    public var adjustment: ImageAdjustment
    /// Extra alpha (a system button's pressed fade).
    public var alpha: Double
    /// The artwork of a built-in glyph.
    public var glyphStyle: GlyphStyle = .ios13
}

/// A background image, resolved for one state.
public struct ResolvedBackgroundImage: Hashable, Sendable {
    public var path: String?
    public var glyph: BuiltInGlyph?
    public var fillColor: RGBAColor?
    public var size: Size
    public var capInsets: EdgeInsets?
    public var resizingMode: ResizingMode
    public var adjustment: ImageAdjustment
    /// Extra alpha (a system button's pressed fade, which covers its background image too).
    public var alpha: Double = 1
}

/// A border, resolved.
public struct ResolvedBorder: Hashable, Sendable {
    public var width: Double
    public var color: RGBAColor
    public var style: BorderStyle = .solid
    /// The theme's own dash pattern in points, replacing the style's.
    public var dashPattern: [Double]? = nil
    /// The theme's line cap; nil: the style's.
    public var lineCap: LineCap? = nil

    /// Whether the line is broken into dashes or dots.
    public var isDashed: Bool { style != .solid || dashPattern != nil }
}

/// One layer of a layer shadow, resolved.
public struct ResolvedShadow: Hashable, Sendable {
    public var color: RGBAColor
    public var offset: Size
    public var radius: Double
    public var opacity: Double
    /// How far the shape grows (shrinks, when negative) before it is blurred, in points.
    public var spread: Double = 0
    /// Drawn inside the shape, above the background colour and gradient.
    public var inset: Bool = false
}

/// A background gradient, resolved: its colours computed.
public struct ResolvedGradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        public var color: RGBAColor
        public var position: Double
    }
    public var type: GradientType
    public var stops: [Stop]
    /// Unit coordinates of the bounds.
    public var startPoint: Point
    public var endPoint: Point
}

/// Everything a button looks like in one state, fully resolved: no references, no per-state tables,
/// no derived colours, no defaults left to apply. Layout and drawing read only this.
///
/// Resolved means: UIKit's lookup applied (exact → normal → type default), tint inherited (theme →
/// appearance → button), derived colours computed, fonts completed from the type default, the
/// automatic image rendering mode decided per button type, and image adjustments decided from
/// whether the image came from the normal fallback.
public struct Appearance: Hashable, Sendable {
    public var state: ControlState
    /// The title (attributed runs or one plain run), or nil.
    public var title: TitleText?
    /// `titleColor` (`setTitleColor(_:for:)`); runs without their own colour use it.
    public var titleColor: RGBAColor
    /// `titleShadowColor`; nil: no shadow.
    public var titleShadowColor: RGBAColor?
    /// The hard title shadow offset, already reversed when highlighted if asked.
    public var titleShadowOffset: Size
    /// Alpha applied to the whole title (a system button's pressed fade).
    public var titleAlpha: Double
    public var font: TextFont
    public var image: ResolvedImage?
    public var backgroundImage: ResolvedBackgroundImage?
    public var backgroundColor: RGBAColor?
    public var cornerRadius: CornerRadius
    public var cornerCurve: CornerCurve
    public var border: ResolvedBorder?
    /// The layer shadow's layers, the first on top; empty: no shadow.
    public var shadows: [ResolvedShadow]
    public var tintColor: RGBAColor
    public var clipsToBounds: Bool
    /// Draw the touch glow (`showsTouchWhenHighlighted` while highlighted).
    public var showsTouchGlow: Bool
    /// The accessibility label: the visible title overrides the theme's label, as in UIKit.
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityTraits: [String]
    /// A configuration's subtitle font at the rendered content size category (nil: no configuration).
    public var subtitleFont: TextFont? = nil
    /// The background gradient, drawn above `backgroundColor`.
    public var backgroundGradient: ResolvedGradient? = nil
}
