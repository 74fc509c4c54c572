import BezelCore
import CPangoCairo

/// The cairo patterns both kinds of gradient are made of — a theme's background gradient
/// (`GradientDrawing`) and a gradient drawn in code (`CodeCanvas.paint`): the ellipse of a radial
/// `CAGradientLayer`, and stops interpolated without premultiplying, padded beyond the ends.
enum GradientPattern {
    /// A radial pattern from `center` out to the ellipse with radii `rx`, `ry`: a unit circle at the
    /// origin mapped onto it (the matrix goes from user space to pattern space). nil for a flat ellipse.
    static func ellipse(center: Point, rx: Double, ry: Double) -> OpaquePointer? {
        guard rx > 0, ry > 0 else { return nil }
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -center.x / rx, -center.y / ry)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// Adds the stops (position, red, green, blue, alpha) and pads beyond the first and last.
    static func addStops(_ stops: [(position: Double, red: Double, green: Double, blue: Double, alpha: Double)], to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.position, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
}
