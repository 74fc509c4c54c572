import BezelCore
import CPangoCairo

/// An owned `cairo_surface_t *`.
package final class CairoSurface {
    let pointer: OpaquePointer

    /// Takes ownership of `pointer`; throws (and destroys it) if cairo reports an error on it.
    init(_ pointer: OpaquePointer, context: @autoclosure () -> String = "surface") throws {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw RasterError.surface(reason: "\(context()): \(String(cString: cairo_status_to_string(status)))")
        }
        self.pointer = pointer
    }

    /// A transparent ARGB32 image surface of `width` × `height` pixels.
    convenience init(argbWidth width: Int, height: Int) throws {
        try self.init(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height)),
                      context: "\(width)×\(height) image surface")
    }

    deinit { cairo_surface_destroy(pointer) }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
}

/// An owned `cairo_t *` drawing on a surface.
package final class CairoContext {
    package let pointer: OpaquePointer

    init(_ surface: CairoSurface) throws {
        let cr = cairo_create(surface.pointer)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw RasterError.surface(reason: String(cString: cairo_status_to_string(status)))
        }
        pointer = cr
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if a drawing operation put the context into an error state.
    func check() throws {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.surface(reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

extension RGBAColor {
    /// Sets `self` as the source colour of `cr`.
    func setSource(on cr: OpaquePointer) {
        let c = components
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
