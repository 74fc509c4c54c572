import BezelCore
import BezelPNG
import CPangoCairo
import Foundation

extension RasterCanvas {
    /// The pixels drawn so far as PNG bytes, encoded straight from the cairo surface (no copy of
    /// the pixel buffer).
    public func pngData(compression: PNGCompression = .balanced) throws(PNGError) -> Data {
        try pngData(settings: compression.settings(forWidth: width))
    }

    /// The canvas as PNG bytes, encoded straight from the Cairo surface with explicit settings.
    public func pngData(settings: PNGEncodingSettings) throws(PNGError) -> Data {
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface.pointer) else {
            throw .encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
        return try PNGWriter.encode(UnsafeRawPointer(data), width: width, height: height, stride: stride,
                                    layout: .cairoARGB32, settings: settings)
    }

    /// The same pixels through `cairo_surface_write_to_png_stream` (the reference `bezel bench`
    /// compares against).
    public func cairoPNGData() throws -> Data {
        try CairoPNGWriter.data(of: surface)
    }

    /// Clears the canvas to transparent, for reuse.
    public func clear() {
        let cr = context.pointer
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
