/// Which artwork the built-in glyphs of `detailDisclosure`, `infoLight`, `infoDark` and
/// `contactAdd` buttons are drawn in (docs/uikit.md, "Defaults per button type").
public enum GlyphStyle: String, Sendable, Hashable, CaseIterable {
    /// iOS 13 and later: the `info.circle` / `plus.circle` symbols, 24.333 × 23.667 pt, a 21.67-pt
    /// ring with a 1.67-pt stroke, a 10.3-pt plus.
    case ios13
    /// iOS 7–12: a 22 × 22-pt box with a 1-pt ring.
    case ios12
}
