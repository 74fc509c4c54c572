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

    /// Default title font: body 17 pt in 22-pt lines (medium, large) or subheadline 15 pt in 20-pt
    /// lines (small, mini); semibold when `prominent` (the primary role).
    public func defaultTitleFont(prominent: Bool = false) -> TextFont {
        let weight = prominent ? UIKitLayoutConstants.configurationProminentTitleWeight : 400
        return switch self {
        case .mini, .small: TextFont(size: UIKitLayoutConstants.configurationTitleFontSizeCompact, weight: weight,
                                     lineHeight: UIKitLayoutConstants.configurationTitleLineHeightCompact)
        case .medium, .large: TextFont(size: UIKitLayoutConstants.configurationTitleFontSizeRegular, weight: weight,
                                       lineHeight: UIKitLayoutConstants.configurationTitleLineHeightRegular)
        }
    }

    /// Default subtitle font: footnote 13 pt in 18-pt lines (medium, large) or caption1 12 pt in
    /// 16-pt lines (small, mini).
    public var defaultSubtitleFont: TextFont {
        switch self {
        case .mini, .small: TextFont(size: UIKitLayoutConstants.configurationSubtitleFontSizeCompact,
                                     lineHeight: UIKitLayoutConstants.configurationSubtitleLineHeightCompact)
        case .medium, .large: TextFont(size: UIKitLayoutConstants.configurationSubtitleFontSizeRegular,
                                       lineHeight: UIKitLayoutConstants.configurationSubtitleLineHeightRegular)
        }
    }
}
