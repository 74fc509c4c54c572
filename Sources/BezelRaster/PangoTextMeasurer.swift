import BezelCore
import CPangoCairo
import Foundation

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
        return withLayout(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode) { layout in
            fontConfiguration.drawnFamilies.remember(text, from: layout)
            return layout.size
        }
    }

    /// Pango's first baseline less the centre of the drawn lines' logical box: where `TextDrawing`,
    /// which centres that box in the label's frame, puts the baseline.
    public func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double {
        if text.isEmpty { return 0 }
        return withLayout(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode) { layout in
            let baseline = Double(pango_layout_get_baseline(layout.pointer)) / Double(PANGO_SCALE)
            return baseline - TextDrawing.logicalBox(layout).midY
        }
    }

    /// The families of the fonts `text` is drawn with (on one line), in visual order, once each:
    /// what fontconfig picked from the requested family lists, plus fallbacks for missing glyphs.
    /// Taken from the measurement's layout when that held the whole title on one line.
    public func drawnFamilies(_ text: TitleText) -> [String] {
        if text.isEmpty { return [] }
        if let known = fontConfiguration.drawnFamilies.families(of: text) { return known }
        return withLayout(text) { DrawnFamilyMemo.unique($0.resolvedFontFamilies) }
    }

    /// Loads the system font and its CJK fallback into `contexts` pooled contexts (one per thread
    /// the run measures on: each context has its own font map) on a background thread, so that the
    /// first measurements of a run find them ready on every thread; a run calls it before it
    /// decodes its themes, which keeps one core busy while the other is idle (W1: preparing 4 ms
    /// shorter with two contexts than with one). Measures nothing the run uses.
    /// Wait on the returned semaphore before the process ends, so that no thread is inside Pango
    /// while its libraries clean up.
    public func warmUp(contexts: Int = 1) -> DispatchSemaphore {
        let measurer = self, done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            measurer.warm(max(1, contexts))
            done.signal()
        }
        return done
    }

    /// Measures on `count` pooled contexts held at once, so that each has its fonts loaded.
    private func warm(_ count: Int) {
        fontConfiguration.withPangoContext { context in
            let layout = PangoLayoutBuilder.makeLayout(TitleText("Ag 中", font: TextFont(size: 17)), in: context,
                                                       maxWidth: nil, numberOfLines: 1, lineBreakMode: .middle)
            _ = layout.size
            if count > 1 { warm(count - 1) }
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
