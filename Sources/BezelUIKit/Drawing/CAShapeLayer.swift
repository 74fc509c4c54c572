import BezelCore
import BezelRaster
import Foundation

/// How a `CAShapeLayer` fills its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path, filled then stroked, with `render(in:)` into an image context: the
/// same pixels as `UIBezierPath`'s `fill()` and `stroke()` of that path in those colours. The path is
/// in the layer's own coordinates (its bounds' origin at the context's origin).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    /// Default opaque black, as Core Animation's; nil fills nothing.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Default nil: no stroke.
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var fillRule: CAShapeLayerFillRule = .nonZero

    public override init() { super.init() }

    open override func render(in ctx: CGContext) {
        refuseUndrawnLayerProperties("CAShapeLayer", corners: cornerRadius > 0 && masksToBounds)
        guard let path, !path.isEmpty else { return }
        let canvas = ctx.drawing()
        if let fillColor {
            canvas.fill(path.code, fillColor.codeColor, rule: fillRule == .evenOdd ? .evenOdd : .nonZero,
                        blend: ctx.state.blend, alpha: ctx.state.alpha)
        }
        if let strokeColor, lineWidth > 0 {
            var style = CodeStrokeStyle()
            style.width = Double(lineWidth)
            canvas.stroke(path.code, strokeColor.codeColor, style: style, blend: ctx.state.blend, alpha: ctx.state.alpha)
        }
    }
}
