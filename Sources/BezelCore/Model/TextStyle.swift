/// The Dynamic Type text styles (UIKit's `UIFont.TextStyle`), with the font size iOS gives each in
/// every content size category (docs/uikit.md, "Dynamic Type").
///
/// Sizes are those iOS returns (`UIFont.preferredFont(forTextStyle:compatibleWith:)`, measured on
/// the iOS 13.3 simulator, the same as the Human Interface Guidelines' tables). A label in a text
/// style is one line of the font's own height (`UIFont.lineHeight`, `SystemFont.lineHeightRatio` ×
/// the size: caption1's 12 pt → 14.32), not the guidelines' leading (16): a caption1 button is 27 pt
/// tall in Xcode's layout. Headline is semibold; every other style regular.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The font size in points at `category`.
    public func size(at category: ContentSizeCategory) -> Double { Double(sizes[category.index]) }

    /// The style's weight (headline: semibold 600; the others regular 400).
    public var weight: Int { self == .headline ? 600 : 400 }

    /// The system font of this style at `category`, with no line height of its own (the font's).
    public func font(at category: ContentSizeCategory) -> TextFont {
        TextFont(size: size(at: category), weight: weight)
    }

    /// This style's sizes, in `ContentSizeCategory` order (xSmall … accessibilityExtraExtraExtraLarge).
    var sizes: [Int] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }
}
