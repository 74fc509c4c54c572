import BezelCore
import CPangoCairo

/// Draws a `SceneImage`: from the run's image store (each file opened once), stretched or nine-sliced into its rect, optionally
/// as a template (its alpha as a mask filled with the template colour), darkened (black painted
/// ATOP: RGB × factor inside the image's alpha), and composited at its alpha (`LayerOpacity`).
enum ImageDrawing {
    static func draw(_ node: SceneImage, scale: Double, images: ImageStore, on cr: OpaquePointer) throws {
        guard node.alpha > 0 else { return }
        let image = try images.image(node.path)
        let plain = node.templateColor == nil && node.rgbFactor == 1 && node.alpha == 1
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if plain {
            try drawPixels(image, node, scale: scale, on: cr)
            return
        }
        if node.rgbFactor != 1, isVector(cairo_get_target(cr)) {
            try drawRasterised(node, scale: scale, images: images, on: cr)
            return
        }
        cairo_push_group(cr)
        if let tint = node.templateColor {
            cairo_push_group(cr)
            try drawPixels(image, node, scale: scale, on: cr)
            let mask = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(mask) }
            tint.setSource(on: cr)
            cairo_mask(cr, mask)
        } else {
            try drawPixels(image, node, scale: scale, on: cr)
        }
        if node.rgbFactor != 1 {
            // Source-atop black at α (1 − factor): rgb' = rgb × factor, alpha unchanged (docs/uikit.md, "Images").
            cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - node.rgbFactor)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        LayerOpacity.popGroupAndPaint(cr, alpha: node.alpha)
    }

    /// Whether `surface` writes vectors (SVG, PDF, or a recording of a group drawn on one).
    static func isVector(_ surface: OpaquePointer) -> Bool {
        [CAIRO_SURFACE_TYPE_SVG, CAIRO_SURFACE_TYPE_PDF, CAIRO_SURFACE_TYPE_RECORDING]
            .contains(cairo_surface_get_type(surface))
    }

    /// A darkened image on a vector surface. SVG and PDF have no ATOP operator, so Cairo would
    /// rasterise the image's region with the whole page drawn again beneath it, for every such
    /// image: time quadratic in the sprites. The image is drawn here instead, darkened as on a
    /// raster, into pixels at `SceneImage.vectorRasterScale` × the current scale over its rect (the check keeps
    /// that under `InputLimits.imageDrawPixels`), and those pixels are painted in its rect, once.
    static func drawRasterised(_ node: SceneImage, scale: Double, images: ImageStore, on cr: OpaquePointer) throws {
        let rect = node.rect
        let density = SceneImage.vectorRasterScale * scale
        let width = Int((abs(rect.width) * density).rounded(.up)), height = Int((abs(rect.height) * density).rounded(.up))
        guard width > 0, height > 0 else { return }
        let pixels = try CairoSurface(argbWidth: width, height: height)
        do {
            let context = try CairoContext(pixels)
            cairo_scale(context.pointer, density, density)
            cairo_translate(context.pointer, -rect.minX, -rect.minY)
            var opaque = node
            opaque.alpha = 1
            try draw(opaque, scale: density, images: images, on: context.pointer)
        }
        cairo_surface_flush(pixels.pointer)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / density, 1 / density)
        cairo_set_source_surface(cr, pixels.pointer, 0, 0)
        cairo_paint_with_alpha(cr, node.alpha)
    }

    static func drawPixels(_ image: LoadedImage, _ node: SceneImage, scale: Double, on cr: OpaquePointer) throws {
        switch node.slicing {
        case .none:
            try image.draw(in: node.rect, on: cr)
        case let .nineSlice(capInsets, tile):
            let pixels = try image.pixels(pointSize: node.pointSize, scale: scale)
            // An image of unknown size covers one point per pixel.
            let known = node.pointSize.width > 0 && node.pointSize.height > 0
            let size = known ? node.pointSize : Size(width: Double(pixels.width), height: Double(pixels.height))
            NineSliceDrawing.draw(pixels, pointSize: size, capInsets: capInsets, tile: tile,
                                  in: node.rect, on: cr)
        }
    }
}
