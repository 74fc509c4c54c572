import BezelCore

/// Measures titles with Pango and the pinned fonts of a `FontConfiguration`.
///
/// Sizes are the layout's logical extents in points, unrounded, at 72 dpi (a font size in points
/// is user units). Safe to use from several threads at once: each concurrent measurement gets
/// its own Pango context and font map from the configuration's pool, reused afterwards.

public struct PangoTextMeasurer: TextMeasurer {
    public let fontConfiguration: FontConfiguration

    public init(fontConfiguration: FontConfiguration = .shared) {
        self.fontConfiguration = fontConfiguration
    }

    /// An empty title measures `.zero` (Pango would give one empty line's height).
    public func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        if text.isEmpty { return .zero }
        return withLayout(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode) {
            $0.size
        }
    }

    /// The families of the fonts `text` is drawn with (on one line), in visual order, once each:
    /// what fontconfig picked from the requested family lists, plus fallbacks for missing glyphs.
    public func drawnFamilies(_ text: TitleText) -> [String] {
        if text.isEmpty { return [] }
        return withLayout(text) { layout in
            var seen = Set<String>()
            return layout.resolvedFontFamilies.filter { seen.insert($0).inserted }
        }
    }

    /// Runs `body` with the layout `measure` uses, for inspection (tests, diagnostics). The layout
    /// must not escape `body`.
    func withLayout<R>(
        _ text: TitleText, maxWidth: Double? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .middle,
        _ body: (PangoLayoutHandle) throws -> R
    ) rethrows -> R {
        try fontConfiguration.withPangoContext { context in
            let layout = PangoLayoutBuilder.makeLayout(
                text, in: context, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            return try body(layout)
        }
    }
}
