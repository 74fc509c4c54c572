import Foundation

extension UIView {
    /// The view tree as iOS's `recursiveDescription` prints it: one line per view, a subview's
    /// indented by "   | " per level — `<UIButton: 0x…; frame = (0 0; 46 30); opaque = NO; layer =
    /// <CALayer: 0x…>>`, then the button's image view and title label (`UIButtonLabel`) with the
    /// frames Bezel's layout engine gives them in the current state. Addresses are made stable: the
    /// n-th object described is 0x…n0, so two runs print the same text. Approximated: only the
    /// fields listed in docs/uikit-swift.md are printed.
    public var recursiveDescription: String {
        var counter = 0
        return describeTree(depth: 0, counter: &counter).joined(separator: "\n")
    }

    private func describeTree(depth: Int, counter: inout Int) -> [String] {
        let indent = String(repeating: "   | ", count: depth)
        var lines = [indent + describe(counter: &counter)]
        for child in describedSubviews { lines += child.describeTree(depth: depth + 1, counter: &counter) }
        return lines
    }

    /// One view's line.
    private func describe(counter: inout Int) -> String {
        func address() -> String {
            counter += 1
            return "0x" + String(0x6000_0000_0000 + counter * 0x10, radix: 16)
        }
        var fields = ["<\(describedClassName): \(address())", "frame = (\(Self.g(frame.origin.x)) \(Self.g(frame.origin.y)); "
                      + "\(Self.g(frame.size.width)) \(Self.g(frame.size.height)))"]
        fields += describedFields
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        fields.append("opaque = NO")
        if !(self is UIControl) { fields.append("userInteractionEnabled = NO") }
        if let backgroundColor { fields.append("backgroundColor = \(backgroundColor)") }
        fields.append("layer = <\(self is UILabel ? "_UILabelLayer" : "CALayer"): \(address())>>")
        return fields.joined(separator: "; ")
    }

    /// A number as `%g` prints it (iOS's frame format).
    static func g(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    /// The class name printed (a button's title label is iOS's `UIButtonLabel`).
    var describedClassName: String {
        if type(of: self) == UILabel.self, superview is UIButton { return "UIButtonLabel" }
        return String(describing: type(of: self))
    }

    /// The fields after the frame that only some views print (a label's text).
    var describedFields: [String] {
        if let label = self as? UILabel, let text = label.text { return ["text = '\(text)'"] }
        return []
    }

    /// The subviews printed: a button's image view and title label when they show something.
    var describedSubviews: [UIView] { (self as? UIButton)?.laidOutSubviews() ?? [] }
}

extension UIButton {
    /// The image view and title label of the current state, with their frames from the layout
    /// engine at the traits' display scale (1 when unspecified): the image view when there is an
    /// image (or a type's glyph), the label when there is a title.
    func laidOutSubviews() -> [UIView] {
        let scale = traitCollection.displayScale == 0 ? 1 : traitCollection.displayScale
        let layout = geometry { g, s in g.layout(state: s, scale: Double(scale)) }
        var views: [UIView] = []
        if let rect = layout.imageRect, let imageView {
            imageView.frame = rect.cgRect
            imageView.clipsToBounds = true
            views.append(imageView)
        }
        if let rect = layout.titleRect, let titleLabel, titleLabel.text != nil {
            titleLabel.frame = rect.cgRect
            views.append(titleLabel)
        }
        return views
    }
}
