/// A `TextMeasurer` that measures each distinct question once: the states of one button ask for
/// the same title at the same width again and again (its frame, each state's intrinsic size and
/// title rect, the fit check), and the answer cannot change. `PreparedButton` makes one per button
/// and uses it on one thread only; it is not meant to be shared.
final class MeasurementMemo: TextMeasurer, @unchecked Sendable {
    private struct Question: Hashable {
        var text: TitleText
        var maxWidth: Double?
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
    }

    private let measurer: any TextMeasurer
    private var answers: [Question: Size] = [:]
    private var baselines: [Question: Double] = [:]

    init(_ measurer: any TextMeasurer) { self.measurer = measurer }

    func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        let question = Question(text: text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Self.answer(question, in: &answers) {
            measurer.measure(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }

    func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double {
        let question = Question(text: text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Self.answer(question, in: &baselines) {
            measurer.firstBaselineBelowCentre(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }

    /// The stored answer to `question`, else `ask()`'s, stored.
    private static func answer<V>(_ question: Question, in store: inout [Question: V], _ ask: () -> V) -> V {
        if let known = store[question] { return known }
        let value = ask()
        store[question] = value
        return value
    }
}
