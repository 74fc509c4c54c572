import Foundation

/// SHA-256 (FIPS 180-4) in plain Swift, for fingerprinting the font files a render used. Feed bytes
/// with `update`, then read `hexDigest` (or `digest`); `SHA256.hex(of:)` hashes one buffer.
///
///     SHA256.hex(of: Data("abc".utf8)) // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
public struct SHA256: Sendable {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    /// The SHA-256 of `data`, as 64 lowercase hex digits.
    public static func hex(of data: Data) -> String {
        var h = SHA256()
        h.update(data)
        return h.hexDigest
    }

    /// Adds bytes to the message.
    public mutating func update(_ data: Data) {
        length &+= UInt64(data.count)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 0
            if !pending.isEmpty {
                let take = min(64 - pending.count, bytes.count)
                pending += bytes[0..<take]
                offset = take
                if pending.count == 64 {
                    pending.withUnsafeBufferPointer { compress($0.baseAddress!) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            guard let base = bytes.baseAddress else { return }
            while bytes.count - offset >= 64 {
                compress(base + offset)
                offset += 64
            }
            if offset < bytes.count { pending += bytes[offset...] }
        }
    }

    /// The 32-byte digest of everything added so far (the hasher itself is not changed).
    public var digest: [UInt8] {
        var copy = self
        let bitLength = length &* 8
        var tail = copy.pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { buffer in
            for block in stride(from: 0, to: buffer.count, by: 64) { copy.compress(buffer.baseAddress! + block) }
        }
        return copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// The digest as 64 lowercase hex digits.
    public var hexDigest: String {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// One 64-byte block. Written with unchecked pointers and wrapping arithmetic so that even debug
    /// builds hash the pinned fonts (about 100 MB) in reasonable time.
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { wBuffer in
            Self.k.withUnsafeBufferPointer { kBuffer in
                let w = wBuffer.baseAddress!, k = kBuffer.baseAddress!
                for t in 0..<16 {
                    let p = block + 4 &* t
                    w[t] = UInt32(p.pointee) &<< 24 | UInt32((p + 1).pointee) &<< 16 | UInt32((p + 2).pointee) &<< 8 | UInt32((p + 3).pointee)
                }
                for t in 16..<64 {
                    let x = w[t &- 15], y = w[t &- 2]
                    let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                    let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                    w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
                }
                var a = state[0], b = state[1], c = state[2], d = state[3]
                var e = state[4], f = state[5], g = state[6], h = state[7]
                for t in 0..<64 {
                    let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[t] &+ w[t]
                    let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    h = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                }
                state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
                state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
            }
        }
    }
}
