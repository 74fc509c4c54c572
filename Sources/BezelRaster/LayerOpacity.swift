import CPangoCairo

/// Paints a pushed group at an opacity below 1 as iOS composites a view's `alpha` into 8-bit
/// pixels (docs/uikit.md, "Pressed fade"): every premultiplied channel × the opacity's 8-bit
/// coverage (0.2 → 51) / 255, rounded **up**. A pressed system button's template background image
/// (0.2 alpha: premultiplied blue 51, green 25) then shows at α 11 as (0, 116, 255), and its tint
/// title at α 51 as (0, 125, 255), as on iOS; Cairo's own rounding to nearest gives α 10 as
/// (0, 128, 255) and (0, 120, 255).
///
/// Vector output (SVG, PDF) has no pixels here: it keeps the exact opacity (`paint_with_alpha`).
enum LayerOpacity {
    /// Pops the group pushed last on `cr` and paints it at `alpha`.
    static func popGroupAndPaint(_ cr: OpaquePointer, alpha: Double) {
        guard let pattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cr, pattern)
        guard alpha < 1 else {
            cairo_paint(cr)
            return
        }
        var group: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let surface = group,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            cairo_paint_with_alpha(cr, alpha)
            return
        }
        fade(surface, coverage: coverage(alpha))
        cairo_paint(cr)
    }

    /// The 8-bit coverage of `alpha` (0 … 1): round to nearest (0.2 → 51).
    static func coverage(_ alpha: Double) -> UInt32 {
        UInt32((min(max(alpha, 0), 1) * 255).rounded())
    }

    /// One premultiplied channel `value` × `coverage` / 255, rounded up (51 × 51 → 11, 122 × 51 → 25).
    static func faded(_ value: UInt8, coverage: UInt32) -> UInt8 {
        UInt8((UInt32(value) * coverage + 254) / 255)
    }

    /// Multiplies every channel of the ARGB32 (premultiplied) `surface` by `coverage` / 255, rounded up.
    static func fade(_ surface: OpaquePointer, coverage: UInt32) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var table = [UInt8](repeating: 0, count: 256)
        for v in 0..<256 { table[v] = faded(UInt8(v), coverage: coverage) }
        for y in 0..<height {
            let row = data + y * stride
            for i in 0..<(width * 4) { row[i] = table[Int(row[i])] }
        }
        cairo_surface_mark_dirty(surface)
    }
}
