/// The layer border as scene nodes (docs/format.md §8.5).
extension ButtonScene {
    /// The border drawn inside the bounds, above the content: a stroke along the bounds inset by
    /// half its width, with the corner radius less half its width; at most half the shorter side
    /// wide. Dashed and dotted borders break that stroke by their `StrokeDash`.
    static func borderNodes(_ border: ResolvedBorder, bounds: Rect, radius: Double, continuous: Bool) -> [SceneNode] {
        guard border.width > 0, border.color.alpha > 0 else { return [] }
        let w = min(border.width, min(bounds.width, bounds.height) / 2)
        let inset = bounds.inset(by: EdgeInsets(top: w / 2, left: w / 2, bottom: w / 2, right: w / 2))
        let shape = SceneShape.roundedRect(inset, radius: max(0, radius - w / 2), continuous: continuous)
        if let dash = StrokeDash(border, width: w) {
            return [.dashedStroke(shape: shape, color: border.color, width: w, dash: dash)]
        }
        return [.stroke(shape: shape, color: border.color, width: w, roundCaps: false)]
    }
}
