/// The user's preferred text size (UIKit's `UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`):
/// seven standard sizes and five larger accessibility sizes, `large` being the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The position in `allCases` (0 = `xSmall`), which indexes `TextStyle`'s tables.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// UIFontMetrics' scaling of a fixed `size` designed for the `large` category, along `style`'s
    /// curve (`UIFontMetrics.default` is the body style's): the size times the style's size here
    /// over its size at `large`, unrounded.
    public func scaled(_ size: Double, along style: TextStyle = .body) -> Double {
        size * style.size(at: self) / style.size(at: .large)
    }
}
