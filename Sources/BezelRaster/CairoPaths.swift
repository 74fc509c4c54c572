import BezelCore
import CPangoCairo
import Foundation

/// Appends `SceneShape` paths to a cairo context (`cairo_t *`), in its user space.
enum CairoPaths {
    /// How far a continuous corner reaches along each edge, in radii (UIKit's iOS 7 squircle).
    static let continuousExtent = 1.52866483

    static func append(_ shape: SceneShape, to cr: OpaquePointer) {
        switch shape {
        case let .roundedRect(rect, radius, continuous):
            let half = max(0, min(rect.width, rect.height) / 2)
            if radius <= 0 || rect.width <= 0 || rect.height <= 0 {
                cairo_rectangle(cr, rect.minX, rect.minY, max(0, rect.width), max(0, rect.height))
            } else if continuous && radius * continuousExtent <= half {
                appendContinuous(rect, radius: radius, to: cr)
            } else {
                appendCircular(rect, radius: min(radius, half), to: cr)
            }
        case let .ellipse(rect):
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case let .segments(segments):
            for (a, b) in segments {
                cairo_move_to(cr, a.x, a.y)
                cairo_line_to(cr, b.x, b.y)
            }
        }
    }

    /// A rounded rect as one closed sub-path that starts where its top edge's straight part begins
    /// (the top-left corner's end; the corner itself when square) and runs clockwise: where a
    /// dash pattern starts (`StrokeDash`). Other shapes are appended as `append` appends them.
    static func appendFromTopLeft(_ shape: SceneShape, to cr: OpaquePointer) {
        guard case let .roundedRect(rect, radius, continuous) = shape, radius > 0, rect.width > 0, rect.height > 0 else {
            append(shape, to: cr)  // cairo_rectangle starts at the top-left corner and runs clockwise
            return
        }
        let half = min(rect.width, rect.height) / 2
        if continuous && radius * continuousExtent <= half {
            appendContinuous(rect, radius: radius, fromTopLeft: true, to: cr)
        } else {
            appendCircular(rect, radius: min(radius, half), fromTopLeft: true, to: cr)
        }
    }

    /// Quarter-circle corners, from the top-right corner's start unless `fromTopLeft`.
    static func appendCircular(_ r: Rect, radius: Double, fromTopLeft: Bool = false, to cr: OpaquePointer) {
        let pi = Double.pi
        cairo_new_sub_path(cr)
        if fromTopLeft { cairo_move_to(cr, r.minX + radius, r.minY) }
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, pi / 2, pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, pi, 3 * pi / 2)
        cairo_close_path(cr)
    }

    /// The continuous ("squircle") corner of UIKit's `UIBezierPath(roundedRect:cornerRadius:)` since
    /// iOS 7, as widely reverse-engineered: for the top-right corner, points are
    /// `(maxX − a·r, minY + b·r)` for the `(a, b)` pairs below, from the top edge to the right edge.
    /// The other corners are its mirror images.
    static let corner: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))?] = [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        nil,  // line to (0.63149399, 0.07491100)
        ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)),
        nil,  // line to (0.06549600, 0.66993427)
        ((0, 0.86840701), (0, 1.08849299), (0, 1.52866483)),
    ]
    static let cornerLines: [Int: (Double, Double)] = [1: (0.63149399, 0.07491100), 3: (0.06549600, 0.66993427)]

    /// From the top-right corner's start unless `fromTopLeft`.
    static func appendContinuous(_ r: Rect, radius: Double, fromTopLeft: Bool = false, to cr: OpaquePointer) {
        // Each corner: its corner point and the unit directions "back along the incoming edge" (a)
        // and "along the outgoing edge" (b), walking clockwise from the top edge.
        let corners: [(x: Double, y: Double, ax: Double, ay: Double, bx: Double, by: Double)] = [
            (r.maxX, r.minY, -1, 0, 0, 1),   // top right
            (r.maxX, r.maxY, 0, -1, -1, 0),  // bottom right
            (r.minX, r.maxY, 1, 0, 0, -1),   // bottom left
            (r.minX, r.minY, 0, 1, 1, 0),    // top left
        ]
        cairo_new_sub_path(cr)
        if fromTopLeft { cairo_move_to(cr, r.minX + continuousExtent * radius, r.minY) }
        for (i, k) in corners.enumerated() {
            func point(_ ab: (Double, Double)) -> (Double, Double) {
                (k.x + (k.ax * ab.0 + k.bx * ab.1) * radius, k.y + (k.ay * ab.0 + k.by * ab.1) * radius)
            }
            let start = point((continuousExtent, 0))
            if i == 0 && !fromTopLeft { cairo_move_to(cr, start.0, start.1) } else { cairo_line_to(cr, start.0, start.1) }
            for (index, segment) in corner.enumerated() {
                if let segment {
                    let c1 = point(segment.c1), c2 = point(segment.c2), end = point(segment.end)
                    cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
                } else if let line = cornerLines[index] {
                    let p = point(line)
                    cairo_line_to(cr, p.0, p.1)
                }
            }
        }
        cairo_close_path(cr)
    }
}
