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
        // Eight cairo pixels at once (four words of two) when all are opaque (red and blue
        // swapped) or all transparent (zero): most of a button sheet. Otherwise two at a time the
        // same way, and the rest one by one through the table.
        if cairo {
            while x &+ 8 <= width {
                let words = input + x &* 4, out = output + x &* 4
                let w0 = words.loadUnaligned(as: UInt64.self), w1 = words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let w2 = words.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                let w3 = words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (w0 & w1 & w2 & w3) & opaquePair == opaquePair {
                    out.storeBytes(of: swapRedBlue(w0), as: UInt64.self)
                    out.storeBytes(of: swapRedBlue(w1), toByteOffset: 8, as: UInt64.self)
                    out.storeBytes(of: swapRedBlue(w2), toByteOffset: 16, as: UInt64.self)
                    out.storeBytes(of: swapRedBlue(w3), toByteOffset: 24, as: UInt64.self)
                } else if w0 | w1 | w2 | w3 == 0 {
                    out.storeBytes(of: SIMD4<UInt64>.zero, as: SIMD4<UInt64>.self)
                } else {
                    for pair in 0..<4 { unpremultiplyPair(words, at: pair &* 8, table: table, out) }
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

    /// Both alphas of two cairo pixels in a 64-bit word: opaque when these bits are all set.
    private static let opaquePair: UInt64 = 0xFF00_0000_FF00_0000

    /// Two opaque cairo pixels (little-endian `0xAARRGGBB` words) as straight R, G, B, A bytes.
    @inline(__always)
    private static func swapRedBlue(_ pair: UInt64) -> UInt64 {
        pair & 0xFF00_FF00_FF00_FF00 | (pair >> 16) & 0x0000_00FF_0000_00FF | (pair & 0x0000_00FF_0000_00FF) << 16
    }

    /// The two cairo pixels at byte `offset`: swapped when both are opaque, zero when both are
    /// zero, else one by one.
    @inline(__always)
    private static func unpremultiplyPair(_ input: UnsafeRawPointer, at offset: Int, table: UnsafePointer<UInt8>,
                                          _ output: UnsafeMutableRawPointer) {
        let pair = input.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if pair & opaquePair == opaquePair {
            output.storeBytes(of: swapRedBlue(pair), toByteOffset: offset, as: UInt64.self)
        } else if pair == 0 {
            output.storeBytes(of: 0, toByteOffset: offset, as: UInt64.self)
        } else {
            let low = straightPixel(UInt32(truncatingIfNeeded: pair), cairo: true, table: table)
            let high = straightPixel(UInt32(truncatingIfNeeded: pair >> 32), cairo: true, table: table)
            output.storeBytes(of: UInt64(low) | UInt64(high) << 32, toByteOffset: offset, as: UInt64.self)
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
