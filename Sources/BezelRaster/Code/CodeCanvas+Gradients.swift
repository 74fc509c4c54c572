import BezelCore
import CPangoCairo

extension CodeCanvas {
    /// Paints `gradient` over the clip (or over `path` when given), with `blend` and `alpha`
    /// multiplying every stop's alpha. Stop colours are interpolated without premultiplying, as Core
    /// Graphics and Bezel's theme gradients do (docs/format.md §8.9). A side that does not extend is
    /// cut off: exactly at the start or end line of a linear gradient, at the start or end circle of
    /// a radial one (exact when one circle lies inside the other, the usual case).
    package func paint(_ gradient: CodeGradient, within path: CodePath? = nil, blend: CodeBlendMode, alpha: Double) {
        guard let pattern = makePattern(gradient, alpha: alpha) else { return }
        defer { cairo_pattern_destroy(pattern) }
        preservingCurrentPath {
            cairo_save(cr)
            clipUnextendedSides(gradient)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, blend.cairoOperator)
            if let path {
                path.append(to: cr)
                cairo_fill(cr)
            } else {
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }

    private func makePattern(_ gradient: CodeGradient, alpha: Double) -> OpaquePointer? {
        let pattern: OpaquePointer
        switch gradient.geometry {
        case let .linear(start, end):
            guard start != end else { return nil }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case let .radial(c0, r0, c1, r1):
            pattern = cairo_pattern_create_radial(c0.x, c0.y, max(0, r0), c1.x, c1.y, max(0, r1))
        case let .ellipse(center, rx, ry):
            guard let ellipse = GradientPattern.ellipse(center: center, rx: rx, ry: ry) else { return nil }
            pattern = ellipse
        }
        GradientPattern.addStops(gradient.stops.map { ($0.position, $0.color.red, $0.color.green, $0.color.blue, $0.color.alpha * alpha) },
                                 to: pattern)
        return pattern
    }

    /// Clips away what lies before the start or after the end of a gradient that does not extend there.
    private func clipUnextendedSides(_ gradient: CodeGradient) {
        let far = 1e6
        switch gradient.geometry {
        case let .linear(s, e):
            let length = ((e.x - s.x) * (e.x - s.x) + (e.y - s.y) * (e.y - s.y)).squareRoot()
            guard length > 0 else { return }
            let d = Point(x: (e.x - s.x) / length, y: (e.y - s.y) / length), n = Point(x: -d.y, y: d.x)
            // The half-plane on the gradient's side of the line through `at`, facing `dir`.
            func halfPlane(at p: Point, dir: Double) {
                cairo_move_to(cr, p.x + n.x * far, p.y + n.y * far)
                cairo_line_to(cr, p.x - n.x * far, p.y - n.y * far)
                cairo_line_to(cr, p.x - n.x * far + d.x * far * dir, p.y - n.y * far + d.y * far * dir)
                cairo_line_to(cr, p.x + n.x * far + d.x * far * dir, p.y + n.y * far + d.y * far * dir)
                cairo_close_path(cr)
                cairo_clip(cr)
            }
            if !gradient.extendsBefore { halfPlane(at: s, dir: 1) }
            if !gradient.extendsAfter { halfPlane(at: e, dir: -1) }
        case let .radial(c0, r0, c1, r1):
            let (inner, outer) = r0 <= r1 ? ((c0, r0, gradient.extendsBefore), (c1, r1, gradient.extendsAfter))
                                          : ((c1, r1, gradient.extendsAfter), (c0, r0, gradient.extendsBefore))
            if !outer.2 {
                cairo_new_sub_path(cr); cairo_arc(cr, outer.0.x, outer.0.y, outer.1, 0, 2 * Double.pi); cairo_clip(cr)
            }
            if !inner.2, inner.1 > 0 {
                cairo_rectangle(cr, -far, -far, 2 * far, 2 * far)
                cairo_new_sub_path(cr); cairo_arc(cr, inner.0.x, inner.0.y, inner.1, 0, 2 * Double.pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
        case .ellipse:
            return
        }
    }
}
