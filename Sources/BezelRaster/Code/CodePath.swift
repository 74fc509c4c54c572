import BezelCore
import CPangoCairo
import Foundation

/// A path drawn in code (BezelUIKit's `UIBezierPath` and `CGPath`): moves, lines, quadratic and
/// cubic Bézier curves and closes in user space, as Core Graphics stores them. Arcs and ovals are
/// made of cubic curves (at most a quarter turn each), as Core Graphics makes them; a rounded rect
/// with continuous corners is kept whole and drawn as Bezel draws a button's continuous corners.
package struct CodePath: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case curve(control1: Point, control2: Point, to: Point)
        case close
        /// A closed rounded rect with continuous (squircle) corners, as `CairoPaths` draws a button's.
        case continuousRoundedRect(Rect, radius: Double)
    }

    package private(set) var elements: [Element] = []
    /// Where the last sub-path started (where a close returns).
    private var subpathStart: Point?
    /// The point the next element starts from; nil for an empty path.
    package private(set) var currentPoint: Point?

    package init() {}

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) { elements.append(.move(p)); subpathStart = p; currentPoint = p }

    /// A line to `p` (a move when the path is empty, as Core Graphics would refuse it).
    package mutating func line(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(p)); currentPoint = p
    }

    package mutating func quad(control: Point, to p: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quad(control: control, to: p)); currentPoint = p
    }

    package mutating func curve(control1: Point, control2: Point, to p: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(control1: control1, control2: control2, to: p)); currentPoint = p
    }

    package mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close); currentPoint = subpathStart
    }

    package mutating func append(_ other: CodePath) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(control: c, to: p)
            case .curve(let c1, let c2, let p): curve(control1: c1, control2: c2, to: p)
            case .close: close()
            case .continuousRoundedRect(let r, let radius): appendContinuousRoundedRect(r, radius: radius)
            }
        }
    }

    package mutating func appendContinuousRoundedRect(_ rect: Rect, radius: Double) {
        elements.append(.continuousRoundedRect(rect, radius: radius))
        let start = Point(x: rect.minX, y: rect.minY)
        subpathStart = start; currentPoint = start
    }

    /// An arc around `center` from `start` to `end` (radians; 0 is +x, π/2 is +y, down), with
    /// increasing angles when `clockwise` (clockwise on screen, y down), as UIKit's `addArc`: a line
    /// from the current point to the arc's start, or a move when the path is empty. A sweep of
    /// more than a full turn draws one full circle.
    package mutating func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = clockwise ? end - start : start - end
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
        sweep = min(sweep, twoPi)
        func point(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { line(to: first) }
        guard sweep > 0, radius > 0 else { return }
        let pieces = max(1, Int((sweep / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = (clockwise ? sweep : -sweep) / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            curve(control1: Point(x: p0.x - handle * sin(a), y: p0.y + handle * cos(a)),
                  control2: Point(x: p3.x + handle * sin(b), y: p3.y - handle * cos(b)), to: p3)
            a = b
        }
    }

    /// The smallest rect holding every point, control points included (`CGPath.boundingBox`);
    /// nil for an empty path.
    package var controlPointBounds: Rect? {
        var xs: [Double] = [], ys: [Double] = []
        func add(_ p: Point) { xs.append(p.x); ys.append(p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .curve(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            case .continuousRoundedRect(let r, _): add(Point(x: r.minX, y: r.minY)); add(Point(x: r.maxX, y: r.maxY))
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends the path to `cr`'s current path, in its user space.
    func append(to cr: OpaquePointer) {
        var last = Point(x: 0, y: 0)
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); last = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); last = p
            case .quad(let c, let p):
                // A quadratic curve as the cubic that is the same curve (degree elevation).
                cairo_curve_to(cr, last.x + 2 / 3 * (c.x - last.x), last.y + 2 / 3 * (c.y - last.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                last = p
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); last = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                last = Point(x: x, y: y)
            case .continuousRoundedRect(let r, let radius):
                cairo_new_sub_path(cr)
                CairoPaths.append(.roundedRect(r, radius: radius, continuous: true), to: cr)
                last = Point(x: r.minX, y: r.minY)
            }
        }
    }
}
