/// Builds what the layout engine needs from a button and its resolved appearance in one state.
extension ButtonLayoutInput {
    /// The layout input of `button` showing `appearance`, for `locale` (which decides the layout
    /// direction unless the button sets `layoutDirection`).
    public init(button: ButtonModel, appearance: Appearance, locale: String?) {
        let l = button.layout
        var configuration: ButtonConfigurationLayout?
        var subtitle: TitleText?
        if let c = button.configuration {
            configuration = ButtonConfigurationLayout(
                size: c.size, contentInsets: c.contentInsets,
                titlePadding: c.titlePadding ?? UIKitLayoutConstants.configurationTitlePadding,
                titleAlignment: c.titleAlignment, imagePlacement: c.imagePlacement, imagePadding: c.imagePadding,
                cornerStyle: c.cornerStyle,
                cornerRadius: { if case .points(let p)? = button.cornerRadius.lookup(appearance.state) { p } else { nil } }())
            let subtitleFont = appearance.subtitleFont ?? c.size.defaultSubtitleFont()
            if let runs = appearance.attributedSubtitle {
                let text = TitleText(runs: runs, font: subtitleFont)
                if !text.isEmpty { subtitle = text }
            } else if let s = c.subtitle, !s.isEmpty {
                subtitle = TitleText(s, font: subtitleFont)
            }
        }
        self.init(size: button.size, title: appearance.title, subtitle: subtitle, font: appearance.font,
                  imageSize: appearance.image?.size, backgroundImageSize: appearance.backgroundImage?.size,
                  contentEdgeInsets: l.contentEdgeInsets, titleEdgeInsets: l.titleEdgeInsets, imageEdgeInsets: l.imageEdgeInsets,
                  contentHorizontalAlignment: l.contentHorizontalAlignment, contentVerticalAlignment: l.contentVerticalAlignment,
                  layoutDirection: l.layoutDirection ?? Locales.layoutDirection(for: locale),
                  imagePlacement: l.imagePlacement, imagePadding: l.imagePadding,
                  titleRectOverride: l.titleRect, imageRectOverride: l.imageRect,
                  lineBreakMode: l.lineBreakMode, numberOfLines: l.numberOfLines, configuration: configuration)
        imageBaselineOffset = appearance.image?.baselineOffset
        // Glyph buttons without a title are as big as their glyph (docs/uikit.md, "Defaults per button type": frame = image size).
    }
}

extension ButtonModel {
    /// The frame size at `scale`: the given size, or the intrinsic size of the normal state on
    /// that scale's pixel grid, so that every state's sprite has the same frame (UIKit sizes a
    /// button once, not per state).
    public func frameSize(resolver: AppearanceResolver, engine: ButtonLayoutEngine, locale: String?,
                          scale: Double = 1) -> Size {
        if let size { return size }
        let normal = resolver.resolve(self, state: .normal).appearance
        return engine.intrinsicSize(ButtonLayoutInput(button: self, appearance: normal, locale: locale), scale: scale)
    }
}
