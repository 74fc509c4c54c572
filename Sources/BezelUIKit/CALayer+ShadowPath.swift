import Foundation

extension CALayer {
    /// Why `shadowPath` cannot be drawn, nil when it is unset or the shape Bezel casts the shadow
    /// from: the rounded bounds with the layer's radius and corner curve.
    func shadowPathProblem() -> String? {
        guard let shadowPath else { return nil }
        let rect = UIBezierPath(rect: bounds).cgPath.code
        let continuous = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath.code
        let circular = UIBezierPath(roundedRect: bounds, byRoundingCorners: .allCorners,
                                    cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)).cgPath.code
        // Either corner curve of the layer's radius: the shadow is cast with the layer's own curve
        // (approximated for the other one, the blur hides most of the difference).
        if cornerRadius <= 0 ? shadowPath.code == rect : (shadowPath.code == continuous || shadowPath.code == circular) { return nil }
        let write = cornerRadius <= 0 ? "UIBezierPath(rect: bounds)"
            : cornerCurve == .continuous ? "UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius)"
            : "UIBezierPath(roundedRect: bounds, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: r, height: r)) with r = layer.cornerRadius"
        let reason = "it is not the layer's rounded bounds \(Self.describe(bounds)) with radius \(UIView.g(cornerRadius))"
        return "layer.shadowPath: Bezel casts the shadow from the layer's rounded bounds, and \(reason): set it to \(write).cgPath, or to nil"
    }

    private static func describe(_ r: CGRect) -> String {
        "(\(UIView.g(r.minX)) \(UIView.g(r.minY)); \(UIView.g(r.width)) \(UIView.g(r.height)))"
    }
}
