import BezelCore
import CPangoCairo

/// A background gradient: a cairo linear or radial pattern with the scene's stops, filling a shape.
/// Cairo (pixman) interpolates stop colours without premultiplying them, as Core Graphics does,
/// and pads beyond the first and last stops, as `CAGradientLayer` does.
enum GradientDrawing {
    static func fill(_ shape: SceneShape, with gradient: SceneGradient, on cr: OpaquePointer) {
        let pattern: OpaquePointer
        switch gradient.type {
        case .axial:
            pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
        case .radial:
            let rx = abs(gradient.end.x - gradient.start.x), ry = abs(gradient.end.y - gradient.start.y)
            guard let ellipse = GradientPattern.ellipse(center: gradient.start, rx: rx, ry: ry) else { return }
            pattern = ellipse
        }
        defer { cairo_pattern_destroy(pattern) }
        GradientPattern.addStops(gradient.stops.map {
            let c = $0.color.components
            return ($0.position, c.red, c.green, c.blue, c.alpha)
        }, to: pattern)
        cairo_new_path(cr)
        CairoPaths.append(shape, to: cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }
}
