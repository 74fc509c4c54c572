import Foundation

/// Encodes premultiplied pixels (a `RasterImage`, or a cairo ARGB32 surface directly, without an
/// intermediate copy) or straight RGBA as 8-bit RGBA PNG: rows are un-premultiplied exactly as
/// `RasterImage.pixel(x:y:)` does (`(c·255 + a/2) / a`, 0 where alpha is 0) one at a time, filtered
/// and deflated (`PNGScanlineEncoder`: libdeflate or zlib), and wrapped by `PNGContainer`. The same pixels
/// and settings always give the same bytes.
public enum PNGWriter {
    /// How the source pixels are stored.
    public enum PixelLayout: Sendable {
        /// Bytes R, G, B, A, premultiplied (`RasterImage.premultipliedRGBA`).
        case premultipliedRGBA
        /// Native-endian `0xAARRGGBB` words, premultiplied (cairo `CAIRO_FORMAT_ARGB32`).
        case cairoARGB32
        /// Bytes R, G, B, A, not premultiplied (copied as they are).
        case straightRGBA
    }

    /// Encodes `height` rows of `width` pixels starting at `base`, `stride` bytes apart.
    public static func encode(_ base: UnsafeRawPointer, width: Int, height: Int, stride: Int, layout: PixelLayout,
                              settings: PNGEncodingSettings) throws(PNGError) -> Data {
        guard stride >= width * 4 else { throw .encodingFailed(reason: "a row stride of \(stride) bytes for \(width) pixels") }
        do {
            return try encode(width: width, height: height, settings: settings) { y, row in
                unpremultiply(base + y * stride, layout: layout, width: width, into: row)
            }
        } catch let error as PNGError {
            throw error
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
    }

    /// Encodes rows produced on demand by `rows(y, buffer)`, which fills `buffer` (`width × 4` bytes)
    /// with straight-alpha RGBA row `y`, top to bottom; a whole image never needs to be in memory.
    /// An error thrown by `rows` ends the encoding and is rethrown.
    public static func encode(width: Int, height: Int, settings: PNGEncodingSettings,
                              rows: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> Data {
        try checkSize(width: width, height: height)
        let encoder = try PNGScanlineEncoder(width: width, settings: settings)
        let segment = try encoder.segment(rows: 0..<height, final: true, fill: rows)
        return PNGContainer.png(width: width, height: height, settings: settings, segments: [segment])
    }

    /// Refuses sizes a PNG (or this process) cannot hold.
    package static func checkSize(width: Int, height: Int) throws(PNGError) {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else {
            throw .encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
    }

    /// Un-premultiplies `width` pixels at `input` (in `layout`) into straight R, G, B, A bytes at `output`.
    public static func unpremultiply(_ input: UnsafeRawPointer, layout: PixelLayout, width: Int, into output: UnsafeMutableRawPointer) {
        switch layout {
        case .straightRGBA: output.copyMemory(from: input, byteCount: width * 4)
        case .cairoARGB32: unpremultiplyRow(input, cairo: true, width: width, table: UnpremultiplyTable.shared.pointer, output)
        case .premultipliedRGBA: unpremultiplyRow(input, cairo: false, width: width, table: UnpremultiplyTable.shared.pointer, output)
        }
    }

    @inline(__always)
    static func unpremultiplyRow(_ input: UnsafeRawPointer, cairo: Bool, width: Int, table: UnsafePointer<UInt8>,
                                 _ output: UnsafeMutableRawPointer) {
        var x = 0
        #if _endian(little)
        // Eight cairo pixels at once when all are opaque (red and blue swapped) or all transparent
        // (zero): most of a button sheet. Others go one by one through the table.
        if cairo {
            while x &+ 8 <= width {
                let pixels = input.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt32>.self)
                if pixels.min() >= 0xFF00_0000 {
                    let swapped = pixels & 0xFF00_FF00 | (pixels &>> 16) & 0xFF | (pixels & 0xFF) &<< 16
                    output.storeBytes(of: swapped, toByteOffset: x &* 4, as: SIMD8<UInt32>.self)
                } else if pixels.max() == 0 {
                    output.storeBytes(of: SIMD8<UInt32>.zero, toByteOffset: x &* 4, as: SIMD8<UInt32>.self)
                } else {
                    for i in x ..< x &+ 8 { unpremultiplyPixel(input, cairo: true, at: i, table: table, output) }
                }
                x &+= 8
            }
        }
        #endif
        while x < width {
            unpremultiplyPixel(input, cairo: cairo, at: x, table: table, output)
            x &+= 1
        }
    }

    @inline(__always)
    private static func unpremultiplyPixel(_ input: UnsafeRawPointer, cairo: Bool, at x: Int, table: UnsafePointer<UInt8>,
                                           _ output: UnsafeMutableRawPointer) {
        let word = input.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
        output.storeBytes(of: straightPixel(word, cairo: cairo, table: table).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
    }

    /// One premultiplied pixel (`cairo`: a native `0xAARRGGBB` word, else bytes R, G, B, A) as
    /// straight R, G, B, A in a little-endian word.
    @inline(__always)
    static func straightPixel(_ word: UInt32, cairo: Bool, table: UnsafePointer<UInt8>) -> UInt32 {
        let r, g, b, a: UInt32
        if cairo {
            a = word >> 24; r = (word >> 16) & 0xFF; g = (word >> 8) & 0xFF; b = word & 0xFF
        } else {
            let le = UInt32(littleEndian: word)
            r = le & 0xFF; g = (le >> 8) & 0xFF; b = (le >> 16) & 0xFF; a = le >> 24
        }
        if a == 255 { return r | g << 8 | b << 16 | 0xFF00_0000 }
        if a == 0 { return 0 }
        let t = Int(a) &<< 8
        return UInt32(table[t &+ Int(r)]) | UInt32(table[t &+ Int(g)]) << 8 | UInt32(table[t &+ Int(b)]) << 16 | a << 24
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
