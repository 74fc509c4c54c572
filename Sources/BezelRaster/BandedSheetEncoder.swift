import CPangoCairo
import Foundation

/// Encodes a large sheet as one PNG without ever holding the whole sheet: the sheet is drawn one
/// horizontal band at a time (a shelf row of sprites) into a reused band canvas, and each band's
/// rows are streamed to libpng as they are needed. Rows outside every band are transparent.
///
/// Each sprite is drawn whole inside one band at an integral offset, so the pixels equal those of
/// the sheet drawn in one piece; memory is one band (`width × tallest band × 4` bytes) instead of
/// `width × height × 4`.
public struct BandedSheetEncoder {
    /// A band: rows `top ..< top + height` of the sheet.
    public struct Band: Sendable, Hashable {
        public var top: Int
        public var height: Int
        public init(top: Int, height: Int) { self.top = top; self.height = height }
    }

    public let width: Int
    public let height: Int
    /// Sorted, non-overlapping bands.
    public let bands: [Band]

    public init(width: Int, height: Int, bands: [Band]) {
        self.width = width; self.height = height
        self.bands = bands.sorted { $0.top < $1.top }
    }

    /// The bands of a packed sheet: one per shelf row (sprites sharing a top edge), from that row's
    /// top to its tallest sprite's bottom (plus extrusion).
    public init(layout: SheetLayout) {
        var rows: [Int: Int] = [:]
        let e = layout.extrude
        for f in layout.frames {
            let top = max(0, f.frame.y - e)
            rows[top] = max(rows[top] ?? 0, min(layout.size.height, f.frame.y + f.frame.height + e) - top)
        }
        var bands: [Band] = []
        for (top, h) in rows.sorted(by: { $0.key < $1.key }) {
            // Merge overlapping rows (only with unusual extrusion).
            if let last = bands.last, last.top + last.height > top {
                bands[bands.count - 1].height = max(last.height, top + h - last.top)
            } else {
                bands.append(Band(top: top, height: h))
            }
        }
        self.init(width: max(layout.size.width, 1), height: max(layout.size.height, 1), bands: bands)
    }

    /// Encodes the sheet; `draw(canvas, band)` draws band `band` with the sheet's row `band.top`
    /// at the canvas's row 0 (the canvas is cleared before each band).
    public func png(settings: PNGEncodingSettings, draw: (RasterCanvas, Band) throws -> Void) throws -> Data {
        let tallest = bands.map(\.height).max() ?? 0
        let canvas = tallest > 0 ? try RasterCanvas(width: width, height: tallest) : nil
        var current = -1
        var next = 0
        let rowBytes = width * 4
        return try PNGWriter.encode(width: width, height: height, settings: settings) { y, row in
            while next < bands.count && bands[next].top + bands[next].height <= y { next += 1 }
            guard next < bands.count, bands[next].top <= y, let canvas else {
                row.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes)
                return
            }
            if current != next {
                canvas.clear()
                try draw(canvas, bands[next])
                cairo_surface_flush(canvas.surface.pointer)
                current = next
            }
            let stride = Int(cairo_image_surface_get_stride(canvas.surface.pointer))
            let data = UnsafeRawPointer(cairo_image_surface_get_data(canvas.surface.pointer)!)
            PNGWriter.unpremultiply(data + (y - bands[next].top) * stride, layout: .cairoARGB32, width: width, into: row)
        }
    }
}

extension RasterCanvas {
    /// Runs `body` with drawing clipped to `rect` (device pixels).
    public func withClip<R>(_ rect: PixelRect, _ body: () throws -> R) rethrows -> R {
        let cr = context.pointer
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        return try body()
    }
}
