import Foundation

/// How hard `PNGWriter` compresses: the filter and deflate settings for button art (large flat
/// fills, anti-aliased edges and text, transparent margins). Every setting writes the same pixels;
/// only speed and size differ.
///
/// Chosen by measurement (`bezel bench --png-sweep` on 400 W1 images at 320×88, and the W1 sheets,
/// 8,096 px wide): filter None beats Sub, Up, Paeth and the adaptive choice on both size and speed,
/// because flat fills and transparent margins repeat whole pixels, which deflate finds as long
/// matches. On images up to 2,048 px wide, zlib level 3 (deflate's fast matcher) costs about what
/// level 1 does, levels 4–6 (lazy matching) 2–3× more for 13–15 % less. Rows of a wide sheet lie
/// about 32 KB apart, at the end of deflate's window; there the fast matcher finds the row above
/// only if it also indexes the strings inside long matches (zlib's `max_lazy` = 258 with level 3):
/// that is both faster (0.43 s against 0.65 s per W1 sheet) and smaller (1.64 against 1.80 MB)
/// than level 5. A smaller hash (memLevel 6) is faster at equal size on both.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Filter None, zlib level 1: the fastest. Smaller than Cairo's writer on single buttons and
    /// strips, larger on wide sheets.
    case fast
    /// The default: filter None, zlib level 3; wider than 2,048 px, level 3 indexing every string.
    case balanced
    /// Filter None, zlib level 9: the smallest tried, several times slower.
    case small

    /// Rows wider than this many pixels (8 KB) no longer fit deflate's window a few times over.
    public static let wideImageWidth = 2048

    /// The deflate settings for an image `width` pixels wide.
    public func settings(forWidth width: Int) -> PNGEncodingSettings {
        let none = PNGEncodingSettings.filterNone
        switch self {
        case .fast: return PNGEncodingSettings(filters: none, level: 1, memLevel: 6)
        case .balanced:
            guard width > Self.wideImageWidth else { return PNGEncodingSettings(filters: none, level: 3, memLevel: 6) }
            return PNGEncodingSettings(filters: none, level: 3, memLevel: 6,
                                       tuning: DeflateTuning(goodLength: 4, maxLazy: 258, niceLength: 258, maxChain: 16))
        case .small: return PNGEncodingSettings(filters: none, level: 9)
        }
    }
}

/// zlib's `deflateTune` parameters, which refine a level: for levels 1–3 `maxLazy` is the longest
/// match whose strings are still indexed; for 4–9 the match length that stops lazy evaluation.
public struct DeflateTuning: Hashable, Sendable {
    /// Matches this long shorten the chain search to a quarter (`good_length`).
    public var goodLength: Int32
    /// See above (`max_lazy`).
    public var maxLazy: Int32
    /// A match this long ends the search (`nice_length`).
    public var niceLength: Int32
    /// How many hash-chain entries are tried at most (`max_chain`).
    public var maxChain: Int32
    public init(goodLength: Int32, maxLazy: Int32, niceLength: Int32, maxChain: Int32) {
        self.goodLength = goodLength; self.maxLazy = maxLazy; self.niceLength = niceLength; self.maxChain = maxChain
    }
}

/// PNG write settings: a `PNG_FILTER_*` mask (one filter, or several for the adaptive choice per
/// row), zlib level 0…9, strategy, memLevel and optional tuning.
public struct PNGEncodingSettings: Hashable, Sendable, CustomStringConvertible {
    public static let filterNone: Int32 = 0x08, filterSub: Int32 = 0x10, filterUp: Int32 = 0x20
    public static let filterAverage: Int32 = 0x40, filterPaeth: Int32 = 0x80, allFilters: Int32 = 0xF8
    /// zlib strategies.
    public static let defaultStrategy: Int32 = 0, filtered: Int32 = 1, huffmanOnly: Int32 = 2, rle: Int32 = 3

    /// `PNG_FILTER_*` bits: one filter, or several for the adaptive choice per row.
    public var filters: Int32
    /// zlib level, 0…9.
    public var level: Int32
    /// zlib strategy (`defaultStrategy`, `filtered`, `huffmanOnly`, `rle`, 4 = fixed).
    public var strategy: Int32
    /// zlib memLevel, 1…9: the hash table is 2^(memLevel + 7) entries.
    public var memLevel: Int32
    /// `deflateTune` parameters applied after the level's own, if any.
    public var tuning: DeflateTuning?

    public init(filters: Int32, level: Int32, strategy: Int32 = PNGEncodingSettings.defaultStrategy, memLevel: Int32 = 8,
                tuning: DeflateTuning? = nil) {
        precondition((0...9).contains(level) && (1...9).contains(memLevel) && (0...4).contains(strategy),
                      "PNGEncodingSettings: bad zlib settings")
        self.filters = filters; self.level = level; self.strategy = strategy; self.memLevel = memLevel; self.tuning = tuning
    }

    public var description: String {
        let names: [(Int32, String)] = [(Self.filterNone, "none"), (Self.filterSub, "sub"), (Self.filterUp, "up"),
                                         (Self.filterAverage, "avg"), (Self.filterPaeth, "paeth")]
        let filter = filters == Self.allFilters ? "adaptive" : names.filter { filters & $0.0 != 0 }.map(\.1).joined(separator: "+")
        let strategyName = ["default", "filtered", "huffman", "rle", "fixed"][Int(strategy)]
        var text = "filter \(filter), zlib \(level), \(strategyName)"
        if memLevel != 8 { text += ", memLevel \(memLevel)" }
        if let t = tuning { text += ", tuned \(t.goodLength)/\(t.maxLazy)/\(t.niceLength)/\(t.maxChain)" }
        return text
    }
}

/// Encodes premultiplied pixels (a `RasterImage`, or a cairo ARGB32 surface directly, without an
/// intermediate copy) or straight RGBA as 8-bit RGBA PNG: rows are un-premultiplied exactly as
/// `RasterImage.pixel(x:y:)` does (`(c·255 + a/2) / a`, 0 where alpha is 0) one at a time, filtered
/// and deflated with zlib (`PNGScanlineEncoder`), and wrapped by `PNGContainer`. The same pixels
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
