import BezelCore
import BezelRaster

/// The colours drawn under a button's title, for `validate --contrast`: the state's drawing
/// rendered with and without its title at @2x (at the largest scale rendered when that is below 2,
/// so the check never draws more than the render whose limits were checked); where the two differ
/// a glyph was drawn, and the
/// pixel without the title (flattened over the system background) is what the glyph sits on —
/// background image, gradient, border and all. A title drawn in exactly the colours under it
/// leaves no difference; then every pixel of its title rect counts.
package struct TitleBackground {
    let renderer: ButtonRenderer
    let backdrop: RGBAColor
    /// The scale the drawings are compared at: 2, or the largest scale rendered when that is less.
    let scale: Double

    /// What is under `theme`'s titles as `renderer` draws them (its fonts and images), compared at
    /// @2x or at the largest of `scales` when that is below 2.
    package init(renderer: ButtonRenderer, theme: ButtonTheme, scales: [Double]) {
        self.renderer = renderer
        backdrop = RGBAColor.system("systemBackground", theme.colorAppearance, theme.accessibilityContrast)
        scale = Self.comparisonScale(scales)
    }

    /// The scale drawings are compared at for a render of `scales`: 2, or the largest of them when
    /// that is below 2 (a theme of `[1, 0.25]` is compared at 1, where its limits were checked).
    static func comparisonScale(_ scales: [Double]) -> Double { min(2, scales.max() ?? 2) }

    /// The one contrast check of drawn titles: every title of `prepared` (one mode or
    /// accessibility variant, in one locale) below WCAG AA against the pixels `renderer` draws
    /// under it. `validate --contrast` prints these findings and the gallery's accessibility
    /// matrix outlines and lists them.
    package static func contrastFindings(_ prepared: PreparedTheme, renderer: ButtonRenderer) -> [ContrastCheck.Finding] {
        ContrastCheck.findings(prepared, underTitle: TitleBackground(renderer: renderer, theme: prepared.theme,
                                                                     scales: prepared.scales).colours(under:))
    }

    /// The opaque colours under the title of `state`'s drawing; nil when the drawing has no title
    /// (a stretchable sprite leaves it out) or cannot be drawn.
    package func colours(under state: PreparedState) -> Set<RGBAColor>? {
        guard let title = state.drawing.appearance.title, !title.isEmpty, let rect = state.layout.titleRect else { return nil }
        let bare = state.drawing.withoutTitle
        guard let drawn = try? renderer.renderImage(state.drawing, scale: scale),
              let under = try? renderer.renderImage(bare, scale: scale) else { return nil }
        var out = Set<RGBAColor>()
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn.pixel(x: x, y: y) != under.pixel(x: x, y: y) {
                out.insert(under.pixel(x: x, y: y).flattened(over: backdrop))
            }
        }
        guard out.isEmpty else { return out }
        // The title rect cut to the drawing (a rect given by `titleRect` may lie partly or wholly
        // outside the button: then fewer or no pixels, and the colours judge it).
        let xs = Self.pixels(rect.minX, rect.maxX, scale: scale, within: under.width)
        let ys = Self.pixels(rect.minY, rect.maxY, scale: scale, within: under.height)
        for y in ys { for x in xs { out.insert(under.pixel(x: x, y: y).flattened(over: backdrop)) } }
        return out
    }

    /// The pixel columns (or rows) from `low` to `high` points at `scale`, cut to `0..<count`:
    /// empty when the span lies outside.
    static func pixels(_ low: Double, _ high: Double, scale: Double, within count: Int) -> Range<Int> {
        guard low.isFinite, high.isFinite else { return 0..<0 }
        let start = min(max(0, Int((low * scale).rounded(.down))), count)
        let end = max(start, min(count, Int((high * scale).rounded(.up))))
        return start..<end
    }
}
