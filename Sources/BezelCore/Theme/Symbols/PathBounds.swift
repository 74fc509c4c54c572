import Foundation

/// The ink bounds of outlines: the smallest rect holding every point a filled path covers. Lines
/// and Bézier curves are exact (their ends and the turning points of each axis); an elliptical arc
/// is measured at 256 points along it (to well under 1/1,000 of its radius).
enum PathBounds {
    /// The bounds of `paths`, or nil when they hold no point.
    static func of(_ paths: [[PathSegment]]) -> Rect? {
        var b = Accumulator()
        for path in paths {
            var current = Point(x: 0, y: 0), start = current
            for segment in path {
                switch segment {
                case .move(let p): current = p; start = p; b.add(p)
                case .line(let p): b.add(p); current = p
                case .quad(let c, let p):
                    b.add(p)
                    for t in quadTurns(current, c, p) { b.add(quadPoint(current, c, p, t)) }
                    current = p
                case .cubic(let c1, let c2, let p):
                    b.add(p)
                    for t in cubicTurns(current, c1, c2, p) { b.add(cubicPoint(current, c1, c2, p, t)) }
                    current = p
                case .arc(let r, let rot, let large, let sweep, let p):
                    for q in ArcPoints.along(from: current, radii: r, rotation: rot, largeArc: large, sweep: sweep, to: p, count: 256) { b.add(q) }
                    b.add(p); current = p
                case .close: current = start
                }
            }
        }
        return b.rect
    }

    private struct Accumulator {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        mutating func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        var rect: Rect? { minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
    }

    static func quadPoint(_ a: Point, _ c: Point, _ b: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    }

    static func cubicPoint(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, _ t: Double) -> Point {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return Point(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }

    /// Where a quadratic's x or y stops growing or shrinking, inside (0, 1).
    static func quadTurns(_ a: Point, _ c: Point, _ b: Point) -> [Double] {
        [(a.x, c.x, b.x), (a.y, c.y, b.y)].compactMap { p0, p1, p2 in
            let d = p0 - 2 * p1 + p2
            guard d != 0 else { return nil }
            let t = (p0 - p1) / d
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Where a cubic's x or y stops growing or shrinking, inside (0, 1): the roots of its derivative.
    static func cubicTurns(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point) -> [Double] {
        var out: [Double] = []
        for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
            // d/dt = 3(qa t² + qb t + qc)
            let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
            if abs(qa) < 1e-12 {
                if qb != 0 { out.append(-qc / qb) }
                continue
            }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { continue }
            let s = disc.squareRoot()
            out.append((-qb + s) / (2 * qa)); out.append((-qb - s) / (2 * qa))
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }
}
