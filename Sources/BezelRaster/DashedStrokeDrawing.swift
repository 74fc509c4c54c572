import BezelCore
import CPangoCairo

/// A dashed or dotted border: the closed path measured as cairo flattens it, the `StrokeDash`
/// fitted to that length (BezelCore decides the pattern), then stroked with `cairo_set_dash`.
enum DashedStrokeDrawing {
    static func draw(shape: SceneShape, color: RGBAColor, width: Double, dash: StrokeDash, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoPaths.appendFromTopLeft(shape, to: cr)
        if let fitted = dash.fitted(toClosedPath: length(of: cr)) {
            cairo_set_dash(cr, fitted.intervals, Int32(fitted.intervals.count), fitted.offset)
        }
        color.setSource(on: cr)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, cap(dash.cap))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    static func cap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    /// The length of the current path in user space, its curves flattened as cairo strokes them
    /// and each closed sub-path's closing segment counted.
    static func length(of cr: OpaquePointer) -> Double {
        guard let path = cairo_copy_path_flat(cr) else { return 0 }
        defer { cairo_path_destroy(path) }
        var total = 0.0, start = (0.0, 0.0), current = (0.0, 0.0)
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            let point = { (k: Int) in (path.pointee.data[i + k].point.x, path.pointee.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: start = point(1); current = start
            case CAIRO_PATH_LINE_TO:
                let p = point(1)
                total += ((p.0 - current.0) * (p.0 - current.0) + (p.1 - current.1) * (p.1 - current.1)).squareRoot()
                current = p
            case CAIRO_PATH_CLOSE_PATH:
                total += ((start.0 - current.0) * (start.0 - current.0) + (start.1 - current.1) * (start.1 - current.1)).squareRoot()
                current = start
            default: break
            }
            i += Int(header.length)
        }
        return total
    }
}
