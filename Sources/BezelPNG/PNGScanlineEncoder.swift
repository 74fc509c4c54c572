import Foundation

/// Turns image rows into a `DeflateSegment`: each row is produced as straight RGBA by a row source,
/// filtered (filter None for Bezel's own settings, Up for a row that repeats the row above when
/// `repeatedRowsUseUp`) and deflated. One per worker; its buffers and
/// deflate stream are reused from segment to segment.
///
/// A segment that does not start at row 0 is deflated without the rows above it (it may run on
/// another thread), so its first row never uses a filter that reads the row above: Up, Average and
/// Paeth fall back to Sub there. Bezel's settings use None throughout, so this never applies to them.
package final class PNGScanlineEncoder {
    package let width: Int
    package let settings: PNGEncodingSettings
    private let deflater: any SegmentDeflater
    /// The deflater when it is libdeflate's, whose chunk the rows are filled into directly.
    private let direct: LibdeflateDeflater?
    /// The deflater when it is the row-match one, whose chunk the rows are filled into too.
    private let rowMatch: RowMatchDeflater?
    private let filters: [PNGRowFilter]
    private let rowBytes: Int
    /// Straight RGBA, one byte in front for the filter type (filled in place for filter None).
    private let row: UnsafeMutablePointer<UInt8>
    private let prior: UnsafeMutablePointer<UInt8>
    private let filtered: UnsafeMutablePointer<UInt8>
    private let candidate: UnsafeMutablePointer<UInt8>
    /// Deflated runs of repeated rows (libdeflate with `repeatedRowsUseUp`), made on first use.
    private var repeatedRowPieces: RepeatedRowPieces?

    package init(width: Int, settings: PNGEncodingSettings) throws(PNGError) {
        self.width = width
        self.settings = settings
        deflater = try settings.makeDeflater(rowStride: width * 4 + 1)
        direct = deflater as? LibdeflateDeflater
        rowMatch = deflater as? RowMatchDeflater
        filters = PNGRowFilter.filters(inMask: settings.filters)
        rowBytes = width * 4
        row = .allocate(capacity: rowBytes + 1)
        prior = .allocate(capacity: rowBytes)
        filtered = .allocate(capacity: rowBytes + 1)
        candidate = .allocate(capacity: rowBytes + 1)
    }

    deinit {
        row.deallocate(); prior.deallocate(); filtered.deallocate(); candidate.deallocate()
    }

    /// Deflates rows `rows` of the image, each filled by `fill(y, buffer)` with `width × 4` bytes of
    /// straight RGBA; `final` for the segment that ends the image. An error from `fill` is rethrown.
    package func segment(rows: Range<Int>, final: Bool, fill: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> DeflateSegment {
        if filters == [.none] {
            if let direct { return try segment(rows: rows, final: final, into: direct, fill: fill) }
            if let rowMatch { return try segment(rows: rows, final: final, into: rowMatch, fill: fill) }
            return try noneSegment(rows: rows, final: final, fill: fill)
        }
        let pixels = row + 1
        prior.initialize(repeating: 0, count: rowBytes)
        for y in rows {
            try fill(y, pixels)
            let knowsPrior = y == 0 || y != rows.lowerBound
            let allowed = knowsPrior ? filters : Array(Set(filters.map { $0.usesPriorRow ? .sub : $0 })).sorted { $0.rawValue < $1.rawValue }
            try deflater.write(choose(allowed), count: rowBytes + 1)
            prior.update(from: pixels, count: rowBytes)
        }
        return try deflater.end(final: final)
    }

    /// Filter None (Up for a row that repeats the row above, with `repeatedRowsUseUp`), through a
    /// row buffer.
    private func noneSegment(rows: Range<Int>, final: Bool, fill: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> DeflateSegment {
        let pixels = row + 1
        row[0] = 0
        candidate.initialize(repeating: 0, count: rowBytes + 1)
        candidate[0] = PNGRowFilter.up.rawValue
        for y in rows {
            try fill(y, pixels)
            if settings.repeatedRowsUseUp, y != rows.lowerBound, memcmp(prior, pixels, rowBytes) == 0 {
                try deflater.write(candidate, count: rowBytes + 1)
            } else {
                try deflater.write(row, count: rowBytes + 1)
                if settings.repeatedRowsUseUp { prior.update(from: pixels, count: rowBytes) }
            }
        }
        return try deflater.end(final: final)
    }

    /// The same, each row filled in place in libdeflate's chunk: a repeated row is compared with
    /// the last row written as it is in the same chunk (the rows between equal it too), and a run
    /// of repeated rows is not compressed at all but taken from `RepeatedRowPieces`.
    private func segment(rows: Range<Int>, final: Bool, into direct: LibdeflateDeflater,
                         fill: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> DeflateSegment {
        var lastPlain: Int?
        var repeats = 0
        for y in rows {
            let (out, offset) = try direct.reserve(rowBytes + 1)
            if offset == 0 { lastPlain = nil }
            try fill(y, out + 1)
            if settings.repeatedRowsUseUp, let last = lastPlain, memcmp(direct.chunk + last + 1, out + 1, rowBytes) == 0 {
                repeats += 1
                continue
            }
            out[0] = PNGRowFilter.none.rawValue
            if repeats > 0 {
                try direct.append(repeatedRows(repeats, level: direct.level), carrying: rowBytes + 1)
                repeats = 0
                lastPlain = 0
            } else {
                lastPlain = offset
            }
            direct.commit(rowBytes + 1)
        }
        if repeats > 0 { try direct.append(repeatedRows(repeats, level: direct.level), carrying: 0) }
        return try deflater.end(final: final)
    }

    /// Filter None, each row filled in place in the row-match deflater's chunk (a repeated row is
    /// one row back, which it finds itself).
    private func segment(rows: Range<Int>, final: Bool, into deflater: RowMatchDeflater,
                         fill: (Int, UnsafeMutableRawPointer) throws -> Void) throws -> DeflateSegment {
        for y in rows {
            let (out, _) = deflater.reserve(rowBytes + 1)
            out[0] = PNGRowFilter.none.rawValue
            try fill(y, out + 1)
            deflater.commit(rowBytes + 1)
        }
        return try deflater.end(final: final)
    }

    /// The deflated pieces of `count` repeated rows.
    private func repeatedRows(_ count: Int, level: Int32) throws(PNGError) -> [DeflateSegment] {
        if repeatedRowPieces == nil { repeatedRowPieces = RepeatedRowPieces(rowBytes: rowBytes, level: level) }
        return try repeatedRowPieces!.pieces(rows: count)
    }

    /// Filters the current row with the one filter, or the cheapest of several; returns the bytes.
    private func choose(_ allowed: [PNGRowFilter]) -> UnsafeMutablePointer<UInt8> {
        allowed[0].apply(row: row + 1, prior: prior, count: rowBytes, into: filtered)
        guard allowed.count > 1 else { return filtered }
        var best = PNGRowFilter.cost(filtered + 1, count: rowBytes)
        for filter in allowed.dropFirst() {
            filter.apply(row: row + 1, prior: prior, count: rowBytes, into: candidate)
            let cost = PNGRowFilter.cost(candidate + 1, count: rowBytes)
            if cost < best {
                best = cost
                filtered.update(from: candidate, count: rowBytes + 1)
            }
        }
        return filtered
    }
}
