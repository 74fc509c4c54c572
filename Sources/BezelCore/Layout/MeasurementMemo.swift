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
        if let size = answers[question] { return size }
        let size = measurer.measure(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        answers[question] = size
        return size
    }

    func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double {
        let question = Question(text: text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        if let known = baselines[question] { return known }
        let below = measurer.firstBaselineBelowCentre(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        baselines[question] = below
        return below
    }
}
