import CCairo
import CPangoCairo
import Foundation

/// SVG and PDF surfaces writing to memory (`cairo_svg_surface_create_for_stream`,
/// `cairo_pdf_surface_create_for_stream`).
enum VectorOutput {
    /// The fixed date written into PDFs.
    static let pdfDate = "2000-01-01T00:00:00Z"

    static func svg(width: Double, height: Double, draw: (OpaquePointer) throws -> Void) throws -> Data {
        try render(draw) { sink in
            let surface = cairo_svg_surface_create_for_stream(VectorOutput.write, sink, width, height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
    }

    static func pdf(width: Double, height: Double, draw: (OpaquePointer) throws -> Void) throws -> Data {
        try render(draw) { sink in
            let surface = cairo_pdf_surface_create_for_stream(VectorOutput.write, sink, width, height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Bezel")
            return surface
        }
    }

    static func render(_ draw: (OpaquePointer) throws -> Void,
                       surface make: (UnsafeMutableRawPointer) -> OpaquePointer) throws -> Data {
        let sink = Sink()
        let surface = make(Unmanaged.passUnretained(sink).toOpaque())
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        let cr = cairo_create(surface)!
        do {
            defer { cairo_destroy(cr) }
            try draw(cr)
            try check(cairo_status(cr))
        }
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
        return withExtendedLifetime(sink) { sink.data }
    }

    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.surface(reason: String(cString: cairo_status_to_string(status)))
        }
    }

    final class Sink { var data = Data() }

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
