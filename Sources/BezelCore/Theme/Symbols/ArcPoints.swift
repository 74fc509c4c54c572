import Foundation

/// Points along an SVG elliptical arc (endpoint form, SVG 1.1 appendix F.6: radii scaled up when
/// too small to reach, the centre from the flags), for measuring its bounds.
enum ArcPoints {
    static func along(from p1: Point, radii: Size, rotation: Double, largeArc: Bool, sweep: Bool, to p2: Point, count: Int) -> [Point] {
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0, p1 != p2 else { return [p1, p2] }
        let phi = rotation * .pi / 180, cosP = cos(phi), sinP = sin(phi)
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cosP * dx + sinP * dy, y1 = -sinP * dx + cosP * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(num, 0) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let cx = cosP * cx1 - sinP * cy1 + (p1.x + p2.x) / 2, cy = sinP * cx1 + cosP * cy1 + (p1.y + p2.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double { atan2(ux * vy - uy * vx, ux * vx + uy * vy) }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        return (0...count).map { i in
            let t = theta1 + delta * Double(i) / Double(count)
            let ex = rx * cos(t), ey = ry * sin(t)
            return Point(x: cosP * ex - sinP * ey + cx, y: sinP * ex + cosP * ey + cy)
        }
    }
}
