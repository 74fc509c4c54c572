/// Vertical placement of a button's content in its content rect (UIKit's
/// `UIControl.ContentVerticalAlignment`). Raw values are the docs/format.md names.
public enum ContentVerticalAlignment: String, CaseIterable, Sendable, Codable {
    case center, top, bottom, fill

    /// UIKit's integer value: center 0, top 1, bottom 2, fill 3 (docs/uikit.md, "Classic layout").
    public var uiKitValue: Int {
        switch self {
        case .center: 0
        case .top: 1
        case .bottom: 2
        case .fill: 3
        }
    }
}
