/// A canonical Huffman code of a DEFLATE block (RFC 1951 §3.2.2), built from its code lengths, for
/// `DeflateBlockScanner`: codes up to `fastBits` long are looked up in one table indexed by the
/// next bits; longer ones are decoded bit by bit from the counts per length.
struct HuffmanDecoder {
    static let fastBits = 10
    /// Indexed by the next `fastBits` bits: `symbol | length << 9`, 0 for a longer code.
    private let fast: [UInt16]
    /// Codes of each length 0…15.
    private let counts: [Int]
    /// Symbols in code order (by length, then by symbol).
    private let symbols: [Int]

    init(lengths: ArraySlice<UInt8>) throws(PNGError) {
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
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var code = 0, index = 0
        for length in 1...Self.fastBits {
            for i in 0..<counts[length] {
                // Codes are sent most significant bit first, so the table is indexed by the reversal.
                var reversed = 0
                for bit in 0..<length where (code + i) >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
                let entry = UInt16(symbols[index + i] | length << 9)
                for slot in stride(from: reversed, to: 1 << Self.fastBits, by: 1 << length) { fast[slot] = entry }
            }
            index += counts[length]
            code = (code + counts[length]) << 1
        }
        self.fast = fast; self.counts = counts; self.symbols = symbols
    }

    /// The next symbol.
    @inline(__always)
    func decode(_ bits: inout DeflateBits) throws(PNGError) -> Int {
        let entry = Int(fast[Int(truncatingIfNeeded: bits.peek()) & (1 << Self.fastBits - 1)])
        if entry != 0 {
            try bits.skip(entry >> 9)
            return entry & 511
        }
        return try decodeLong(&bits)
    }

    /// Bit by bit: at each length, the codes of that length are `first ..< first + count`.
    private func decodeLong(_ bits: inout DeflateBits) throws(PNGError) -> Int {
        let word = bits.peek()
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= Int(truncatingIfNeeded: word >> UInt64(length - 1)) & 1
            let count = counts[length]
            if code >= first, code - first < count {
                try bits.skip(length)
                return symbols[index + code - first]
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw DeflateBlockScanner.invalid("a bit pattern that is no Huffman code")
    }

    /// The fixed codes of block type 1.
    static let fixedLiterals = try! HuffmanDecoder(lengths: ArraySlice((0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }))
    static let fixedDistances = try! HuffmanDecoder(lengths: ArraySlice([UInt8](repeating: 5, count: 30)))

    /// Code-length alphabet order (§3.2.7).
    private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header: the literal/length and distance codes.
    static func dynamicTables(_ bits: inout DeflateBits) throws(PNGError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = try bits.take(5) + 257, distanceCount = try bits.take(5) + 1, lengthCodes = try bits.take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw DeflateBlockScanner.invalid("too many codes in a block header") }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<lengthCodes { codeLengths[lengthOrder[i]] = UInt8(try bits.take(3)) }
        let lengthDecoder = try HuffmanDecoder(lengths: codeLengths[...])
        var lengths: [UInt8] = []
        let total = literalCount + distanceCount
        lengths.reserveCapacity(total)
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
        return (try HuffmanDecoder(lengths: lengths[..<literalCount]), try HuffmanDecoder(lengths: lengths[literalCount...]))
    }
}
