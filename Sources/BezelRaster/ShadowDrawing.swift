import BezelCore
import CPangoCairo

/// A layer shadow: the shape as an alpha mask in device pixels, blurred by three box-blur passes
/// (close to a Gaussian with σ = the shadow radius, as Core Animation's `shadowRadius` looks), then
/// used to paint the shadow colour at the offset.
///
/// Only the part of the mask that can reach the current clip is made: the mask is cut to the clip
/// (moved back by the offset) grown by the blur's reach, so the work is proportional to the pixels
/// drawn (a sprite, a band), not to the radius. The pixels are the same as with the whole mask: a
/// pixel of the clip depends only on mask pixels within `3 × boxRadius` of it.
enum ShadowDrawing {
    static func draw(shape: SceneShape, color: RGBAColor, blur: Double, offset: Size, scale: Double,
                     on cr: OpaquePointer) throws {
        let bounds = boundingRect(shape)
        guard bounds.width > 0, bounds.height > 0 else { return }
        let boxRadius = ShadowReach.boxRadius(radius: blur, scale: scale)  // device pixels
        let margin = ShadowReach.pixels(radius: blur, scale: scale)  // pixels around the shape for the blur to spread into
        // The whole mask's pixel grid starts on a whole device pixel at or left of/above the shape.
        var x0 = (bounds.minX * scale).rounded(.down) - Double(margin)
        var y0 = (bounds.minY * scale).rounded(.down) - Double(margin)
        var x1 = (bounds.maxX * scale).rounded(.up) + Double(margin)
        var y1 = (bounds.maxY * scale).rounded(.up) + Double(margin)
        // Cut to the clip, in the mask's pixels (the clip moved back by the offset), grown by the reach.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let reach = Double(3 * boxRadius + 2)
        x0 = max(x0, ((cx0 - offset.width) * scale).rounded(.down) - reach)
        y0 = max(y0, ((cy0 - offset.height) * scale).rounded(.down) - reach)
        x1 = min(x1, ((cx1 - offset.width) * scale).rounded(.up) + reach)
        y1 = min(y1, ((cy1 - offset.height) * scale).rounded(.up) + reach)
        guard x1 > x0, y1 > y0 else { return }
        let width = Int(x1 - x0), height = Int(y1 - y0)

        let mask = try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
                                    context: "shadow mask")
        do {
            let context = try CairoContext(mask)
            cairo_translate(context.pointer, -x0, -y0)
            cairo_scale(context.pointer, scale, scale)
            CairoPaths.append(shape, to: context.pointer)
            cairo_set_source_rgba(context.pointer, 0, 0, 0, 1)
            cairo_fill(context.pointer)
        }
        cairo_surface_flush(mask.pointer)
        if boxRadius > 0 {
            let data = cairo_image_surface_get_data(mask.pointer)!
            let stride = Int(cairo_image_surface_get_stride(mask.pointer))
            BoxBlur(width: width, height: height, stride: stride, radius: boxRadius).apply(data, passes: 3)
            cairo_surface_mark_dirty(mask.pointer)
        }
        cairo_surface_set_device_scale(mask.pointer, scale, scale)

        cairo_save(cr)
        color.setSource(on: cr)
        cairo_mask_surface(cr, mask.pointer, x0 / scale + offset.width, y0 / scale + offset.height)
        cairo_restore(cr)
    }

    static func boundingRect(_ shape: SceneShape) -> Rect {
        switch shape {
        case let .roundedRect(rect, _, _), let .ellipse(rect): return rect
        case let .segments(segments):
            let xs = segments.flatMap { [$0.0.x, $0.1.x] }, ys = segments.flatMap { [$0.0.y, $0.1.y] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
