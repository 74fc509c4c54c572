import Foundation

extension UIButton {
    /// The value stored for `state`, else (highlighted and disabled together) the highlighted one,
    /// else the normal one: UIKit's lookup (docs/format.md §7.1).
    func lookUp<T>(_ table: [State: T], _ state: State) -> T? {
        if let exact = table[state] { return exact }
        if state.contains([.highlighted, .disabled]), let h = table[state.subtracting(.disabled)] { return h }
        return table[.normal]
    }

    /// Sets the title for `state` (nil removes it).
    public func setTitle(_ title: String?, for state: State) { titles[state] = title }
    /// The title for `state`, or the normal title.
    public func title(for state: State) -> String? { lookUp(titles, state) }

    /// Sets the title colour for `state` (nil: the type's default).
    public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state] = color }
    /// The title colour set for `state`, or the normal one; nil when none is set (Bezel does not
    /// report the type's default colour here).
    public func titleColor(for state: State) -> UIColor? { lookUp(titleColors, state) }

    /// Sets the colour of the title's hard shadow for `state`, drawn at `titleLabel.shadowOffset`.
    public func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state] = color }
    public func titleShadowColor(for state: State) -> UIColor? { lookUp(titleShadowColors, state) }

    /// Sets the attributed title for `state`; it wins over the plain title, as in UIKit. The
    /// attributes Bezel draws: font, foregroundColor, backgroundColor, underlineStyle and
    /// strikethroughStyle (`.single`), kern, baselineOffset; any other is an error when drawn.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state] = title }
    public func attributedTitle(for state: State) -> NSAttributedString? { lookUp(attributedTitles, state) }

    /// The title of the current state (the configuration's title for a configured button).
    public var currentTitle: String? { configuration?.title ?? title(for: state) }
    public var currentTitleColor: UIColor? { titleColor(for: state) }
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
