/// Canonical Huffman codes for a DEFLATE block (RFC 1951 §3.2.2), as `DeflateBlockWriter` sends
/// them: code lengths from symbol frequencies, limited to DEFLATE's maximum, then the codes.
///
/// Lengths come from a Huffman tree built with two queues (symbols sorted by frequency, and the
/// merged nodes, which are made in increasing weight); depths past `limit` are cut to it and the
/// code made whole again by moving leaves down one level at a time (each move lowers the Kraft
/// sum by one unit of the deepest level); the lengths are then given out again, shortest to the
/// most frequent symbol. The code is always complete: a lone symbol gets a partner of length 1,
/// so every decoder accepts it (zlib refuses an incomplete code-length code).
enum HuffmanCode {
    /// Lengths (0 = unused) for the `count` frequencies at `frequencies`, none longer than `limit`.
    static func lengths(_ frequencies: UnsafePointer<UInt32>, count: Int, limit: Int, into lengths: UnsafeMutablePointer<UInt8>) {
        lengths.initialize(repeating: 0, count: count)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count * 2) { weights in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count * 5) { scratch in
                let used = sortedSymbols(frequencies, count: count, into: weights.baseAddress!)
                if used.count < 2 {
                    let symbol = used.first ?? 0
                    lengths[symbol] = 1
                    lengths[symbol == 0 ? 1 : 0] = 1
                    return
                }
                let symbols = scratch.baseAddress!, parents = symbols + count, depths = parents + 2 * count
                for (i, symbol) in used.enumerated() { symbols[i] = symbol; weights[i] = UInt64(frequencies[symbol]) }
                treeDepths(weights: weights.baseAddress!, parents: parents, depths: depths, leaves: used.count)
                assign(depths: depths, symbols: symbols, leaves: used.count, limit: limit, into: lengths)
            }
        }
    }

    /// The used symbols, least frequent first (ties by symbol, so the result is always the same).
    /// `keys` has room for `2 × count`. A radix sort of the frequencies, 8 bits a pass, stable, of
    /// symbols taken in order: as sorting `frequency << 16 | symbol` would give, without comparisons.
    static func sortedSymbols(_ frequencies: UnsafePointer<UInt32>, count: Int, into keys: UnsafeMutablePointer<UInt64>) -> [Int] {
        var n = 0, largest: UInt32 = 0
        for symbol in 0..<count where frequencies[symbol] != 0 {
            keys[n] = UInt64(frequencies[symbol]) << 16 | UInt64(symbol)
            largest = max(largest, frequencies[symbol])
            n += 1
        }
        var from = keys, to = keys + count, shift: UInt64 = 16
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { buckets in
            let starts = buckets.baseAddress!
            while largest != 0 {
                starts.initialize(repeating: 0, count: 256)
                for i in 0..<n { starts[Int(truncatingIfNeeded: from[i] >> shift) & 0xFF] += 1 }
                var total = 0
                for digit in 0..<256 { (starts[digit], total) = (total, total + starts[digit]) }
                for i in 0..<n {
                    let digit = Int(truncatingIfNeeded: from[i] >> shift) & 0xFF
                    to[starts[digit]] = from[i]
                    starts[digit] += 1
                }
                swap(&from, &to)
                shift += 8
                largest >>= 8
            }
        }
        return UnsafeBufferPointer(start: from, count: n).map { Int($0 & 0xFFFF) }
    }

    /// Depth of each of the `leaves` leaves (weights ascending) in a Huffman tree. The merged
    /// nodes follow the leaves in `weights`; `parents` and `depths` have room for `2 × leaves`.
    private static func treeDepths(weights: UnsafeMutablePointer<UInt64>, parents: UnsafeMutablePointer<Int>,
                                   depths: UnsafeMutablePointer<Int>, leaves: Int) {
        var leaf = 0, node = leaves, next = leaves
        func lightest() -> Int {
            if leaf < leaves, node >= next || weights[leaf] <= weights[node] { leaf += 1; return leaf - 1 }
            node += 1
            return node - 1
        }
        for _ in 0 ..< leaves - 1 {
            let a = lightest(), b = lightest()
            weights[next] = weights[a] + weights[b]
            parents[a] = next; parents[b] = next
            next += 1
        }
        depths[next - 1] = 0
        for i in stride(from: next - 2, through: 0, by: -1) { depths[i] = depths[parents[i]] + 1 }
    }

    /// Counts the leaves per length (cut at `limit`, then made a whole code again) and gives the
    /// shortest lengths to the most frequent symbols (the last in `symbols`).
    private static func assign(depths: UnsafeMutablePointer<Int>, symbols: UnsafeMutablePointer<Int>, leaves: Int,
                               limit: Int, into lengths: UnsafeMutablePointer<UInt8>) {
        var perLength = [Int](repeating: 0, count: limit + 1)
        for i in 0..<leaves { perLength[min(depths[i], limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            perLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
                perLength[length] -= 1
                perLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        var i = leaves - 1
        for length in 1...limit {
            for _ in 0 ..< perLength[length] { lengths[symbols[i]] = UInt8(length); i -= 1 }
        }
    }

    /// The canonical code of each symbol from `lengths`, its bits reversed so that it can be
    /// written least significant bit first.
    static func codes(_ lengths: UnsafePointer<UInt8>, count: Int, into codes: UnsafeMutablePointer<UInt16>) {
        var perLength = [Int](repeating: 0, count: 16)
        for symbol in 0..<count { perLength[Int(lengths[symbol])] += 1 }
        perLength[0] = 0
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        for symbol in 0..<count {
            let length = Int(lengths[symbol])
            guard length > 0 else { codes[symbol] = 0; continue }
            let value = next[length]
            next[length] += 1
            codes[symbol] = UInt16(truncatingIfNeeded: Int(UInt16(value).bitReversed) >> (16 - length))
        }
    }
}

extension UInt16 {
    /// The 16 bits in reverse order.
    var bitReversed: UInt16 {
        var v = self
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        return v << 8 | v >> 8
    }
}
