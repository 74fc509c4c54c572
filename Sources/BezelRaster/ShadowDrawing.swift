import CPangoCairo

/// A layer shadow: the shape as an alpha mask in device pixels, blurred by three box-blur passes
/// (close to a Gaussian with σ = the shadow radius, as Core Animation's `shadowRadius` looks), then
/// used to paint the shadow colour at the offset.
enum ShadowDrawing {
    static func draw(shape: SceneShape, color: Color, blur: Double, offset: Size, scale: Double,
                     on cr: OpaquePointer) throws {
        let bounds = boundingRect(shape)
        guard bounds.width > 0, bounds.height > 0 else { return }
        let sigma = blur * scale  // device pixels
        let boxRadius = Int(sigma.rounded())
        let margin = 3 * boxRadius + 1  // pixels around the shape for the blur to spread into
        // The mask's pixel grid starts on a whole device pixel at or left of/above the shape.
        let x0 = (bounds.minX * scale).rounded(.down) - Double(margin)
        let y0 = (bounds.minY * scale).rounded(.down) - Double(margin)
        let width = Int((bounds.maxX * scale).rounded(.up) - x0) + margin
        let height = Int((bounds.maxY * scale).rounded(.up) - y0) + margin

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
            for _ in 0..<3 { boxBlur(data, width: width, height: height, stride: stride, radius: boxRadius) }
            cairo_surface_mark_dirty(mask.pointer)
        }
        cairo_surface_set_device_scale(mask.pointer, scale, scale)

        cairo_save(cr)
        color.setSource(on: cr)
        cairo_mask_surface(cr, mask.pointer, x0 / scale + offset.width, y0 / scale + offset.height)
        cairo_restore(cr)
    }

    /// One horizontal and one vertical pass of a box blur of `2·radius + 1` pixels, in place,
    /// with integer rounding (deterministic).
    static func boxBlur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        let size = 2 * radius + 1
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(count: Int, lines: Int, at index: (Int, Int) -> Int) {
            for l in 0..<lines {
                for i in 0..<count { line[i] = Int(data[index(l, i)]) }
                var sum = 0
                for i in -radius...radius where i >= 0 && i < count { sum += line[i] }
                for i in 0..<count {
                    data[index(l, i)] = UInt8((sum + size / 2) / size)
                    let leaving = i - radius, entering = i + radius + 1
                    if leaving >= 0 { sum -= line[leaving] }
                    if entering < count { sum += line[entering] }
                }
            }
        }
        pass(count: width, lines: height) { y, x in y * stride + x }
        pass(count: height, lines: width) { x, y in y * stride + x }
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
