import CPNGReader
import Foundation

/// Whether bytes are a whole PNG file before a command copies them into a tree it writes
/// (`merge`'s shards, `approve`'s report): libpng reads every chunk (with its CRC), the whole
/// compressed stream and every row, as `PNGDecoder` would, but into one row buffer, so a sheet
/// of any size `render` writes is checked without its pixels in memory. A truncated or altered
/// file is refused with libpng's reason.
public enum PNGCheck {
    /// The widest row checked: a row of `PackingOptions`' largest sheet side (32768 px) of 16-bit
    /// RGBA is 256 KiB; 64 MiB leaves room for any image a user might put in a tree.
    public static let maxRowBytes = 64 << 20

    /// Throws `PNGError.invalid` with the reason when `data` is not a complete, valid PNG file.
    public static func check(_ data: Data) throws(PNGError) {
        _ = try PNGHeader(data: data)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            bezel_png_check(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, maxRowBytes, &message, message.count)
        }
        guard status == 0 else {
            throw .invalid(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
