import Foundation
import BezelCore

/// A text measurer with exact arithmetic, so tests can derive every number by hand.
///
/// - Each character is `3/5 × size` wide (a run's own font size, else the title's): 10 pt → 6,
///   15 pt → 9, 17 pt → 10.2, 18 pt → 10.8. Computed as `count × size × 3 / 5` so whole results stay whole.
/// - A line is `6/5 × size` tall (the largest size present): 10 pt → 12, 15 pt → 18, 17 pt → 20.4,
///   18 pt → 21.6. Empty text is one empty line (as Pango reports).
/// - Wider than `maxWidth` on one line (`numberOfLines == 1`): the width becomes `maxWidth` (truncation).
/// - Otherwise it wraps by characters in the title's font: `floor(maxWidth × 5 / (3 × size))` characters
///   per line (at least 1), `ceil(count / perLine)` lines capped at `numberOfLines` (0 = no cap),
///   width `perLine × charWidth`.
public struct FakeTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        let sizes = text.runs.map { $0.font?.size ?? text.font.size }
        let lineHeight = (sizes.max() ?? text.font.size) * 6 / 5
        let width = zip(text.runs, sizes).reduce(0.0) { $0 + Double($1.0.text.count) * $1.1 * 3 / 5 }
        guard let maxWidth, width > maxWidth else { return Size(width: width, height: lineHeight) }
        if numberOfLines == 1 { return Size(width: maxWidth, height: lineHeight) }
        let size = text.font.size
        let perLine = max(1, Int((maxWidth * 5 / (3 * size)).rounded(.down)))
        let count = text.string.count
        var lines = (count + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return Size(width: Double(perLine) * size * 3 / 5, height: Double(lines) * size * 6 / 5)
    }

    /// The first baseline is one font size below the top (the line's bottom fifth is its descent),
    /// less half the lines `measure` counts: 0.4 × size for one line.
    public func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double {
        let sizes = text.runs.map { $0.font?.size ?? text.font.size }
        let largest = sizes.max() ?? text.font.size
        let height = measure(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).height
        return largest - height / 2
    }
}

/// Wraps `FakeTextMeasurer` and remembers the arguments of every call.
public final class RecordingTextMeasurer: TextMeasurer, @unchecked Sendable {
    public struct Call: Equatable {
        public init(text: String, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) {
            self.text = text; self.maxWidth = maxWidth; self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
        }
        public var text: String
        public var maxWidth: Double?
        public var numberOfLines: Int
        public var lineBreakMode: LineBreakMode
    }
    private let lock = NSLock()
    private var recorded: [Call] = []
    public init() {}
    public var calls: [Call] { lock.withLock { recorded } }

    public func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        lock.withLock {
            recorded.append(Call(text: text.string, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                 lineBreakMode: lineBreakMode))
        }
        return FakeTextMeasurer().measure(text, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                          lineBreakMode: lineBreakMode)
    }

    public func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double {
        FakeTextMeasurer().firstBaselineBelowCentre(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}

/// The engine every layout test uses.
public let engine = ButtonLayoutEngine(measurer: FakeTextMeasurer())

/// A plain title in the system family at `size` points (10 pt: 6 per character, 12 tall).
public func title(_ text: String, size: Double = 10) -> TitleText { TitleText(text, font: TextFont(size: size)) }

/// Shorthand for a rect.
public func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
