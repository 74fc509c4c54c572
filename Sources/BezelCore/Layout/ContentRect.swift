extension ButtonLayoutEngine {
    /// `contentRect(forBounds:)` (docs/uikit.md, "Classic layout"): `bounds` inset by the combined content padding
    /// (legacy: `contentEdgeInsets` or the 6-pt internal title padding; configuration: its
    /// `contentInsets`, mirrored under right-to-left). A negative width or height becomes zero,
    /// centred on where it was (the origin moves by half the negative amount). Snapped to the pixel grid.
    public func contentRect(forBounds bounds: Rect, _ input: ButtonLayoutInput, scale: Double = 1) -> Rect {
        let padding = input.configuration?.resolvedContentInsets(direction: input.layoutDirection)
            ?? input.combinedContentPadding
        return Self.collapsingNegativeSize(bounds.inset(by: padding)).snapped(toScale: scale)
    }

    /// UIKit's treatment of a negative width/height: zero, origin shifted by half.
    static func collapsingNegativeSize(_ rect: Rect) -> Rect {
        var r = rect
        if r.size.width < 0 { r.origin.x += r.size.width / 2; r.size.width = 0 }
        if r.size.height < 0 { r.origin.y += r.size.height / 2; r.size.height = 0 }
        return r
    }
}
