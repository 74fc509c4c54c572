import BezelCore
import BezelRaster
import Foundation

/// A path as Core Graphics keeps it (`UIBezierPath.cgPath`, `CAShapeLayer.path`, `CGContext.addPath`):
/// moves, lines, curves and closes in user space. Immutable; `CGMutablePath` builds one.
public class CGPath {
    var code: CodePath

    init(code: CodePath) { self.code = code }

    /// The smallest rect holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect { code.controlPointBounds.map(CGRect.init) ?? .null }
    public var isEmpty: Bool { code.isEmpty }
    /// Where the next element would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { code.currentPoint.map(CGPoint.init) ?? .zero }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(code: code) }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(code: code) }
}

/// A path being built.
public final class CGMutablePath: CGPath {
    public init() { super.init(code: CodePath()) }
    override init(code: CodePath) { super.init(code: code) }

    public func move(to point: CGPoint) { code.move(to: Point(point)) }
    public func addLine(to point: CGPoint) { code.line(to: Point(point)) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        code.curve(control1: Point(control1), control2: Point(control2), to: Point(end))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { code.quad(control: Point(control), to: Point(end)) }
    /// An arc; `clockwise` as Core Graphics means it, in its unflipped space: in UIKit's y-down
    /// contexts a clockwise arc turns counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        code.arc(center: Point(center), radius: Double(radius), start: Double(startAngle), end: Double(endAngle), clockwise: !clockwise)
    }
    public func addRect(_ rect: CGRect) { code.append(CodePath.rect(Rect(rect))) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { code.append(CodePath.oval(Rect(rect))) }
    /// A rounded rect with circular corners of `cornerWidth` (the height is taken to be the same).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        code.append(CodePath.roundedRect(Rect(rect), radius: Double(min(cornerWidth, cornerHeight)), corners: .all))
    }
    public func addPath(_ path: CGPath) { code.append(path.code) }
    public func closeSubpath() { code.close() }
}

extension Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Rect {
    init(_ r: CGRect) {
        let s = r.standardized
        self.init(x: Double(s.minX), y: Double(s.minY), width: Double(s.width), height: Double(s.height))
    }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
