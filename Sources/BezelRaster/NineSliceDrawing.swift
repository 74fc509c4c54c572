import BezelCore
import CPangoCairo

/// Draws an image into a rect nine-sliced by cap insets (docs/uikit.md, "Classic layout"): the corners at their
/// own size, the edges and the centre stretched, or tiled at the image's own size.
enum NineSliceDrawing {
    /// - Parameters:
    ///   - pixels: the image's pixels; `pointSize` says how many points they cover.
    ///   - capInsets: in points of the image.
    static func draw(_ pixels: CairoSurface, pointSize: Size, capInsets: EdgeInsets, tile: Bool,
                     in rect: Rect, on cr: OpaquePointer) {
        let pw = Double(pixels.width), ph = Double(pixels.height)
        guard pw > 0, ph > 0, pointSize.width > 0, pointSize.height > 0, rect.width > 0, rect.height > 0 else { return }
        let density = (x: pw / pointSize.width, y: ph / pointSize.height)  // pixels per point
        let columns = spans(capStart: capInsets.left, capEnd: capInsets.right, image: pointSize.width, target: rect.width)
        let rows = spans(capStart: capInsets.top, capEnd: capInsets.bottom, image: pointSize.height, target: rect.height)
        for (ci, column) in columns.enumerated() {
            for (ri, row) in rows.enumerated() {
                let sx = (column.source.0 * density.x).rounded(), sx1 = (column.source.1 * density.x).rounded()
                let sy = (row.source.0 * density.y).rounded(), sy1 = (row.source.1 * density.y).rounded()
                let dw = column.target.1 - column.target.0, dh = row.target.1 - row.target.0
                guard sx1 > sx, sy1 > sy, dw > 0, dh > 0 else { continue }
                let slice = cairo_surface_create_for_rectangle(pixels.pointer, sx, sy, sx1 - sx, sy1 - sy)!
                defer { cairo_surface_destroy(slice) }
                let pattern = cairo_pattern_create_for_surface(slice)!
                defer { cairo_pattern_destroy(pattern) }
                let dx = rect.minX + column.target.0, dy = rect.minY + row.target.0
                let tiles = tile && (ci == 1 || ri == 1)
                var matrix = cairo_matrix_t()
                if tiles {
                    // Tiled: the slice at its own size, repeated from the slice's top left.
                    cairo_matrix_init_scale(&matrix, density.x, density.y)
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
                } else {
                    cairo_matrix_init_scale(&matrix, (sx1 - sx) / dw, (sy1 - sy) / dh)
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                }
                cairo_matrix_translate(&matrix, -dx, -dy)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_set_source(cr, pattern)
                cairo_rectangle(cr, dx, dy, dw, dh)
                cairo_fill(cr)
            }
        }
    }

    /// The three spans along one axis, as (source, target) point ranges. Caps keep their size;
    /// when the target is shorter than both caps, they shrink in proportion.
    static func spans(capStart: Double, capEnd: Double, image: Double,
                      target: Double) -> [(source: (Double, Double), target: (Double, Double))] {
        let start = min(max(0, capStart), image), end = min(max(0, capEnd), image - start)
        let shrink = start + end > target && start + end > 0 ? target / (start + end) : 1
        let ts = start * shrink, te = end * shrink
        return [
            ((0, start), (0, ts)),
            ((start, image - end), (ts, target - te)),
            ((image - end, image), (target - te, target)),
        ]
    }
}
