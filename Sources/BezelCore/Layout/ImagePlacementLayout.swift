/// Image-and-text "block" layout: the image on one side of the text with a gap, the pair positioned
/// as one block by the content alignments. Used by configurations (docs/uikit.md, "`UIButton.Configuration` layout") and by legacy
/// buttons whose `imagePlacement`/`imagePadding` replace the hand-made edge-inset arrangements of
/// the seed snippets (image above title, title left of image, …).
extension ButtonLayoutEngine {
    /// The physical side of the text block the image is on.
    enum ImageSide {
        case left, right, top, bottom

        init(_ placement: ImagePlacement, _ direction: LayoutDirection) {
            let rtl = direction == .rightToLeft
            switch placement {
            case .leading: self = rtl ? .right : .left
            case .trailing: self = rtl ? .left : .right
            case .top: self = .top
            case .bottom: self = .bottom
            }
        }

        var isHorizontal: Bool { self == .left || self == .right }
    }

    /// Image and text frames of a block layout (unsnapped); nil for an absent element.
    struct BlockFrames {
        var image: Rect?
        var text: Rect?
    }

    /// Arranges an image (`imageSize`, nil for none) and a text block in `content`.
    ///
    /// - Side by side: the text may use the width left after the image and the gap; the block is
    ///   `imageW + gap + textW` wide and `max(imageH, textH)` tall, and both elements are aligned
    ///   inside it by the vertical alignment. Horizontal `fill` gives the text all the leftover width.
    /// - Stacked: the text may use the full width and the height left after the image and the gap;
    ///   the block is `max(imageW, textW)` wide, and both elements are aligned inside it by the
    ///   horizontal alignment. Vertical `fill` gives the text all the leftover height.
    /// The gap applies only when both are present. Centring rounds half up to the pixel grid and never moves
    /// the block before the content rect's origin. `measureText` gets the width the text may use and
    /// returns its (ceil'd) size; it is called once, and only when `hasText`. A symbol image
    /// (`imageBaselineOffset`) beside text whose first baseline `textBaseline` gives (from the text's
    /// top, for its measured size) sits on that baseline (`BaselineStack`), unless the vertical
    /// alignment is `fill`.
    static func arrangeBlock(in content: Rect, imageSize: Size?, hasText: Bool, side: ImageSide, padding: Double,
                             horizontal: ContentHorizontalAlignment, vertical: ContentVerticalAlignment,
                             scale: Double, imageBaselineOffset: Double? = nil, textBaseline: ((Size) -> Double?)? = nil,
                             measureText: (Double) -> Size) -> BlockFrames {
        let cw = max(content.width, 0), ch = max(content.height, 0)
        let hasImage = imageSize != nil
        let gap = hasImage && hasText ? padding : 0
        var iw = clamp(imageSize?.width ?? 0, to: cw), ih = clamp(imageSize?.height ?? 0, to: ch)
        var tw = 0.0, th = 0.0
        let fillH = horizontal == .fill, fillV = vertical == .fill

        let imageOrigin: Point, textOrigin: Point
        if side.isHorizontal {
            let maxW = max(cw - iw - gap, 0)
            if hasText {
                let t = measureText(maxW)
                tw = fillH ? maxW : clamp(t.width, to: maxW)
                th = fillV ? ch : clamp(t.height, to: ch)
            }
            if fillH && !hasText { iw = cw }
            if fillV && hasImage { ih = ch }
            var stack: BaselineStack?
            if hasText, hasImage, !fillV, let ib = imageBaselineOffset, let tb = textBaseline?(Size(width: tw, height: th)) {
                stack = BaselineStack(textHeight: th, textBaseline: tb, imageHeight: ih, imageBaselineOffset: ib)
            }
            let bw = iw + gap + tw, bh = stack?.height ?? max(ih, th)
            let bx = alignedStart(horizontal, min: content.minX, length: cw, size: bw, scale: scale)
            let by = alignedStart(vertical, min: content.minY, length: ch, size: bh, scale: scale)
            let imageX = side == .left ? bx : bx + tw + gap
            let textX = side == .left ? bx + iw + gap : bx
            if let stack {
                imageOrigin = Point(x: imageX, y: by + PixelGrid.round(stack.imageTop, scale: scale))
                textOrigin = Point(x: textX, y: by + PixelGrid.round(stack.textTop, scale: scale))
            } else {
                imageOrigin = Point(x: imageX, y: alignedStart(vertical, min: by, length: bh, size: ih, scale: scale))
                textOrigin = Point(x: textX, y: alignedStart(vertical, min: by, length: bh, size: th, scale: scale))
            }
        } else {
            let maxH = max(ch - ih - gap, 0)
            if hasText {
                let t = measureText(cw)
                tw = fillH ? cw : clamp(t.width, to: cw)
                th = fillV ? maxH : clamp(t.height, to: maxH)
            }
            if fillH && hasImage { iw = cw }
            if fillV && !hasText { ih = ch }
            let bw = max(iw, tw), bh = ih + gap + th
            let bx = alignedStart(horizontal, min: content.minX, length: cw, size: bw, scale: scale)
            let by = alignedStart(vertical, min: content.minY, length: ch, size: bh, scale: scale)
            let imageY = side == .top ? by : by + th + gap
            let textY = side == .top ? by + ih + gap : by
            imageOrigin = Point(x: alignedStart(horizontal, min: bx, length: bw, size: iw, scale: scale), y: imageY)
            textOrigin = Point(x: alignedStart(horizontal, min: bx, length: bw, size: tw, scale: scale), y: textY)
        }
        return BlockFrames(image: hasImage ? Rect(origin: imageOrigin, size: Size(width: iw, height: ih)) : nil,
                           text: hasText ? Rect(origin: textOrigin, size: Size(width: tw, height: th)) : nil)
    }

    /// Where a legacy title's first baseline lies below its frame's centre, measured as the title is.
    func baselineBelowCentre(_ title: TitleText, maxWidth: Double?, _ input: ButtonLayoutInput) -> Double {
        measurer.firstBaselineBelowCentre(title, maxWidth: maxWidth, numberOfLines: input.numberOfLines, lineBreakMode: input.lineBreakMode)
    }

    /// Start of a `size`-long run aligned in `min ..< min + length` (effective horizontal alignment).
    static func alignedStart(_ alignment: ContentHorizontalAlignment, min: Double, length: Double, size: Double,
                             scale: Double) -> Double {
        switch alignment {
        case .left, .leading, .fill: min
        case .right, .trailing: min + length - size
        case .center: min + max(PixelGrid.round((length - size) / 2, scale: scale), 0)
        }
    }

    /// Start of a `size`-long run aligned in `min ..< min + length` (vertical alignment).
    static func alignedStart(_ alignment: ContentVerticalAlignment, min: Double, length: Double, size: Double,
                             scale: Double) -> Double {
        switch alignment {
        case .top, .fill: min
        case .bottom: min + length - size
        case .center: min + max(PixelGrid.round((length - size) / 2, scale: scale), 0)
        }
    }

    /// Legacy buttons with an image, a title and a non-classic `imagePlacement`/`imagePadding`.
    ///
    /// The block is arranged in the content rect; then each element is moved by its own edge insets
    /// as those move it in the classic algorithm: by `left` (left alignment), by `-right` (right), or
    /// by half of `left - right` (center, fill); vertically likewise with top/bottom.
    func placedRects(forContentRect content: Rect, _ input: ButtonLayoutInput,
                     scale: Double) -> (title: Rect?, image: Rect?) {
        let horizontal = input.contentHorizontalAlignment.effective(in: input.layoutDirection)
        let vertical = input.contentVerticalAlignment
        var titleWidth: Double?
        let frames = Self.arrangeBlock(
            in: content, imageSize: input.imageSize, hasText: input.hasTitle,
            side: ImageSide(input.imagePlacement, input.layoutDirection), padding: input.imagePadding,
            horizontal: horizontal, vertical: vertical, scale: scale, imageBaselineOffset: input.imageBaselineOffset,
            textBaseline: { size in input.title.map { size.height / 2 + self.baselineBelowCentre($0, maxWidth: titleWidth, input) } }
        ) { maxWidth in
            guard let title = input.title else { return .zero }
            titleWidth = maxWidth
            return measureCeiled(title, maxWidth: maxWidth, numberOfLines: input.numberOfLines,
                                 lineBreakMode: input.lineBreakMode, scale: scale)
        }
        func moved(_ rect: Rect?, by insets: EdgeInsets) -> Rect? {
            guard var r = rect else { return nil }
            switch horizontal {
            case .left, .leading: r.origin.x += insets.left
            case .right, .trailing: r.origin.x -= insets.right
            case .center, .fill: r.origin.x += (insets.left - insets.right) / 2
            }
            switch vertical {
            case .top: r.origin.y += insets.top
            case .bottom: r.origin.y -= insets.bottom
            case .center, .fill: r.origin.y += (insets.top - insets.bottom) / 2
            }
            return r.snapped(toScale: scale)
        }
        return (moved(frames.text, by: input.titleEdgeInsets), moved(frames.image, by: input.imageEdgeInsets))
    }
}
