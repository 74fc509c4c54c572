import BezelCore
import BezelRaster
import Foundation

/// Building and drawing the context's current path, filling rects and gradients.
///
/// Approximated: the current path is kept in user space and placed with the transform in force
/// when it is filled, stroked or clipped (Core Graphics places each piece with the transform in
/// force when it is added): change the transform before building a path, not in the middle.
extension CGContext {
    public func beginPath() { currentPath = CodePath() }
    public func move(to point: CGPoint) { currentPath.move(to: Point(point)) }
    public func addLine(to point: CGPoint) { currentPath.line(to: Point(point)) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.curve(control1: Point(control1), control2: Point(control2), to: Point(end))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.quad(control: Point(control), to: Point(end)) }
    /// An arc; `clockwise` in Core Graphics' unflipped sense: counterclockwise on screen in UIKit's
    /// y-down contexts, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.arc(center: Point(center), radius: Double(radius), start: Double(startAngle), end: Double(endAngle), clockwise: !clockwise)
    }
    public func addRect(_ rect: CGRect) { currentPath.append(.rect(Rect(rect))) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { currentPath.append(.oval(Rect(rect))) }
    public func addPath(_ path: CGPath) { currentPath.append(path.code) }
    public func closePath() { currentPath.close() }
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current path's bounding box, control points included.
    public var boundingBoxOfPath: CGRect { currentPath.controlPointBounds.map(CGRect.init) ?? .null }

    /// Fills the current path with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawing().fill(takePath(), state.fill, rule: rule.code, blend: state.blend, alpha: state.alpha)
    }

    /// Strokes the current path with the stroke colour and line style and empties it.
    public func strokePath() {
        drawing().stroke(takePath(), state.stroke, style: state.line, blend: state.blend, alpha: state.alpha)
    }

    /// Intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) { drawing().clip(takePath(), rule: rule.code) }

    public func clip(to rect: CGRect) { drawing().clip(.rect(Rect(rect)), rule: .nonZero) }

    public func fill(_ rect: CGRect) { fillShape(.rect(Rect(rect))) }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    public func fillEllipse(in rect: CGRect) { fillShape(.oval(Rect(rect))) }

    public func stroke(_ rect: CGRect) { strokeShape(.rect(Rect(rect)), width: state.line.width) }
    public func stroke(_ rect: CGRect, width: CGFloat) { strokeShape(.rect(Rect(rect)), width: Double(width)) }
    public func strokeEllipse(in rect: CGRect) { strokeShape(.oval(Rect(rect)), width: state.line.width) }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        drawing().fill(.rect(Rect(rect)), .black, rule: .nonZero, blend: .clear, alpha: 1)
    }

    /// Paints `gradient` over the clip along the line from `start` to `end`; the end colours
    /// continue beyond only as `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        paint(gradient, .linear(start: Point(start), end: Point(end)), options)
    }

    /// Paints `gradient` over the clip between two circles; the end colours continue beyond only
    /// as `options` say (cut at the circles: exact when one lies inside the other).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        paint(gradient, .radial(startCenter: Point(startCenter), startRadius: Double(startRadius),
                                endCenter: Point(endCenter), endRadius: Double(endRadius)), options)
    }

    private func paint(_ gradient: CGGradient, _ geometry: CodeGradient.Geometry, _ options: CGGradientDrawingOptions) {
        let g = CodeGradient(stops: gradient.stops, geometry: geometry, extendsBefore: options.contains(.drawsBeforeStartLocation),
                             extendsAfter: options.contains(.drawsAfterEndLocation))
        drawing().paint(g, blend: state.blend, alpha: state.alpha)
    }

    private func fillShape(_ path: CodePath) {
        drawing().fill(path, state.fill, rule: .nonZero, blend: state.blend, alpha: state.alpha)
    }

    private func strokeShape(_ path: CodePath, width: Double) {
        var style = state.line
        style.width = width
        drawing().stroke(path, state.stroke, style: style, blend: state.blend, alpha: state.alpha)
    }

    private func takePath() -> CodePath {
        defer { currentPath = CodePath() }
        return currentPath
    }
}
