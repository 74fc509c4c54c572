import Foundation

/// An SVG `transform` attribute as one affine matrix (`matrix`, `translate`, `scale`, `rotate`,
/// `skewX`, `skewY`, applied left to right as SVG does), and its action on outlines.
struct SVGTransform: Hashable, Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = SVGTransform()

    /// `self` then `inner`: the matrix of an element whose parent has `self` and which has `inner`.
    func then(_ inner: SVGTransform) -> SVGTransform {
        SVGTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                     c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                     e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f) }

    /// Whether it only moves and scales evenly (what an arc keeps its shape under here).
    var isSimilarity: Bool { b == 0 && c == 0 && a == d && a > 0 }

    /// `segment` mapped; nil for an arc under a matrix that would turn or skew it.
    func apply(_ segment: PathSegment) -> PathSegment? {
        switch segment {
        case .move(let p): return .move(apply(p))
        case .line(let p): return .line(apply(p))
        case .quad(let q, let p): return .quad(apply(q), apply(p))
        case .cubic(let q1, let q2, let p): return .cubic(apply(q1), apply(q2), apply(p))
        case .arc(let r, let rot, let large, let sweep, let p):
            guard isSimilarity else { return nil }
            return .arc(radii: Size(width: r.width * a, height: r.height * a), rotation: rot, largeArc: large, sweep: sweep, to: apply(p))
        case .close: return .close
        }
    }

    /// The matrix of a `transform` attribute, or nil when it is not one.
    static func parse(_ text: String) -> SVGTransform? {
        var result = SVGTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let numbers = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { Double(String($0)) }
            guard numbers.allSatisfy({ $0?.isFinite == true }), let step = step(name, numbers.map { $0! }) else { return nil }
            result = result.then(step)
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func step(_ name: String, _ n: [Double]) -> SVGTransform? {
        switch (name, n.count) {
        case ("matrix", 6): return SVGTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case ("translate", 1), ("translate", 2): return SVGTransform(e: n[0], f: n.count == 2 ? n[1] : 0)
        case ("scale", 1), ("scale", 2): return SVGTransform(a: n[0], d: n.count == 2 ? n[1] : n[0])
        case ("rotate", 1), ("rotate", 3):
            let r = n[0] * .pi / 180
            let turn = SVGTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
            guard n.count == 3 else { return turn }
            return SVGTransform(e: n[1], f: n[2]).then(turn).then(SVGTransform(e: -n[1], f: -n[2]))
        case ("skewX", 1): return SVGTransform(c: tan(n[0] * .pi / 180))
        case ("skewY", 1): return SVGTransform(b: tan(n[0] * .pi / 180))
        default: return nil
        }
    }
}
