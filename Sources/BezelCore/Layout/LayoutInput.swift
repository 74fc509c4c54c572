/// Everything the layout engine needs about one button in one control state, already resolved
/// (state lookup, appearance and defaults applied). All lengths are points.
public struct ButtonLayoutInput: Hashable, Sendable {
    /// The button's size; nil → its intrinsic size (`sizeToFit`).
    public var size: Size?
    /// The current title; nil or empty → no title.
    public var title: TitleText?
    /// The configuration subtitle (used only with a `configuration`).
    public var subtitle: TitleText?
    /// The title label's font, used for the line height of an empty button (docs/uikit.md, "Intrinsic size"). A title's own
    /// `TitleText.font` wins for the title.
    public var font: TextFont
    /// The current image's size in points; nil → no image.
    public var imageSize: Size?
    /// How far a symbol image reaches below its baseline, in points; nil for any other image. The
    /// block layouts put that baseline on the title's (`BaselineStack`).
    public var imageBaselineOffset: Double?
    /// The current background image's size in points; nil → no background image.
    public var backgroundImageSize: Size?
    public var contentEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
    public var contentHorizontalAlignment: ContentHorizontalAlignment
    public var contentVerticalAlignment: ContentVerticalAlignment
    public var layoutDirection: LayoutDirection
    /// Image side for legacy buttons (configurations use their own); `.leading` with
    /// `imagePadding == 0` is UIKit's classic algorithm.
    public var imagePlacement: ImagePlacement
    /// Gap between image and title for legacy buttons, in points.
    public var imagePadding: Double
    /// A fixed title rect in button coordinates, as a `titleRectForContentRect:` override returns.
    public var titleRectOverride: Rect?
    /// A fixed image rect in button coordinates, as an `imageRectForContentRect:` override returns.
    public var imageRectOverride: Rect?
    public var lineBreakMode: LineBreakMode
    /// 1 (UIKit's default) or more lines; 0 = unlimited.
    public var numberOfLines: Int
    /// A `UIButton.Configuration`; when set, edge insets, the legacy image placement and the rect
    /// overrides are ignored, as in UIKit.
    public var configuration: ButtonConfigurationLayout?

    public init(size: Size? = nil, title: TitleText? = nil, subtitle: TitleText? = nil,
                font: TextFont = TextFont(size: UIKitLayoutConstants.customTitleFontSize),
                imageSize: Size? = nil, backgroundImageSize: Size? = nil,
                contentEdgeInsets: EdgeInsets = .zero, titleEdgeInsets: EdgeInsets = .zero,
                imageEdgeInsets: EdgeInsets = .zero,
                contentHorizontalAlignment: ContentHorizontalAlignment = .center,
                contentVerticalAlignment: ContentVerticalAlignment = .center,
                layoutDirection: LayoutDirection = .leftToRight,
                imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0,
                titleRectOverride: Rect? = nil, imageRectOverride: Rect? = nil,
                lineBreakMode: LineBreakMode = .middle, numberOfLines: Int = 1,
                configuration: ButtonConfigurationLayout? = nil) {
        self.size = size; self.title = title; self.subtitle = subtitle; self.font = font
        self.imageSize = imageSize; self.backgroundImageSize = backgroundImageSize
        self.contentEdgeInsets = contentEdgeInsets; self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.layoutDirection = layoutDirection; self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding; self.titleRectOverride = titleRectOverride
        self.imageRectOverride = imageRectOverride; self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines; self.configuration = configuration
    }

    /// Whether there is a non-empty title.
    public var hasTitle: Bool { !(title?.isEmpty ?? true) }
    /// Whether there is a non-empty subtitle.
    public var hasSubtitle: Bool { !(subtitle?.isEmpty ?? true) }
    /// Whether there is an image.
    public var hasImage: Bool { imageSize != nil }

    /// Whether the 6-pt internal title padding replaces `contentEdgeInsets` (docs/uikit.md, "Classic layout"): zero
    /// content insets, no image, no background image, and a title.
    public var usesInternalTitlePadding: Bool {
        contentEdgeInsets == .zero && imageSize == nil && backgroundImageSize == nil && hasTitle
    }

    /// UIKit's `combinedContentPadding`: the internal title padding or `contentEdgeInsets`.
    public var combinedContentPadding: EdgeInsets {
        usesInternalTitlePadding ? UIKitLayoutConstants.internalTitlePadding : contentEdgeInsets
    }
}
