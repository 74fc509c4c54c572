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
