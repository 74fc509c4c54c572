/// Writes LZ77 tokens as one DEFLATE block with dynamic Huffman codes (RFC 1951 §3.2.7): the
/// symbols are counted, codes made for them (`HuffmanCode`), the code lengths sent run-length
/// coded, then every token and the end-of-block code.
///
/// A token is a `UInt32`: a literal byte (below 256), or a match `length << 16 | distance`
/// (length 3…258, distance 1…32,768).
enum DeflateBlockWriter {
    /// The most bytes one block of `tokens` tokens can take: a header of at most 316 lengths of
    /// 7 + 7 bits plus its counts, and at most 48 bits a token (15 + 5 for a length, 15 + 13 for a
    /// distance).
    static func maxBytes(tokens: Int) -> Int { 600 + tokens * 6 }

    /// A match token.
    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 { UInt32(truncatingIfNeeded: length << 16 | distance) }

    /// Writes `count` tokens as a block, final or not. `frequencies` holds how often each
    /// literal/length symbol (286) and then each distance code (30) occurs in the tokens, counted
    /// by the caller as it made them; end-of-block is added here.
    static func write(_ tokens: UnsafePointer<UInt32>, count: Int, frequencies f: UnsafeMutablePointer<UInt32>, final: Bool,
                      into writer: inout DeflateBitWriter) {
        f[256] = 1
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 286 + 30) { lengths in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 286 + 30) { codes in
                let l = lengths.baseAddress!, c = codes.baseAddress!
                HuffmanCode.lengths(f, count: 286, limit: 15, into: l)
                HuffmanCode.lengths(f + 286, count: 30, limit: 15, into: l + 286)
                HuffmanCode.codes(l, count: 286, into: c)
                HuffmanCode.codes(l + 286, count: 30, into: c + 286)
                writeHeader(lengths: l, final: final, into: &writer)
                writeTokens(tokens, count: count, lengths: l, codes: c, into: &writer)
            }
        }
    }

    /// Counts one token's symbols into `frequencies` (see `write`).
    @inline(__always)
    static func count(_ token: UInt32, codes t: DeflateCodes, into frequencies: UnsafeMutablePointer<UInt32>) {
        if token < 256 { frequencies[Int(token)] &+= 1; return }
        frequencies[257 &+ Int(t.lengthCode[Int(token >> 16)])] &+= 1
        frequencies[286 &+ Int(t.distanceCode(Int(token & 0xFFFF)))] &+= 1
    }

    /// The block header: BFINAL, type 2, the counts, the code-length code and the run-length
    /// coded lengths of both codes.
    private static func writeHeader(lengths: UnsafeMutablePointer<UInt8>, final: Bool, into writer: inout DeflateBitWriter) {
        var literalCount = 286, distanceCount = 30
        while literalCount > 257, lengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1, lengths[286 + distanceCount - 1] == 0 { distanceCount -= 1 }
        var all = Array(UnsafeBufferPointer(start: lengths, count: literalCount))
        all += UnsafeBufferPointer(start: lengths + 286, count: distanceCount)
        let runs = CodeLengthRuns(all)
        var frequencies = [UInt32](repeating: 0, count: 19), codeLengths = [UInt8](repeating: 0, count: 19)
        var codes = [UInt16](repeating: 0, count: 19)
        for symbol in runs.symbols { frequencies[Int(symbol)] += 1 }
        HuffmanCode.lengths(frequencies, count: 19, limit: 7, into: &codeLengths)
        HuffmanCode.codes(codeLengths, count: 19, into: &codes)
        var lengthCodeCount = 19
        while lengthCodeCount > 4, codeLengths[Self.lengthOrder[lengthCodeCount - 1]] == 0 { lengthCodeCount -= 1 }

        writer.put(final ? 0b101 : 0b100, 3)
        writer.put(UInt32(literalCount - 257), 5)
        writer.put(UInt32(distanceCount - 1), 5)
        writer.put(UInt32(lengthCodeCount - 4), 4)
        for i in 0..<lengthCodeCount { writer.put(UInt32(codeLengths[Self.lengthOrder[i]]), 3) }
        for (symbol, extra) in zip(runs.symbols, runs.extras) {
            writer.put(UInt32(codes[Int(symbol)]), Int(codeLengths[Int(symbol)]))
            switch symbol {
            case 16: writer.put(UInt32(extra), 2)
            case 17: writer.put(UInt32(extra), 3)
            case 18: writer.put(UInt32(extra), 7)
            default: break
            }
        }
    }

    /// Each token's code with its extra bits, then end-of-block. The codes of the block are first
    /// packed into tables, so that a literal takes one lookup and a match two, then one flush without a branch:
    /// `symbols` holds a literal's code (at the literal) and a length's code with its extra bits
    /// (at 256 + length), `distances` a distance code's code; each entry is the bits, with their
    /// count in the top byte. A token writes at most 15 + 5 + 15 + 13 bits, so 7 pending bits and
    /// one token always fit in the 64-bit word.
    private static func writeTokens(_ tokens: UnsafePointer<UInt32>, count: Int, lengths: UnsafePointer<UInt8>,
                                    codes: UnsafePointer<UInt16>, into writer: inout DeflateBitWriter) {
        DeflateCodes.tables { t in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256 + 259 + 30) { table in
                let symbols = table.baseAddress!, distances = symbols + 256 + 259
                for literal in 0..<256 { symbols[literal] = UInt32(codes[literal]) | UInt32(lengths[literal]) << 24 }
                for length in 3...258 {
                    let lc = Int(t.lengthCode[length]), codeBits = UInt32(lengths[257 + lc])
                    let extra = UInt32(length - Int(t.lengthBase[lc])) << codeBits
                    symbols[256 + length] = (UInt32(codes[257 + lc]) | extra) | (codeBits + UInt32(t.lengthExtra[lc])) << 24
                }
                for dc in 0..<30 { distances[dc] = UInt32(codes[286 + dc]) | UInt32(lengths[286 + dc]) << 24 }
                var bits = writer  // a local copy stays in registers
                bits.flushWholeBytes()
                for i in 0..<count {
                    let token = tokens[i]
                    if token < 256 {
                        let symbol = symbols[Int(token)]
                        bits.add(UInt64(symbol & 0xFF_FFFF), Int(symbol >> 24))
                    } else {
                        let symbol = symbols[256 &+ Int(token >> 16)], distance = Int(token & 0xFFFF)
                        bits.add(UInt64(symbol & 0xFF_FFFF), Int(symbol >> 24))
                        let dc = Int(t.distanceCode(distance)), entry = distances[dc]
                        let extra = UInt64(truncatingIfNeeded: distance &- Int(t.distanceBase[dc])) &<< UInt64(entry >> 24)
                        bits.add(UInt64(entry & 0xFF_FFFF) | extra, Int(entry >> 24) &+ Int(t.distanceExtra[dc]))
                    }
                    bits.flushWholeBytes()
                }
                writer = bits
            }
        }
        writer.put(UInt32(codes[256]), Int(lengths[256]))
    }

    /// The order the code-length code's lengths are sent in (§3.2.7).
    private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}

/// Code lengths run-length coded with the code-length alphabet (§3.2.7): 0…15 a length, 16 the
/// previous length 3–6 more times, 17 3–10 zeros, 18 11–138 zeros; each symbol with its extra value.
struct CodeLengthRuns {
    private(set) var symbols: [UInt8] = []
    private(set) var extras: [UInt8] = []

    init(_ lengths: [UInt8]) {
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == value { run += 1 }
            if value == 0, run >= 3 {
                let take = min(run, 138)
                if take >= 11 { add(18, take - 11) } else { add(17, take - 3) }
                i += take
            } else if value != 0, run >= 4 {
                let repeats = min(run - 1, 6)
                add(value, 0)
                add(16, repeats - 3)
                i += 1 + repeats
            } else {
                add(value, 0)
                i += 1
            }
        }
    }

    private mutating func add(_ symbol: UInt8, _ extra: Int) {
        symbols.append(symbol)
        extras.append(UInt8(extra))
    }
}
