/// A canonical Huffman code of a DEFLATE block (RFC 1951 §3.2.2), built from its code lengths, for
/// `DeflateBlockScanner`, which only needs to know how many bits each symbol takes: codes up to
/// `tableBits` long are looked up in one table indexed by the next bits, whose entry holds the
/// symbol and the bits to skip (the code plus the symbol's extra bits); longer codes are decoded
/// bit by bit from the counts per length.
struct HuffmanDecoder {
    /// Indexed by the next `tableBits` bits: `bits | symbol << 6`, 0 for a longer code.
    let table: [UInt16]
    let tableBits: Int
    /// Codes of each length 0…15.
    private let counts: [Int]
    /// Symbols in code order (by length, then by symbol).
    private let symbols: [Int]
    /// The extra bits that follow each symbol (length and distance codes), by symbol.
    private let extra: [UInt8]

    init(lengths: ArraySlice<UInt8>, extra: [UInt8] = [], tableBits: Int = 10) throws(PNGError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw DeflateBlockScanner.invalid("an over-subscribed Huffman code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[Int(length)]] = symbol
            offsets[Int(length)] += 1
        }
        let extra = extra.count >= lengths.count ? extra : extra + [UInt8](repeating: 0, count: lengths.count - extra.count)
        var table = [UInt16](repeating: 0, count: 1 << tableBits)
        table.withUnsafeMutableBufferPointer { table in
            var code = 0, index = 0
            for length in 1...tableBits {
                for i in 0..<counts[length] {
                    // Codes are sent most significant bit first, so the table is indexed by the reversal.
                    let reversed = Int(Self.reversedBytes[(code + i) & 0xFF]) << 8 | Int(Self.reversedBytes[(code + i) >> 8])
                    let symbol = symbols[index + i]
                    let entry = UInt16((length + Int(extra[symbol])) | symbol << 6)
                    for slot in stride(from: reversed >> (16 - length), to: 1 << tableBits, by: 1 << length) { table[slot] = entry }
                }
                index += counts[length]
                code = (code + counts[length]) << 1
            }
        }
        self.table = table; self.tableBits = tableBits; self.counts = counts; self.symbols = symbols; self.extra = extra
    }

    /// Each byte with its bits in reverse order.
    private static let reversedBytes: [UInt8] = (0..<256).map { (byte: Int) -> UInt8 in
        var reversed = 0
        for bit in 0..<8 where byte >> bit & 1 == 1 { reversed |= 1 << (7 - bit) }
        return UInt8(reversed)
    }

    /// The next symbol; its extra bits are skipped too.
    @inline(__always)
    func decode(_ bits: inout DeflateBits) throws(PNGError) -> Int {
        let entry = Int(table[Int(truncatingIfNeeded: bits.peek()) & (1 << tableBits - 1)])
        if entry != 0 {
            try bits.skip(entry & 63)
            return entry >> 6
        }
        return try decodeLong(&bits)
    }

    /// Bit by bit: at each length, the codes of that length are `first ..< first + count`.
    func decodeLong(_ bits: inout DeflateBits) throws(PNGError) -> Int {
        let word = bits.peek()
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= Int(truncatingIfNeeded: word >> UInt64(length - 1)) & 1
            let count = counts[length]
            if code >= first, code - first < count {
                let symbol = symbols[index + code - first]
                try bits.skip(length + Int(extra[symbol]))
                return symbol
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw DeflateBlockScanner.invalid("a bit pattern that is no Huffman code")
    }

    /// Extra bits of the literal/length symbols (length codes 257…285) and of distance codes 0…29.
    static let literalExtra: [UInt8] = (0..<288).map { (symbol: Int) -> UInt8 in
        // Codes 265…284 come in fours with 1…5 extra bits; 257…264 and 285 have none.
        let extra: Int = symbol < 265 || symbol > 284 ? 0 : (symbol - 261) / 4
        return UInt8(extra)
    }
    static let distanceExtra: [UInt8] = (0..<32).map { (code: Int) -> UInt8 in
        let extra: Int = code < 4 || code >= 30 ? 0 : code / 2 - 1
        return UInt8(extra)
    }

    /// The fixed codes of block type 1.
    static let fixedLiterals = try! HuffmanDecoder(lengths: ArraySlice((0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }),
                                                   extra: literalExtra)
    static let fixedDistances = try! HuffmanDecoder(lengths: ArraySlice([UInt8](repeating: 5, count: 30)), extra: distanceExtra)

    /// Code-length alphabet order (§3.2.7).
    private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header: the literal/length and distance codes.
    static func dynamicTables(_ bits: inout DeflateBits) throws(PNGError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = try bits.take(5) + 257, distanceCount = try bits.take(5) + 1, lengthCodes = try bits.take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw DeflateBlockScanner.invalid("too many codes in a block header") }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<lengthCodes { codeLengths[lengthOrder[i]] = UInt8(try bits.take(3)) }
        let lengthDecoder = try HuffmanDecoder(lengths: codeLengths[...], tableBits: 7)
        var lengths: [UInt8] = []
        let total = literalCount + distanceCount
        lengths.reserveCapacity(total + 138)
        while lengths.count < total {
            let symbol = try lengthDecoder.decode(&bits)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let last = lengths.last else { throw DeflateBlockScanner.invalid("a repeat with no length before it") }
                lengths.append(contentsOf: repeatElement(last, count: 3 + (try bits.take(2))))
            case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits.take(3))))
            default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits.take(7))))
            }
        }
        guard lengths.count == total, lengths[256] != 0 else { throw DeflateBlockScanner.invalid("a bad dynamic block header") }
        return (try HuffmanDecoder(lengths: lengths[..<literalCount], extra: literalExtra),
                try HuffmanDecoder(lengths: lengths[literalCount...], extra: distanceExtra))
    }
}
