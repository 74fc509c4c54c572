import BezelCore
import BezelPNG
import BezelTestSupport
import Foundation
import Testing

/// A PNG whose IHDR says 2^31 − 1 pixels wide (CRC fixed, so only the size is wrong) in a shard or
/// a report: `merge` and `approve` refuse it from its header (`png-row-bytes`), naming the file,
/// before libpng allocates row buffers (they were 8 GiB each: merge peaked at 8.4 GB).
@Suite(.serialized) struct PNGRowLimitTests {
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path

    /// `png` with its IHDR width set to `width` and the chunk's CRC made right again.
    static func widened(_ png: [UInt8], width: UInt32) -> [UInt8] {
        var bytes = png
        let ihdr = PNGMutator.chunks(bytes).first { $0.type == "IHDR" }!
        bytes.replaceSubrange(ihdr.data.lowerBound..<ihdr.data.lowerBound + 4, with: PNGMutator.be32(width))
        PNGMutator.fixCRC(&bytes, chunkAt: ihdr.offset)
        return bytes
    }

    static func widen(_ path: String) throws {
        try Data(widened([UInt8](Data(contentsOf: URL(fileURLWithPath: path))), width: 0x7FFF_FFFF)).write(to: URL(fileURLWithPath: path))
    }

    @Test func mergeAndApproveRefuseAHugeIHDRWidthFromTheHeader() throws {
        let storyboard = try String(contentsOfFile: repositoryRoot + "/samples/interface-builder/Buttons.storyboard", encoding: .utf8)
        let world = try EntryPointWorld(binary: Self.binary, storyboard: storyboard)
        defer { world.remove() }
        let run = FuzzProcess(binary: Self.binary, timeout: 120, memoryLimit: 4 << 30, scratch: world.root)

        world.copy("shard1", to: "\(world.root)/m/s1")
        let sheet = try #require((FileManager.default.enumerator(atPath: "\(world.root)/m/s1")?.allObjects as? [String])?
            .filter { $0.hasSuffix(".png") }.sorted().first)
        try Self.widen("\(world.root)/m/s1/\(sheet)")
        let merged = run.run(["merge", "\(world.root)/m/s1", "-o", "\(world.root)/m/out"])
        #expect(merged.code == 2)
        #expect(merged.err.contains("\(world.root)/m/s1/\(sheet): is not a whole PNG file (not a valid PNG: IHDR: a row of 2147483647 px at 32 bits per pixel is 8589934588 bytes, over the 64 MiB a check reads (limit png-row-bytes))"), "\(merged.err)")
        #expect(merged.peakBytes < 256 << 20, "merge peaked at \(merged.peakBytes) bytes")
        #expect(!FileManager.default.fileExists(atPath: "\(world.root)/m/out"))

        world.copy("baseline", to: "\(world.root)/a/baseline")
        world.copy("report", to: "\(world.root)/a/report")
        let actual = try #require((FileManager.default.enumerator(atPath: "\(world.root)/a/report")?.allObjects as? [String])?
            .filter { $0.hasSuffix(".png") && $0.contains("actual") }.sorted().first)
        try Self.widen("\(world.root)/a/report/\(actual)")
        let before = TreeSnapshot("\(world.root)/a/baseline")
        let approved = run.run(["approve", "\(world.root)/a/report", "--baseline", "\(world.root)/a/baseline", "--force"])
        #expect(approved.code == 2)
        #expect(approved.err.contains("\(actual): is not a whole PNG file (not a valid PNG: IHDR: a row of 2147483647 px") && approved.err.contains("(limit png-row-bytes)"), "\(approved.err)")
        #expect(approved.peakBytes < 256 << 20, "approve peaked at \(approved.peakBytes) bytes")
        #expect(TreeSnapshot("\(world.root)/a/baseline") == before)
    }

    @Test func theRowLimitIsCheckedFromTheHeaderAlone() throws {
        // Only the signature and IHDR: the header decides, nothing else is read.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += PNGMutator.be32(16_777_217) + PNGMutator.be32(1) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        PNGMutator.fixCRC(&header, chunkAt: 8)
        #expect(throws: (any Error).self) {
            try PNGCheck.check(Data(header), maxRowBytes: InputLimits.pngRowBytes.value, limitTag: InputLimits.pngRowBytes.tag)
        }
        do { try PNGCheck.check(Data(header), maxRowBytes: InputLimits.pngRowBytes.value, limitTag: InputLimits.pngRowBytes.tag) } catch {
            #expect("\(error)".contains("a row of 16777217 px at 32 bits per pixel is 67108868 bytes, over the 64 MiB a check reads (limit png-row-bytes)"), "\(error)")
        }
    }
}
