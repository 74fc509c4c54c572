import Foundation

/// A piece of a zlib stream: raw deflate blocks for some bytes, byte-aligned, with the Adler-32 and
/// length of those bytes, so that pieces deflated independently (on different threads) can be
/// joined into one stream whose checksum is combined from theirs.
package struct DeflateSegment: Sendable {
    /// Raw deflate blocks; the last segment of a stream ends with a final block, the others with
    /// an empty stored block (a sync flush), so each starts on a byte boundary.
    var bytes: Data
    /// Adler-32 of the uncompressed bytes.
    var adler: UInt
    /// How many uncompressed bytes.
    var inputCount: Int
}

/// Deflates bytes into `DeflateSegment`s: bytes go in with `write`, and `end(final:)` returns
/// them as a segment and gets ready for the next. Not thread-safe: one per worker.
protocol SegmentDeflater: AnyObject {
    /// Deflates (or takes in, to deflate later) `count` bytes at `bytes`.
    func write(_ bytes: UnsafeRawPointer, count: Int) throws(PNGError)
    /// Ends the segment: with a final block when `final`, else byte-aligned and not final.
    func end(final: Bool) throws(PNGError) -> DeflateSegment
}

extension PNGEncodingSettings {
    /// A deflater for these settings' library and level, for rows of `rowStride` bytes.
    func makeDeflater(rowStride: Int) throws(PNGError) -> any SegmentDeflater {
        switch library {
        case .zlib: return try ZlibDeflater(settings: self)
        case .libdeflate: return try LibdeflateDeflater(level: level)
        case .rowMatch: return RowMatchDeflater(rowStride: rowStride)
        }
    }
}
