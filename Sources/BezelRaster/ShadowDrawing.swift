import BezelCore
import CPangoCairo

/// A layer shadow: a shape as an alpha mask in device pixels, blurred by three box-blur passes
/// (close to a Gaussian with σ = the shadow radius, as Core Animation's `shadowRadius` looks), then
/// used to paint the shadow colour at the offset. An outer shadow's mask is the shape; an inset
/// shadow's is everything but its hole, painted only inside its clip shape.
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
        let margin = Double(ShadowReach.pixels(radius: blur, scale: scale))  // pixels around the shape for the blur to spread into
        // The whole mask's pixel grid starts on a whole device pixel at or left of/above the shape.
        let whole = PixelRegion(x0: (bounds.minX * scale).rounded(.down) - margin, y0: (bounds.minY * scale).rounded(.down) - margin,
                           x1: (bounds.maxX * scale).rounded(.up) + margin, y1: (bounds.maxY * scale).rounded(.up) + margin)
        guard let region = cut(whole, toClipOf: cr, blur: blur, offset: offset, scale: scale) else { return }
        let mask = try blurredMask(region, blur: blur, scale: scale) { context in
            CairoPaths.append(shape, to: context)
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_fill(context)
        }
        try paint(mask, region: region, color: color, offset: offset, scale: scale, on: cr)
    }

    /// An inset shadow: everything outside `hole`, moved by `offset` and blurred, inside `clip`,
    /// its mask over `InsetShadowMask.region` (the part drawn and the hole near it), pixels beyond
    /// counting as filled (`BoxBlur.edge`).
    static func drawInner(clip: SceneShape, hole: SceneShape, color: RGBAColor, blur: Double, offset: Size, scale: Double,
                          on cr: OpaquePointer) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoPaths.append(clip, to: cr)
        cairo_clip(cr)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        guard cx1 > cx0, cy1 > cy0 else { return }
        let region = InsetShadowMask.region(clip: Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), hole: boundingRect(hole),
                                            offset: offset, blur: blur, scale: scale)
        let mask = try blurredMask(region, blur: blur, scale: scale, edge: 255) { context in
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            CairoPaths.append(hole, to: context)
            cairo_fill(context)
        }
        try paint(mask, region: region, color: color, offset: offset, scale: scale, on: cr)
    }

    /// `region` cut to the current clip of `cr` moved back by `offset`, grown by the blur's reach;
    /// nil when nothing is left.
    static func cut(_ region: PixelRegion, toClipOf cr: OpaquePointer, blur: Double, offset: Size, scale: Double) -> PixelRegion? {
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let reach = Double(3 * ShadowReach.boxRadius(radius: blur, scale: scale) + 2)
        let cut = PixelRegion(x0: max(region.x0, ((cx0 - offset.width) * scale).rounded(.down) - reach),
                         y0: max(region.y0, ((cy0 - offset.height) * scale).rounded(.down) - reach),
                         x1: min(region.x1, ((cx1 - offset.width) * scale).rounded(.up) + reach),
                         y1: min(region.y1, ((cy1 - offset.height) * scale).rounded(.up) + reach))
        return cut.x1 > cut.x0 && cut.y1 > cut.y0 ? cut : nil
    }

    /// An A8 mask of `region` drawn by `draw` (on a context whose user space is points), blurred
    /// with pixels beyond it counting as `edge`.
    static func blurredMask(_ region: PixelRegion, blur: Double, scale: Double, edge: UInt8 = 0,
                            draw: (OpaquePointer) -> Void) throws -> CairoSurface {
        let width = Int(region.x1 - region.x0), height = Int(region.y1 - region.y0)
        let mask = try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
                                    context: "shadow mask")
        do {
            let context = try CairoContext(mask)
            cairo_translate(context.pointer, -region.x0, -region.y0)
            cairo_scale(context.pointer, scale, scale)
            draw(context.pointer)
        }
        cairo_surface_flush(mask.pointer)
        let boxRadius = ShadowReach.boxRadius(radius: blur, scale: scale)  // device pixels
        if boxRadius > 0 {
            let data = cairo_image_surface_get_data(mask.pointer)!
            let stride = Int(cairo_image_surface_get_stride(mask.pointer))
            try BoxBlur(width: width, height: height, stride: stride, radius: boxRadius, edge: edge).apply(data, passes: 3)
            cairo_surface_mark_dirty(mask.pointer)
        }
        return mask
    }

    /// `color` painted through `mask` (of `region`), moved by `offset`, where the clip of `cr`
    /// lets it: the colour is composited into an image of that part through the mask first, and
    /// the image painted with a pattern matrix that maps its pixels to points. (Cairo's SVG surface
    /// places a mask pattern without the current transform, at 1/scale of its size; a source
    /// image it places right.)
    static func paint(_ mask: CairoSurface, region: PixelRegion, color: RGBAColor, offset: Size, scale: Double,
                      on cr: OpaquePointer) throws {
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        // The clip in the mask's pixels, cut to the mask.
        let x0 = max(region.x0, ((cx0 - offset.width) * scale).rounded(.down) - 1)
        let y0 = max(region.y0, ((cy0 - offset.height) * scale).rounded(.down) - 1)
        let x1 = min(region.x1, ((cx1 - offset.width) * scale).rounded(.up) + 1)
        let y1 = min(region.y1, ((cy1 - offset.height) * scale).rounded(.up) + 1)
        guard x1 > x0, y1 > y0 else { return }
        let shadow = try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)), context: "shadow")
        do {
            let context = try CairoContext(shadow)
            color.setSource(on: context.pointer)
            cairo_mask_surface(context.pointer, mask.pointer, region.x0 - x0, region.y0 - y0)
        }
        cairo_surface_flush(shadow.pointer)
        let pattern = cairo_pattern_create_for_surface(shadow.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scale, 0, 0, scale, -(x0 + offset.width * scale), -(y0 + offset.height * scale))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
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
