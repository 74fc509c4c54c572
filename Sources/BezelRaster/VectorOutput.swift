import BezelCore
import CCairo
import CPangoCairo
import Foundation

/// SVG and PDF surfaces writing to memory (`cairo_svg_surface_create_for_stream`,
/// `cairo_pdf_surface_create_for_stream`).
package enum VectorOutput {
    /// The fixed date written into PDFs.
    static let pdfDate = "2000-01-01T00:00:00Z"

    /// - Parameters:
    ///   - title: the accessible name, written as the document's `<title>` (Cairo draws text as glyph
    ///     outlines, so without it the document would not say what it shows).
    ///   - description: more text for `<desc>`, e.g. every button title of a sheet.
    package static func svg(width: Double, height: Double, title: String? = nil, description: String? = nil,
                    draw: (OpaquePointer) throws -> Void) throws -> Data {
        let data = try render(draw) { sink in
            let surface = cairo_svg_surface_create_for_stream(StreamSink.write, sink, width, height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
        let svg = renumberingSurfaceIDs(String(decoding: data, as: UTF8.self))
        return Data(addingAccessibleText(svg, title: title, description: description).utf8)
    }

    /// Inserts `<title>`/`<desc>` as the first children of the root `<svg>` element.
    static func addingAccessibleText(_ svg: String, title: String?, description: String?) -> String {
        var elements = ""
        if let title, !title.isEmpty { elements += "<title>\(Markup.escaped(title))</title>\n" }
        if let description, !description.isEmpty { elements += "<desc>\(Markup.escaped(description))</desc>\n" }
        guard !elements.isEmpty, let root = svg.range(of: "<svg"), let end = svg[root.upperBound...].firstIndex(of: ">") else { return svg }
        let insertAt = svg.index(after: end)
        return String(svg[..<insertAt]) + "\n" + elements + String(svg[insertAt...]).drop(while: { $0 == "\n" })
    }


    /// Cairo names embedded surfaces and images after process-wide counters (`surface144`,
    /// `image148`), so the same drawing would differ between runs: renumber them from 1 in order
    /// of first appearance, in `id="…"` and `#…` references only.
    static func renumberingSurfaceIDs(_ svg: String) -> String {
        let regex = try! NSRegularExpression(pattern: #"(id="|#)(surface|image)([0-9]+)(?=[")])"#)
        var numbers: [String: Int] = [:]
        var counters: [String: Int] = [:]
        var result = ""
        var last = svg.startIndex
        for match in regex.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            guard let whole = Range(match.range, in: svg), let lead = Range(match.range(at: 1), in: svg),
                  let kind = Range(match.range(at: 2), in: svg) else { continue }
            let name = String(svg[kind.lowerBound..<whole.upperBound])
            let prefix = String(svg[kind])
            let number = numbers[name] ?? {
                let next = counters[prefix, default: 0] + 1
                counters[prefix] = next
                numbers[name] = next
                return next
            }()
            result += svg[last..<whole.lowerBound] + svg[lead] + prefix + String(number)
            last = whole.upperBound
        }
        return result + svg[last...]
    }

    package static func pdf(width: Double, height: Double, draw: (OpaquePointer) throws -> Void) throws -> Data {
        try render(draw) { sink in
            let surface = cairo_pdf_surface_create_for_stream(StreamSink.write, sink, width, height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Bezel")
            return surface
        }
    }

    static func render(_ draw: (OpaquePointer) throws -> Void,
                       surface make: (UnsafeMutableRawPointer) -> OpaquePointer) throws -> Data {
        let sink = StreamSink()
        // The sink must outlive the surface: destroying an unfinished surface still writes to it.
        return try withExtendedLifetime(sink) {
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
            return sink.data
        }
    }

    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.surface(reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
