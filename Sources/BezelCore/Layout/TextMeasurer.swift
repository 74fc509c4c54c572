/// Measures text for layout. The Pango backend implements it with real fonts; tests use a fake with
/// exact arithmetic. Implementations must be deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out at most `maxWidth` wide (nil: unconstrained) in at most
    /// `numberOfLines` lines (0: unlimited), shortened or wrapped by `lineBreakMode`. Not rounded.
    func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size

    /// How far the first line's baseline lies below the vertical centre of the lines `measure`
    /// counts for the same question (a label draws its text centred in its frame, so this puts the
    /// baseline in the frame). Not rounded.
    func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double
}
