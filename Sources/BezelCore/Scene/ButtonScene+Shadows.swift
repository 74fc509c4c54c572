/// The layer shadow's layers as scene nodes (docs/format.md §8.6): CSS `box-shadow` geometry —
/// spread, inset, the first layer on top — with Core Animation's blur (σ ≈ `radius`).
extension ButtonScene {
    /// The visible inset layers of `appearance` as drawn: inside the border, in CSS's padding box
    /// (the rounded bounds less the border width, its corner radius less the border width). The
    /// scene draws these and `ThemePreflight` checks their masks, so both see the same shapes.
    package static func insetShadowNodes(_ appearance: Appearance, bounds: Rect, radius: Double, continuous: Bool) -> [SceneNode] {
        let border = min(max(0, appearance.border?.width ?? 0), min(bounds.width, bounds.height) / 2)
        return shadowNodes(appearance.shadows.filter(\.inset), bounds: spreading(bounds, by: -border),
                           radius: max(0, radius - border), continuous: continuous)
    }

    /// The visible layers of `shadows` (all outer or all inset), the last first so that the first
    /// ends on top. An outer layer is the rounded bounds grown by its spread, blurred, moved by its
    /// offset, drawn whole (also under the button, as a layer shadow is; it shows only through a
    /// translucent background). An inset layer is everything outside the rounded bounds shrunk by
    /// its spread, moved and blurred, drawn only inside the rounded bounds.
    package static func shadowNodes(_ shadows: [ResolvedShadow], bounds: Rect, radius: Double, continuous: Bool) -> [SceneNode] {
        shadows.reversed().filter(\.isVisible).map { layer in
            let color = layer.color.multiplyingAlpha(layer.opacity), blur = max(0, layer.radius)
            let spread = layer.inset ? -layer.spread : layer.spread
            let shape = SceneShape.roundedRect(spreading(bounds, by: spread), radius: spreadRadius(radius, by: spread),
                                               continuous: continuous)
            guard layer.inset else { return .shadow(shape: shape, color: color, blur: blur, offset: layer.offset) }
            return .innerShadow(clip: .roundedRect(bounds, radius: radius, continuous: continuous), hole: shape,
                                color: color, blur: blur, offset: layer.offset)
        }
    }

    /// `rect` grown by `spread` on every side (shrunk when negative, to nothing at most).
    static func spreading(_ rect: Rect, by spread: Double) -> Rect {
        let grown = rect.inset(by: EdgeInsets(top: -spread, left: -spread, bottom: -spread, right: -spread))
        return Rect(x: grown.minX, y: grown.minY, width: max(0, grown.width), height: max(0, grown.height))
    }

    /// The corner radius of a shape spread by `spread` (CSS Backgrounds 3, "Shadow Shape, Spread
    /// and Knockout"): the radius plus the spread, at least 0; a corner rounded less than a
    /// growing spread grows by the spread × (1 + (radius / spread − 1)³) instead, so a square
    /// corner stays square.
    static func spreadRadius(_ radius: Double, by spread: Double) -> Double {
        guard spread > 0, radius < spread else { return max(0, radius + spread) }
        let ratio = radius / spread - 1
        return max(0, radius + spread * (1 + ratio * ratio * ratio))
    }
}
