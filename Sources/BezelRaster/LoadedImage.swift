import CPangoCairo
import CRsvg
import BezelCore
import Foundation

/// An image file opened for drawing: PNG pixels in a cairo surface, or an SVG document that is
/// drawn as vectors at the target's resolution (never rasterised and then scaled up).
package enum LoadedImage {
    case raster(CairoSurface)
    case vector(SVGDocument)

    /// Draws the image stretched to fill `rect` (user space of `cr`), as UIImageView's scaleToFill.
    func draw(in rect: Rect, on cr: OpaquePointer) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        switch self {
        case .raster(let surface):
            let w = Double(surface.width), h = Double(surface.height)
            guard w > 0, h > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / w, rect.height / h)
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, w, h)
            cairo_fill(cr)
            cairo_restore(cr)
        case .vector(let document):
            try document.render(in: rect, on: cr)
        }
    }

    /// The image as pixels at `scale` pixels per point for a `pointSize` image: PNGs as they are,
    /// SVGs rendered at that resolution. Used where pixels are sliced (nine-slice backgrounds).
    func pixels(pointSize: Size, scale: Double) throws -> CairoSurface {
        switch self {
        case .raster(let surface): return surface
        case .vector(let document):
            let w = max(1, Int((pointSize.width * scale).rounded(.up))), h = max(1, Int((pointSize.height * scale).rounded(.up)))
            let surface = try CairoSurface(argbWidth: w, height: h)
            let context = try CairoContext(surface)
            try document.render(in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), on: context.pointer)
            return surface
        }
    }
}

/// An owned librsvg `RsvgHandle *`.
package final class SVGDocument: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<RsvgHandle>
    let path: String
    /// One render at a time: a librsvg handle is not drawn from two threads at once.
    private let lock = NSLock()

    /// Reads the file once, refuses it if it refers outside itself (`SVGExternalReferences`), and
    /// hands librsvg those bytes with no base location, so it has no folder to resolve against.
    convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RasterError.unreadableImage(path: path, reason: "cannot read the file")
        }
        try self.init(data: data, path: path)
    }

    /// `data`, the SVG `path` names (or an inline one), checked and handed to librsvg as above.
    init(data: Data, path: String) throws {
        if let found = SVGExternalReferences.first(in: String(decoding: data, as: UTF8.self)) {
            throw RasterError.unreadableImage(path: path, reason: "it refers outside itself: \(found)")
        }
        var error: UnsafeMutablePointer<GError>?
        let (made, logged) = CLibraryLog.capturing {
            data.withUnsafeBytes { bytes in
                rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
            }
        }
        guard let handle = made, logged.isEmpty else {
            let reason = ((error.map { [String(cString: $0.pointee.message)] } ?? []) + logged).joined(separator: "; ")
            if let error { g_error_free(error) }
            if let made { g_object_unref(UnsafeMutableRawPointer(made)) }
            throw RasterError.unreadableImage(path: path, reason: reason.isEmpty ? "unknown librsvg error" : reason)
        }
        pointer = handle
        self.path = path
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The document's own size in pixels (its width/height, or viewBox), nil if it has none.
    var intrinsicSize: Size? {
        var w = 0.0, h = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(pointer, &w, &h) != 0, w > 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }

    /// Renders the document stretched to `rect` in the user space of `cr`, as vectors.
    func render(in rect: Rect, on cr: OpaquePointer) throws {
        lock.lock()
        defer { lock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, rect.minX, rect.minY)
        var viewport = RsvgRectangle(x: 0, y: 0, width: rect.width, height: rect.height)
        if let size = intrinsicSize {
            // Stretch (scaleToFill) rather than librsvg's aspect-preserving fit.
            cairo_scale(cr, rect.width / size.width, rect.height / size.height)
            viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        }
        var error: UnsafeMutablePointer<GError>?
        // What librsvg logs while drawing (its warnings) is this image's error, naming its file.
        let (drawn, logged) = CLibraryLog.capturing { rsvg_handle_render_document(pointer, cr, &viewport, &error) != 0 }
        guard drawn, logged.isEmpty else {
            let reason = ((error.map { [String(cString: $0.pointee.message)] } ?? []) + logged).joined(separator: "; ")
            if let error { g_error_free(error) }
            throw RasterError.unreadableImage(path: path, reason: reason.isEmpty ? "unknown librsvg error" : reason)
        }
    }
}
