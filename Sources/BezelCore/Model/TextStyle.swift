/// The Dynamic Type text styles (UIKit's `UIFont.TextStyle`), with the font size and line height
/// iOS gives each in every content size category (docs/uikit.md, "Dynamic Type").
///
/// Sizes are those iOS returns (`UIFont.preferredFont(forTextStyle:compatibleWith:)`, measured on
/// the iOS 13.3 simulator, the same as the Human Interface Guidelines' tables); line heights are
/// the guidelines' leading. Headline is semibold; every other style regular.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The font size in points at `category`.
    public func size(at category: ContentSizeCategory) -> Double { Double(row.sizes[category.index]) }

    /// The line height in points at `category`.
    public func lineHeight(at category: ContentSizeCategory) -> Double { Double(row.leading[category.index]) }

    /// The style's weight (headline: semibold 600; the others regular 400).
    public var weight: Int { self == .headline ? 600 : 400 }

    /// The system font of this style at `category`.
    public func font(at category: ContentSizeCategory) -> TextFont {
        TextFont(size: size(at: category), weight: weight, lineHeight: lineHeight(at: category))
    }

    /// This style's sizes and line heights, in `ContentSizeCategory` order (xSmall …
    /// accessibilityExtraExtraExtraLarge).
    var row: (sizes: [Int], leading: [Int]) {
        switch self {
        case .largeTitle: return ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
        case .title1: return ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68])
        case .title2: return ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66])
        case .title3: return ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65])
        case .headline: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .body: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .callout: return ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60])
        case .subheadline: return ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58])
        case .footnote: return ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52])
        case .caption1: return ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51])
        case .caption2: return ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48])
        }
    }
}
