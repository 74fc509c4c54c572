/// The device pixels an inset shadow's mask covers (BezelRaster's `ShadowDrawing.drawInner`), in
/// one place so that the renderer draws what `ThemePreflight` checks against the sheet size.
///
/// The mask is filled everywhere but the hole, so beyond the hole grown by two box radii it stays
/// filled through every blur pass but the last: it need only cover the part drawn (the clip,
/// moved back by the offset) and the hole so grown as far as the blur reaches from that part;
/// the blur counts what lies beyond as filled.
package enum InsetShadowMask {
    /// The mask's pixels for drawing `clip` (points) with the shadow of everything outside `hole`
    /// (its bounding rect, points) moved by `offset` and blurred by `blur` points, at `scale`.
    package static func region(clip: Rect, hole: Rect, offset: Size, blur: Double, scale: Double) -> PixelRegion {
        let r = Double(ShadowReach.boxRadius(radius: blur, scale: scale))
        func around(_ rect: Rect, by shift: Size, _ grow: Double) -> PixelRegion {
            PixelRegion(x0: ((rect.minX - shift.width) * scale).rounded(.down) - grow, y0: ((rect.minY - shift.height) * scale).rounded(.down) - grow,
                   x1: ((rect.maxX - shift.width) * scale).rounded(.up) + grow, y1: ((rect.maxY - shift.height) * scale).rounded(.up) + grow)
        }
        let drawn = around(clip, by: offset, 2), reached = around(clip, by: offset, 3 * r + 2), grown = around(hole, by: .zero, 2 * r + 2)
        let near = PixelRegion(x0: max(reached.x0, grown.x0), y0: max(reached.y0, grown.y0),
                          x1: min(reached.x1, grown.x1), y1: min(reached.y1, grown.y1))
        guard hole.width > 0, hole.height > 0, near.width > 0, near.height > 0 else { return drawn }
        return PixelRegion(x0: min(drawn.x0, near.x0), y0: min(drawn.y0, near.y0), x1: max(drawn.x1, near.x1), y1: max(drawn.y1, near.y1))
    }
}
