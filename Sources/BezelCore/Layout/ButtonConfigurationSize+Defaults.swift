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

    /// Default title font: body 17 pt (medium, large) or subheadline 15 pt (small, mini); semibold
    /// when `prominent` (the primary role).
    public func defaultTitleFont(prominent: Bool = false) -> TextFont {
        let size = switch self {
        case .mini, .small: UIKitLayoutConstants.configurationTitleFontSizeCompact
        case .medium, .large: UIKitLayoutConstants.configurationTitleFontSizeRegular
        }
        return TextFont(size: size, weight: prominent ? UIKitLayoutConstants.configurationProminentTitleWeight : 400)
    }

    /// Default subtitle font: footnote 13 pt (medium, large) or caption1 12 pt (small, mini).
    public var defaultSubtitleFont: TextFont {
        switch self {
        case .mini, .small: TextFont(size: UIKitLayoutConstants.configurationSubtitleFontSizeCompact)
        case .medium, .large: TextFont(size: UIKitLayoutConstants.configurationSubtitleFontSizeRegular)
        }
    }
}
