/// DEFLATE's length and distance codes (RFC 1951 §3.2.5): which code a match length or distance
/// is sent with, the code's base value and its number of extra bits, as lookup tables.
struct DeflateCodes {
    /// The length code (0…28, symbol 257 + code) of each length 0…258 (0 below 3).
    let lengthCode: UnsafeMutablePointer<UInt8>
    let lengthBase: UnsafeMutablePointer<UInt16>
    let lengthExtra: UnsafeMutablePointer<UInt8>
    /// Distance codes of distances 1…256 (at `distance - 1`), then of `256 + (distance - 1) >> 7`.
    let distanceCodes: UnsafeMutablePointer<UInt8>
    let distanceBase: UnsafeMutablePointer<UInt16>
    let distanceExtra: UnsafeMutablePointer<UInt8>

    /// The distance code of `distance` (1…32,768).
    @inline(__always)
    func distanceCode(_ distance: Int) -> UInt8 {
        distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7]
    }

    /// Runs `body` with the tables, made once for the process and never freed.
    @inline(__always)
    static func tables<R>(_ body: (DeflateCodes) throws -> R) rethrows -> R { try body(shared) }

    private static let shared = DeflateCodes()

    private init() {
        lengthCode = .allocate(capacity: 259); lengthCode.initialize(repeating: 0, count: 259)
        lengthBase = .allocate(capacity: 29); lengthExtra = .allocate(capacity: 29)
        distanceCodes = .allocate(capacity: 512); distanceCodes.initialize(repeating: 0, count: 512)
        distanceBase = .allocate(capacity: 30); distanceExtra = .allocate(capacity: 30)
        // Lengths: codes 0…7 one length each, then groups of four codes with 1…5 extra bits; 285 is 258.
        var base = 3
        for code in 0..<28 {
            let extra = code < 8 ? 0 : (code - 4) / 4
            lengthBase[code] = UInt16(base); lengthExtra[code] = UInt8(extra)
            for length in base ..< min(base + (1 << extra), 259) { lengthCode[length] = UInt8(code) }
            base += 1 << extra
        }
        lengthBase[28] = 258; lengthExtra[28] = 0; lengthCode[258] = 28
        // Distances: codes 0…3 one distance each, then pairs of codes with 1…13 extra bits.
        base = 1
        for code in 0..<30 {
            let extra = code < 4 ? 0 : code / 2 - 1
            distanceBase[code] = UInt16(base); distanceExtra[code] = UInt8(extra)
            for distance in base ..< base + (1 << extra) {
                if distance <= 256 { distanceCodes[distance - 1] = UInt8(code) } else { distanceCodes[256 + (distance - 1) >> 7] = UInt8(code) }
            }
            base += 1 << extra
        }
    }
}

extension DeflateCodes: @unchecked Sendable {}
