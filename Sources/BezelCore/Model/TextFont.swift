/// A font as the model names it: family (a Pango/fontconfig family list such as
/// `"DejaVu Sans, Noto Sans CJK SC"`), size in points, weight (100…1000, 400 regular) and italic.
public struct TextFont: Hashable, Sendable, Codable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    public init(family: String = TextFont.systemFamily, size: Double, weight: Int = 400, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }
    /// The family Bezel uses for UIKit's system font: fonts the project pins (DejaVu Sans for Latin,
    /// Noto Sans CJK for Chinese and Japanese).
    public static let systemFamily = "DejaVu Sans, Noto Sans CJK SC"
}
