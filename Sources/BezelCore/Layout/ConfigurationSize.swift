/// A configuration's size class (UIKit's `UIButton.Configuration.Size`), which picks the default
/// content insets, corner radius and fonts (docs/uikit.md, "`UIButton.Configuration` layout"). Raw values are the docs/format.md names.
public enum ButtonConfigurationSize: String, CaseIterable, Sendable, Codable {
    case mini, small, medium, large

    /// UIKit's integer value: medium 0, small 1, mini 2, large 3 (docs/uikit.md, "`UIButton.Configuration` layout").
    public var uiKitValue: Int {
        switch self {
        case .medium: 0
        case .small: 1
        case .mini: 2
        case .large: 3
        }
    }

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
