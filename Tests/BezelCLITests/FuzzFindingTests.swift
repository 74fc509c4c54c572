import BezelCore
import BezelPNG
import BezelTestSupport
import Foundation
import Testing

/// What the entry-point fuzz test found, each reproduced through the real `bezel`: a baseline
/// sheet `record --button` cannot read was exit 3 with a message naming no file; a 369-byte PNG
/// claiming 65535 × 32769 pixels made `diff --max-pixels 4294967296` allocate 8 GiB; a storyboard
/// holding bytes that are not UTF-8 in an attribute crashed `import` (SIGILL in Foundation's parser);
/// a stray `line\nbreak.png` in a baseline made `record --prune` exit 3 after recording ("refusing
/// to write outside the output folder", the raw newline printed), and a FIFO named `fifo.png` made
/// it exit 3 after recording ("is not a file: not deleted").
@Suite(.serialized) struct FuzzFindingTests {
    static let binary = PNGRowLimitTests.binary

    static func world() throws -> EntryPointWorld {
        let storyboard = try String(contentsOfFile: repositoryRoot + "/samples/interface-builder/Buttons.storyboard", encoding: .utf8)
        return try EntryPointWorld(binary: binary, storyboard: storyboard)
    }

    @Test func recordButtonRefusesABaselineSheetItCannotReadNamingIt() throws {
        let world = try Self.world()
        defer { world.remove() }
        world.copy("baseline", to: "\(world.root)/b")
        let sheet = "\(world.root)/b/small/highlighted.png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sheet)))
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: sheet))
        let before = TreeSnapshot("\(world.root)/b")
        let run = FuzzProcess(binary: Self.binary, timeout: 120, scratch: world.root)
        let o = run.run(["record", "\(world.root)/pristine/themes2/small.json", "--baseline", "\(world.root)/b", "--force", "-b", "b"])
        #expect(o.code == 2, "\(o.err)")
        #expect(o.err.hasPrefix("\(sheet): not a valid PNG: "), "\(o.err)")
        #expect(o.err.contains("; record it whole again (without --button or --only-missing); nothing was recorded"), "\(o.err)")
        #expect(TreeSnapshot("\(world.root)/b") == before)
    }

    @Test func recordPruneLeavesANameNoRenderWritesWithAWarning() throws {
        let world = try Self.world()
        defer { world.remove() }
        world.copy("baseline", to: "\(world.root)/b")
        let stray = "\(world.root)/b/small/line\nbreak.png"
        try Data("x".utf8).write(to: URL(fileURLWithPath: stray))
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(world.root)/b/small/gone.png"))
        let run = FuzzProcess(binary: Self.binary, timeout: 120, scratch: world.root)
        let o = run.run(["record", "\(world.root)/pristine/themes/small.json", "--baseline", "\(world.root)/b", "--force", "--prune", "-q"])
        #expect(o.code == 0, "\(o.err)")
        #expect(o.err == "warning: not checked for obsolete files: name no render writes (a control character): \(world.root)/b/small/line\\u{a}break.png\n")
        #expect(FileManager.default.fileExists(atPath: stray))
        #expect(!FileManager.default.fileExists(atPath: "\(world.root)/b/small/gone.png"))

        try FileManager.default.removeItem(atPath: stray)
        let fifo = "\(world.root)/b/small/fifo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let again = run.run(["record", "\(world.root)/pristine/themes/small.json", "--baseline", "\(world.root)/b", "--force", "--prune", "-q"])
        #expect(again.code == 0, "\(again.err)")
        #expect(again.err == "warning: not checked for obsolete files: not a regular file (a FIFO, device or socket, which no render writes): \(fifo)\n")
        #expect(FileManager.default.fileExists(atPath: fifo) && !SafeKind.isRegular(fifo))
    }

    @Test func diffRefusesAPNGWhoseDataCannotHoldItsPixelsBeforeAllocating() throws {
        let world = try Self.world()
        defer { world.remove() }
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(world.root)/pristine/baseline/small/normal.png")))
        var huge = PNGRowLimitTests.widened(png, width: 65_535)
        let ihdr = try #require(PNGMutator.chunks(huge).first { $0.type == "IHDR" })
        huge.replaceSubrange(ihdr.data.lowerBound + 4..<ihdr.data.lowerBound + 8, with: PNGMutator.be32(32_769))
        PNGMutator.fixCRC(&huge, chunkAt: ihdr.offset)
        try Data(huge).write(to: URL(fileURLWithPath: "\(world.root)/a.png"))
        let run = FuzzProcess(binary: Self.binary, timeout: 120, memoryLimit: 4 << 30, scratch: world.root)
        let o = run.run(["diff", "\(world.root)/a.png", "\(world.root)/pristine/baseline/small/normal.png", "--max-pixels", "4294967296"])
        #expect(o.code == 2, "\(o.err)")
        #expect(o.err.contains("\(world.root)/a.png") && o.err.contains("bytes of image data cannot hold 65535 × 32769 pixels"), "\(o.err)")
        #expect(o.peakBytes < 256 << 20, "diff peaked at \(o.peakBytes) bytes")
        // The bound is deflate's own: every valid PNG meets it, the most compressible included.
        let blank = try PNGEncoder.encode(DecodedImage(width: 2048, height: 2048, rgba: [UInt8](repeating: 0, count: 2048 * 2048 * 4)))
        #expect(throws: Never.self) { _ = try PNGDecoder.decode(data: blank) }
    }

    @Test func importRefusesBytesThatAreNotUTF8InsteadOfCrashing() throws {
        let world = try Self.world()
        defer { world.remove() }
        var bytes = Array(world.storyboard.utf8)
        let at = try #require(world.storyboard.range(of: "title=\"HI\"")).upperBound
        bytes.insert(contentsOf: [0xFF, 0xFE], at: world.storyboard.utf8.distance(from: world.storyboard.startIndex, to: at) - 2)
        try Data(bytes).write(to: URL(fileURLWithPath: "\(world.root)/Bad.storyboard"))
        let run = FuzzProcess(binary: Self.binary, timeout: 120, scratch: world.root)
        let o = run.run(["import", "\(world.root)/Bad.storyboard", "-o", "\(world.root)/out"])
        #expect(o.signal == 0 && o.code == 2, "\(o.code) \(o.signal) \(o.err)")
        #expect(o.err.hasPrefix("\(world.root)/Bad.storyboard:"), "\(o.err)")
        #expect(o.err.contains("the document is not UTF-8 text (byte 0xFF cannot stand here in UTF-8)"), "\(o.err)")
        #expect(!FileManager.default.fileExists(atPath: "\(world.root)/out"))
    }
}
