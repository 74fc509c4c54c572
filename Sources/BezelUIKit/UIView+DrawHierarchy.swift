import Foundation

extension UIView {
    /// Draws the view into the current context (a `UIGraphicsImageRenderer`'s actions or an image
    /// context) stretched to `rect` in the context's coordinates, as `layer.render(in:)` draws it at
    /// its bounds: a button alone in a context of its bounds' size gives `bezelPNGData`'s bytes.
    /// `afterScreenUpdates` is accepted and unused (there is no screen to update). Returns false,
    /// drawing nothing, when there is no current context, as UIKit does.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        guard rect != bounds, bounds.width > 0, bounds.height > 0 else {
            layer.render(in: ctx)
            return true
        }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
