import BezelCore
import BezelPNG
import CPangoCairo
import Foundation

/// An image drawn in code (`UIImage.draw`): PNG pixels or an SVG drawn as vectors.
package struct CodeImage {
    let loaded: LoadedImage

    /// The PNG or SVG file at `path`, or an inline image (`ImageDataURI`), opened as a theme's images are.
    package init(path: String) throws { loaded = try ImageStore.open(path) }

    /// PNG bytes (an image rendered in memory), decoded and premultiplied as a PNG file is.
    package init(png: Data) throws {
        let decoded: DecodedImage
        do { decoded = try PNGDecoder.decode(data: png, sixteenBit: .truncated) } catch {
            throw RasterError.unreadableImage(path: "PNG data", reason: ImageStore.reason(error))
        }
        loaded = .raster(try CairoSurface(premultiplying: decoded, context: "PNG data"))
    }
}

extension CodeCanvas {
    /// Draws `image` stretched to `rect` (user space), with `blend` and `alpha` (0…1).
    package func draw(_ image: CodeImage, in rect: Rect, blend: CodeBlendMode, alpha: Double) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        var failure: (any Error)?
        preservingCurrentPath {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            switch image.loaded {
            case .raster(let pixels):
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, rect.width / Double(pixels.width), rect.height / Double(pixels.height))
                cairo_set_source_surface(cr, pixels.pointer, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            case .vector(let document):
                cairo_push_group(cr)
                do { try document.render(in: rect, on: cr) } catch { failure = error }
                cairo_pop_group_to_source(cr)
            }
            cairo_set_operator(cr, blend.cairoOperator)
            cairo_paint_with_alpha(cr, min(1, max(0, alpha)))
            cairo_restore(cr)
        }
        if let failure { throw failure }
    }
}
