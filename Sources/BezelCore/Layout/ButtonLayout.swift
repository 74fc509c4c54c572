/// The computed geometry of one button in one state, in points, on the pixel grid of the scale
/// it was computed for.
public struct ButtonLayout: Hashable, Sendable, Codable {
    /// `(0, 0, width, height)`; the size is the given one or the intrinsic one.
    public var bounds: Rect
    /// `contentRect(forBounds:)`.
    public var contentRect: Rect
    /// The title label's frame; nil without a title.
    public var titleRect: Rect?
    /// The image view's frame; nil without an image.
    public var imageRect: Rect?
    /// The subtitle label's frame (configurations only); nil without a subtitle.
    public var subtitleRect: Rect?
    /// `intrinsicContentSize` on the pixel grid of the layout's scale (`intrinsicSize(_:scale:)`).
    public var intrinsicSize: Size
    /// The background corner radius a configuration asks for; nil for legacy buttons.
    public var cornerRadius: Double?

    public init(bounds: Rect, contentRect: Rect, titleRect: Rect?, imageRect: Rect?, subtitleRect: Rect? = nil,
                intrinsicSize: Size, cornerRadius: Double? = nil) {
        self.bounds = bounds; self.contentRect = contentRect; self.titleRect = titleRect
        self.imageRect = imageRect; self.subtitleRect = subtitleRect; self.intrinsicSize = intrinsicSize
        self.cornerRadius = cornerRadius
    }
}

/// Lays out buttons as UIKit does (docs/uikit.md, "Classic layout" and "`UIButton.Configuration` layout").
///
/// Rounding, as iOS does on a screen of `scale`: text sizes from the measurer and the intrinsic
/// size are ceil'd to the pixel grid (a button's frame is 34.333 pt at @3x, 34.5 at @2x, 35 at @1x);
/// centring offsets are rounded half up to the pixel grid (6.25 → 6.5 at @2x); every returned rect
/// has its edges snapped to the nearest pixel boundary (`Rect.snapped(toScale:)`). At scale 1 with
/// whole-point inputs nothing is fractional.
public struct ButtonLayoutEngine: Sendable {
    public let measurer: any TextMeasurer

    public init(measurer: any TextMeasurer) { self.measurer = measurer }

    /// The full layout of `input` at pixel `scale`.
    public func layout(_ input: ButtonLayoutInput, scale: Double = 1) -> ButtonLayout {
        let intrinsic = intrinsicSize(input, scale: scale)
        let bounds = Rect(origin: .zero, size: input.size ?? intrinsic).snapped(toScale: scale)
        let content = contentRect(forBounds: bounds, input, scale: scale)
        if let configuration = input.configuration {
            let rects = configurationRects(forContentRect: content, input, configuration, scale: scale)
            return ButtonLayout(bounds: bounds, contentRect: content, titleRect: rects.title,
                                imageRect: rects.image, subtitleRect: rects.subtitle, intrinsicSize: intrinsic,
                                cornerRadius: configuration.resolvedCornerRadius(boundsSize: bounds.size))
        }
        let rects = legacyRects(forContentRect: content, input, scale: scale)
        return ButtonLayout(bounds: bounds, contentRect: content, titleRect: rects.title,
                            imageRect: rects.image, intrinsicSize: intrinsic)
    }

    /// `backgroundRect(forBounds:)`: the bounds (docs/uikit.md, "Classic layout").
    public func backgroundRect(forBounds bounds: Rect) -> Rect { bounds }

    /// `titleRect(forContentRect:)`: the override if given, else the computed title frame; nil
    /// without a title. For configurations, the configuration's title frame.
    public func titleRect(forContentRect contentRect: Rect, _ input: ButtonLayoutInput, scale: Double = 1) -> Rect? {
        if let configuration = input.configuration {
            return configurationRects(forContentRect: contentRect, input, configuration, scale: scale).title
        }
        return legacyRects(forContentRect: contentRect, input, scale: scale).title
    }

    /// `imageRect(forContentRect:)`: the override if given, else the computed image frame; nil
    /// without an image. For configurations, the configuration's image frame.
    public func imageRect(forContentRect contentRect: Rect, _ input: ButtonLayoutInput, scale: Double = 1) -> Rect? {
        if let configuration = input.configuration {
            return configurationRects(forContentRect: contentRect, input, configuration, scale: scale).image
        }
        return legacyRects(forContentRect: contentRect, input, scale: scale).image
    }

    /// Legacy title and image frames: overrides, else the classic algorithm or the block layout.
    func legacyRects(forContentRect contentRect: Rect, _ input: ButtonLayoutInput,
                     scale: Double) -> (title: Rect?, image: Rect?) {
        var rects: (title: Rect?, image: Rect?)
        let classic = input.imagePlacement == .leading && input.imagePadding == 0
        if classic || !input.hasImage || !input.hasTitle {
            rects = classicRects(forContentRect: contentRect, input, scale: scale)
        } else {
            rects = placedRects(forContentRect: contentRect, input, scale: scale)
        }
        if let override = input.titleRectOverride, input.hasTitle { rects.title = override.snapped(toScale: scale) }
        if let override = input.imageRectOverride, input.hasImage { rects.image = override.snapped(toScale: scale) }
        return rects
    }

    /// Measures `text` and ceils the result to the pixel grid of `scale`, as a label's
    /// `intrinsicContentSize` is on iOS (a 116.2-pt label is 116.5 pt at @2x).
    func measureCeiled(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
                       scale: Double = 1) -> Size {
        let size = measurer.measure(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Size(width: PixelGrid.ceil(size.width, scale: scale), height: PixelGrid.ceil(size.height, scale: scale))
    }
}
