import Foundation

extension UIButton {
    /// Sets the image for `state`: drawn beside the title, as a template filled with the tint in
    /// every type but custom unless its rendering mode says otherwise.
    public func setImage(_ image: UIImage?, for state: State) { images[state] = image }

    /// The symbol configuration applied on top of a symbol image's own in `state` (a symbol
    /// image's `pointSize`/`textStyle`, `weight`, `scale` in the theme); other images are drawn as they are.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        preferredSymbolConfigurations[state] = configuration
    }

    /// The preferred symbol configuration of `state`, else of the highlighted state (highlighted
    /// and disabled together), else of the normal state.
    public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        lookUp(preferredSymbolConfigurations, state)
    }
    public func image(for state: State) -> UIImage? { lookUp(images, state) }

    /// Sets the background image for `state`, stretched (or nine-sliced, for a resizable image) to the bounds.
    public func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state] = image }
    public func backgroundImage(for state: State) -> UIImage? { lookUp(backgroundImages, state) }

    /// The image of the current state (the configuration's image for a configured button).
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Whether images taken from the normal state are darkened while highlighted (default: true for
    /// custom buttons, false for the others, as Bezel draws them: docs/uikit.md).
    public var adjustsImageWhenHighlighted: Bool {
        get { ownAdjustsImageWhenHighlighted ?? (buttonType == .custom) }
        set { ownAdjustsImageWhenHighlighted = newValue }
    }

    /// Whether images taken from the normal state are drawn at half opacity while disabled
    /// (default: true for custom buttons, false for the others).
    public var adjustsImageWhenDisabled: Bool {
        get { ownAdjustsImageWhenDisabled ?? (buttonType == .custom) }
        set { ownAdjustsImageWhenDisabled = newValue }
    }
}
