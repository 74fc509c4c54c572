import Foundation

/// One segment of an outline, in absolute coordinates: what SVG path data says once its relative,
/// shorthand (`H`, `V`, `S`, `T`) and repeated forms are spelt out (`SVGPathParser`). Symbol
/// templates are drawn from these, moved, interpolated between weights and written back out.
public enum PathSegment: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    /// An elliptical arc to the last point (`A rx ry rotation large-arc sweep x y`).
    case arc(radii: Size, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    case close

    /// The kind of segment, for checking that two outlines can be interpolated.
    var kind: String {
        switch self {
        case .move: "M"
        case .line: "L"
        case .quad: "Q"
        case .cubic: "C"
        case .arc(_, _, let large, let sweep, _): "A\(large ? 1 : 0)\(sweep ? 1 : 0)"
        case .close: "Z"
        }
    }

    /// The segment `t` of the way from `self` to `other` (same kind: `kind` is equal).
    func interpolated(to other: PathSegment, _ t: Double) -> PathSegment {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func p(_ a: Point, _ b: Point) -> Point { Point(x: l(a.x, b.x), y: l(a.y, b.y)) }
        switch (self, other) {
        case (.move(let a), .move(let b)): return .move(p(a, b))
        case (.line(let a), .line(let b)): return .line(p(a, b))
        case (.quad(let a1, let a), .quad(let b1, let b)): return .quad(p(a1, b1), p(a, b))
        case (.cubic(let a1, let a2, let a), .cubic(let b1, let b2, let b)): return .cubic(p(a1, b1), p(a2, b2), p(a, b))
        case (.arc(let ra, let rota, let large, let sweep, let a), .arc(let rb, let rotb, _, _, let b)):
            return .arc(radii: Size(width: l(ra.width, rb.width), height: l(ra.height, rb.height)), rotation: l(rota, rotb),
                        largeArc: large, sweep: sweep, to: p(a, b))
        default: return self
        }
    }

    /// The segment as SVG path data (absolute commands, numbers to 1/10,000 unit).
    var pathData: String {
        func n(_ v: Double) -> String { SymbolNumber.format(v) }
        func p(_ q: Point) -> String { "\(n(q.x)) \(n(q.y))" }
        switch self {
        case .move(let a): return "M\(p(a))"
        case .line(let a): return "L\(p(a))"
        case .quad(let c, let a): return "Q\(p(c)) \(p(a))"
        case .cubic(let c1, let c2, let a): return "C\(p(c1)) \(p(c2)) \(p(a))"
        case .arc(let r, let rot, let large, let sweep, let a):
            return "A\(n(r.width)) \(n(r.height)) \(n(rot)) \(large ? 1 : 0) \(sweep ? 1 : 0) \(p(a))"
        case .close: return "Z"
        }
    }
}

/// How symbol geometry is written: at most four decimals, no trailing zeros, no "-0".
enum SymbolNumber {
    static func format(_ v: Double) -> String {
        let r = (v * 10_000).rounded() / 10_000
        if r == 0 { return "0" }
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.4f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
