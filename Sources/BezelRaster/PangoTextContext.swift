import BezelCore
import CPangoCairo

/// An owned `PangoContext` on a font map of a `FontConfiguration`, set up so that measuring and
/// drawing agree and nothing about the machine changes the result:
///
/// - 72 dpi, so a Pango "pixel" is a point and a font's absolute size in points is user units;
/// - explicit cairo font options: grey antialiasing, no hinting, no metric hinting, default
///   subpixel order (these win over a drawing surface's own options);
/// - unrounded glyph positions (fractional advances, as UIKit uses);
/// - a fixed language (`en-us`) instead of the process locale, which would otherwise steer
///   font fallback.
///
/// Pango contexts and font maps are not thread-safe: use a context, and every context sharing
/// its font map, from one thread at a time (`FontConfiguration.withPangoContext` does that).
package final class PangoTextContext {
    /// `PangoContext *`.
    let pointer: OpaquePointer

    /// A measuring context on a new font map of `configuration`.
    convenience init(configuration: FontConfiguration) {
        let fontMap = configuration.makeFontMap()
        self.init(fontMap: fontMap, cairo: nil)
        g_object_unref(fontMap)  // the context holds its own reference
    }

    /// A context sharing `other`'s font map (and its caches), updated for drawing on the cairo
    /// context `cairo` (`cairo_t *`) when given: its transformation and target surface.
    convenience init(sharingFontMapOf other: PangoTextContext, cairo: OpaquePointer?) {
        self.init(fontMap: pango_context_get_font_map(other.pointer), cairo: cairo)
    }

    private init(fontMap: UnsafeMutablePointer<PangoFontMap>, cairo: OpaquePointer?) {
        pointer = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(pointer, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(pointer, options)  // copies
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pointer, 0)
        pango_context_set_language(pointer, pango_language_from_string("en-us"))
        if let cairo { pango_cairo_update_context(cairo, pointer) }
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The one layout of this context, reused by `PangoLayoutBuilder` for every title (a new
    /// `PangoLayout` per title cost ~4.7 µs more per layout, measured with the pinned fonts).
    private var layout: OpaquePointer?

    /// This context's layout, created on first use.
    var reusableLayout: OpaquePointer {
        if let layout { return layout }
        let made = pango_layout_new(pointer)!
        layout = made
        return made
    }

    /// The context titles are drawn with on `cr`: it shares this context's font map and is made
    /// once, then updated for each cairo context (its transformation and target surface). Like
    /// this context, it must be used by one thread at a time.
    func drawingContext(for cr: OpaquePointer) -> PangoTextContext {
        if let drawing {
            pango_cairo_update_context(cr, drawing.pointer)
            return drawing
        }
        let made = PangoTextContext(sharingFontMapOf: self, cairo: cr)
        drawing = made
        return made
    }

    private var drawing: PangoTextContext?
}
