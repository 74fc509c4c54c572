/// UIKit's classic title/image placement (docs/uikit.md, "Classic layout",
/// `_deriveTitleRect:imageRect:fromContentRect:`): the image and the title side by side with no gap,
/// positioned as one block by the content alignments, each inside its own edge-inset rect.
extension ButtonLayoutEngine {
    /// The classic title and image frames for `contentRect`; nil for an absent title or image.
    func classicRects(forContentRect content: Rect, _ input: ButtonLayoutInput,
                      scale: Double) -> (title: Rect?, image: Rect?) {
        let imageAvail = content.inset(by: input.imageEdgeInsets).snapped(toScale: scale)
        let titleAvail = content.inset(by: input.titleEdgeInsets).snapped(toScale: scale)

        // An image larger than its rect is squeezed (the image view scales to fill).
        let imageSize = input.imageSize ?? .zero
        let imageW = clamp(imageSize.width, to: imageAvail.width)
        let imageH = clamp(imageSize.height, to: imageAvail.height)

        // The title gets the width the image leaves; the measurer truncates or wraps to it.
        let maxTitleW = max(titleAvail.width - imageW, 0)
        var titleW = 0.0, titleH = 0.0
        if input.hasTitle, let title = input.title {
            let measured = measureCeiled(title, maxWidth: maxTitleW, numberOfLines: input.numberOfLines,
                                         lineBreakMode: input.lineBreakMode, scale: scale)
            titleW = clamp(measured.width, to: maxTitleW)
            titleH = clamp(measured.height, to: titleAvail.height)
        }

        // Horizontal: the left-hand element comes first; right-to-left puts the title first.
        let alignment = input.contentHorizontalAlignment.effective(in: input.layoutDirection)
        let rtl = input.layoutDirection == .rightToLeft
        let image = Span(avail: imageAvail, width: imageW), title = Span(avail: titleAvail, width: titleW)
        let placed = Self.classicHorizontal(alignment, first: rtl ? title : image, second: rtl ? image : title,
                                            scale: scale)
        let (imageX, imageSpanW) = rtl ? placed.second : placed.first
        let (titleX, titleSpanW) = rtl ? placed.first : placed.second

        // Vertical: each element on its own inside its own rect.
        let vertical = input.contentVerticalAlignment
        let (imageY, imageSpanH) = Self.classicVertical(vertical, avail: imageAvail, height: imageH, scale: scale)
        let (titleY, titleSpanH) = Self.classicVertical(vertical, avail: titleAvail, height: titleH, scale: scale)

        let titleRect = Rect(x: titleX, y: titleY, width: titleSpanW, height: titleSpanH).snapped(toScale: scale)
        let imageRect = Rect(x: imageX, y: imageY, width: imageSpanW, height: imageSpanH).snapped(toScale: scale)
        return (input.hasTitle ? titleRect : nil, input.hasImage ? imageRect : nil)
    }

    /// One element of the classic pair: the rect it may use and its width.
    struct Span {
        var avail: Rect
        var width: Double
    }

    /// x and width of the left (`first`) and right (`second`) elements for an effective alignment
    /// (left, right, center or fill), as in docs/uikit.md, "Classic layout" with "image" read as "first".
    static func classicHorizontal(_ alignment: ContentHorizontalAlignment, first: Span, second: Span,
                                  scale: Double) -> (first: (Double, Double), second: (Double, Double)) {
        let (a1, w1, a2, w2) = (first.avail, first.width, second.avail, second.width)
        switch alignment {
        case .left, .leading:
            return ((a1.minX, w1), (a2.minX + w1, w2))
        case .right, .trailing:
            return ((max(a1.maxX - w2 - w1, a1.minX), w1), (a2.maxX - w2, w2))
        case .fill:
            // Both stretch in proportion to their widths so that together they fill the rect.
            let total = w1 + w2
            let f1 = total > 0 ? w1 * max(a1.width, 0) / total : 0
            let f2 = total > 0 ? w2 * max(a2.width, 0) / total : 0
            return ((a1.minX, f1), (a2.maxX - f2, f2))
        case .center:
            // Rounded half up to the pixel grid, as iOS places a centred label (1.75 → 2 at @2x).
            let x1 = a1.minX + max(PixelGrid.round((a1.width - w1 - w2) / 2, scale: scale), 0)
            let x2 = a2.minX + w1 + PixelGrid.round((a2.width - w1 - w2) / 2, scale: scale)
            return ((x1, w1), (x2, w2))
        }
    }

    /// y and height of one element inside `avail` for a vertical alignment.
    static func classicVertical(_ alignment: ContentVerticalAlignment, avail: Rect, height: Double,
                                scale: Double) -> (Double, Double) {
        switch alignment {
        case .top: (avail.minY, height)
        case .bottom: (avail.maxY - height, height)
        case .fill: (avail.minY, max(avail.height, 0))
        case .center: (avail.minY + max(PixelGrid.round((avail.height - height) / 2, scale: scale), 0), height)
        }
    }
}

/// `value` limited to `0...limit` (0 when `limit` is negative).
func clamp(_ value: Double, to limit: Double) -> Double { max(min(value, limit), 0) }
