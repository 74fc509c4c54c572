import Foundation

/// A button's title label: the font and line settings of its title (`titleLabel?.font`, …). Its
/// text and colours come from the button's per-state values.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var ownFont: UIFont?
    /// The font set here, nil for the button type's default.
    var setFont: UIFont? { ownFont }
    /// The default when no font is set (the button's type default).
    var defaultFont: UIFont = .systemFont(ofSize: 17)
    open var font: UIFont! {
        get { ownFont ?? defaultFont }
        set { ownFont = newValue }
    }
    /// How a long title is shortened; a button's label truncates in the middle.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingMiddle
    /// The most lines the title takes (0: no limit); a button's label has 1.
    open var numberOfLines = 1
    /// Whether a fixed font size scales with Dynamic Type (the theme's key of that name).
    open var adjustsFontForContentSizeCategory = false
    /// How far the title shadow is moved (the theme's `titleShadowOffset`).
    open var shadowOffset = CGSize.zero
    /// The title currently shown: the button's current attributed title's text, else `currentTitle`.
    open var text: String? {
        guard let button = superview as? UIButton else { return nil }
        return button.currentAttributedTitle?.string ?? button.currentTitle
    }
}

/// A button's image view: shows `currentImage`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image currently shown (the button's `currentImage`).
    open var image: UIImage? { (superview as? UIButton)?.currentImage }
}
