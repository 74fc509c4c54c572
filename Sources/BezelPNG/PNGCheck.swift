import CPNGReader
import Foundation

/// Whether bytes are a whole PNG file before a command copies them into a tree it writes
/// (`merge`'s shards, `approve`'s report): libpng reads every chunk (with its CRC), the whole
/// compressed stream and every row, as `PNGDecoder` would, but into one row buffer, so a sheet
/// of any size `render` writes is checked without its pixels in memory. A truncated or altered
/// file is refused with libpng's reason. A row wider than `maxRowBytes` (the limit
/// `png-row-bytes` of `InputLimits`, which the callers pass with its tag) is refused from the
/// header, before libpng allocates its row buffers (two of a row's size, which an IHDR width of
/// 2^31 − 1 made 8 GiB each).
public enum PNGCheck {
    /// Throws `PNGError.invalid` with the reason when `data` is not a complete, valid PNG file or
    /// its rows are longer than `maxRowBytes` (`limitTag` ends that message).
    public static func check(_ data: Data, maxRowBytes: Int, limitTag: String) throws(PNGError) {
        let header = try PNGHeader(data: data)
        guard header.rowBytes <= maxRowBytes else {
            throw .invalid(reason: "IHDR: a row of \(header.width) px at \(header.bitsPerPixel) bits per pixel is \(header.rowBytes) bytes, "
                           + "over the \(maxRowBytes >> 20) MiB a check reads\(limitTag)")
        }
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            bezel_png_check(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, maxRowBytes, &message, message.count)
        }
        guard status == 0 else {
            throw .invalid(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
