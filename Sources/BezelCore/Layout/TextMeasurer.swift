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

/// How a title too long for its rect is shortened or wrapped (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Sendable, Codable {
    /// UIKit's default for button titles: "Lon…tle".
    case middle
    case tail, head, clip, word
}

/// A run of an attributed title, with its own font and colour where given.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: TextFont?
    public var color: RGBAColor?
    public var backgroundColor: RGBAColor?
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space between characters, in points.
    public var kern: Double
    /// Baseline shift, in points, positive up.
    public var baselineOffset: Double
    public init(text: String, font: TextFont? = nil, color: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
                underline: Bool = false, strikethrough: Bool = false, kern: Double = 0, baselineOffset: Double = 0) {
        self.text = text; self.font = font; self.color = color; self.backgroundColor = backgroundColor
        self.underline = underline; self.strikethrough = strikethrough; self.kern = kern; self.baselineOffset = baselineOffset
    }
}

/// What a title is made of: runs of text, each possibly with its own attributes, over a base font.
public struct TitleText: Hashable, Sendable {
    public var runs: [TextRun]
    public var font: TextFont
    public init(runs: [TextRun], font: TextFont) { self.runs = runs; self.font = font }
    public init(_ text: String, font: TextFont) { self.init(runs: [TextRun(text: text)], font: font) }
    /// The plain characters of every run.
    public var string: String { runs.map(\.text).joined() }
    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }
}

/// Measures text for layout. The Pango backend implements it with real fonts; tests use a fake with
/// exact arithmetic. Implementations must be deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out at most `maxWidth` wide (nil: unconstrained) in at most
    /// `numberOfLines` lines (0: unlimited), shortened or wrapped by `lineBreakMode`. Not rounded.
    func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size
}
