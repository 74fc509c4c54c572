/// A title that does not fit the rect its layout gave it. UIKit shortens, wraps or clips such a
/// title without a word; Bezel reports it (a warning, an error with `validate --strict`).
public struct TitleOverflow: Hashable, Sendable, CustomStringConvertible {
    /// What happens to the text.
    public enum Kind: String, Hashable, Sendable {
        /// One line, shortened with an ellipsis (or clipped) to the rect's width.
        case truncated
        /// More lines than the title may have, or than the rect holds: the rest is not drawn.
        case linesCut = "lines cut"
    }
    public var kind: Kind
    /// The size the whole text needs, in points (width on one line for `truncated`).
    public var needed: Size
    /// The title rect's size, in points.
    public var available: Size

    public var description: String {
        switch kind {
        case .truncated:
            "title truncated: it needs \(Self.points(needed.width)) pt, the title rect is \(Self.points(available.width)) pt wide"
        case .linesCut:
            "title lines cut: the whole title needs \(Self.points(needed.height)) pt of height, "
                + "\(Self.points(available.height)) pt are drawn"
        }
    }

    /// `v` rounded to a tenth of a point, without a fraction when whole: "130", "137.5".
    public static func points(_ v: Double) -> String {
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension ButtonLayoutEngine {
    /// How `text`, drawn in `rect` with `numberOfLines` (0: unlimited) and `lineBreakMode`, fails to
    /// fit; nil when every character is drawn.
    public func titleOverflow(_ text: TitleText, in rect: Rect, numberOfLines: Int,
                              lineBreakMode: LineBreakMode) -> TitleOverflow? {
        guard !text.isEmpty else { return nil }
        let slack = 0.01
        if numberOfLines == 1 {
            let natural = measurer.measure(text, maxWidth: nil, numberOfLines: 1, lineBreakMode: lineBreakMode)
            guard natural.width > rect.width + slack else { return nil }
            return TitleOverflow(kind: .truncated, needed: natural, available: rect.size)
        }
        let whole = measurer.measure(text, maxWidth: rect.width, numberOfLines: 0, lineBreakMode: .word)
        let drawn = measurer.measure(text, maxWidth: rect.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        if whole.height > min(drawn.height, rect.height) + slack {
            return TitleOverflow(kind: .linesCut, needed: whole, available: Size(width: rect.width, height: min(drawn.height, rect.height)))
        }
        if whole.width > rect.width + slack {
            return TitleOverflow(kind: .truncated, needed: whole, available: rect.size)
        }
        return nil
    }
}
