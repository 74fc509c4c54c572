/// `intrinsicContentSize` / `sizeToFit` (docs/uikit.md, "Intrinsic size" and "`UIButton.Configuration` layout").
extension ButtonLayoutEngine {
    /// The size a button without a given size gets.
    ///
    /// Legacy: `imageW + titleW` (plus `imagePadding` when both are present; stacked placements
    /// use the max width and the summed heights) by `max(imageH, titleH)`, plus `contentEdgeInsets`;
    /// a button with zero content insets, no image and no background image instead gets 6 pt above
    /// and below the title line (the font's line height when there is no title) and a 30-pt minimum
    /// width; a background image's size is a minimum. Title/image edge insets do not count.
    /// Configuration: the content block plus `contentInsets`.
    ///
    /// On the device-pixel grid of `scale`, as UIKit sizes a button on a screen of that scale: the
    /// sum is ceil'd to the grid (1/3 pt at @3x: a 24.333 × 23.667-pt image alone gives 73 × 71 px).
    /// A configuration's title and subtitle are ceil'd to the grid as labels are (7 + 20.333 + 7 =
    /// 34.333 pt at @3x); a legacy button's title to whole points, as iOS sizes it (an 18-pt title,
    /// 21.48 pt tall, makes a 34-pt button at @2x, not 33.5). At scale 1 it is whole points.
    public func intrinsicSize(_ input: ButtonLayoutInput, scale: Double = 1) -> Size {
        let size = unroundedIntrinsicSize(input, scale: scale)
        return Size(width: PixelGrid.ceil(size.width, scale: scale), height: PixelGrid.ceil(size.height, scale: scale))
    }

    /// The intrinsic size before the sum is ceil'd to the pixel grid (the title already is).
    func unroundedIntrinsicSize(_ input: ButtonLayoutInput, scale: Double) -> Size {
        if let configuration = input.configuration {
            let block = textBlock(input, configuration, maxWidth: nil, scale: scale)
            let content = Self.blockSize(image: input.imageSize, text: input.hasTitle || input.hasSubtitle ? block.size : nil,
                                         placement: configuration.imagePlacement, padding: configuration.imagePadding,
                                         baselines: Self.baselines(input) { titleBaseline(input, configuration, maxWidth: nil, block: block) })
            let insets = configuration.resolvedContentInsets(direction: input.layoutDirection)
            return Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
        }

        // Zero insets, no image, no background image: UIKit's title padding and minimum width. An
        // empty button counts too (FK's 30×34): its "title" is one empty line in the label's font.
        let bare = input.contentEdgeInsets == .zero && input.imageSize == nil && input.backgroundImageSize == nil
        var title: Size?
        if input.hasTitle, let text = input.title {
            title = measureCeiled(text, maxWidth: nil, numberOfLines: input.numberOfLines,
                                  lineBreakMode: input.lineBreakMode)
        } else if bare {
            // One line's height in the label's font (an empty text measures zero: a space stands in).
            let line = TitleText(" ", font: input.title?.font ?? input.font)
            title = Size(width: 0, height: measureCeiled(line, maxWidth: nil, numberOfLines: 1,
                                                         lineBreakMode: input.lineBreakMode).height)
        }

        let padding = input.hasImage && input.hasTitle ? input.imagePadding : 0
        // Only the block layout (not the classic one) puts a symbol on the title's baseline.
        let block = !(input.imagePlacement == .leading && input.imagePadding == 0)
        var size = Self.blockSize(image: input.imageSize, text: title, placement: input.imagePlacement, padding: padding,
                                  baselines: Self.baselines(input) {
            guard block, input.hasTitle, let text = input.title, let title else { return nil }
            return title.height / 2 + baselineBelowCentre(text, maxWidth: nil, input)
        })
        let insets = bare ? UIKitLayoutConstants.internalTitlePadding : input.contentEdgeInsets
        size.width += insets.horizontal
        size.height += insets.vertical
        if bare { size.width = max(size.width, UIKitLayoutConstants.minimumIntrinsicWidth) }
        if let background = input.backgroundImageSize {
            size.width = max(size.width, background.width)
            size.height = max(size.height, background.height)
        }
        return size
    }

    /// The image's and text's baselines when a symbol image sits on the text's baseline (not under
    /// `fill`); the text's is measured only then.
    static func baselines(_ input: ButtonLayoutInput, textBaseline: () -> Double?) -> (image: Double, text: Double)? {
        guard input.contentVerticalAlignment != .fill, let image = input.imageBaselineOffset, let text = textBaseline() else { return nil }
        return (image, text)
    }

    /// Size of an image and a text block placed beside (leading/trailing) or above/below
    /// (top/bottom) each other with `padding` between them when both exist.
    /// `baselines` (a symbol image's offset and the text's first baseline) stack the pair on the
    /// baseline when side by side (`BaselineStack`).
    static func blockSize(image: Size?, text: Size?, placement: ImagePlacement, padding: Double,
                          baselines: (image: Double, text: Double)? = nil) -> Size {
        let i = image ?? .zero, t = text ?? .zero
        let gap = image != nil && text != nil ? padding : 0
        if placement.isHorizontal {
            var height = max(i.height, t.height)
            if let baselines, image != nil, text != nil {
                height = BaselineStack(textHeight: t.height, textBaseline: baselines.text, imageHeight: i.height,
                                       imageBaselineOffset: baselines.image).height
            }
            return Size(width: i.width + gap + t.width, height: height)
        }
        return Size(width: max(i.width, t.width), height: i.height + gap + t.height)
    }
}
