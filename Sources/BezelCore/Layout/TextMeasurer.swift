/// Measures text for layout. The Pango backend implements it with real fonts; tests use a fake with
/// exact arithmetic. Implementations must be deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out at most `maxWidth` wide (nil: unconstrained) in at most
    /// `numberOfLines` lines (0: unlimited), shortened or wrapped by `lineBreakMode`. Not rounded.
    func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size
}
