import CPangoCairo

/// Builds the `PangoAttrList` for a title's runs.
///
/// Each run's attributes cover the run's UTF-8 byte range in `TitleText.string` (Pango indexes by
/// byte). Runs are never turned into markup, so no character in a title is ever interpreted.
enum PangoAttributes {
    /// The attribute list for `runs`, or nil when no run carries an attribute (plain text).
    /// The caller owns the list (`pango_attr_list_unref`).
    static func list(for runs: [TextRun]) -> OpaquePointer? {
        guard runs.contains(where: hasAttributes) else { return nil }
        let list = pango_attr_list_new()!
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
            if run.kern != 0 { insert(pango_attr_letter_spacing_new(pangoUnits(run.kern))) }
            // Pango's rise is positive up, like UIKit's baselineOffset.
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(pangoUnits(run.baselineOffset))) }
        }
        return list
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
