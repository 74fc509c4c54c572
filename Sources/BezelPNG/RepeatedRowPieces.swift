import Foundation

/// Deflated runs of scanlines that repeat the row above, made once and reused: such a row is
/// written as filter Up, all zero bytes, so its deflated form depends only on the row width and
/// the level, never on the pixels. A run of any length is a few pieces of power-of-two row counts
/// (a run of 11 rows is 8 + 2 + 1), each a non-final, byte-aligned `DeflateSegment` that needs no
/// earlier bytes, so it can go between any two other pieces of a stream. Spares the compressor a
/// quarter of the bytes of a typical button sheet (its flat middles). Not thread-safe: one per worker.
final class RepeatedRowPieces {
    let rowBytes: Int
    let level: Int32
    /// The piece of `1 << i` rows, made on first use.
    private var pieces: [DeflateSegment?] = []

    init(rowBytes: Int, level: Int32) {
        self.rowBytes = rowBytes
        self.level = level
    }

    /// The pieces whose rows add up to `count`, largest first.
    func pieces(rows count: Int) throws(PNGError) -> [DeflateSegment] {
        var left = count, out: [DeflateSegment] = []
        var power = Self.largestPower
        while left > 0 {
            while 1 << power > left { power -= 1 }
            out.append(try piece(power: power))
            left -= 1 << power
        }
        return out
    }

    /// The largest run one piece holds (64 rows): longer runs repeat it.
    static let largestPower = 6

    private func piece(power: Int) throws(PNGError) -> DeflateSegment {
        if power < pieces.count, let piece = pieces[power] { return piece }
        if pieces.count <= power { pieces += [DeflateSegment?](repeating: nil, count: power + 1 - pieces.count) }
        let deflater = try LibdeflateDeflater(level: level)
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        defer { row.deallocate() }
        row.initialize(repeating: 0, count: rowBytes + 1)
        row[0] = PNGRowFilter.up.rawValue
        for _ in 0..<(1 << power) { try deflater.write(row, count: rowBytes + 1) }
        let piece = try deflater.end(final: false)
        pieces[power] = piece
        return piece
    }
}
