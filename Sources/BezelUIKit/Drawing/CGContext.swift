import BezelCore
import BezelRaster
import Foundation

/// A drawing context: what `UIGraphicsImageRenderer` hands its actions (`ctx.cgContext`) and
/// `UIGraphicsGetCurrentContext()` returns. Drawing goes into a Cairo canvas (BezelRaster's
/// `CodeCanvas`) at the context's scale; a `UIButton`'s layer rendered into it (`layer.render(in:)`)
/// is recorded and drawn through Bezel's pipeline instead. Core Graphics' graphics state — fill
/// and stroke colours, line width, cap, join, miter limit, alpha, blend mode, transform, clip — is
/// saved and restored with `saveGState`/`restoreGState`; the current path is not part of it.
public final class CGContext {
    /// The button layers rendered into the context and not yet drawn (`CGContext+Layers`).
    var layers: [PendingLayer] = []
    let canvas: CodeCanvas?
    /// Whether anything was drawn into the canvas.
    var hasDrawn = false
    /// Whether anything was drawn or the transform or state stack changed: a layer rendered after
    /// that is drawn into the bitmap at once.
    var touched = false
    var state = State()
    /// The path being built (`move(to:)`, `addRect`, …), drawn by `fillPath`, `strokePath`, `clip`.
    var currentPath = CodePath()
    private var saved: [State] = []

    struct State {
        var fill = CodeColor.black
        var stroke = CodeColor.black
        var line = CodeStrokeStyle()
        var alpha = 1.0
        var blend = CodeBlendMode.normal
    }

    init(canvas: CodeCanvas?) { self.canvas = canvas }

    /// The canvas, marked as drawn into.
    func drawing() -> CodeCanvas {
        guard let canvas else { preconditionFailure("BezelUIKit: this context has no bitmap to draw into") }
        touched = true
        if !layers.isEmpty { flushLayers() }
        hasDrawn = true
        return canvas
    }

    public func saveGState() { beforeTransform(); saved.append(state); canvas?.save() }

    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        beforeTransform()
        state = last
        canvas?.restore()
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.codeColor }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.codeColor }
    public func setLineWidth(_ width: CGFloat) { state.line.width = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.line.cap = cap.code }
    public func setLineJoin(_ join: CGLineJoin) { state.line.join = join.code }
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = Double(limit) }
    /// The alpha everything drawn is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(alpha) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blend = mode.code }

    public func translateBy(x: CGFloat, y: CGFloat) { beforeTransform(); canvas?.translate(x: Double(x), y: Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { beforeTransform(); canvas?.scale(x: Double(x), y: Double(y)) }
    public func rotate(by angle: CGFloat) { beforeTransform(); canvas?.rotate(by: Double(angle)) }

    /// A layer kept aside is drawn where the transform placed it when it was rendered.
    private func beforeTransform() {
        touched = true
        if !layers.isEmpty { flushLayers() }
    }
}

extension CGColor {
    var codeColor: CodeColor { CodeColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }
}
