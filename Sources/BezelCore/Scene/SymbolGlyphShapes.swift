/// The iOS 13+ glyphs as vector shapes, after the SF Symbols iOS draws (docs/uikit.md, "Defaults
/// per button type"): `plus.circle` for contactAdd and `info.circle` for the info buttons, in a
/// 24.333 × 23.667-pt box: a ring 21.67 pt across (outer edge) with a 1.67-pt stroke, centred; a
/// plus of two 10.3-pt bars; an "i" of a dot and a stem. The symbol is drawn at its own size in the
/// middle of the image rect (frames are whole points: a 24 × 24-pt contactAdd), shrunk only when
/// the rect cannot hold the ring with a 1-pt margin, so no edge of the frame cuts a stroke. The
/// close button keeps its "x" (`GlyphShapes`).
enum SymbolGlyphShapes {
    static let ringDiameter = 65.0 / 3, stroke = 5.0 / 3, plusBar = 10.3

    static func nodes(_ glyph: BuiltInGlyph, in rect: Rect, color: RGBAColor) -> [SceneNode] {
        let ink = ringDiameter + 2
        let u = min(1, rect.width / ink, rect.height / ink), v = u
        let cx = rect.midX, cy = rect.midY
        func p(_ dx: Double, _ dy: Double) -> Point { Point(x: cx + dx * u, y: cy + dy * v) }
        let centreline = (ringDiameter - stroke) / 2
        let ring = SceneNode.stroke(shape: .ellipse(Rect(x: cx - centreline * u, y: cy - centreline * v,
                                                         width: 2 * centreline * u, height: 2 * centreline * v)),
                                    color: color, width: stroke * min(u, v), roundCaps: false)
        switch glyph {
        case .contactAdd:
            let h = plusBar / 2
            return [ring, .stroke(shape: .segments([(p(-h, 0), p(h, 0)), (p(0, -h), p(0, h))]),
                                  color: color, width: stroke * min(u, v), roundCaps: true)]
        case .info:
            let dot = 2.3
            return [ring,
                    .fill(shape: .ellipse(Rect(origin: p(-dot / 2, -5.6), size: Size(width: dot * u, height: dot * v))), color: color),
                    .stroke(shape: .segments([(p(0, -1.6), p(0, 5.2))]), color: color, width: 2 * min(u, v), roundCaps: true)]
        case .close:
            return GlyphShapes.nodes(glyph, in: rect, color: color)
        }
    }
}
