/// Walks the blocks of a complete raw DEFLATE stream (RFC 1951) without producing its output, to
/// find where its last block starts and where that block ends, in bits from the first byte. That
/// is what it takes to join whole-buffer compressed pieces (libdeflate writes every piece as a
/// complete stream) into one stream: `unfinish` clears the last block's BFINAL bit and appends an
/// empty stored block, so the next piece starts on a byte boundary.
///
/// Every block type is walked: stored blocks are skipped by their length, Huffman blocks are decoded
/// symbol by symbol (lengths and distances read, nothing copied). A stream that is not exactly one
/// valid DEFLATE stream filling the buffer (a final block before the end, bytes after it, a bad
/// code) is an error, never guessed around.
enum DeflateBlockScanner {
    /// The bit where the final block's header starts, and the bit just after its end-of-block code.
    struct StreamEnd: Equatable {
        var finalHeaderBit: Int
        var endBit: Int
    }

    /// Room `unfinish` needs after the stream's bytes: read slack for the scanner and the empty
    /// stored block it appends.
    static let slack = 16

    /// Scans `count` bytes at `bytes`; the `slack` bytes after them must be readable.
    static func scan(_ bytes: UnsafePointer<UInt8>, count: Int) throws(PNGError) -> StreamEnd {
        var bits = DeflateBits(base: bytes, bitCount: count * 8)
        while true {
            let header = bits.position
            let final = try bits.take(1) == 1
            switch try bits.take(2) {
            case 0: try skipStored(&bits)
            case 1: try skipSymbols(&bits, literals: HuffmanDecoder.fixedLiterals, distances: HuffmanDecoder.fixedDistances)
            case 2:
                let (literals, distances) = try HuffmanDecoder.dynamicTables(&bits)
                try skipSymbols(&bits, literals: literals, distances: distances)
            default: throw invalid("a block of the reserved type 3")
            }
            if final {
                guard (bits.position + 7) / 8 == count else { throw invalid("bytes after the final block") }
                return StreamEnd(finalHeaderBit: header, endBit: bits.position)
            }
        }
    }

    /// Makes the complete stream at `bytes` (`count` bytes, then `slack` writable bytes) a
    /// non-final piece ending on a byte boundary: the final block's BFINAL bit cleared, then an
    /// empty stored block (`000`, padding, `00 00 FF FF`, a sync flush). Returns the new size.
    static func unfinish(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) throws(PNGError) -> Int {
        (bytes + count).initialize(repeating: 0, count: slack)
        let end = try scan(bytes, count: count)
        bytes[end.finalHeaderBit >> 3] &= ~(1 << UInt8(end.finalHeaderBit & 7))
        if end.endBit & 7 != 0 { bytes[end.endBit >> 3] &= UInt8((1 << (end.endBit & 7)) - 1) }
        // The stored block's three header bits (all zero) follow the end-of-block code, then
        // padding to the byte boundary, LEN = 0 and NLEN = 0xFFFF.
        let aligned = (end.endBit + 3 + 7) >> 3
        for i in count..<aligned { bytes[i] = 0 }
        bytes[aligned] = 0; bytes[aligned + 1] = 0; bytes[aligned + 2] = 0xFF; bytes[aligned + 3] = 0xFF
        return aligned + 4
    }

    private static func skipStored(_ bits: inout DeflateBits) throws(PNGError) {
        try bits.alignToByte()
        let length = try bits.take(16), complement = try bits.take(16)
        guard length ^ complement == 0xFFFF else { throw invalid("a stored block whose length check fails") }
        try bits.skip(length * 8)
    }

    /// Reads a Huffman block's symbols up to and including its end-of-block code; the tables skip
    /// each length's and distance's extra bits with its code.
    private static func skipSymbols(_ bits: inout DeflateBits, literals: HuffmanDecoder, distances: HuffmanDecoder) throws(PNGError) {
        let base = bits.base, limit = bits.bitCount
        var position = bits.position
        defer { bits.position = position }
        let literalMask = 1 << literals.tableBits - 1, distanceMask = 1 << distances.tableBits - 1
        try literals.table.withUnsafeBufferPointer { (literalTable) throws(PNGError) in
            try distances.table.withUnsafeBufferPointer { (distanceTable) throws(PNGError) in
                while true {
                    var entry = Int(literalTable[Int(truncatingIfNeeded: DeflateBits.peek(base, position)) & literalMask])
                    if entry == 0 {
                        bits.position = position
                        let symbol = try literals.decodeLong(&bits)
                        position = bits.position
                        entry = symbol << 6
                    } else {
                        position &+= entry & 63
                    }
                    let symbol = entry >> 6
                    guard position <= limit else { throw invalid("a block that runs past its end") }
                    if symbol < 256 { continue }
                    if symbol == 256 { return }
                    guard symbol <= 285 else { throw invalid("length code \(symbol)") }
                    var distance = Int(distanceTable[Int(truncatingIfNeeded: DeflateBits.peek(base, position)) & distanceMask])
                    if distance == 0 {
                        bits.position = position
                        distance = try distances.decodeLong(&bits) << 6
                        position = bits.position
                    } else {
                        position &+= distance & 63
                    }
                    guard distance >> 6 < 30 else { throw invalid("distance code \(distance >> 6)") }
                }
            }
        }
    }

    static func invalid(_ what: String) -> PNGError {
        .encodingFailed(reason: "the compressor's DEFLATE stream has \(what)")
    }
}

/// Reads a DEFLATE stream's bits, least significant first, never past `bitCount` (reads of up to 8
/// bytes at the read position rely on the scanner's slack).
struct DeflateBits {
    let base: UnsafePointer<UInt8>
    let bitCount: Int
    var position = 0

    /// At least the next 57 bits, lowest first.
    @inline(__always)
    func peek() -> UInt64 { Self.peek(base, position) }

    /// At least 57 bits of `base` from bit `position`, lowest first.
    @inline(__always)
    static func peek(_ base: UnsafePointer<UInt8>, _ position: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + (position >> 3)).loadUnaligned(as: UInt64.self)) >> UInt64(position & 7)
    }

    @inline(__always)
    mutating func skip(_ count: Int) throws(PNGError) {
        position += count
        guard position <= bitCount else { throw DeflateBlockScanner.invalid("a block that runs past its end") }
    }

    /// The next `count` (≤ 32) bits as a number.
    @inline(__always)
    mutating func take(_ count: Int) throws(PNGError) -> Int {
        let value = Int(truncatingIfNeeded: peek() & ((1 << UInt64(count)) - 1))
        try skip(count)
        return value
    }

    mutating func alignToByte() throws(PNGError) {
        try skip((8 - position & 7) & 7)
    }
}
