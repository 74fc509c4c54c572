import Foundation

/// How many bytes of compressed image data (`IDAT`) a PNG file holds, and whether that can be
/// enough for the pixels its `IHDR` claims: deflate compresses at most 1032 : 1, so a file whose
/// IDAT chunks are shorter than 1/1032 of the raw rows is truncated or has an altered header,
/// and is refused before memory for its pixels is allocated (a 369-byte file claiming
/// 65535 × 32769 pixels made `diff --max-pixels` allocate 8 GiB).
public enum PNGImageDataSize {
    /// Deflate's largest compression ratio (258-byte matches in 2-bit codes, RFC 1951).
    public static let maxDeflateRatio = 1032

    /// The total length of the IDAT chunks of `data` (chunks whose length runs past the end count
    /// what is there).
    public static func compressedBytes(in data: Data) -> Int {
        var at = data.startIndex + 8
        var total = 0
        while at + 8 <= data.endIndex {
            let length = data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let isIDAT = data[at + 4..<at + 8].elementsEqual("IDAT".utf8)
            if isIDAT { total += min(length, data.endIndex - (at + 8)) }
            let (next, overflow) = (at + 12).addingReportingOverflow(length)
            guard !overflow, next > at else { break }
            at = next
        }
        return total
    }

    /// Throws when the IDAT data of `data` cannot hold `header`'s pixels even at deflate's
    /// highest ratio.
    public static func check(_ data: Data, header: PNGHeader) throws(PNGError) {
        let (bits, overflow) = header.pixels.multipliedReportingOverflow(by: header.bitsPerPixel)
        let rawBytes = overflow ? Int.max : bits / 8
        let compressed = compressedBytes(in: data)
        let (most, tooMany) = compressed.multipliedReportingOverflow(by: maxDeflateRatio)
        guard tooMany || most + 65_536 >= rawBytes else {
            throw .invalid(reason: "its \(compressed) bytes of image data cannot hold \(header.width) × \(header.height) pixels "
                           + "(at least \(rawBytes / maxDeflateRatio) bytes even at deflate's highest compression): the file is cut short or its IHDR was changed")
        }
    }
}
