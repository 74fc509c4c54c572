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
    public internal(set) var path: String?
    public internal(set) var glyph: BuiltInGlyph?
    /// Drawn as a mask filled with `templateColor` when set; else as it is.
    public internal(set) var templateColor: RGBAColor?
    /// The size in points.
    public internal(set) var size: Size
    public internal(set) var adjustment: ImageAdjustment
    /// Extra alpha (a system button's pressed fade).
    public internal(set) var alpha: Double
    /// The artwork of a built-in glyph.
    public internal(set) var glyphStyle: GlyphStyle = .ios13
    /// A symbol's baseline: how far its ink reaches below it, in points (nil: not a symbol). Layout
    /// puts it on the title's baseline.
    public internal(set) var baselineOffset: Double?
    /// The symbol's name, for a symbol image.
    public internal(set) var symbolName: String?
}

/// A background image, resolved for one state.
public struct ResolvedBackgroundImage: Hashable, Sendable {
    public internal(set) var path: String?
    public internal(set) var glyph: BuiltInGlyph?
    public internal(set) var fillColor: RGBAColor?
    public internal(set) var size: Size
    public internal(set) var capInsets: EdgeInsets?
    public internal(set) var resizingMode: ResizingMode
    public internal(set) var adjustment: ImageAdjustment
    /// Extra alpha (a system button's pressed fade, which covers its background image too).
    public internal(set) var alpha: Double = 1
}

/// A border, resolved.
public struct ResolvedBorder: Hashable, Sendable {
    public internal(set) var width: Double
    public internal(set) var color: RGBAColor
    public internal(set) var style: BorderStyle = .solid
    /// The theme's own dash pattern in points, replacing the style's.
    public internal(set) var dashPattern: [Double]? = nil
    /// The theme's line cap; nil: the style's.
    public internal(set) var lineCap: LineCap? = nil

    /// Whether the line is broken into dashes or dots.
    public var isDashed: Bool { style != .solid || dashPattern != nil }
}

/// One layer of a layer shadow, resolved.
public struct ResolvedShadow: Hashable, Sendable {
    public internal(set) var color: RGBAColor
    public internal(set) var offset: Size
    public internal(set) var radius: Double
    public internal(set) var opacity: Double
    /// How far the shape grows (shrinks, when negative) before it is blurred, in points.
    public internal(set) var spread: Double = 0
    /// Drawn inside the shape, above the background colour and gradient.
    public internal(set) var inset: Bool = false
}

/// A background gradient, resolved: its colours computed.
public struct ResolvedGradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        public internal(set) var color: RGBAColor
        public internal(set) var position: Double
    }
    public internal(set) var type: GradientType
    public internal(set) var stops: [Stop]
    /// Unit coordinates of the bounds.
    public internal(set) var startPoint: Point
    public internal(set) var endPoint: Point
}

/// Everything a button looks like in one state, fully resolved: no references, no per-state tables,
/// no derived colours, no defaults left to apply. Layout and drawing read only this.
///
/// Resolved means: UIKit's lookup applied (exact → normal → type default), tint inherited (theme →
/// appearance → button), derived colours computed, fonts completed from the type default, the
/// automatic image rendering mode decided per button type, and image adjustments decided from
/// whether the image came from the normal fallback.
public struct Appearance: Hashable, Sendable {
    public internal(set) var state: ControlState
    /// The title (attributed runs or one plain run), or nil.
    public internal(set) var title: TitleText?
    /// `titleColor` (`setTitleColor(_:for:)`); runs without their own colour use it.
    public internal(set) var titleColor: RGBAColor
    /// `titleShadowColor`; nil: no shadow.
    public internal(set) var titleShadowColor: RGBAColor?
    /// The hard title shadow offset, already reversed when highlighted if asked.
    public internal(set) var titleShadowOffset: Size
    /// Alpha applied to the whole title (a system button's pressed fade).
    public internal(set) var titleAlpha: Double
    public internal(set) var font: TextFont
    public internal(set) var image: ResolvedImage?
    public internal(set) var backgroundImage: ResolvedBackgroundImage?
    public internal(set) var backgroundColor: RGBAColor?
    public internal(set) var cornerRadius: CornerRadius
    public internal(set) var cornerCurve: CornerCurve
    public internal(set) var border: ResolvedBorder?
    /// The layer shadow's layers, the first on top; empty: no shadow.
    public internal(set) var shadows: [ResolvedShadow]
    public internal(set) var tintColor: RGBAColor
    public internal(set) var clipsToBounds: Bool
    /// Draw the touch glow (`showsTouchWhenHighlighted` while highlighted).
    public internal(set) var showsTouchGlow: Bool
    /// The accessibility label: the visible title overrides the theme's label, as in UIKit.
    public internal(set) var accessibilityLabel: String?
    public internal(set) var accessibilityHint: String?
    public internal(set) var accessibilityTraits: [String]
    /// A configuration's subtitle font at the rendered content size category (nil: no configuration).
    public internal(set) var subtitleFont: TextFont? = nil
    /// A configuration's attributed subtitle as drawn (nil: none; the plain `subtitle` then).
    public internal(set) var attributedSubtitle: [TextRun]? = nil
    /// The background gradient, drawn above `backgroundColor`.
    public internal(set) var backgroundGradient: ResolvedGradient? = nil
}
