/// How a configuration's background corner radius is chosen (UIKit's
/// `UIButton.Configuration.CornerStyle`). Raw values are the docs/format.md names.
public enum CornerStyle: String, CaseIterable, Sendable, Codable {
    /// `background.cornerRadius` unchanged.
    case fixed
    /// `background.cornerRadius` scaled with Dynamic Type; at the default text size, unchanged. UIKit's default.
    case dynamic
    /// System substitute radii (values unverified, see `UIKitLayoutConstants`).
    case small, medium, large
    /// Half the shorter side.
    case capsule

    /// UIKit's integer value: fixed -1, dynamic 0, small 1, medium 2, large 3, capsule 4.
    public var uiKitValue: Int {
        switch self {
        case .fixed: -1
        case .dynamic: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .capsule: 4
        }
    }
}
