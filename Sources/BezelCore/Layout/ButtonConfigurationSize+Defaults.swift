/// The defaults a configuration's size class picks (docs/uikit.md, "`UIButton.Configuration` layout").
extension ButtonConfigurationSize {
    /// Default `contentInsets` (left = leading, right = trailing).
    public var defaultContentInsets: EdgeInsets {
        switch self {
        case .mini: UIKitLayoutConstants.configurationInsetsMini
        case .small: UIKitLayoutConstants.configurationInsetsSmall
        case .medium: UIKitLayoutConstants.configurationInsetsMedium
        case .large: UIKitLayoutConstants.configurationInsetsLarge
        }
    }

    /// Default `background.cornerRadius`.
    public var defaultCornerRadius: Double {
        switch self {
        case .mini, .small: UIKitLayoutConstants.configurationCornerRadiusSmall
        case .medium: UIKitLayoutConstants.configurationCornerRadiusMedium
        case .large: UIKitLayoutConstants.configurationCornerRadiusLarge
        }
    }

    /// Default title font: the body style (17 pt at `large`, one 20.29-pt line of its own) for
    /// medium and large buttons or subheadline (15 pt) for small and mini, at `category`; semibold
    /// when `prominent` (the primary role).
    public func defaultTitleFont(prominent: Bool = false, category: ContentSizeCategory = .large) -> TextFont {
        var font = titleStyle.font(at: category)
        font.weight = prominent ? UIKitLayoutConstants.configurationProminentTitleWeight : 400
        return font
    }

    /// The text style of the title: body (medium, large) or subheadline (small, mini).
    public var titleStyle: TextStyle {
        switch self {
        case .mini, .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// Default subtitle font: footnote (13 pt at `large`) for medium and large, or caption1 (12 pt)
    /// for small and mini, at `category`; lines are the font's own height.
    public func defaultSubtitleFont(category: ContentSizeCategory = .large) -> TextFont {
        switch self {
        case .mini, .small: TextStyle.caption1.font(at: category)
        case .medium, .large: TextStyle.footnote.font(at: category)
        }
    }
}
