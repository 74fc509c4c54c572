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
            guard rx > 0, ry > 0 else { return }
            // A unit circle at the origin, mapped onto the ellipse: the matrix goes from user space to pattern space.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -gradient.start.x / rx, -gradient.start.y / ry)
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color.components
            cairo_pattern_add_color_stop_rgba(pattern, stop.position, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_new_path(cr)
        CairoPaths.append(shape, to: cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }
}
