/// Every UIKit layout number Bezel relies on that is not a plain formula, in one place.
///
/// Confidence follows `docs/uikit.md`: [C] confirmed, [L] likely, [U] unresolved. The [U] values are
/// guesses marked "unverified: needs a device screenshot"; change them here and nowhere else.
public enum UIKitLayoutConstants {
    // MARK: Legacy (non-configuration) buttons

    /// Internal title padding used instead of `contentEdgeInsets` when those are zero and the button
    /// has a title but no image and no background image (docs/uikit.md, "Classic layout" and "Intrinsic size") [C].
    /// Verified on iOS: an 18-pt custom `登录` button is 34 pt tall around its 21.5-pt label.
    public static let internalTitlePadding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// Minimum intrinsic width of a button without image, background image or content insets
    /// (docs/uikit.md, "Intrinsic size": WO's empirical minimum, FK's empty 30×34) [C].
    /// Verified on iOS: the empty custom button's `sizeToFit` is 30 × 34.
    public static let minimumIntrinsicWidth: Double = 30

    /// Title font size of `UIButton()` / custom buttons (docs/uikit.md, "Defaults per button type": labelFontSize + 1) [C].
    public static let customTitleFontSize: Double = 18

    // MARK: UIButton.Configuration (docs/uikit.md, "`UIButton.Configuration` layout")

    /// Default `contentInsets` by size, (top, leading, bottom, trailing) in `EdgeInsets`' left/right
    /// slots (docs/uikit.md, "`UIButton.Configuration` layout", SY backport values) [L].
    public static let configurationInsetsLarge = EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
    /// See `configurationInsetsLarge` [L].
    public static let configurationInsetsMedium = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// See `configurationInsetsLarge` [L].
    public static let configurationInsetsSmall = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    /// Mini uses the small insets in SY; docs/uikit.md, "`UIButton.Configuration` layout" says "probably smaller" [U].
    /// unverified: needs a device screenshot.
    public static let configurationInsetsMini = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

    /// Default `background.cornerRadius` of a large configuration (docs/uikit.md, "`UIButton.Configuration` layout", iOS 15–18) [L].
    public static let configurationCornerRadiusLarge: Double = 8.75
    /// Default `background.cornerRadius` of a medium configuration (docs/uikit.md, "`UIButton.Configuration` layout") [C].
    public static let configurationCornerRadiusMedium: Double = 5.95
    /// Default `background.cornerRadius` of small and mini configurations (docs/uikit.md, "`UIButton.Configuration` layout") [L].
    public static let configurationCornerRadiusSmall: Double = 14

    /// Weight of the title font for the primary/prominent role: semibold (docs/uikit.md, "`UIButton.Configuration` layout") [L].
    public static let configurationProminentTitleWeight = 600

    /// Default gap between title and subtitle (docs/uikit.md, "`UIButton.Configuration` layout", IOS init) [C].
    public static let configurationTitlePadding: Double = 1
    /// Default gap between image and text in a configuration (docs/uikit.md, "`UIButton.Configuration` layout") [L].
    /// unverified: needs a device screenshot (a hidden effective gap may exist).
    public static let configurationImagePadding: Double = 0

    /// Substitute radius of `cornerStyle = .small` (docs/uikit.md, "`UIButton.Configuration` layout": values not recovered) [U].
    /// unverified: needs a device screenshot.
    public static let cornerStyleSmallRadius: Double = 6
    /// Substitute radius of `cornerStyle = .medium` [U]. unverified: needs a device screenshot.
    public static let cornerStyleMediumRadius: Double = 8
    /// Substitute radius of `cornerStyle = .large` [U]. unverified: needs a device screenshot.
    public static let cornerStyleLargeRadius: Double = 12
}
