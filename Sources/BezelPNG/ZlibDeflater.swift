import CZlib
import Foundation

/// One reusable raw deflate stream (zlib) with `PNGEncodingSettings`: bytes go in with `write`,
/// and `end(final:)` returns them as a `DeflateSegment` and makes the stream ready for the next
/// segment. Not thread-safe: one per worker.
final class ZlibDeflater: SegmentDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private let settings: PNGEncodingSettings
    private var output: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var size = 0
    private var adler: uLong = 1
    private var inputCount = 0

    init(settings: PNGEncodingSettings) throws(PNGError) {
        self.settings = settings
        // zlib keeps a pointer to the stream, so it lives at a fixed address.
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = czlib_deflate_init_raw(stream, settings.level, settings.memLevel, settings.strategy)
        guard status == Z_OK else {
            stream.deallocate()
            throw .encodingFailed(reason: "zlib refused \(settings) (status \(status))")
        }
        applyTuning()
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        free(output)
    }

    /// Deflates `count` bytes at `bytes` (kept in the stream's window for later matches).
    func write(_ bytes: UnsafeRawPointer, count: Int) throws(PNGError) {
        adler = CZlib.adler32(adler, bytes.assumingMemoryBound(to: Bytef.self), uInt(count))
        inputCount += count
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(count)
        while stream.pointee.avail_in > 0 {
            try run(Z_NO_FLUSH)
        }
    }

    /// Ends the segment: with a final block when `final`, else with a sync flush. Returns it and
    /// resets the stream (same settings) for the next segment.
    func end(final: Bool) throws(PNGError) -> DeflateSegment {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        if final {
            while try run(Z_FINISH) != Z_STREAM_END {}
        } else {
            // A sync flush is complete once deflate leaves output space unused.
            repeat { try run(Z_SYNC_FLUSH) } while stream.pointee.avail_out == 0
        }
        // Copied out at its size, so the (larger) output buffer is reused by the next segment
        // instead of being allocated, faulted in and freed again for every band.
        let segment = DeflateSegment(bytes: output.map { Data(bytes: $0, count: size) } ?? Data(), adler: UInt(adler), inputCount: inputCount)
        size = 0; adler = 1; inputCount = 0
        guard deflateReset(stream) == Z_OK else { throw .encodingFailed(reason: "zlib could not reset its stream") }
        applyTuning()
        return segment
    }

    /// `deflateReset` restores the level's own parameters, so the tuning is applied after each.
    private func applyTuning() {
        guard let t = settings.tuning else { return }
        deflateTune(stream, t.goodLength, t.maxLazy, t.niceLength, t.maxChain)
    }

    /// One `deflate` call with room for at least 64 KB of output; returns zlib's status.
    @discardableResult
    private func run(_ flush: Int32) throws(PNGError) -> Int32 {
        if capacity - size < 65536 {
            let grown = max(capacity * 2, 262_144)
            guard let memory = realloc(output, grown) else { throw .encodingFailed(reason: "out of memory") }
            output = memory.assumingMemoryBound(to: UInt8.self)
            capacity = grown
        }
        stream.pointee.next_out = output! + size
        stream.pointee.avail_out = uInt(capacity - size)
        let status = deflate(stream, flush)
        size = capacity - Int(stream.pointee.avail_out)
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
            throw .encodingFailed(reason: "zlib deflate failed (status \(status))")
        }
        return status
    }
}
