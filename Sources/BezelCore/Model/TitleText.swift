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
