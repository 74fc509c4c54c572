import BezelCore
import CPangoCairo

/// Draws a `Scene` on a cairo context whose user space is the button's points (the caller has
/// translated to the button's origin and scaled by `scale`). Makes no decisions of its own.
struct SceneRenderer {
    let cr: OpaquePointer
    /// Device pixels per point: the resolution of blur masks and of rasterised SVG slices.
    let scale: Double
    /// The measuring context whose font map text drawing shares.
    let measuring: PangoTextContext
    /// Where images come from, each file opened once.
    let images: ImageStore

    func draw(_ scene: Scene) throws {
        for node in scene.nodes { try draw(node) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.surface(reason: String(cString: cairo_status_to_string(status)))
        }
    }

    func draw(_ node: SceneNode) throws {
        switch node {
        case let .shadow(shape, color, blur, offset):
            try ShadowDrawing.draw(shape: shape, color: color, blur: blur, offset: offset, scale: scale, on: cr)
        case let .innerShadow(clip, hole, color, blur, offset):
            try ShadowDrawing.drawInner(clip: clip, hole: hole, color: color, blur: blur, offset: offset, scale: scale, on: cr)
        case let .fill(shape, color):
            cairo_new_path(cr)
            CairoPaths.append(shape, to: cr)
            color.setSource(on: cr)
            cairo_fill(cr)
        case let .gradientFill(shape, gradient):
            GradientDrawing.fill(shape, with: gradient, on: cr)
        case let .stroke(shape, color, width, roundCaps):
            cairo_new_path(cr)
            CairoPaths.append(shape, to: cr)
            color.setSource(on: cr)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_stroke(cr)
        case let .dashedStroke(shape, color, width, dash):
            DashedStrokeDrawing.draw(shape: shape, color: color, width: width, dash: dash, on: cr)
        case let .glow(center, radius, color):
            guard radius > 0 else { return }
            let c = color.components
            let gradient = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
            defer { cairo_pattern_destroy(gradient) }
            cairo_pattern_add_color_stop_rgba(gradient, 0, c.red, c.green, c.blue, c.alpha)
            cairo_pattern_add_color_stop_rgba(gradient, 1, c.red, c.green, c.blue, 0)
            cairo_new_path(cr)
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
            cairo_set_source(cr, gradient)
            cairo_fill(cr)
        case let .image(image):
            try ImageDrawing.draw(image, scale: scale, images: images, on: cr)
        case let .text(text):
            try TextDrawing.draw(text, measuring: measuring, scale: scale, on: cr)
        case let .group(clip, alpha, children):
            guard alpha > 0 else { return }
            cairo_save(cr)
            if let clip {
                cairo_new_path(cr)
                CairoPaths.append(clip, to: cr)
                cairo_clip(cr)
            }
            if alpha < 1 { cairo_push_group(cr) }
            for child in children { try draw(child) }
            if alpha < 1 { LayerOpacity.popGroupAndPaint(cr, alpha: alpha) }
            cairo_restore(cr)
        }
    }
}
