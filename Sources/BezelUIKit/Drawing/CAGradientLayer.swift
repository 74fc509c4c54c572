import BezelCore
import BezelRaster
import Foundation

/// The shape of a `CAGradientLayer`'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// From `startPoint` (the centre) to the ellipse whose radii are the distances to `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
}

/// A layer filled with a gradient, drawn with `render(in:)` into an image context (a background
/// image drawn in code). `startPoint` and `endPoint` are in the unit square of `bounds` (default:
/// top centre to bottom centre); colours are `CGColor`s (`UIColor.cgColor`, resolved with
/// `UITraitCollection.current` when taken); the first and last colours continue beyond the ends, as
/// Core Animation draws them and as Bezel draws a theme's gradient (docs/format.md §8.9).
/// Absent: `.conic` (Bezel's theme gradients have no conic form either).
open class CAGradientLayer: CALayer {
    /// `CGColor`s, as on iOS (`[Any]?`); anything else in it stops the drawing with a message.
    open var colors: [Any]?
    /// Where each colour sits (0…1); nil spreads them evenly.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }

    /// Draws the gradient over `bounds` (rounded by `cornerRadius` when `masksToBounds`) into `ctx`.
    open override func render(in ctx: CGContext) {
        refuseUndrawnLayerProperties("CAGradientLayer", corners: false)
        let b = Rect(bounds)
        guard let stops = gradientStops(), b.width > 0, b.height > 0 else { return }
        let start = Point(x: b.minX + Double(startPoint.x) * b.width, y: b.minY + Double(startPoint.y) * b.height)
        let end = Point(x: b.minX + Double(endPoint.x) * b.width, y: b.minY + Double(endPoint.y) * b.height)
        let geometry: CodeGradient.Geometry = type == .radial
            ? .ellipse(center: start, rx: abs(end.x - start.x), ry: abs(end.y - start.y))
            : .linear(start: start, end: end)
        let gradient = CodeGradient(stops: stops, geometry: geometry, extendsBefore: true, extendsAfter: true)
        ctx.drawing().paint(gradient, within: layerShape(b), blend: ctx.state.blend, alpha: ctx.state.alpha)
    }

    private func gradientStops() -> [(position: Double, color: CodeColor)]? {
        guard let colors, !colors.isEmpty else { return nil }
        let cg: [CGColor] = colors.enumerated().map { i, c in
            guard let color = c as? CGColor else {
                preconditionFailure("BezelUIKit: CAGradientLayer.colors[\(i)] is \(Swift.type(of: c)), not a CGColor (use UIColor.cgColor)")
            }
            return color
        }
        if let locations, locations.count != cg.count {
            preconditionFailure("BezelUIKit: CAGradientLayer has \(cg.count) colors and \(locations.count) locations")
        }
        return cg.enumerated().map { i, c in
            (locations.map { $0[i].doubleValue } ?? (cg.count == 1 ? 0 : Double(i) / Double(cg.count - 1)), c.codeColor)
        }
    }
}

extension CALayer {
    /// The layer's bounds as a path: rounded by `cornerRadius` (continuous corners for
    /// `cornerCurve = .continuous`) when `masksToBounds`, else the whole rect.
    func layerShape(_ b: Rect) -> CodePath {
        guard masksToBounds, cornerRadius > 0 else { return .rect(b) }
        let radius = min(Double(cornerRadius), min(b.width, b.height) / 2)
        if cornerCurve == .continuous {
            var p = CodePath()
            p.appendContinuousRoundedRect(b, radius: radius)
            return p
        }
        return .roundedRect(b, radius: radius, corners: .all)
    }
}
