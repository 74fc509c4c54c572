import BezelCore
import BezelRaster
import Foundation

/// A path with its stroke style, drawn into the current graphics context with `fill()`, `stroke()`
/// and `addClip()`. Shapes are made of lines and cubic curves as Core Graphics makes them; a
/// rounded rect (`init(roundedRect:cornerRadius:)`) has continuous corners as iOS 7 and later draw
/// them (circular when the radius is too large for them), the same squircle Bezel draws for a button's
/// `cornerCurve: continuous`. Approximated: antialiased by Cairo, which differs from Core Graphics
/// by a level or so on edge pixels.
public class UIBezierPath: NSObject {
    var code: CodePath
    /// Stroke width in points (default 1).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Fill and clip with the even-odd rule instead of non-zero winding.
    public var usesEvenOddFillRule = false

    public override init() { code = CodePath() }

    init(code: CodePath) { self.code = code }

    public convenience init(rect: CGRect) { self.init(code: .rect(Rect(rect))) }

    public convenience init(ovalIn rect: CGRect) { self.init(code: .oval(Rect(rect))) }

    /// A rounded rect with continuous corners of `cornerRadius` (clamped to half the shorter side;
    /// circular when a continuous corner would not fit, as `CairoPaths` decides for buttons).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = Rect(rect), radius = max(0, min(Double(cornerRadius), min(r.width, r.height) / 2))
        var path = CodePath()
        if radius > 0 { path.appendContinuousRoundedRect(r, radius: radius) } else { path = .rect(r) }
        self.init(code: path)
    }

    /// A rect whose `corners` are circular arcs of `cornerRadii.width` (clamped to half the shorter
    /// side; the height is not used, as iOS 7 and later do not use it).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(code: .roundedRect(Rect(rect), radius: Double(cornerRadii.width), corners: corners.code))
    }

    /// An arc (not closed): `clockwise` on screen (angles increasing, y down), as UIKit's.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding `cgPath`'s elements.
    public convenience init(cgPath: CGPath) { self.init(code: cgPath.code) }

    public func move(to point: CGPoint) { code.move(to: Point(point)) }
    public func addLine(to point: CGPoint) { code.line(to: Point(point)) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        code.curve(control1: Point(controlPoint1), control2: Point(controlPoint2), to: Point(end))
    }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { code.quad(control: Point(controlPoint), to: Point(end)) }
    /// An arc: a line from the current point to its start (a move on an empty path), then the arc.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        code.arc(center: Point(center), radius: Double(radius), start: Double(startAngle), end: Double(endAngle), clockwise: clockwise)
    }
    public func close() { code.close() }
    public func append(_ path: UIBezierPath) { code.append(path.code) }
    public func removeAllPoints() { code = CodePath() }

    public var isEmpty: Bool { code.isEmpty }
    public var currentPoint: CGPoint { code.currentPoint.map(CGPoint.init) ?? .zero }
    /// The smallest rect holding every point, control points included (`CGPath.boundingBox`).
    public var bounds: CGRect { code.controlPointBounds.map(CGRect.init) ?? .null }

    /// The path as a `CGPath` (a copy); setting it replaces the elements.
    public var cgPath: CGPath {
        get { CGPath(code: code) }
        set { code = newValue.code }
    }

    var rule: CodeFillRule { usesEvenOddFillRule ? .evenOdd : .nonZero }

    var strokeStyle: CodeStrokeStyle {
        var s = CodeStrokeStyle()
        s.width = Double(lineWidth); s.cap = lineCapStyle.code; s.join = lineJoinStyle.code; s.miterLimit = Double(miterLimit)
        return s
    }

    /// Fills with the context's fill colour (`UIColor.setFill()`), alpha and blend mode.
    public func fill() {
        let ctx = GraphicsContextStack.requireContext("UIBezierPath.fill()")
        ctx.drawing().fill(code, ctx.state.fill, rule: rule, blend: ctx.state.blend, alpha: ctx.state.alpha)
    }

    /// Fills with the context's fill colour, `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        let ctx = GraphicsContextStack.requireContext("UIBezierPath.fill(with:alpha:)")
        ctx.drawing().fill(code, ctx.state.fill, rule: rule, blend: blendMode.code, alpha: Double(alpha) * ctx.state.alpha)
    }

    /// Strokes with the context's stroke colour (`UIColor.setStroke()`) and this path's line style.
    public func stroke() {
        let ctx = GraphicsContextStack.requireContext("UIBezierPath.stroke()")
        ctx.drawing().stroke(code, ctx.state.stroke, style: strokeStyle, blend: ctx.state.blend, alpha: ctx.state.alpha)
    }

    /// Strokes with the context's stroke colour, `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        let ctx = GraphicsContextStack.requireContext("UIBezierPath.stroke(with:alpha:)")
        ctx.drawing().stroke(code, ctx.state.stroke, style: strokeStyle, blend: blendMode.code, alpha: Double(alpha) * ctx.state.alpha)
    }

    /// Intersects the current context's clip with the path (until `restoreGState`).
    public func addClip() {
        GraphicsContextStack.requireContext("UIBezierPath.addClip()").drawing().clip(code, rule: rule)
    }
}
