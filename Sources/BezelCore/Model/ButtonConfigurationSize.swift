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
}
