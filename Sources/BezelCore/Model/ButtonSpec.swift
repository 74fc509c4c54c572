/// A font as a theme states it; missing fields come from the next layer (appearance, UIKit default).
public struct FontSpec: Hashable, Sendable {
    public var family: String?
    public var size: Double?
    public var weight: Int?
    public var italic: Bool?
    /// A font file the theme ships (resolved path); its family is registered before drawing.
    public var file: String?
    /// The height of one line, in points.
    public var lineHeight: Double?
    /// Space added between letters, in points (negative: tighter).
    public var letterSpacing: Double?
    /// A Dynamic Type text style (`UIFont.preferredFont(forTextStyle:)`): the system font at the
    /// style's size and weight in the content size category rendered, in lines of its own height.
    public var textStyle: TextStyle?
    public init(family: String? = nil, size: Double? = nil, weight: Int? = nil, italic: Bool? = nil, file: String? = nil,
                lineHeight: Double? = nil, letterSpacing: Double? = nil, textStyle: TextStyle? = nil) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic; self.file = file
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing; self.textStyle = textStyle
    }
}

/// How an image is drawn (UIKit's `UIImage.RenderingMode`).
public enum ImageRenderingMode: String, CaseIterable, Sendable {
    /// Template in non-custom buttons, original in custom ones (docs/uikit.md, "Images").
    case automatic
    /// The image's alpha as a mask, filled with the tint or title colour.
    case template = "template"
    /// The image as it is.
    case original
}

/// A foreground image (`image` key, `setImage(_:for:)`).
public struct ImageSpec: Hashable, Sendable {
    /// The resolved file path (PNG or SVG).
    public var path: String
    /// The file's header as the theme decoder read it; resolving never opens the file again.
    public var info: ImageInfo
    public var renderingMode: ImageRenderingMode
    /// The size in points; nil: the file's own size (`info.pointSize`: PNG pixels / its @Nx scale, SVG width/height),
    /// or a symbol's size at its point size.
    public var size: Size?
    /// The symbol this image draws (`path` is then its glyph as an inline SVG); nil for a file.
    public var symbol: SymbolImage?
    /// `UIImage.withTintColor`: the image's shape filled with this colour, where it is drawn as it
    /// is; a symbol always in this colour. nil: none.
    public var tintColor: ColorValue?
    public init(path: String, info: ImageInfo, renderingMode: ImageRenderingMode = .automatic, size: Size? = nil, symbol: SymbolImage? = nil,
                tintColor: ColorValue? = nil) {
        self.path = path; self.info = info; self.renderingMode = renderingMode; self.size = size; self.symbol = symbol
        self.tintColor = tintColor
    }
}

/// How a background image fills space between its caps.
public enum ResizingMode: String, CaseIterable, Sendable { case stretch, tile }

/// A background image (`backgroundImage` key, `setBackgroundImage(_:for:)`), nine-sliced by `capInsets`.
public struct BackgroundImageSpec: Hashable, Sendable {
    /// The resolved file path (PNG or SVG).
    public var path: String
    /// The file's header as the theme decoder read it (its point size is the background's size).
    public var info: ImageInfo
    public var capInsets: EdgeInsets?
    public var resizingMode: ResizingMode
    public init(path: String, info: ImageInfo, capInsets: EdgeInsets? = nil, resizingMode: ResizingMode = .stretch) {
        self.path = path; self.info = info; self.capInsets = capInsets; self.resizingMode = resizingMode
    }
}

/// The layer border, drawn inside the bounds above the content (`BorderStyle.swift` for its
/// dash pattern).
public struct BorderSpec: Hashable, Sendable {
    public var width: Double
    public var color: ColorValue
    /// Solid, dashed or dotted (CSS `border-style`).
    public var style: BorderStyle
    /// Dash and gap lengths in points (`CAShapeLayer.lineDashPattern`); replaces the style's pattern.
    public var dashPattern: [Double]?
    /// The ends of the dashes (`CAShapeLayer.lineCap`); nil: the style's (round for dotted, else butt).
    public var lineCap: LineCap?
    public init(width: Double, color: ColorValue, style: BorderStyle = .solid, dashPattern: [Double]? = nil, lineCap: LineCap? = nil) {
        self.width = width; self.color = color; self.style = style; self.dashPattern = dashPattern; self.lineCap = lineCap
    }
}

/// One layer of the layer shadow (`shadow` holds one or an array of them, the first on top).
public struct ShadowSpec: Hashable, Sendable {
    public var color: ColorValue
    public var offset: Size
    public var radius: Double
    public var opacity: Double
    /// Points the shape grows by (shrinks, when negative) before it is blurred, as CSS `box-shadow` spread.
    public var spread: Double
    /// Drawn inside the button's shape, as CSS `box-shadow: inset`.
    public var inset: Bool
    public init(color: ColorValue, offset: Size = Size(width: 0, height: -3), radius: Double = 3, opacity: Double = 0,
                spread: Double = 0, inset: Bool = false) {
        self.color = color; self.offset = offset; self.radius = radius; self.opacity = opacity
        self.spread = spread; self.inset = inset
    }
}

/// A corner radius in points, or a capsule (half the shorter side).
public enum CornerRadius: Hashable, Sendable {
    case points(Double)
    case capsule
}

/// Corner shape (`layer.cornerCurve`).
public enum CornerCurve: String, CaseIterable, Sendable { case circular, continuous }

/// One run of an attributed title as the theme states it.
public struct AttributedRunSpec: Hashable, Sendable {
    public var text: String
    public var font: FontSpec?
    public var color: ColorValue?
    public var backgroundColor: ColorValue?
    public var underline: Bool
    public var strikethrough: Bool
    public var kern: Double
    public var baselineOffset: Double
    public init(text: String, font: FontSpec? = nil, color: ColorValue? = nil, backgroundColor: ColorValue? = nil,
                underline: Bool = false, strikethrough: Bool = false, kern: Double = 0, baselineOffset: Double = 0) {
        self.text = text; self.font = font; self.color = color; self.backgroundColor = backgroundColor
        self.underline = underline; self.strikethrough = strikethrough; self.kern = kern; self.baselineOffset = baselineOffset
    }
}

/// Accessibility information; as in UIKit the visible title overrides the label.
public struct AccessibilitySpec: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var traits: [String]
    public init(label: String? = nil, hint: String? = nil, traits: [String] = ["button"]) {
        self.label = label; self.hint = hint; self.traits = traits
    }
}

/// Per-locale title replacements.
public struct LocalizedTitles: Hashable, Sendable {
    public var title: StateTable<String>
    public var attributedTitle: StateTable<[AttributedRunSpec]>
    public init(title: StateTable<String> = StateTable(), attributedTitle: StateTable<[AttributedRunSpec]> = StateTable()) {
        self.title = title; self.attributedTitle = attributedTitle
    }
}
