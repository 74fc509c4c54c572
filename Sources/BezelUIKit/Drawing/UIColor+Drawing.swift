import Foundation

extension UIColor {
    /// Makes this colour the current context's fill colour, resolved with `UITraitCollection.current`
    /// (a system or dynamic colour gives its light or dark value as the traits say).
    public func setFill() { GraphicsContextStack.requireContext("UIColor.setFill()").setFillColor(cgColor) }

    /// Makes this colour the current context's stroke colour, resolved with `UITraitCollection.current`.
    public func setStroke() { GraphicsContextStack.requireContext("UIColor.setStroke()").setStrokeColor(cgColor) }

    /// Makes this colour the current context's fill and stroke colour.
    public func set() {
        let ctx = GraphicsContextStack.requireContext("UIColor.set()")
        ctx.setFillColor(cgColor)
        ctx.setStrokeColor(cgColor)
    }
}
