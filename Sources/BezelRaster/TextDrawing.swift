import BezelCore
import CPangoCairo

/// Draws a title or subtitle as UILabel does: the Pango layout built by `PangoLayoutBuilder` (the
/// code path measuring used), its logical box centred vertically in the rect and placed
/// horizontally by the alignment; a hard shadow first (every run in the shadow colour, no blur).
enum TextDrawing {
    static func draw(_ node: SceneText, measuring: PangoTextContext, scale: Double, on cr: OpaquePointer) {
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
            drawLayout(plain, node, color: shadow, offset: node.shadowOffset, measuring: measuring, scale: scale, on: cr)
        }
        drawLayout(node.text, node, color: node.color, offset: .zero, measuring: measuring, scale: scale, on: cr)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, node.alpha)
        }
    }

    static func drawLayout(_ text: TitleText, _ node: SceneText, color: RGBAColor, offset: Size,
                           measuring: PangoTextContext, scale: Double, on cr: OpaquePointer) {
        let context = measuring.drawingContext(for: cr)
        // The rect was sized to the ceil'd measurement and snapped to the pixel grid, which can take
        // up to one pixel off: allow it, so the text breaks as it was measured.
        var layout = PangoLayoutBuilder.makeLayout(
            text, in: context, maxWidth: node.rect.width + 1 / scale,
            numberOfLines: node.numberOfLines, lineBreakMode: node.lineBreakMode)
        // More lines than the rect holds: like UILabel, show the lines that fit, the last one
        // shortened, instead of lines cut through at the rect's edges.
        let lines = layout.lineCount
        if node.numberOfLines != 1, lines > 1 {
            let lineHeight = logicalBox(layout).height / Double(lines)
            let fit = max(1, Int(((node.rect.height + 1 / scale) / lineHeight).rounded(.down)))
            if fit < lines && (node.numberOfLines == 0 || fit < node.numberOfLines) {
                layout = PangoLayoutBuilder.makeLayout(
                    text, in: context, maxWidth: node.rect.width + 1 / scale,
                    numberOfLines: fit, lineBreakMode: node.lineBreakMode == .clip ? .tail : node.lineBreakMode)
            }
        }
        let alignment: PangoAlignment = switch node.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout.pointer, alignment)
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
        pango_cairo_update_layout(cr, layout.pointer)
        pango_cairo_show_layout(cr, layout.pointer)
    }

    /// The union of the logical rects of the lines `size` counts, in layout coordinates (points).
    static func logicalBox(_ layout: PangoLayoutHandle) -> Rect {
        layout.logicalBox(lines: layout.lineLimit > 0 ? min(layout.lineLimit, layout.lineCount) : layout.lineCount)
    }
}
