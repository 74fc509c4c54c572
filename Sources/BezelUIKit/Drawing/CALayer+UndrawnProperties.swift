import Foundation

extension CALayer {
    /// A layer that draws itself (`CAGradientLayer`, `CAShapeLayer`) draws its own content only: a
    /// border, a shadow or (for a shape layer) corners that clip it would be silent no-ops, so they
    /// stop the program naming the property (draw them with `UIBezierPath` instead).
    func refuseUndrawnLayerProperties(_ kind: String, corners: Bool) {
        var set: [String] = []
        if borderWidth > 0 { set.append("borderWidth") }
        if shadowOpacity > 0 { set.append("shadowOpacity") }
        if corners { set.append("cornerRadius with masksToBounds") }
        guard !set.isEmpty else { return }
        preconditionFailure("BezelUIKit: \(kind).render(in:) draws its own content only, not its layer's "
                            + set.joined(separator: ", ") + ": draw the border or shadow with UIBezierPath, or clip with addClip()")
    }
}
