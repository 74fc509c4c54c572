import BezelCore
import CPangoCairo

/// An owned `PangoFontDescription` for a model `Font`.
///
/// The size is absolute: `Font.size` points become `size × PANGO_SCALE` Pango units, so with the
/// 72 dpi contexts Bezel uses, "17 pt" is 17 user units whatever the resolution.
final class PangoFontDescription {
    let pointer: OpaquePointer

    init(_ font: TextFont) {
        pointer = pango_font_description_new()
        // A comma-separated family list is Pango's own syntax ("DejaVu Sans, Noto Sans CJK SC").
        pango_font_description_set_family(pointer, font.family)
        pango_font_description_set_absolute_size(pointer, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: PangoFontDescription.weight(font.weight)))
        pango_font_description_set_style(pointer, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    }

    deinit { pango_font_description_free(pointer) }

    /// Pango accepts weights 100…1000.
    static func weight(_ weight: Int) -> UInt32 { UInt32(min(1000, max(100, weight))) }
}
