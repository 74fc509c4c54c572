/// Content layout of `UIButton.Configuration` buttons (docs/uikit.md, "`UIButton.Configuration` layout").
///
/// The image and a text block (title over subtitle, `titlePadding` apart) form one block laid out
/// by `arrangeBlock` inside `bounds.inset(by: contentInsets)`; title and subtitle are aligned with
/// each other inside the text block by the resolved `titleAlignment`. Edge insets, the legacy
/// image placement and the rect overrides do not apply.
extension ButtonLayoutEngine {
    /// Title, image and subtitle frames of a configuration button.
    func configurationRects(forContentRect content: Rect, _ input: ButtonLayoutInput,
                            _ configuration: ButtonConfigurationLayout,
                            scale: Double) -> (title: Rect?, image: Rect?, subtitle: Rect?) {
        let direction = input.layoutDirection
        var parts = TextBlock(title: .zero, subtitle: .zero, padding: 0)
        var textWidth: Double?
        let frames = Self.arrangeBlock(
            in: content, imageSize: input.imageSize, hasText: input.hasTitle || input.hasSubtitle,
            side: ImageSide(configuration.imagePlacement, direction), padding: configuration.imagePadding,
            horizontal: input.contentHorizontalAlignment.effective(in: direction),
            vertical: input.contentVerticalAlignment, scale: scale, imageBaselineOffset: input.imageBaselineOffset,
            textBaseline: { _ in self.titleBaseline(input, configuration, maxWidth: textWidth, block: parts) }
        ) { maxWidth in
            textWidth = maxWidth
            parts = textBlock(input, configuration, maxWidth: maxWidth, scale: scale)
            return parts.size
        }
        guard let text = frames.text else { return (nil, frames.image?.snapped(toScale: scale), nil) }

        let alignment = configuration.titleAlignment.resolved(
            hasImage: input.hasImage, hasSubtitle: input.hasSubtitle, imagePlacement: configuration.imagePlacement)
        func line(_ size: Size, y: Double) -> Rect {
            let w = clamp(size.width, to: text.width), h = clamp(size.height, to: text.maxY - y)
            let x: Double = switch (alignment, direction) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): text.minX
            case (.trailing, .leftToRight), (.leading, .rightToLeft): text.maxX - w
            default: text.minX + max(PixelGrid.round((text.width - w) / 2, scale: scale), 0)
            }
            return Rect(x: x, y: y, width: w, height: h).snapped(toScale: scale)
        }
        let title = input.hasTitle ? line(parts.title, y: text.minY) : nil
        let subtitleY = text.minY + (input.hasTitle ? parts.title.height + parts.padding : 0)
        let subtitle = input.hasSubtitle ? line(parts.subtitle, y: subtitleY) : nil
        return (title, frames.image?.snapped(toScale: scale), subtitle)
    }

    /// The title's first baseline from the top of the text block (the title is its first line), or
    /// nil without a title: what a symbol image beside it sits on.
    func titleBaseline(_ input: ButtonLayoutInput, _ configuration: ButtonConfigurationLayout,
                       maxWidth: Double?, block: TextBlock) -> Double? {
        guard let title = input.title, input.hasTitle else { return nil }
        return block.title.height / 2 + measurer.firstBaselineBelowCentre(
            title, maxWidth: maxWidth, numberOfLines: configuration.numberOfLines, lineBreakMode: configuration.titleLineBreakMode)
    }

    /// The measured (ceil'd) title and subtitle and the gap between them.
    struct TextBlock {
        var title: Size
        var subtitle: Size
        var padding: Double
        /// The stack: widest line wide, both heights plus the gap tall.
        var size: Size {
            Size(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        }
    }

    /// Measures title and subtitle at most `maxWidth` wide (nil: unconstrained), with the
    /// configuration's line count and line-break mode, ceil'd to the pixel grid of `scale`.
    func textBlock(_ input: ButtonLayoutInput, _ configuration: ButtonConfigurationLayout,
                   maxWidth: Double?, scale: Double = 1) -> TextBlock {
        func measure(_ text: TitleText?) -> Size {
            guard let text, !text.isEmpty else { return .zero }
            return measureCeiled(text, maxWidth: maxWidth, numberOfLines: configuration.numberOfLines,
                                 lineBreakMode: configuration.titleLineBreakMode, scale: scale)
        }
        let both = input.hasTitle && input.hasSubtitle
        return TextBlock(title: measure(input.title), subtitle: measure(input.subtitle),
                         padding: both ? configuration.titlePadding : 0)
    }
}
