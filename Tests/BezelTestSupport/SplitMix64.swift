/// A small deterministic random source (SplitMix64), so a seeded test run (the fuzz test, the
/// differential deflate test) is the same on every machine.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0 ..< n` (0 when `n` ≤ 1).
    public mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    /// A random byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
