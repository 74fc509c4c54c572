/// PNG's five row filters (specification section 9) for 4-byte RGBA pixels, and the adaptive
/// choice among several: the filter whose output has the smallest sum of absolute values, read as
/// signed bytes (the heuristic the specification recommends and libpng uses).
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// The filters in a `PNGEncodingSettings.filters` mask (`PNG_FILTER_*` bits), in type order.
    static func filters(inMask mask: Int32) -> [PNGRowFilter] {
        let bits: [(Int32, PNGRowFilter)] = [(PNGEncodingSettings.filterNone, .none), (PNGEncodingSettings.filterSub, .sub),
                                             (PNGEncodingSettings.filterUp, .up), (PNGEncodingSettings.filterAverage, .average),
                                             (PNGEncodingSettings.filterPaeth, .paeth)]
        let chosen = bits.filter { mask & $0.0 != 0 }.map(\.1)
        return chosen.isEmpty ? [.none] : chosen
    }

    /// Whether the filter reads the row above.
    var usesPriorRow: Bool { self == .up || self == .average || self == .paeth }

    /// Writes the filter type byte and the filtered `count` bytes of `row` to `out` (`count + 1`
    /// bytes); `prior` is the row above (all zeros for the first row of an image).
    func apply(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        out[0] = rawValue
        let o = out + 1
        switch self {
        case .none:
            o.update(from: row, count: count)
        case .sub:
            for i in 0..<count { o[i] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
        case .up:
            for i in 0..<count { o[i] = row[i] &- prior[i] }
        case .average:
            for i in 0..<count {
                let left = i >= 4 ? Int(row[i - 4]) : 0
                o[i] = row[i] &- UInt8((left + Int(prior[i])) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(prior[i]), c = i >= 4 ? Int(prior[i - 4]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                o[i] = row[i] &- UInt8(predictor)
            }
        }
    }

    /// The sum of the filtered bytes as signed magnitudes (the adaptive heuristic's cost).
    static func cost(_ filtered: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count { sum += abs(Int(Int8(bitPattern: filtered[i]))) }
        return sum
    }
}
