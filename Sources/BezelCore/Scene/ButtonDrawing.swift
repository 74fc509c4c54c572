/// Everything needed to draw one button in one state: its resolved appearance, its layout, and the
/// text settings the appearance does not carry (line breaking, the configuration subtitle, how
/// title lines align).
public struct ButtonDrawing: Hashable, Sendable {
    /// Physical alignment of title lines (left/right, already mirrored for right-to-left).
    public enum TextAlignment: String, Hashable, Sendable {
        case left, center, right
    }

    public var appearance: Appearance
    public var layout: ButtonLayout
    /// The configuration subtitle, drawn in `layout.subtitleRect`; nil: none.
    public var subtitle: TitleText?
    public var lineBreakMode: LineBreakMode
    /// Title lines: 1, N, or 0 for unlimited.
    public var numberOfLines: Int
    public var textAlignment: TextAlignment
    /// How the title fails to fit its rect, when it does (computed by `init(button:…)`; nil otherwise).
    public var titleOverflow: TitleOverflow?
    /// The layout on the pixel grid of other scales, where it differs from `layout` (labels are
    /// ceil'd and centred on each scale's grid, as iOS lays them out on each screen): the renderer
    /// draws `at(scale:)`.
    public var scaledLayouts: [Double: ButtonLayout] = [:]

    /// The same drawing without its title: what lies under the title (the contrast check).
    package var withoutTitle: ButtonDrawing {
        var bare = self
        bare.appearance.title = nil
        return bare
    }

    /// The drawing as it is drawn at `scale`: `layout` replaced by that scale's when it differs.
    public func at(scale: Double) -> ButtonDrawing {
        guard let scaled = scaledLayouts[scale] else { return self }
        var drawing = self
        drawing.layout = scaled
        drawing.scaledLayouts = [:]
        return drawing
    }

    /// A drawing from explicit text settings.
    public init(appearance: Appearance, layout: ButtonLayout, subtitle: TitleText? = nil,
                lineBreakMode: LineBreakMode = .middle, numberOfLines: Int = 1, textAlignment: TextAlignment = .center) {
        self.appearance = appearance; self.layout = layout; self.subtitle = subtitle
        self.lineBreakMode = lineBreakMode; self.numberOfLines = numberOfLines; self.textAlignment = textAlignment
    }

    /// The drawing of `layout`, computed from `input` for `appearance`: the text settings are the
    /// ones the layout measured with (a configuration's line count, line-break mode and resolved
    /// title alignment; else the button's, lines centred).
    public init(appearance: Appearance, layout: ButtonLayout, input: ButtonLayoutInput) {
        var alignment = TextAlignment.center
        var lineBreakMode = input.lineBreakMode
        var numberOfLines = input.numberOfLines
        if let configuration = input.configuration {
            lineBreakMode = configuration.titleLineBreakMode
            numberOfLines = configuration.numberOfLines
            let resolved = configuration.titleAlignment.resolved(
                hasImage: input.imageSize != nil, hasSubtitle: !(input.subtitle?.isEmpty ?? true),
                imagePlacement: configuration.imagePlacement)
            let rtl = input.layoutDirection == .rightToLeft
            alignment = switch resolved {
            case .leading: rtl ? .right : .left
            case .trailing: rtl ? .left : .right
            case .center, .automatic: .center
            }
        }
        self.init(appearance: appearance, layout: layout, subtitle: input.configuration == nil ? nil : input.subtitle,
                  lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, textAlignment: alignment)
    }
}

extension ButtonDrawing {
    /// `button` in `state`, resolved, laid out at `size` points and ready to draw: the one way
    /// render, simulate and bench turn a button into a drawing.
    /// - Parameters:
    ///   - resolver: resolves the appearance; its locale also decides the layout direction.
    ///   - scale: the pixel grid the rects snap to.
    ///   - otherScales: scales the drawing will also be drawn at, each laid out on its own grid
    ///     (`scaledLayouts`).
    ///   - backgroundOnly: drop title, subtitle and image (a stretchable sprite).
    public init(button: ButtonModel, state: ControlState, size: Size, resolver: AppearanceResolver,
                engine: ButtonLayoutEngine, scale: Double = 1, otherScales: [Double] = [], backgroundOnly: Bool = false) {
        self.init(button: button, appearance: resolver.resolve(button, state: state).appearance, size: size,
                  locale: resolver.locale, engine: engine, scale: scale, otherScales: otherScales,
                  backgroundOnly: backgroundOnly)
    }

    /// `button` showing `appearance` (already resolved), laid out at `size` points for `locale`
    /// (which decides the layout direction) and ready to draw; see `init(button:state:…)`.
    public init(button: ButtonModel, appearance resolved: Appearance, size: Size, locale: String?,
                engine: ButtonLayoutEngine, scale: Double = 1, otherScales: [Double] = [], backgroundOnly: Bool = false) {
        self.init(button: button, appearance: resolved, frame: ScaledSize(size), locale: locale, engine: engine,
                  scale: scale, otherScales: otherScales, backgroundOnly: backgroundOnly)
    }

    /// `button` showing `appearance`, laid out at each scale in the frame `frame` has at that scale
    /// (a button's frame on each scale's pixel grid: `PreparedButton.frame`).
    public init(button: ButtonModel, appearance resolved: Appearance, frame: ScaledSize, locale: String?,
                engine: ButtonLayoutEngine, scale: Double = 1, otherScales: [Double] = [], backgroundOnly: Bool = false) {
        var appearance = resolved
        if backgroundOnly { appearance.title = nil; appearance.image = nil }
        var input = ButtonLayoutInput(button: button, appearance: appearance, locale: locale)
        input.size = frame.at(scale: scale)
        if backgroundOnly { input.subtitle = nil }
        self.init(appearance: appearance, layout: engine.layout(input, scale: scale), input: input)
        for other in Set(otherScales) where other != scale {
            input.size = frame.at(scale: other)
            let scaled = engine.layout(input, scale: other)
            if scaled != layout { scaledLayouts[other] = scaled }
        }
        if let title = appearance.title, let rect = layout.titleRect {
            titleOverflow = engine.titleOverflow(title, in: rect, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }
}
