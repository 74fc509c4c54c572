import BezelTestSupport
import Foundation
import Testing
import BezelPNG

/// What the PNG decoder and `RegularFile` refuse: files that are not regular, sizes over the
/// limit (from the header, before allocating), and damaged files, each with a reason.
@Suite struct PNGInputSafetyTests {
    /// A generated PNG (`GeneratedPNGs`); a missing reader fails the test.
    static func generated(_ name: String) throws -> [UInt8] {
        switch GeneratedPNGs.generated {
        case .success(let g): return try [UInt8](Data(contentsOf: URL(fileURLWithPath: g.folder + "/" + name)))
        case .failure(let missing): throw missing
        }
    }

    static func tempDir() -> String {
        let d = NSTemporaryDirectory() + "bezel-png-input-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    @Test func onlyRegularFilesAreRead() throws {
        let d = Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: d) }
        #expect(try RegularFile.read(d + "/missing", limit: 10) == nil)
        #expect(throws: RegularFileError.notRegular(path: d, kind: "a folder")) { try RegularFile.read(d, limit: 10) }
        #expect(throws: RegularFileError.notRegular(path: "/dev/zero", kind: "a character device")) { try RegularFile.read("/dev/zero", limit: 10) }
        // A FIFO with no writer: refused at once, not waited on.
        #expect(mkfifo(d + "/fifo", 0o600) == 0)
        #expect(throws: RegularFileError.notRegular(path: d + "/fifo", kind: "a FIFO")) { try RegularFile.read(d + "/fifo", limit: 10) }
        try Data("12345".utf8).write(to: URL(fileURLWithPath: d + "/five"))
        try FileManager.default.createSymbolicLink(atPath: d + "/link", withDestinationPath: "five")
        #expect(try RegularFile.read(d + "/link", limit: 5) == Data("12345".utf8))
        #expect(throws: RegularFileError.tooLarge(path: d + "/five", bytes: 5, limit: 4)) { try RegularFile.read(d + "/five", limit: 4) }
        #expect(throws: PNGError.unreadable(path: "/dev/zero", reason: "is a character device, not a regular file")) {
            try PNGDecoder.decode(path: "/dev/zero")
        }
    }

    @Test func theSizeIsCheckedFromTheHeaderBeforeAnything() throws {
        let data = Data(try Self.generated("rgba16.png"))
        let header = try PNGHeader(data: data)
        #expect([header.width, header.height, header.bitDepth, header.colorType] == [33, 31, 16, 6] && !header.interlaced)
        #expect(throws: PNGError.tooLarge(path: nil, width: 33, height: 31, limit: 1022)) { try PNGDecoder.decode(data: data, maxPixels: 1022) }
        #expect(try PNGDecoder.decode(data: data, maxPixels: 1023).rgba.count == 1023 * 4)
        // Only the header is looked at: a header claiming 2^31-1 × 2^31-1 with no data at all.
        var huge = Array(data.prefix(33))
        huge.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: PNGError.tooLarge(path: nil, width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: PNGDecoder.defaultMaxPixels)) {
            try PNGDecoder.decode(data: Data(huge))
        }
    }

    @Test func damagedFilesAreRefusedWithAReason() throws {
        // RGB, 8 bits, a transparent colour (tRNS) and a gamma (gAMA, a chunk Bezel skips unread).
        let good = try Self.generated("c08t.png")
        func refusal(_ bytes: [UInt8]) -> String? {
            do { _ = try PNGDecoder.decode(data: Data(bytes)); return nil } catch { return "\(error)" }
        }
        #expect(refusal(good) == nil)
        #expect(refusal(Array(good.prefix(good.count - 40))) == "not a valid PNG: the file ends early (truncated)")
        #expect(refusal(Array(good.prefix(20))) == "not a valid PNG: the file ends early (truncated) inside its header")
        #expect(refusal(Array("GIF89a and more bytes than a header".utf8)) == "not a valid PNG: no PNG signature: this is not a PNG file, and only PNG is supported")
        var depth = good
        depth[24] = 3 // RGB may be 8 or 16 bits
        #expect(refusal(depth) == "not a valid PNG: IHDR: colour type 2 with bit depth 3 is not allowed")
        // A flipped bit in the tRNS chunk (ancillary, but it changes pixels): a CRC error, not ignored.
        let trns = try #require(Self.find("tRNS", in: good))
        var flipped = good
        flipped[trns + 8] ^= 1
        #expect(refusal(flipped)?.contains("CRC error") == true, "\(refusal(flipped) ?? "accepted")")
        // A flipped bit in a chunk Bezel skips (gAMA) is refused too: the file is damaged.
        let gama = try #require(Self.find("gAMA", in: good))
        var skipped = good
        skipped[gama + 4] ^= 1
        #expect(refusal(skipped)?.contains("CRC error") == true, "\(refusal(skipped) ?? "accepted")")
    }

    /// The offset of the first chunk of `type` (its type field's offset).
    static func find(_ type: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(type.utf8)
        return (8..<(bytes.count - 4)).first { Array(bytes[$0..<$0 + 4]) == pattern }
    }
}
