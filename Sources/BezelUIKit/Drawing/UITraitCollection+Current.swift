import Foundation

extension UITraitCollection {
    /// The traits of this thread's drawing: what `performAsCurrent` or a `UIGraphicsImageRenderer`'s
    /// format made current, else light, normal contrast, large text, regular weight, scale 1 (there
    /// is no screen or window to inherit from on Linux). Colours set with `setFill()`/`setStroke()`,
    /// `cgColor` and `CAGradientLayer`/`CAShapeLayer` colours resolve with it.
    public static var current: UITraitCollection {
        get { GraphicsContextStack.current.traits.last ?? standard }
        set {
            let stack = GraphicsContextStack.current
            if stack.traits.isEmpty { stack.traits.append(newValue) } else { stack.traits[stack.traits.count - 1] = newValue }
        }
    }

    /// The traits when nothing made others current.
    static let standard = UITraitCollection(style: .light, contrast: .normal, size: .large, weight: .regular, scale: 1)

    /// Runs `actions` with these traits current (combined over the standard ones: what these leave
    /// unspecified stays as it was), then puts the previous ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let stack = GraphicsContextStack.current
        stack.traits.append(UITraitCollection(traitsFrom: [UITraitCollection.current, self]))
        defer { stack.traits.removeLast() }
        try actions()
    }
}
