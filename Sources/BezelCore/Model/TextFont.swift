/// A font as the model names it: family (a Pango/fontconfig family list such as
/// `"system-ui, Noto Sans CJK SC"`), size in points, weight (100…1000, 400 regular), italic, the
/// line height when a text style or the theme fixes one, and extra letter spacing.
public struct TextFont: Hashable, Sendable, Codable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    /// The height of one line in points, as a theme or a design token gives it; nil: the family's
    /// own line height (`SystemFont.lineHeight(of:)`), as for text styles and configurations.
    public var lineHeight: Double?
    /// Space added between letters, in points, on top of the system font's own tracking (a theme's
    /// `letterSpacing`, DTCG typography's `letterSpacing`); 0: none.
    public var letterSpacing: Double
    public init(family: String = TextFont.systemFamily, size: Double, weight: Int = 400, italic: Bool = false,
                lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic; self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
    /// The family Bezel uses for UIKit's system font: `system-ui`, which the renderer draws with
    /// `SystemFont.standIns` and San Francisco's line height.
    public static let systemFamily = SystemFont.names[0]
}
