import BezelCore
import CPangoCairo

/// Builds the `PangoAttrList` for a title's runs.
///
/// Each run's attributes cover the run's UTF-8 byte range in `TitleText.string` (Pango indexes by
/// byte). Runs are never turned into markup, so no character in a title is ever interpreted.
enum PangoAttributes {
    /// The pinned colour emoji font (`fonts-noto-color-emoji`).
    enum EmojiPresentation { static let family = "Noto Color Emoji" }

    /// The attribute list for `runs` over the title font `base`, or nil when no run carries an
    /// attribute, no character is an emoji and no text is in the system font (plain text). A run's
    /// letter spacing is its kern plus its font's letter spacing plus the system font's tracking
    /// (`SystemFont.tracking(of:)`) when its font is the system font. The caller owns the list (`pango_attr_list_unref`).
    static func list(for runs: [TextRun], base: TextFont, emoji known: [Range<Int>]? = nil) -> OpaquePointer? {
        let emoji = known ?? emojiRanges(runs.map(\.text).joined())
        let hasAttributes = { (run: TextRun) in Self.hasAttributes(run) || spacing(run, base: base) != 0 }
        guard runs.contains(where: hasAttributes) || !emoji.isEmpty else { return nil }
        let list = pango_attr_list_new()!
        defer {
            // Last, so that they win over the runs' font families.
            for range in emoji {
                guard let attribute = pango_attr_family_new(EmojiPresentation.family) else { continue }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
        var start = 0
        for run in runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start, hasAttributes(run) else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)  // takes ownership
            }
            if let font = run.font {
                let description = PangoFontDescription(font)
                insert(pango_attr_font_desc_new(description.pointer))  // copies the description
            }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                if color.alpha != 255 { insert(pango_attr_foreground_alpha_new(channel(color.alpha))) }
            }
            if let color = run.backgroundColor {
                insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
                if color.alpha != 255 { insert(pango_attr_background_alpha_new(channel(color.alpha))) }
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            let spacing = Self.spacing(run, base: base)
            if spacing != 0 { insert(pango_attr_letter_spacing_new(pangoUnits(spacing))) }
            // Pango's rise is positive up, like UIKit's baselineOffset.
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(pangoUnits(run.baselineOffset))) }
        }
        return list
    }

    /// The UTF-8 byte ranges of `text` that UIKit draws as emoji: characters whose first scalar
    /// has the Unicode property Emoji_Presentation (👍, ☕, flags), and emoji presentation sequences
    /// (a character followed by U+FE0F, as in ❤️, or keycaps like 1️⃣), unless U+FE0E asks for text.
    /// Pango would otherwise take the first font that has the character (DejaVu Sans has a black
    /// ❤ and ☕); there they are set in the pinned colour font. Adjacent emoji share one range.
    static func emojiRanges(_ text: String) -> [Range<Int>] {
        // ASCII has no emoji: its keycap bases (#, *, 0–9) need U+FE0F or U+20E3 after them.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            defer { offset += length }
            let scalars = character.unicodeScalars
            guard let first = scalars.first, !scalars.contains(where: { $0.value == 0xFE0E }) else { continue }
            let emoji = first.properties.isEmojiPresentation
                || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 })
            guard emoji else { continue }
            if let last = ranges.last, last.upperBound == offset {
                ranges[ranges.count - 1] = last.lowerBound ..< offset + length
            } else {
                ranges.append(offset ..< offset + length)
            }
        }
        return ranges
    }

    /// The letter spacing of `runs` over the title font `base` (kern plus tracking), as the
    /// largest amount by which any run tightens its letters; 0 when none does.
    static func largestNegativeSpacing(_ runs: [TextRun], base: TextFont) -> Double {
        runs.reduce(0) { max($0, -spacing($1, base: base)) }
    }

    /// A run's letter spacing in points: its kern, its font's letter spacing and the system font's
    /// tracking when its font is the system font.
    static func spacing(_ run: TextRun, base: TextFont) -> Double {
        let font = run.font ?? base
        return run.kern + font.letterSpacing + SystemFont.tracking(of: font)
    }

    static func hasAttributes(_ run: TextRun) -> Bool {
        run.font != nil || run.color != nil || run.backgroundColor != nil || run.underline
            || run.strikethrough || run.kern != 0 || run.baselineOffset != 0
    }

    /// Points to Pango units (1/PANGO_SCALE of a point), rounded to nearest.
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    /// An 8-bit channel as Pango's 16-bit one (0xAB → 0xABAB).
    static func channel(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }
}
