import BezelCore
import BezelRaster
import Foundation

extension UIImage {
    /// Draws the image at its size (points) with its top-left corner at `point`, into the current context.
    public func draw(at point: CGPoint) { draw(at: point, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha, what: "UIImage.draw(at:)")
    }

    /// Draws the image stretched to `rect` into the current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image stretched to `rect` with `blendMode` and `alpha`. A resizable image is
    /// stretched whole (its cap insets are not kept: not yet); a PNG is sampled by Cairo's filter
    /// when scaled (approximated: Core Graphics interpolates differently), an SVG is drawn as vectors.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: rect, blendMode: blendMode, alpha: alpha, what: "UIImage.draw(in:)")
    }

    private func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, what: String) {
        let ctx = GraphicsContextStack.requireContext(what)
        if tint != nil {
            preconditionFailure("BezelUIKit: \(what) of a tinted image (withTintColor) is not yet drawn: draw the image itself, or fill its shape with the colour")
        }
        if capInsets != .zero {
            preconditionFailure("BezelUIKit: \(what) of a resizable image (cap insets) is not yet drawn: draw the image before making it resizable")
        }
        let image: CodeImage
        do {
            switch source {
            case .file(let path, _): image = try CodeImage(path: path)
            case .rendered(let png, _, _): image = try CodeImage(png: png)
            case .symbol(let name, _):
                preconditionFailure("BezelUIKit: \(what) of UIImage(systemName: \"\(name)\"): a symbol image is drawn on a button only (its template is read when the button is drawn)")
            }
            try ctx.drawing().draw(image, in: Rect(rect), blend: blendMode.code, alpha: Double(alpha) * ctx.state.alpha)
        } catch { preconditionFailure("BezelUIKit: \(what): \(error)") }
    }
}
