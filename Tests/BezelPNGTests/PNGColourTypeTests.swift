import BezelCore
import BezelTestSupport
import CZlib
import Foundation
import Testing
import BezelPNG

/// Every colour type and bit depth of the PNG specification, plain and Adam7-interlaced, with and
/// without tRNS, written at test time by pypng (`GeneratedPNGs`; rows filtered with all five
/// filter types, gAMA, sBIT and bKGD chunks to read past), decodes to the RGBA8 an independent
/// reader computes (Tests/Readers/png_rgba8.py: pypng's stored samples, 16-bit rounded, no gamma).
@Suite struct PNGColourTypeTests {
    /// The generated folder and the reader's hashes; a missing reader fails the test.
    static func generated() -> (folder: String, rgba8: [String: String])? {
        switch GeneratedPNGs.generated {
        case .success(let g): return g
        case .failure(let missing): Issue.record(Comment(rawValue: missing.description)); return nil
        }
    }

    @Test func everyColourTypeBitDepthAndInterlaceIsThere() throws {
        guard let (folder, rgba8) = Self.generated() else { return }
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == GeneratedPNGs.files && pngs.count == 52)
        #expect(Set(rgba8.keys) == Set(pngs))
        // Each file is what its name says: colour type, bit depth, interlace and tRNS from its chunks.
        let types = ["g": 0, "c": 2, "p": 3, "ga": 4, "rgba": 6]
        for name in pngs {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            let header = try PNGHeader(data: data)
            let plain = name.hasPrefix("i") ? String(name.dropFirst().dropLast(4)) : String(name.dropLast(4))
            let letters = String(plain.prefix { $0.isLetter })
            #expect(header.colorType == types[letters], "\(name)")
            #expect(header.bitDepth == Int(plain.drop { $0.isLetter }.prefix(2)), "\(name)")
            #expect(header.interlaced == name.hasPrefix("i"), "\(name)")
            let chunks = Self.chunks(data)
            #expect(chunks.contains("tRNS") == plain.hasSuffix("t"), "\(name)")
            // Ancillary chunks a decoder reads past: gAMA in all, bKGD beside tRNS, sBIT elsewhere.
            #expect(chunks.contains("gAMA") && chunks.contains("bKGD") == plain.hasSuffix("t") && chunks.contains("sBIT") != plain.hasSuffix("t"),
                    "\(name): \(chunks)")
            // Rows of every filter type (None, Sub, Up, Average, Paeth), read from the inflated data.
            if !header.interlaced {
                let bits = header.bitDepth * [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType, default: 0]
                #expect(try Self.filterTypes(data, stride: (header.width * bits + 7) / 8, rows: header.height) == [0, 1, 2, 3, 4], "\(name)")
            }
        }
    }

    @Test(arguments: GeneratedPNGs.files) func decodesLikeTheIndependentReader(_ name: String) throws {
        guard let (folder, rgba8) = Self.generated() else { return }
        let image = try PNGDecoder.decode(path: folder + "/" + name)
        #expect(image.width == 33 && image.height == 31 && image.rgba.count == 33 * 31 * 4)
        #expect(SHA256.hex(of: Data(image.rgba)) == rgba8[name], "\(name)")
    }

    /// Interlaced and plain encodings of the same image decode to the same pixels.
    @Test func interlacedEqualsPlain() throws {
        guard let (folder, _) = Self.generated() else { return }
        for name in GeneratedPNGs.names {
            #expect(try PNGDecoder.decode(path: "\(folder)/i\(name).png") == PNGDecoder.decode(path: "\(folder)/\(name).png"), "\(name)")
        }
    }

    /// The filter types of the rows of a non-interlaced PNG whose rows are `stride` bytes.
    static func filterTypes(_ data: Data, stride: Int, rows: Int) throws -> Set<UInt8> {
        let bytes = [UInt8](data)
        var at = 8, idat: [UInt8] = []
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[at + 4..<at + 8], as: UTF8.self) == "IDAT" { idat += bytes[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        var raw = [UInt8](repeating: 0, count: (stride + 1) * rows)
        var size = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in idat.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) } }
        try #require(status == Z_OK && Int(size) == raw.count, "zlib: \(status), \(size) of \(raw.count) bytes")
        return Set((0..<rows).map { raw[$0 * (stride + 1)] })
    }

    /// The chunk types of a PNG, in order.
    static func chunks(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var at = 8, types: [String] = []
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[at + 4..<at + 8], as: UTF8.self))
            at += 12 + length
        }
        return types
    }
}
