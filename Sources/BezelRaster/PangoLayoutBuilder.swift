import BezelCore
import CPangoCairo

/// Builds the `PangoLayout` for a title, the one code path for measuring and drawing. It sets up
/// the context's one reusable layout, so a layout is valid until the next `makeLayout` on the same
/// context.
///
/// Text is set with `pango_layout_set_text` (never markup); run attributes go in a
/// `PangoAttrList` (`PangoAttributes`). Constraints map to Pango as follows:
///
/// | `LineBreakMode` | wrap | ellipsize |
/// |---|---|---|
/// | `.middle` | word, else char | middle |
/// | `.tail` | word, else char | end |
/// | `.head` | word, else char | start |
/// | `.word` | word | end |
/// | `.clip` | none for one line (no width is set), else word, else char | none |
///
/// `maxWidth` becomes the layout width (nil: unconstrained, no wrapping). `numberOfLines` 1 keeps
/// the default height (-1, the first line of each paragraph, ellipsized), N > 1 sets height -N
/// (at most N lines, the last ellipsized), 0 wraps without limit and without ellipsis.
/// Where Pango would still show more lines than allowed (clipping, or several paragraphs), the
/// layout's `size` counts only the first `numberOfLines` lines.
enum PangoLayoutBuilder {
    static func makeLayout(
        _ text: TitleText, in context: PangoTextContext,
        maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        alignment: PangoAlignment = PANGO_ALIGN_LEFT
    ) -> PangoLayoutHandle {
        // The context's one layout, every property this builder or a drawer sets set again.
        let layout = context.reusableLayout
        let string = text.string
        pango_layout_set_text(layout, string, Int32(clamping: string.utf8.count))
        let font = PangoFontDescription(text.font)
        pango_layout_set_font_description(layout, font.pointer)  // copies
        let emoji = PangoAttributes.emojiRanges(string)  // once: the attributes and the line height both ask
        var attributes = PangoAttributes.list(for: text.runs, base: text.font, emoji: emoji)
        let heights = lineHeights(text, emoji: emoji, in: context)
        if !heights.isEmpty, attributes == nil { attributes = pango_attr_list_new() }
        for (range, height) in heights {
            guard let attribute = pango_attr_line_height_new_absolute(height) else { continue }
            if let range {
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
            }
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)  // refs; nil clears
        if let attributes { pango_attr_list_unref(attributes) }
        // Set before anything asks the layout: a later change lays the lines out again.
        pango_layout_set_alignment(layout, alignment)

        let lines = max(0, numberOfLines)
        let clipsOneLine = lineBreakMode == .clip && lines == 1
        if let maxWidth, !clipsOneLine {
            // Pango fits lines before it trims the letter spacing at a line's ends: with negative
            // spacing (tracking, kern) a fitted line comes out that much wider. Fit it that much narrower.
            let trimmed = PangoAttributes.largestNegativeSpacing(text.runs, base: text.font)
            pango_layout_set_width(layout, PangoAttributes.pangoUnits(max(0, maxWidth - trimmed)))
            pango_layout_set_wrap(layout, lineBreakMode == .word ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, lines == 0 ? PANGO_ELLIPSIZE_NONE : ellipsizeMode(lineBreakMode))
            pango_layout_set_height(layout, lines == 0 ? -1 : Int32(clamping: -lines))
        } else {
            pango_layout_set_width(layout, -1)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        g_object_ref(UnsafeMutableRawPointer(layout))
        // Runs with their own font or a baseline offset make their own line height, as on iOS.
        let fixed = text.runs.contains { $0.font != nil || $0.baselineOffset != 0 } ? nil : SystemFont.lineHeight(of: text.font)
        return PangoLayoutHandle(layout, maxWidth: clipsOneLine ? maxWidth : nil, lineLimit: lines, lineHeight: fixed)
    }

    /// The line heights (Pango units) a title's lines keep, with the UTF-8 byte range each covers
    /// (nil: the whole title). Text in the system font keeps San Francisco's line height, or its
    /// text style's (`SystemFont.lineHeight(of:)`), whether set in the base font or a run's own font;
    /// a title in another family whose glyphs come from fallback fonts keeps the first family's.
    /// A run in another font of its own keeps that font's metrics.
    static func lineHeights(_ text: TitleText, emoji: [Range<Int>],
                            in context: PangoTextContext) -> [(range: Range<Int>?, height: Int32)] {
        let base = SystemFont.lineHeight(of: text.font).map(PangoAttributes.pangoUnits)
            ?? primaryLineHeight(text, emoji: emoji, in: context)
        guard text.runs.contains(where: { $0.font != nil }) else { return base.map { [(nil, $0)] } ?? [] }
        var out: [(range: Range<Int>?, height: Int32)] = []
        var start = 0
        for run in text.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            let height = run.font.map { SystemFont.lineHeight(of: $0).map(PangoAttributes.pangoUnits) } ?? base
            if end > start, let height { out.append((start..<end, height)) }
        }
        return out
    }

    /// UIKit lays out a label whose glyphs come from fallback fonts (CJK, emoji) with the line
    /// metrics of its first family: an 18-pt `登录` is one Latin line tall, not one CJK line. For a
    /// title with such characters and no run font of its own, the line height (ascent + descent,
    /// Pango units) of the title font's first family; nil otherwise (Pango's own line height).
    static func primaryLineHeight(_ text: TitleText, emoji: [Range<Int>], in context: PangoTextContext) -> Int32? {
        guard !text.runs.contains(where: { $0.font != nil }), usesFallbackFonts(text.string, emoji: emoji),
              let first = text.font.family.split(separator: ",").first?.trimmingCharacters(in: .whitespaces) else { return nil }
        var primary = text.font
        primary.family = first
        let description = PangoFontDescription(primary)
        guard let metrics = pango_context_get_metrics(context.pointer, description.pointer, nil) else { return nil }
        defer { pango_font_metrics_unref(metrics) }
        return pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)
    }

    /// Whether `string` holds CJK, Hangul, kana, full-width forms or emoji (`emoji`: its emoji
    /// ranges when already known): characters the pinned Latin family does not have.
    static func usesFallbackFonts(_ string: String, emoji: [Range<Int>]? = nil) -> Bool {
        if string.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        let cjk = string.unicodeScalars.contains { s in
            switch s.value {
            case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
            default: false
            }
        }
        return cjk || !(emoji ?? PangoAttributes.emojiRanges(string)).isEmpty
    }

    static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail, .word: PANGO_ELLIPSIZE_END
        case .head: PANGO_ELLIPSIZE_START
        case .clip: PANGO_ELLIPSIZE_NONE
        }
    }
}

/// An owned `PangoLayout` built by `PangoLayoutBuilder`.
final class PangoLayoutHandle {
    /// `PangoLayout *`.
    let pointer: OpaquePointer
    /// For a clipped single line: the width it is cut to (the layout itself is not constrained).
    let clipWidth: Double?
    /// Lines counted in `size` (0: all).
    let lineLimit: Int
    /// The height of every line when the whole title keeps one (the system font's): `size` is then
    /// that many lines tall, even where a fallback font's glyphs reach past Pango's line box.
    let lineHeight: Double?

    init(_ pointer: OpaquePointer, maxWidth: Double?, lineLimit: Int, lineHeight: Double? = nil) {
        self.pointer = pointer; self.clipWidth = maxWidth; self.lineLimit = lineLimit; self.lineHeight = lineHeight
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The logical size in points, unrounded: the union of the logical rects of the counted lines,
    /// cut to `clipWidth` when clipping.
    var size: Size {
        var logical = PangoRectangle()
        var width: Double
        var height: Double
        if lineLimit > 0, lineCount > lineLimit {
            let box = logicalBox(lines: lineLimit)
            width = box.width
            height = box.height
        } else {
            pango_layout_get_extents(pointer, nil, &logical)
            width = Double(logical.width) / Double(PANGO_SCALE)
            height = Double(logical.height) / Double(PANGO_SCALE)
        }
        if let clipWidth { width = min(width, max(0, clipWidth)) }
        if let lineHeight, width > 0 || height > 0 {
            height = Double(lineLimit > 0 ? min(lineCount, lineLimit) : lineCount) * lineHeight
        }
        return Size(width: width, height: height)
    }

    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }

    /// The union of the logical rects of the first `lines` lines (at least one), in points. Summed
    /// in 64 bits: a very long line's extent in Pango units can pass `Int32.max`.
    func logicalBox(lines: Int) -> Rect {
        var logical = PangoRectangle()
        var minX = Int64.max, maxX = Int64.min, minY = Int64.max, maxY = Int64.min
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<max(1, lines) {
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            minX = min(minX, Int64(logical.x)); maxX = max(maxX, Int64(logical.x) + Int64(logical.width))
            minY = min(minY, Int64(logical.y)); maxY = max(maxY, Int64(logical.y) + Int64(logical.height))
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        let unit = Double(PANGO_SCALE)
        return Rect(x: Double(minX) / unit, y: Double(minY) / unit,
                    width: Double(maxX - minX) / unit, height: Double(maxY - minY) / unit)
    }

    /// Characters no font in the configuration has a glyph for.
    var unknownGlyphsCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// Whether Pango shortened any line with an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }

    /// The family of the font each run resolved to, in visual order.
    var resolvedFontFamilies: [String] {
        var families: [String] = []
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font {
                let description = pango_font_describe(font)
                if let family = pango_font_description_get_family(description) {
                    families.append(String(cString: family))
                }
                pango_font_description_free(description)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }
}
