import BezelCore
import CPangoCairo

/// Draws a title or subtitle as UILabel does: the Pango layout built by `PangoLayoutBuilder` (the
/// code path measuring used), its logical box centred vertically in the rect and placed
/// horizontally by the alignment; a hard shadow first (every run in the shadow colour, no blur).
enum TextDrawing {
    static func draw(_ node: SceneText, measuring: PangoTextContext, scale: Double, on cr: OpaquePointer) throws {
        guard node.alpha > 0 else { return }
        let grouped = node.alpha < 1
        if grouped { cairo_push_group(cr) }
        if let shadow = node.shadowColor, shadow.alpha > 0 {
            var plain = node.text
            plain.runs = plain.runs.map { run in
                var run = run
                run.color = nil
                run.backgroundColor = nil
                return run
            }
            try drawLayout(plain, node, color: shadow, offset: node.shadowOffset, measuring: measuring, scale: scale, on: cr)
        }
        try drawLayout(node.text, node, color: node.color, offset: .zero, measuring: measuring, scale: scale, on: cr)
        if grouped { LayerOpacity.popGroupAndPaint(cr, alpha: node.alpha) }
    }

    static func drawLayout(_ text: TitleText, _ node: SceneText, color: RGBAColor, offset: Size,
                           measuring: PangoTextContext, scale: Double, on cr: OpaquePointer) throws {
        let context = measuring.drawingContext(for: cr)
        let alignment: PangoAlignment = switch node.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        // The rect was sized to the ceil'd measurement and snapped to the pixel grid, which can take
        // up to one pixel off: allow it, so the text breaks as it was measured.
        var layout = PangoLayoutBuilder.makeLayout(
            text, in: context, maxWidth: node.rect.width + 1 / scale,
            numberOfLines: node.numberOfLines, lineBreakMode: node.lineBreakMode, alignment: alignment)
        // More lines than the rect holds: like UILabel, show the lines that fit, the last one
        // shortened, instead of lines cut through at the rect's edges.
        let lines = layout.lineCount
        if node.numberOfLines != 1, lines > 1 {
            let lineHeight = logicalBox(layout).height / Double(lines)
            let fit = max(1, Int(((node.rect.height + 1 / scale) / lineHeight).rounded(.down)))
            if fit < lines && (node.numberOfLines == 0 || fit < node.numberOfLines) {
                layout = PangoLayoutBuilder.makeLayout(
                    text, in: context, maxWidth: node.rect.width + 1 / scale,
                    numberOfLines: fit, lineBreakMode: node.lineBreakMode == .clip ? .tail : node.lineBreakMode, alignment: alignment)
            }
        }
        let box = logicalBox(layout)
        let rect = node.rect
        var x: Double = switch node.alignment {
        case .left: rect.minX - box.minX
        case .center: rect.midX - box.midX
        case .right: rect.maxX - box.maxX
        }
        // A clipped line wider than its rect shows its start.
        if layout.clipWidth != nil && box.width > rect.width { x = rect.minX - box.minX }
        let y = rect.midY - box.midY

        cairo_save(cr)
        defer { cairo_restore(cr) }
        let limited = layout.lineLimit > 0 && layout.lineCount > layout.lineLimit
        if layout.clipWidth != nil || limited {
            let big = 1e6
            let clipX = layout.clipWidth != nil ? rect.minX + offset.width : -big
            let clipW = layout.clipWidth != nil ? rect.width : 2 * big
            let clipY = limited ? y + box.minY + offset.height : -big
            let clipH = limited ? box.height : 2 * big
            cairo_rectangle(cr, clipX, clipY, clipW, clipH)
            cairo_clip(cr)
        }
        color.setSource(on: cr)
        cairo_move_to(cr, x + offset.width, y + offset.height)
        try show(layout.pointer, text: text.string, on: cr)
    }

    /// Shows `layout`, built on the drawing context made for `cr` as it is now (same
    /// transformation, same target), at the current point of `cr`: the context is not updated
    /// again, since Pango counts every update as a change and would lay the lines out a second
    /// time (the same glyphs). A surface that keeps the text beside the
    /// glyphs (PDF) gets it through `cairo_show_text_glyphs`, and Cairo refuses text holding a
    /// Unicode noncharacter there ("input string not valid UTF-8"), though the glyphs draw (a hex
    /// box, as in a PNG): such a layout is drawn through an observer of the target, which keeps no
    /// text, into a group painted back — the same glyphs at the same place, without the text.
    static func show(_ layout: OpaquePointer, text: String, on cr: OpaquePointer) throws {
        guard cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0,
              text.unicodeScalars.contains(where: isNoncharacter) else {
            pango_cairo_show_layout(cr, layout)
            return
        }
        var x = 0.0, y = 0.0, dx = 0.0, dy = 0.0
        var matrix = cairo_matrix_t()
        cairo_get_current_point(cr, &x, &y)
        cairo_get_matrix(cr, &matrix)
        cairo_push_group(cr)
        let group = cairo_get_group_target(cr)
        cairo_surface_get_device_offset(group, &dx, &dy)
        let observer = cairo_surface_create_observer(group, CAIRO_SURFACE_OBSERVER_NORMAL)
        cairo_surface_set_device_offset(observer, dx, dy)
        let glyphs = cairo_create(observer)!
        cairo_set_matrix(glyphs, &matrix)
        cairo_set_source(glyphs, cairo_get_source(cr))
        cairo_move_to(glyphs, x, y)
        pango_cairo_update_layout(glyphs, layout)
        pango_cairo_show_layout(glyphs, layout)
        let status = cairo_status(glyphs)
        cairo_destroy(glyphs)
        cairo_surface_destroy(observer)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.surface(reason: String(cString: cairo_status_to_string(status))) }
    }

    /// Unicode's 66 noncharacters (U+FDD0…U+FDEF and the last two code points of every plane),
    /// which Cairo's UTF-8 check refuses.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// The union of the logical rects of the lines `size` counts, in layout coordinates (points).
    static func logicalBox(_ layout: PangoLayoutHandle) -> Rect {
        layout.logicalBox(lines: layout.lineLimit > 0 ? min(layout.lineLimit, layout.lineCount) : layout.lineCount)
    }
}
