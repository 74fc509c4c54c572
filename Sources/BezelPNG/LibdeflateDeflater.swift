import CDeflate
import CZlib
import Foundation

/// Deflates with libdeflate, which compresses one whole buffer per call into a complete DEFLATE
/// stream: written bytes are gathered into chunks of at most `chunkLimit` bytes (whole writes, so
/// the cut depends only on the write sizes), each chunk is compressed in one call, and every chunk
/// but the segment's final one is made non-final and byte-aligned (`DeflateBlockScanner.unfinish`)
/// so that the chunks, and the segments, join into one stream. Memory is one chunk of gathered.base and its
/// compressed bound, reused. Not thread-safe: one per worker.
final class LibdeflateDeflater: SegmentDeflater {
    /// The most gathered.base compressed in one call (a W1 sheet band of 88 rows of 8,096 pixels is 2.8 MB).
    static let chunkLimit = 4 << 20

    private let compressor: OpaquePointer
    /// The compression level.
    let level: Int32
    private var gathered = DeflateInput(limit: chunkLimit)
    private var output: UnsafeMutablePointer<UInt8>?
    private var outputCapacity = 0
    private var bytes = Data()
    private var adler: UInt32 = 1
    private var total = 0

    init(level: Int32) throws(PNGError) {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw .encodingFailed(reason: "libdeflate refused compression level \(level)")
        }
        self.compressor = compressor
        self.level = level
    }

    deinit {
        libdeflate_free_compressor(compressor)
        gathered.deallocate()
        output?.deallocate()
    }

    func write(_ bytes: UnsafeRawPointer, count: Int) throws(PNGError) {
        let (out, _) = try reserve(count)
        out.update(from: bytes.assumingMemoryBound(to: UInt8.self), count: count)
        commit(count)
    }

    /// The start of the chunk being gathered.
    var chunk: UnsafeMutablePointer<UInt8> { gathered.base }

    /// Room for `count` more bytes of the chunk (which is compressed first when they would not fit)
    /// and their offset in it; `commit` takes them in.
    func reserve(_ count: Int) throws(PNGError) -> (UnsafeMutablePointer<UInt8>, offset: Int) {
        if gathered.isFull(adding: count) { try compressChunk(final: false) }
        return (gathered.room(for: count), gathered.count)
    }

    /// Takes in `count` bytes written at the pointer `reserve` returned.
    func commit(_ count: Int) {
        gathered.count += count
    }

    /// Compresses the bytes taken in so far, then appends `pieces` (non-final pieces compressed
    /// before, which refer to no earlier bytes). The `carrying` bytes reserved after the taken-in
    /// ones but not yet committed move to the start of the next chunk, where `reserve` had them.
    func append(_ pieces: [DeflateSegment], carrying: Int) throws(PNGError) {
        let pending = gathered.base + gathered.count
        try compressChunk(final: false)
        if carrying > 0, pending != gathered.base { memmove(gathered.base, pending, carrying) }
        for piece in pieces {
            bytes.append(piece.bytes)
            adler = UInt32(adler32_combine(uLong(adler), uLong(piece.adler), off_t(piece.inputCount)))
            total += piece.inputCount
        }
    }

    func end(final: Bool) throws(PNGError) -> DeflateSegment {
        try compressChunk(final: final)
        defer { bytes = Data(); adler = 1; total = 0 }
        return DeflateSegment(bytes: bytes, adler: UInt(adler), inputCount: total)
    }

    /// Compresses the gathered gathered.base (nothing when it is empty and not final) and appends it.
    private func compressChunk(final: Bool) throws(PNGError) {
        guard gathered.count > 0 || final else { return }
        adler = libdeflate_adler32(adler, gathered.base, gathered.count)
        let bound = libdeflate_deflate_compress_bound(compressor, gathered.count)
        if outputCapacity < bound + DeflateBlockScanner.slack {
            output?.deallocate()
            outputCapacity = bound + DeflateBlockScanner.slack
            output = .allocate(capacity: outputCapacity)
        }
        let out = output!
        let size = libdeflate_deflate_compress(compressor, gathered.base, gathered.count, out, bound)
        guard size > 0 else { throw .encodingFailed(reason: "libdeflate could not compress \(gathered.count) bytes") }
        let count = final ? size : try DeflateBlockScanner.unfinish(out, count: size)
        bytes.append(out, count: count)
        total += gathered.count
        gathered.count = 0
    }
}
