import BezelPNG
import BezelCore
import CPangoCairo
import Foundation

/// Encodes a large sheet as one PNG without ever holding the whole sheet, on several threads: the
/// sheet is cut into horizontal bands (a shelf row of sprites each), each band is drawn into a
/// reused band canvas and its rows deflated on their own (`PNGScanlineEncoder`), and the pieces
/// are joined into one zlib stream (`PNGContainer`). Rows outside every band are transparent.
///
/// Each sprite is drawn whole inside one band at an integral offset, so the pixels equal those of
/// the sheet drawn in one piece. The cut depends only on the layout, so the bytes are the same for
/// any number of threads; memory is one band canvas per thread (`width × tallest band × 4` bytes).
public struct BandedSheetEncoder: Sendable {
    /// A band: rows `top ..< top + height` of the sheet.
    public struct Band: Sendable, Hashable {
        public var top: Int
        public var height: Int
        public init(top: Int, height: Int) { self.top = top; self.height = height }
    }

    /// A sheet to encode: its bands, settings and how a band is drawn. `draw(canvas, band)` draws
    /// `band` with the sheet's row `band.top` at the canvas's row 0 (the canvas is cleared before);
    /// it may be called from several threads at once.
    public struct Sheet {
        public var encoder: BandedSheetEncoder
        public var settings: PNGEncodingSettings
        public var draw: (RasterCanvas, Band) throws -> Void
        public init(encoder: BandedSheetEncoder, settings: PNGEncodingSettings, draw: @escaping (RasterCanvas, Band) throws -> Void) {
            self.encoder = encoder; self.settings = settings; self.draw = draw
        }
    }

    public let width: Int
    public let height: Int
    /// Sorted, non-overlapping bands.
    public let bands: [Band]
    /// The rows deflated independently: one range per band, from its top (the first from row 0) to
    /// the next band's top (the last to the bottom of the sheet); one range when there are no bands.
    public let segments: [Range<Int>]
    /// The height of the band canvas: the tallest band.
    let tallestBand: Int

    public init(width: Int, height: Int, bands: [Band]) {
        self.width = width; self.height = height
        let bands = bands.sorted { $0.top < $1.top }
        self.bands = bands
        segments = bands.isEmpty ? [0..<height]
            : bands.indices.map { i in (i == 0 ? 0 : bands[i].top) ..< (i + 1 < bands.count ? bands[i + 1].top : height) }
        tallestBand = bands.map(\.height).max() ?? 0
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

    /// Encodes the sheet on `jobs` threads (see `Sheet.draw`).
    public func png(settings: PNGEncodingSettings, jobs: Int = 1, timing: RenderTiming? = nil,
                    draw: @escaping (RasterCanvas, Band) throws -> Void) throws -> Data {
        try Self.png(sheets: [Sheet(encoder: self, settings: settings, draw: draw)], jobs: jobs, timing: timing)[0]
    }

    /// Encodes several sheets, all their bands sharing `jobs` threads; the PNGs in order.
    /// `alongside` is other work for the same threads (text files that do not depend on the
    /// pixels), taken before the bands so that it overlaps them instead of following them.
    public static func png(sheets: [Sheet], jobs: Int, timing: RenderTiming? = nil,
                           alongside: [() throws -> Void] = []) throws -> [Data] {
        for sheet in sheets { try PNGWriter.checkSize(width: sheet.encoder.width, height: sheet.encoder.height) }
        let work = sheets.indices.flatMap { s in sheets[s].encoder.segments.indices.map { (sheet: s, segment: $0) } }
        let pieces = Slots<DeflateSegment>(count: work.count)
        let extra = alongside.count
        try Parallel.forEach(extra + work.count, jobs: jobs, perWorker: { BandWorker() }) { index, worker in
            guard index >= extra else { return try alongside[index]() }
            let i = index - extra
            let sheet = sheets[work[i].sheet]
            pieces[i] = try sheet.encoder.segment(work[i].segment, of: sheet, worker: worker, timing: timing)
        }
        // Each sheet's pieces start where the sheets before it end; the files are put together
        // (joined, checksummed) on the same threads.
        let firsts = sheets.reduce(into: [0]) { $0.append($0.last! + $1.encoder.segments.count) }
        let files = Slots<Data>(count: sheets.count)
        Parallel.forEach(sheets.count, jobs: jobs) { s in
            let sheet = sheets[s]
            files[s] = RenderTiming.measure(timing, .encode) {
                PNGContainer.png(width: sheet.encoder.width, height: sheet.encoder.height, settings: sheet.settings,
                                 segments: (firsts[s] ..< firsts[s + 1]).map { pieces[$0]! })
            }
        }
        return files.all.map { $0! }
    }

    /// Draws band `index` (if any) and deflates its segment's rows.
    private func segment(_ index: Int, of sheet: Sheet, worker: BandWorker, timing: RenderTiming?) throws -> DeflateSegment {
        let rows = segments[index]
        let band = bands.isEmpty ? nil : bands[index]
        var pixels: (base: UnsafeRawPointer, stride: Int)?
        if let band {
            let canvas = try worker.canvas(width: width, height: tallestBand)
            try RenderTiming.measure(timing, .draw) {
                canvas.clear()
                try sheet.draw(canvas, band)
                cairo_surface_flush(canvas.surface.pointer)
            }
            pixels = (UnsafeRawPointer(cairo_image_surface_get_data(canvas.surface.pointer)!),
                      Int(cairo_image_surface_get_stride(canvas.surface.pointer)))
        }
        let encoder = try worker.encoder(width: width, settings: sheet.settings)
        let rowBytes = width * 4
        return try RenderTiming.measure(timing, .encode) {
            try encoder.segment(rows: rows, final: index == segments.count - 1) { y, row in
                if let band, let pixels, y >= band.top, y < band.top + band.height {
                    PNGWriter.unpremultiply(pixels.base + (y - band.top) * pixels.stride, layout: .cairoARGB32, width: width, into: row)
                } else {
                    row.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes)
                }
            }
        }
    }
}

/// What one thread of `BandedSheetEncoder` reuses from band to band: a band canvas and a scanline
/// encoder, replaced when the size or settings change.
final class BandWorker {
    private var band: RasterCanvas?
    private var scanlines: PNGScanlineEncoder?

    func canvas(width: Int, height: Int) throws -> RasterCanvas {
        if let band, band.width == width, band.height == height { return band }
        let canvas = try RasterCanvas(width: width, height: height)
        band = canvas
        return canvas
    }

    func encoder(width: Int, settings: PNGEncodingSettings) throws(PNGError) -> PNGScanlineEncoder {
        if let scanlines, scanlines.width == width, scanlines.settings == settings { return scanlines }
        let encoder = try PNGScanlineEncoder(width: width, settings: settings)
        scanlines = encoder
        return encoder
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
