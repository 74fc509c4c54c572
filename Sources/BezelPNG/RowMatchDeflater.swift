import CDeflate
import Foundation

/// Bezel's own DEFLATE compressor, made for scanlines of button art, where most bytes repeat the
/// pixel to their left (flat fills, transparent margins) or the same byte one row up (the rows of
/// a fill, a border's sides), and the rest repeat a few bytes seen shortly before (glyph edges).
///
/// At each position three places are tried, longest match wins: 4 bytes back (the pixel to the
/// left), one row back (`rowStride`, when it is within DEFLATE's 32 KiB window) and the last two
/// positions whose next 8 bytes hashed alike. A place is first checked with one 4-byte load and
/// compared further (8, then 16 bytes at a time) only when it can match; no lazy evaluation. Tokens go out as dynamic Huffman blocks of `blockTokens`. On W1 sheets this writes
/// about 2 % more bytes than libdeflate level 3, at about twice its speed.
///
/// Rows are gathered into chunks of at most `chunkLimit` bytes (as `LibdeflateDeflater` does);
/// matches never reach into an earlier chunk, so a chunk's tokens depend only on its bytes, and a
/// segment that is not final ends with an empty stored block. Not thread-safe: one per worker.
final class RowMatchDeflater: SegmentDeflater {
    static let chunkLimit = 4 << 20
    /// Tokens per block: small enough for the codes to follow the image's changes.
    static let blockTokens = 8192
    private static let hashBits = 12
    /// A match this long from the pixel to the left or the row above is taken without looking
    /// further back.
    private static let goodEnough = 16

    let rowStride: Int
    private var gathered = DeflateInput(limit: chunkLimit)
    private let tokens: UnsafeMutablePointer<UInt32>
    /// The symbol frequencies of the block being made (`DeflateBlockWriter.write`).
    private let frequencies: UnsafeMutablePointer<UInt32>
    /// Two most recent positions per hash of 8 bytes, -1 when none: 4,096 slots (32 KB, in the
    /// first-level cache; 32,768 slots wrote 0.14 % fewer bytes and ran slower).
    private let recent: UnsafeMutablePointer<Int32>
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCapacity: Int
    private var writer: DeflateBitWriter
    private var adler: UInt32 = 1
    private var total = 0

    /// A deflater for rows of `rowStride` bytes (a PNG row with its filter byte).
    init(rowStride: Int) {
        self.rowStride = rowStride
        tokens = .allocate(capacity: Self.blockTokens)
        frequencies = .allocate(capacity: 286 + 30)
        recent = .allocate(capacity: 2 << Self.hashBits)
        outputCapacity = 1 << 16
        output = .allocate(capacity: outputCapacity)
        writer = DeflateBitWriter(bytes: output)
    }

    deinit {
        gathered.deallocate(); tokens.deallocate(); frequencies.deallocate(); recent.deallocate(); output.deallocate()
    }

    func write(_ bytes: UnsafeRawPointer, count: Int) throws(PNGError) {
        let (out, _) = reserve(count)
        out.update(from: bytes.assumingMemoryBound(to: UInt8.self), count: count)
        commit(count)
    }

    /// Room for `count` more bytes of the chunk (compressed first when they would not fit);
    /// `commit` takes them in.
    func reserve(_ count: Int) -> (UnsafeMutablePointer<UInt8>, offset: Int) {
        if gathered.isFull(adding: count) { compressChunk(final: false) }
        return (gathered.room(for: count), gathered.count)
    }

    func commit(_ count: Int) { gathered.count += count }

    func end(final: Bool) throws(PNGError) -> DeflateSegment {
        compressChunk(final: final)
        if !final { makeRoom(8); writer.syncFlush() }
        let segment = DeflateSegment(bytes: Data(bytes: output, count: writer.count), adler: UInt(adler), inputCount: total)
        writer = DeflateBitWriter(bytes: output)
        adler = 1; total = 0
        return segment
    }

    /// Tokenises the gathered bytes and writes them as blocks; with `final`, the last block is
    /// final (an empty fixed block when there is nothing to write).
    private func compressChunk(final: Bool) {
        adler = libdeflate_adler32(adler, gathered.base, gathered.count)
        total += gathered.count
        recent.initialize(repeating: -1, count: 2 << Self.hashBits)
        var i = 0, wroteFinal = false
        while i < gathered.count {
            frequencies.initialize(repeating: 0, count: 286 + 30)
            let (next, count) = Self.tokenize(gathered.base, from: i, count: gathered.count, rowStride: rowStride, recent: recent,
                                              into: tokens, capacity: Self.blockTokens, counting: frequencies)
            i = next
            wroteFinal = final && i == gathered.count
            flush(count, final: wroteFinal)
        }
        if final, !wroteFinal { makeRoom(8); writer.emptyFinalBlock() }
        gathered.count = 0
    }

    private func flush(_ count: Int, final: Bool) {
        makeRoom(DeflateBlockWriter.maxBytes(tokens: count))
        DeflateBlockWriter.write(tokens, count: count, frequencies: frequencies, final: final, into: &writer)
        if final { writer.alignToByte() }
    }

    /// Makes sure `bytes` more bytes fit after those written.
    private func makeRoom(_ bytes: Int) {
        guard writer.count + bytes + 8 > outputCapacity else { return }
        outputCapacity = max(outputCapacity * 2, writer.count + bytes + 8)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: outputCapacity)
        grown.update(from: output, count: writer.count)
        output.deallocate()
        output = grown
        writer.bytes = grown
    }

    /// Tokens for the bytes `s[start..<count]`, at most `capacity` of them: a literal, or the
    /// longest match found, each counted into `frequencies`. Returns where they end and how many
    /// there are.
    ///
    /// Each place is first checked with one 4-byte load (the 3 bytes a match needs, 4 for a hashed
    /// one) and compared further only when it can match: most positions of glyph edges are
    /// literals, and most of their places fail on the first byte.
    private static func tokenize(_ s: UnsafeMutablePointer<UInt8>, from start: Int, count: Int, rowStride: Int,
                                 recent: UnsafeMutablePointer<Int32>, into tokens: UnsafeMutablePointer<UInt32>,
                                 capacity: Int, counting frequencies: UnsafeMutablePointer<UInt32>) -> (next: Int, count: Int) {
        let codes = DeflateCodes.tables { $0 }
        var i = start, n = 0
        let rowUp = rowStride <= 32768 ? rowStride : Int.max
        while i < count, n < capacity {
            let limit = min(258, count &- i)
            var best = 0, distance = 0
            if limit >= 8 {
                let here = load32(s + i)
                if i >= 4, (here ^ load32(s + (i &- 4))) & 0xFF_FFFF == 0 {
                    best = matchLength(s + i, s + (i &- 4), limit); distance = 4
                }
                // One row up costs more bits than the pixel to the left: it must be clearly longer.
                if best < limit &- 2, i >= rowUp, (here ^ load32(s + (i &- rowUp))) & 0xFF_FFFF == 0 {
                    let k = matchLength(s + i, s + (i &- rowUp), limit)
                    if k > best &+ 2 { best = k; distance = rowUp }
                }
                if best < Self.goodEnough, best < limit {
                    let word = UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self)
                    let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - hashBits)) &* 2
                    let first = Int(recent[slot]), second = Int(recent[slot &+ 1])
                    recent[slot &+ 1] = Int32(truncatingIfNeeded: first)
                    recent[slot] = Int32(truncatingIfNeeded: i)
                    // Both places' first 4 bytes (readable: before `i`, or the chunk's first when
                    // none) with one branch; most places of glyph edges match neither.
                    let firstBytes = load32(s + max(first, 0)) ^ here, secondBytes = load32(s + max(second, 0)) ^ here
                    for way in 0..<2 where min(firstBytes, secondBytes) == 0 {
                        let candidate = way == 0 ? first : second
                        guard candidate >= 0, i &- candidate <= 32768, i &- candidate != distance,
                              (way == 0 ? firstBytes : secondBytes) == 0 else { continue }
                        let k = matchLength(s + i, s + candidate, limit)
                        if k > best &+ 1 { best = k; distance = i &- candidate }
                    }
                }
            } else if limit >= 3 {
                if i >= 4 {
                    let k = matchLength(s + i, s + (i &- 4), limit)
                    if k >= 3 { best = k; distance = 4 }
                }
                if best < limit, i >= rowUp {
                    let k = matchLength(s + i, s + (i &- rowUp), limit)
                    if k >= 3, k > best &+ 2 { best = k; distance = rowUp }
                }
            }
            let token = best == 0 ? UInt32(s[i]) : DeflateBlockWriter.match(length: best, distance: distance)
            tokens[n] = token
            DeflateBlockWriter.count(token, codes: codes, into: frequencies)
            i &+= max(best, 1)
            n &+= 1
        }
        return (i, n)
    }

    @inline(__always)
    private static func load32(_ p: UnsafePointer<UInt8>) -> UInt32 { UnsafeRawPointer(p).loadUnaligned(as: UInt32.self) }

    /// How many bytes (at most `limit`) at `a` equal those at `b`: 8 bytes first (most matches
    /// found are short), then 16 at a time (two words), the end 8 and then 1 at a time.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var k = 0
        if limit >= 8 {
            let x = UnsafeRawPointer(a).loadUnaligned(as: UInt64.self), y = UnsafeRawPointer(b).loadUnaligned(as: UInt64.self)
            if x != y { return (x ^ y).littleEndian.trailingZeroBitCount >> 3 }
            k = 8
        }
        while k &+ 16 <= limit {
            let x = UnsafeRawPointer(a + k), y = UnsafeRawPointer(b + k)
            let low = x.loadUnaligned(as: UInt64.self) ^ y.loadUnaligned(as: UInt64.self)
            let high = x.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ y.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if low | high != 0 { break }
            k &+= 16
        }
        while k &+ 8 <= limit {
            let x = UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self), y = UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self)
            if x != y { return k &+ (x ^ y).littleEndian.trailingZeroBitCount >> 3 }
            k &+= 8
        }
        while k < limit, a[k] == b[k] { k &+= 1 }
        return k
    }
}
