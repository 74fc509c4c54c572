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
        let expected = cornerRadius <= 0 ? rect : cornerCurve == .continuous ? continuous : circular
        if shadowPath.code == expected { return nil }
        let write = cornerRadius <= 0 ? "UIBezierPath(rect: bounds)"
            : cornerCurve == .continuous ? "UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius)"
            : "UIBezierPath(roundedRect: bounds, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: r, height: r)) with r = layer.cornerRadius"
        let otherCurve = cornerRadius > 0 && shadowPath.code == (cornerCurve == .continuous ? circular : continuous)
        let reason = otherCurve ? "its corners are not the layer's corner curve (layer.cornerCurve = .\(cornerCurve.rawValue))"
            : "it is not the layer's rounded bounds \(Self.describe(bounds)) with radius \(UIView.g(cornerRadius))"
        return "layer.shadowPath: Bezel casts the shadow from the layer's rounded bounds, and \(reason): set it to \(write).cgPath, or to nil"
    }

    private static func describe(_ r: CGRect) -> String {
        "(\(UIView.g(r.minX)) \(UIView.g(r.minY)); \(UIView.g(r.width)) \(UIView.g(r.height)))"
    }
}
