import CDeflate
import CZlib
import Foundation

/// Writes the PNG file around deflated scanlines: the signature, `IHDR` (8-bit RGBA, not
/// interlaced), the zlib stream in `IDAT` chunks of at most 1 MiB, and `IEND`. The zlib stream is
/// the 2-byte header, the segments in order, and the Adler-32 of all scanlines combined from the
/// segments' own. Nothing else is written (no time, text or gamma chunks), so equal pixels and
/// settings give equal bytes.
package enum PNGContainer {
    /// The largest `IDAT` payload written.
    static let chunkLimit = 1 << 20

    /// The PNG file for a `width × height` RGBA image whose scanlines are `segments`, deflated at
    /// `settings` (which only set the header's compression-level hint).
    package static func png(width: Int, height: Int, settings: PNGEncodingSettings, segments: [DeflateSegment]) -> Data {
        var adler: uLong = 1
        for segment in segments {
            adler = adler32_combine(adler, uLong(segment.adler), off_t(segment.inputCount))
        }
        let trailer = Data([UInt8(truncatingIfNeeded: adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                            UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)])
        let pieces = [zlibHeader(settings)] + segments.map(\.bytes) + [trailer]
        let streamSize = pieces.reduce(0) { $0 + $1.count }

        var file = Data(capacity: 8 + 25 + streamSize + (streamSize / chunkLimit + 1) * 12 + 12)
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0]) // depth 8, RGBA, deflate, adaptive filtering, no interlace
        file.appendChunk("IHDR", [header])

        // IDAT chunks of `chunkLimit` bytes, cut across pieces without joining them first.
        var index = 0, offset = 0, remaining = streamSize
        while remaining > 0 {
            var parts: [Data] = []
            var take = min(chunkLimit, remaining)
            remaining -= take
            while take > 0 {
                let piece = pieces[index]
                let n = min(take, piece.count - offset)
                if n > 0 { parts.append(piece[piece.startIndex + offset ..< piece.startIndex + offset + n]) }  // a slice, not a copy
                offset += n; take -= n
                if offset == piece.count { index += 1; offset = 0 }
            }
            file.appendChunk("IDAT", parts)
        }
        file.appendChunk("IEND", [])
        return file
    }

    /// zlib's header for a 32 KB window, with the level hint zlib (or libdeflate's zlib wrapper)
    /// itself would write.
    static func zlibHeader(_ settings: PNGEncodingSettings) -> Data {
        let hint: Int
        if settings.library == .rowMatch { hint = 1 }  // a fast compressor, neither the fastest nor the default
        else if settings.library == .zlib && settings.strategy >= PNGEncodingSettings.huffmanOnly || settings.level < 2 { hint = 0 }
        else if settings.level < 6 { hint = 1 }
        else if settings.level == 6 { hint = 2 }
        else { hint = 3 }
        var value = 0x78 << 8 | hint << 6
        value += 31 - value % 31
        return Data([UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// Appends a chunk whose data is `parts` joined, with its length and CRC-32.
    mutating func appendChunk(_ type: String, _ parts: [Data]) {
        let typeBytes = Data(type.utf8)
        appendBigEndian(UInt32(parts.reduce(0) { $0 + $1.count }))
        append(typeBytes)
        // libdeflate's CRC-32 (carry-less multiply where the CPU has it) is several times zlib's speed.
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        for part in parts {
            append(part)
            crc = part.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
