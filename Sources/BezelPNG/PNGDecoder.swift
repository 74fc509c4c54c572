import CPNGReader
import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom, no padding:
/// `rgba.count == width * height * 4`.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "DecodedImage: \(rgba.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Decodes PNG files to straight-alpha RGBA8 with libpng's classic read API (`CPNGReader`).
///
/// Every colour type and bit depth of the PNG specification, plain or Adam7-interlaced, gives the
/// RGBA8 an 8-bit RGBA encoding of the same pixels gives: grey and palette expanded, `tRNS` turned
/// into alpha, alpha 255 where the file has none, 16-bit samples scaled with rounding,
/// (v × 255 + 32895) >> 16. Stored values are compared, so nothing is gamma- or colour-converted:
/// `gAMA`, `sRGB`, `iCCP` and `cHRM` are skipped. Decoding starts only after the header's size has
/// been checked against a pixel limit and against the compressed data there is (`PNGImageDataSize`). (libpng rather than Cairo: Cairo hands back premultiplied
/// ARGB32, which loses the channels of semi-transparent pixels.)
public enum PNGDecoder {
    /// The most pixels decoded unless the caller allows more: 64 Mi (8192 × 8192, 256 MiB as RGBA).
    public static let defaultMaxPixels = 1 << 26

    /// How 16-bit samples become 8-bit ones.
    public enum SixteenBitSamples: Sendable {
        /// Scaled with rounding, (v × 255 + 32895) >> 16: the nearest 8-bit value.
        case scaled
        /// Cut to the high byte, as Cairo's PNG reader does (what a button's image was drawn
        /// from before Bezel decoded images itself).
        case truncated
    }

    /// Reads and decodes the PNG file at `path`, which must be a regular file (symlinks followed).
    public static func decode(path: String, maxPixels: Int = defaultMaxPixels,
                              sixteenBit: SixteenBitSamples = .scaled) throws(PNGError) -> DecodedImage {
        let read: Data?
        do { read = try RegularFile.read(path, limit: fileByteLimit(maxPixels: maxPixels)) } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard let data = read else { throw .unreadable(path: path, reason: "no such file") }
        do {
            return try decode(data: data, maxPixels: maxPixels, sixteenBit: sixteenBit)
        } catch {
            switch error {
            case .invalid(let reason): throw .unreadable(path: path, reason: "not a valid PNG: \(reason)")
            case let .tooLarge(_, width, height, limit): throw .tooLarge(path: path, width: width, height: height, limit: limit)
            default: throw error
            }
        }
    }

    /// The largest PNG file read for an image of at most `maxPixels` pixels: room for any valid
    /// file within the limit (16-bit RGBA, stored uncompressed) plus 64 MiB of other chunks.
    public static func fileByteLimit(maxPixels: Int) -> Int {
        let (bytes, overflow) = maxPixels.multipliedReportingOverflow(by: 9)
        return overflow ? Int.max : bytes.addingReportingOverflow(64 << 20).overflow ? Int.max : bytes + (64 << 20)
    }

    /// Decodes PNG bytes whose header claims at most `maxPixels` pixels.
    public static func decode(data: Data, maxPixels: Int = defaultMaxPixels,
                              sixteenBit: SixteenBitSamples = .scaled) throws(PNGError) -> DecodedImage {
        let header = try PNGHeader(data: data)
        guard header.pixels <= maxPixels else {
            throw .tooLarge(path: nil, width: header.width, height: header.height, limit: maxPixels)
        }
        try PNGImageDataSize.check(data, header: header)
        var message = [CChar](repeating: 0, count: 256)
        var pixels = [UInt8](repeating: 0, count: header.pixels * 4)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBytes { bytes in
                bezel_png_read_rgba8(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, out.baseAddress!,
                                     UInt32(header.width), UInt32(header.height), sixteenBit == .truncated ? 1 : 0, &message, message.count)
            }
        }
        guard status == 0 else {
            throw .invalid(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return DecodedImage(width: header.width, height: header.height, rgba: pixels)
    }
}
