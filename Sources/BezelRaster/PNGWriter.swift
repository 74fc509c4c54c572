import CPNG
import CPangoCairo
import Foundation

/// How hard `PNGWriter` compresses: the filter, zlib level and strategy for button art (large flat
/// fills, anti-aliased edges and text, transparent margins). Every setting writes the same pixels;
/// only speed and size differ.
///
/// Chosen by measurement (`bezel bench --png-sweep`, 400 W1 images at 320×88, and W1 sheets
/// 8,192 px wide): filter None beats Sub, Up, Paeth and libpng's adaptive choice on both size and
/// speed, because flat fills and transparent margins repeat whole pixels, which deflate finds as
/// long matches. On images up to 2,048 px wide zlib levels 1–3 (deflate's fast matcher) cost
/// about the same, 4–6 (lazy matching) 2–3× more for 13–15 % less, 9 ~10× more for 5 % more. On
/// wider images (sheets) the row above lies beyond deflate's 32 KB window and the fast matcher
/// loses a third: there `balanced` uses level 5 (lazy matching), which stays below Cairo's size.
/// The `rle` and `filtered` strategies never helped.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Filter None, zlib level 1: the fastest. Smaller than Cairo's writer on single buttons and
    /// strips, larger on wide sheets.
    case fast
    /// The default: filter None, zlib level 3 up to 2,048 px wide, level 5 beyond.
    case balanced
    /// Filter None, zlib level 9: the smallest tried, several times slower.
    case small

    /// Rows wider than this many pixels (8 KB) no longer fit deflate's window a few times over.
    public static let wideImageWidth = 2048

    /// The libpng settings for an image `width` pixels wide.
    public func settings(forWidth width: Int) -> PNGEncodingSettings {
        let none = PNGEncodingSettings.filterNone
        switch self {
        case .fast: return PNGEncodingSettings(filters: none, level: 1)
        case .balanced: return PNGEncodingSettings(filters: none, level: width > Self.wideImageWidth ? 5 : 3)
        case .small: return PNGEncodingSettings(filters: none, level: 9)
        }
    }
}

/// libpng write settings: a `PNG_FILTER_*` mask (one filter, or several for libpng's adaptive
/// choice per row), zlib level 0…9, zlib strategy and memLevel.
public struct PNGEncodingSettings: Hashable, Sendable, CustomStringConvertible {
    public static let filterNone: Int32 = 0x08, filterSub: Int32 = 0x10, filterUp: Int32 = 0x20
    public static let filterAverage: Int32 = 0x40, filterPaeth: Int32 = 0x80, allFilters: Int32 = 0xF8
    /// zlib strategies.
    public static let defaultStrategy: Int32 = 0, filtered: Int32 = 1, huffmanOnly: Int32 = 2, rle: Int32 = 3

    public var filters: Int32
    public var level: Int32
    public var strategy: Int32
    public var memLevel: Int32

    public init(filters: Int32, level: Int32, strategy: Int32 = PNGEncodingSettings.defaultStrategy, memLevel: Int32 = 8) {
        precondition((0...9).contains(level) && (1...9).contains(memLevel), "PNGEncodingSettings: bad zlib settings")
        self.filters = filters; self.level = level; self.strategy = strategy; self.memLevel = memLevel
    }

    public var description: String {
        let names: [(Int32, String)] = [(Self.filterNone, "none"), (Self.filterSub, "sub"), (Self.filterUp, "up"),
                                         (Self.filterAverage, "avg"), (Self.filterPaeth, "paeth")]
        let filter = filters == Self.allFilters ? "adaptive" : names.filter { filters & $0.0 != 0 }.map(\.1).joined(separator: "+")
        let strategyName = ["default", "filtered", "huffman", "rle", "fixed"][Int(min(max(strategy, 0), 4))]
        return "filter \(filter), zlib \(level), \(strategyName)"
    }
}

/// Encodes premultiplied pixels (a `RasterImage`, or a cairo ARGB32 surface directly, without an
/// intermediate copy) as 8-bit RGBA PNG through libpng's write API. Colours are un-premultiplied
/// exactly as `RasterImage.pixel(x:y:)` does (`(c·255 + a/2) / a`, 0 where alpha is 0), one row at a
/// time into a row buffer. No time, text or gamma chunks: the same pixels and settings always give
/// the same bytes.
public enum PNGWriter {
    /// How the source pixels are stored.
    public enum PixelLayout: Sendable {
        /// Bytes R, G, B, A, premultiplied (`RasterImage.premultipliedRGBA`).
        case premultipliedRGBA
        /// Native-endian `0xAARRGGBB` words, premultiplied (cairo `CAIRO_FORMAT_ARGB32`).
        case cairoARGB32
    }

    /// `image` as PNG bytes.
    public static func data(of image: RasterImage, compression: PNGCompression = .balanced) throws(PNGError) -> Data {
        try data(of: image, settings: compression.settings(forWidth: image.width))
    }

    /// PNG bytes of `image` with explicit libpng settings.
    public static func data(of image: RasterImage, settings: PNGEncodingSettings) throws(PNGError) -> Data {
        let result = image.premultipliedRGBA.withUnsafeBytes { pixels in
            Result { () throws(PNGError) -> Data in
                guard let base = pixels.baseAddress else { throw .encodingFailed(reason: "cannot encode an empty image") }
                return try encode(base, width: image.width, height: image.height, stride: image.width * 4,
                                  layout: .premultipliedRGBA, settings: settings)
            }
        }
        return try result.get()
    }

    /// Encodes `height` rows of `width` pixels starting at `base`, `stride` bytes apart.
    public static func encode(_ base: UnsafeRawPointer, width: Int, height: Int, stride: Int, layout: PixelLayout,
                              settings: PNGEncodingSettings) throws(PNGError) -> Data {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF, stride >= width * 4 else {
            throw .encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
        var source = RowSource(base: base, stride: stride, width: width, layout: layout, table: UnpremultiplyTable.shared.pointer)
        return try withUnsafeMutablePointer(to: &source) { (context) throws(PNGError) -> Data in
            try write(width: width, height: height, settings: settings, fill: fillRow, context: UnsafeMutableRawPointer(context))
        }
    }

    /// Encodes rows produced on demand by `rows(y, buffer)`, which fills `buffer` (`width × 4` bytes)
    /// with straight-alpha RGBA row `y`, top to bottom; a whole image never needs to be in memory.
    /// An error thrown by `rows` ends the encoding and is rethrown.
    public static func encode(width: Int, height: Int, settings: PNGEncodingSettings,
                              rows: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> Data {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else {
            throw PNGError.encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
        return try withoutActuallyEscaping(rows) { rows in
            var source = ClosureSource(rows: rows)
            do {
                return try withUnsafeMutablePointer(to: &source) { (context) throws(PNGError) -> Data in
                    try write(width: width, height: height, settings: settings, fill: ClosureSource.fill,
                              context: UnsafeMutableRawPointer(context))
                }
            } catch {
                if let failure = source.failure { throw failure }
                throw error
            }
        }
    }

    /// Runs the libpng write; the malloc'd output becomes the `Data` without a copy.
    private static func write(width: Int, height: Int, settings: PNGEncodingSettings, fill: cpng_fill_row,
                              context: UnsafeMutableRawPointer) throws(PNGError) -> Data {
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { row.deallocate() }
        var output = cpng_output()
        // A first guess at the size (button art compresses well); the buffer doubles as needed.
        let guess = max(4096, width * height / 2)
        output.data = malloc(guess)?.assumingMemoryBound(to: UInt8.self)
        output.capacity = output.data == nil ? 0 : guess
        let status = cpng_write_rgba8(png_uint_32(width), png_uint_32(height), settings.filters, settings.level, settings.strategy,
                                      settings.memLevel, fill, context, row, &output)
        guard status == 0, let bytes = output.data else {
            free(output.data)
            let reason = withUnsafeBytes(of: &output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .encodingFailed(reason: reason.isEmpty ? "libpng failed" : reason)
        }
        return Data(bytesNoCopy: bytes, count: output.size, deallocator: .free)
    }

    /// The context of `encode(width:height:settings:rows:)`.
    private struct ClosureSource {
        let rows: (Int, UnsafeMutableRawPointer) throws -> Void
        var failure: (any Error)?

        static let fill: cpng_fill_row = { context, y, row in
            let source = context!.assumingMemoryBound(to: ClosureSource.self)
            do {
                try source.pointee.rows(Int(y), UnsafeMutableRawPointer(row!))
                return 0
            } catch {
                source.pointee.failure = error
                return 1
            }
        }
    }

    /// Un-premultiplies `width` pixels at `input` (in `layout`) into straight R, G, B, A bytes at `output`.
    public static func unpremultiply(_ input: UnsafeRawPointer, layout: PixelLayout, width: Int, into output: UnsafeMutableRawPointer) {
        unpremultiplyRow(input, cairo: layout == .cairoARGB32, width: width, table: UnpremultiplyTable.shared.pointer, output)
    }

    /// What `fillRow` reads.
    struct RowSource {
        let base: UnsafeRawPointer
        let stride: Int
        let width: Int
        let layout: PixelLayout
        let table: UnsafePointer<UInt8>
    }

    /// Un-premultiplies source row `y` into `row` (straight R, G, B, A bytes).
    static let fillRow: cpng_fill_row = { context, y, row in
        let source = context!.assumingMemoryBound(to: RowSource.self).pointee
        unpremultiplyRow(source.base + Int(y) * source.stride, cairo: source.layout == .cairoARGB32, width: source.width,
                         table: source.table, UnsafeMutableRawPointer(row!))
        return 0
    }

    @inline(__always)
    static func unpremultiplyRow(_ input: UnsafeRawPointer, cairo: Bool, width: Int, table: UnsafePointer<UInt8>,
                                 _ output: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let word = input.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            // r, g, b, a of the premultiplied pixel.
            let r, g, b, a: UInt32
            if cairo {
                a = word >> 24; r = (word >> 16) & 0xFF; g = (word >> 8) & 0xFF; b = word & 0xFF
            } else {
                let le = UInt32(littleEndian: word)
                r = le & 0xFF; g = (le >> 8) & 0xFF; b = (le >> 16) & 0xFF; a = le >> 24
            }
            var straight: UInt32
            if a == 255 {
                straight = r | g << 8 | b << 16 | 0xFF00_0000
            } else if a == 0 {
                straight = 0
            } else {
                let t = Int(a) &<< 8
                straight = UInt32(table[t &+ Int(r)]) | UInt32(table[t &+ Int(g)]) << 8
                    | UInt32(table[t &+ Int(b)]) << 16 | a << 24
            }
            output.storeBytes(of: straight.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
    }
}

/// `min(255, (c·255 + a/2) / a)` for every alpha `a` (row) and premultiplied channel `c` (column),
/// computed once: the exact integer formula of `RasterImage.pixel(x:y:)` and cairo's writer.
final class UnpremultiplyTable: @unchecked Sendable {
    static let shared = UnpremultiplyTable()
    let pointer: UnsafePointer<UInt8>

    private init() {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 * 256)
        for a in 0..<256 {
            for c in 0..<256 { table[a * 256 + c] = a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        }
        pointer = UnsafePointer(table)
    }
}

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
