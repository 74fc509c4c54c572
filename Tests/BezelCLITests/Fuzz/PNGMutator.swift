import BezelTestSupport
import Foundation

/// Damages a valid PNG file the ways a disk, a tool or an attacker does, knowing its chunk
/// structure: truncated anywhere, a flipped byte with or without a fixed CRC, IHDR sizes up to
/// 2^31 − 1 (with the CRC fixed, so only the size is wrong), other colour types and bit depths,
/// zero sizes, chunks dropped, duplicated or made huge, and non-PNG bytes.
enum PNGMutator {
    /// The chunks of a PNG file: (offset of the length field, type, data range).
    static func chunks(_ bytes: [UInt8]) -> [(offset: Int, type: String, data: Range<Int>)] {
        var result: [(Int, String, Range<Int>)] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { break }
            result.append((at, type, at + 8..<at + 8 + length))
            at += 12 + length
        }
        return result
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// Recomputes the CRC of the chunk whose length field is at `offset`.
    static func fixCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[offset + 4..<offset + 8 + length] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: be32(crc))
    }

    /// What was done, and the mutated bytes.
    static func mutate(_ png: [UInt8], _ r: inout SplitMix64) -> (what: String, bytes: [UInt8]) {
        var bytes = png
        let list = chunks(bytes)
        guard let ihdr = list.first(where: { $0.type == "IHDR" }) else { return ("unchanged", bytes) }
        switch r.below(11) {
        case 0:
            let cut = r.below(bytes.count)
            return ("truncated at \(cut)", Array(bytes.prefix(cut)))
        case 1:
            let at = 8 + r.below(bytes.count - 8)
            bytes[at] ^= UInt8(1 << r.below(8))
            return ("bit flipped at \(at) (bad CRC)", bytes)
        case 2, 3:
            let sides: [UInt32] = [0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0, 1, 65_535, 1_000_000, 32_769, 8193]
            let (w, h) = (r.pick(sides), r.chance(0.5) ? r.pick(sides) : 1)
            bytes.replaceSubrange(ihdr.data.lowerBound..<ihdr.data.lowerBound + 8, with: be32(w) + be32(h))
            fixCRC(&bytes, chunkAt: ihdr.offset)
            return ("IHDR \(w)×\(h) (CRC fixed)", bytes)
        case 4:
            let (type, depth) = r.pick([(0, 1), (0, 16), (2, 8), (2, 16), (3, 8), (3, 1), (4, 8), (6, 16), (7, 8), (6, 3), (2, 4)])
            bytes[ihdr.data.lowerBound + 8] = UInt8(depth)
            bytes[ihdr.data.lowerBound + 9] = UInt8(type)
            if r.chance(0.3) { bytes[ihdr.data.lowerBound + 12] = UInt8(r.pick([1, 2])) }
            fixCRC(&bytes, chunkAt: ihdr.offset)
            return ("IHDR colour type \(type) depth \(depth) (CRC fixed)", bytes)
        case 5:
            let chunk = r.pick(list)
            bytes.removeSubrange(chunk.offset..<chunk.data.upperBound + 4)
            return ("chunk \(chunk.type) dropped", bytes)
        case 6:
            let chunk = r.pick(list)
            bytes.insert(contentsOf: bytes[chunk.offset..<chunk.data.upperBound + 4], at: chunk.offset)
            return ("chunk \(chunk.type) repeated", bytes)
        case 7:
            let chunk = r.pick(list)
            bytes.replaceSubrange(chunk.offset..<chunk.offset + 4, with: be32(r.pick([0x7FFF_FFFF, 0xFFFF_FFF0, 100_000_000])))
            return ("chunk \(chunk.type) length huge", bytes)
        case 8:
            guard let idat = list.first(where: { $0.type == "IDAT" }), idat.data.count > 2 else { return ("unchanged", bytes) }
            let at = idat.data.lowerBound + 2 + r.below(idat.data.count - 2)
            bytes[at] = r.byte()
            fixCRC(&bytes, chunkAt: idat.offset)
            return ("IDAT byte \(at) changed (CRC fixed)", bytes)
        case 9:
            return r.pick([("empty", []), ("text", Array("not a png\n".utf8)), ("signature only", Array(bytes.prefix(8))),
                           ("JPEG header", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8))])
        default:
            let chunk = Array(be32(12) + Array("tEXt".utf8) + Array("Comment\0fuzz".utf8))
            var inserted = chunk + [0, 0, 0, 0]
            fixCRC(&inserted, chunkAt: 0)
            bytes.insert(contentsOf: inserted, at: list.last?.offset ?? 8)
            return ("tEXt chunk added", bytes)
        }
    }
}
