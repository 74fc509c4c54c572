/// The built-in glyphs of the non-custom button types as vector shapes (docs/uikit.md, "Defaults per button type"), after the
/// flat iOS 7–12 artwork: a 22-pt box with a 1-pt circle and a centred "i" or "+" about 10 pt tall;
/// the close button's bold "x" (SF Symbol `xmark`, 15 pt bold) centred on its 30-pt circle, which
/// is the background. Geometry is in the glyph's own box and scaled to the image rect.
enum GlyphShapes {
    static func nodes(_ glyph: BuiltInGlyph, in rect: Rect, color: RGBAColor) -> [SceneNode] {
        switch glyph {
        case .info:
            let u = rect.width / UIKitConstants.glyphButtonSize, v = rect.height / UIKitConstants.glyphButtonSize
            func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * u, y: rect.minY + y * v) }
            return [
                ring(rect, u: u, v: v, color: color),
                // The i-dot: a 2.5-pt disc above the stem.
                .fill(shape: .ellipse(Rect(origin: p(9.75, 5.25), size: Size(width: 2.5 * u, height: 2.5 * v))), color: color),
                .stroke(shape: .segments([(p(11, 9.5), p(11, 16.5))]), color: color, width: 2 * u, roundCaps: false),
            ]
        case .contactAdd:
            let u = rect.width / UIKitConstants.glyphButtonSize, v = rect.height / UIKitConstants.glyphButtonSize
            func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * u, y: rect.minY + y * v) }
            return [
                ring(rect, u: u, v: v, color: color),
                .stroke(shape: .segments([(p(6, 11), p(16, 11)), (p(11, 6), p(11, 16))]),
                        color: color, width: 2 * u, roundCaps: false),
            ]
        case .close:
            let u = rect.width / UIKitConstants.closeButtonSize, v = rect.height / UIKitConstants.closeButtonSize
            func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * u, y: rect.minY + y * v) }
            // Arms 10 pt across, 2.5 pt strokes with round caps: about 12.5 pt of ink.
            return [.stroke(shape: .segments([(p(10, 10), p(20, 20)), (p(20, 10), p(10, 20))]),
                            color: color, width: 2.5 * u, roundCaps: true)]
        }
    }

    /// The 1-pt circle of the 22-pt box, its stroke lying just inside the box.
    static func ring(_ rect: Rect, u: Double, v: Double, color: RGBAColor) -> SceneNode {
        let inset = rect.inset(by: EdgeInsets(top: 0.5 * v, left: 0.5 * u, bottom: 0.5 * v, right: 0.5 * u))
        return .stroke(shape: .ellipse(inset), color: color, width: u, roundCaps: false)
    }
}
