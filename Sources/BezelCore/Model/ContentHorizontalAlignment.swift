/// Horizontal placement of a button's content in its content rect (UIKit's
/// `UIControl.ContentHorizontalAlignment`). Raw values are the docs/format.md names.
public enum ContentHorizontalAlignment: String, CaseIterable, Sendable, Codable {
    case center, left, right, fill, leading, trailing

    /// UIKit's integer value: center 0, left 1, right 2, fill 3, leading 4, trailing 5 (docs/uikit.md, "Classic layout").
    public var uiKitValue: Int {
        switch self {
        case .center: 0
        case .left: 1
        case .right: 2
        case .fill: 3
        case .leading: 4
        case .trailing: 5
        }
    }

    /// UIKit's `effectiveContentHorizontalAlignment`: leading/trailing resolved to left/right.
    public func effective(in direction: LayoutDirection) -> ContentHorizontalAlignment {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
        default: self
        }
    }
}
