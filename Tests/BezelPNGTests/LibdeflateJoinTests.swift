import Foundation
import Testing
@testable import BezelPNG

/// libdeflate writes every call's output as a complete DEFLATE stream; these check that the pieces
/// made non-final by `DeflateBlockScanner` join into one zlib stream that decodes to the input, at
/// every level (stored, fixed and dynamic blocks), and that the scanner refuses damaged streams.
@Suite struct LibdeflateJoinTests {
    /// Straight RGBA rows: flat runs, a gradient and pseudo-random noise.
    static func pixels(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 12345
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let i = (y * width + x) * 4
                let value: [UInt8] = y % 7 < 3 ? [40, 90, 200, 255]
                    : x % 5 == 0 ? [UInt8(truncatingIfNeeded: state >> 16), UInt8(truncatingIfNeeded: state >> 8), 7, 128]
                    : [UInt8(x & 255), UInt8(y & 255), 99, 255]
                bytes.replaceSubrange(i..<i + 4, with: value)
            }
        }
        return bytes
    }

    /// A PNG of `pixels` whose rows are cut into `cuts` segments, deflated by one reused encoder.
    static func png(_ pixels: [UInt8], width: Int, height: Int, cuts: [Int], settings: PNGEncodingSettings) throws -> Data {
        let encoder = try PNGScanlineEncoder(width: width, settings: settings)
        let bounds = [0] + cuts + [height]
        let segments = try zip(bounds, bounds.dropFirst()).map { top, bottom in
            try encoder.segment(rows: top..<bottom, final: bottom == height) { y, row in
                pixels.withUnsafeBytes { row.copyMemory(from: $0.baseAddress! + y * width * 4, byteCount: width * 4) }
            }
        }
        return PNGContainer.png(width: width, height: height, settings: settings, segments: segments)
    }

    @Test(arguments: [0, 1, 2, 6, 9, 12] as [Int32])
    func segmentsJoinIntoOneStream(_ level: Int32) throws {
        let pixels = Self.pixels(width: 120, height: 90)
        for filters in [PNGEncodingSettings.filterNone, PNGEncodingSettings.allFilters] {
            let settings = PNGEncodingSettings.libdeflate(filters: filters, level: level)
            let data = try Self.png(pixels, width: 120, height: 90, cuts: [1, 30, 31, 64], settings: settings)
            #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: 120, height: 90, rgba: pixels), "\(settings)")
        }
    }

    /// A segment longer than `chunkLimit` is compressed in several calls, joined inside the segment.
    @Test func chunksOfOneSegmentJoin() throws {
        let width = 1100, height = 1000
        #expect(height * (width * 4 + 1) > LibdeflateDeflater.chunkLimit)
        let pixels = Self.pixels(width: width, height: height)
        let settings = PNGEncodingSettings.libdeflate(filters: PNGEncodingSettings.filterNone, level: 1)
        let data = try Self.png(pixels, width: width, height: height, cuts: [], settings: settings)
        #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: width, height: height, rgba: pixels))
        // The same bytes from a second encoder: the cut depends only on the rows.
        #expect(try Self.png(pixels, width: width, height: height, cuts: [], settings: settings) == data)
    }

    /// The complete stream libdeflate wrote for `input` at `level`, with the scanner's slack after it.
    static func stream(_ input: [UInt8], level: Int32) throws -> [UInt8] {
        let deflater = try LibdeflateDeflater(level: level)
        try input.withUnsafeBytes { try deflater.write($0.baseAddress!, count: input.count) }
        return [UInt8](try deflater.end(final: true).bytes)
    }

    static func scan(_ bytes: [UInt8]) throws -> DeflateBlockScanner.StreamEnd {
        let padded = bytes + [UInt8](repeating: 0, count: DeflateBlockScanner.slack)
        return try padded.withUnsafeBufferPointer { try DeflateBlockScanner.scan($0.baseAddress!, count: bytes.count) }
    }

    @Test func scannerFindsTheFinalBlockAndNothingElse() throws {
        let input = Self.pixels(width: 64, height: 64)
        for level: Int32 in [0, 1, 4, 12] {
            var bytes = try Self.stream(input, level: level)
            let end = try Self.scan(bytes)
            #expect(bytes[end.finalHeaderBit >> 3] >> UInt8(end.finalHeaderBit & 7) & 1 == 1, "level \(level)")
            #expect((end.endBit + 7) / 8 == bytes.count, "level \(level)")
            // Without its BFINAL bit the last block is followed by nothing: the scanner says so.
            bytes[end.finalHeaderBit >> 3] &= ~(1 << UInt8(end.finalHeaderBit & 7))
            #expect(throws: PNGError.self) { try Self.scan(bytes) }
        }
    }

    @Test func scannerRefusesDamagedStreams() throws {
        let bytes = try Self.stream(Self.pixels(width: 64, height: 64), level: 6)
        #expect(throws: PNGError.self) { try Self.scan(Array(bytes.dropLast())) }
        #expect(throws: PNGError.self) { try Self.scan(bytes + [0]) }
        #expect(throws: PNGError.self) { try Self.scan([0b111]) }  // final block of the reserved type 3
        #expect(throws: PNGError.self) { try Self.scan([0x01, 0x05, 0x00, 0xFA, 0xFF]) }  // stored, LEN 5 but no bytes
        #expect(throws: PNGError.self) { try Self.scan([0x01, 0x00, 0x00, 0x00, 0x00]) }  // stored, NLEN not ~LEN
        #expect(try Self.scan([0x01, 0x00, 0x00, 0xFF, 0xFF]) == .init(finalHeaderBit: 0, endBit: 40))  // empty stored
        #expect(try Self.scan([0x03, 0x00]) == .init(finalHeaderBit: 0, endBit: 10))  // empty fixed block
    }
}

/// `repeatedRowsUseUp`: a row equal to the row above is written with filter Up (zero bytes), except
/// at a segment's first row; read back by Python's zlib (Tests/Readers/png_zlib_rows.py).
@Suite struct RepeatedRowTests {
    @Test func repeatedRowsUseFilterUpInBothLibraries() throws {
        let width = 40, height = 10
        // Rows 0–4 alike, row 5 different, rows 6–9 like row 5; segments 0..<3 and 3..<10.
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += y < 5 ? [UInt8(x), 10, 20, 255] : [UInt8(x), 99, 0, 128] }
        }
        let folder = NSTemporaryDirectory() + "bezel-repeated-rows-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let none = PNGEncodingSettings.filterNone
        var zlib = PNGEncodingSettings(filters: none, level: 6)
        zlib.repeatedRowsUseUp = true
        for settings in [PNGEncodingSettings.libdeflate(filters: none, level: 2, repeatedRowsUseUp: true), zlib,
                         PNGEncodingSettings.libdeflate(filters: none, level: 2)] {
            let data = try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [3], settings: settings)
            #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: width, height: height, rgba: pixels))
            let file = folder + "/rows.png"
            try data.write(to: URL(fileURLWithPath: file))
            guard let lines = try Self.readFilters(file) else { return }
            let expected = settings.repeatedRowsUseUp ? "0 2 2 0 2 0 2 2 2 2" : "0 0 0 0 0 0 0 0 0 0"
            #expect(lines.last == "filters: \(expected)", "\(settings)")
        }
    }

    /// Runs of repeated rows are not compressed but taken from `RepeatedRowPieces` (power-of-two
    /// pieces): runs of 1 to 130 rows, some around the libdeflate chunk limit and one ending the
    /// image, decode to the pixels in Bezel's decoder and in Python's zlib, with filter Up exactly
    /// on the repeats (the cut at row 3 is between distinct rows), and a second encoder writes the
    /// same bytes.
    @Test func runsOfRepeatedRowsJoinTheStream() throws {
        let width = 1000, distinct = 1100
        var runs: [Int: Int] = [5: 1, 10: 2, 20: 3, 30: 64, 40: 65, 50: 130, distinct - 1: 9]
        for k in 1040...1052 { runs[k] = 2 }
        var pixels: [UInt8] = []
        for k in 0..<distinct {
            var row: [UInt8] = []
            for x in 0..<width { row += [UInt8(truncatingIfNeeded: x &* (k + 1)), UInt8(truncatingIfNeeded: k), 77, x % 3 == 0 ? 255 : 40] }
            for _ in 0...(runs[k] ?? 0) { pixels += row }
        }
        let height = pixels.count / (width * 4), repeats = runs.values.reduce(0, +)
        #expect(distinct * (width * 4 + 1) > LibdeflateDeflater.chunkLimit)
        let settings = PNGEncodingSettings.libdeflate(filters: PNGEncodingSettings.filterNone, level: 3, repeatedRowsUseUp: true)
        let data = try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [3], settings: settings)
        #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: width, height: height, rgba: pixels))
        #expect(try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [3], settings: settings) == data)
        let folder = NSTemporaryDirectory() + "bezel-repeated-runs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/runs.png"
        try data.write(to: URL(fileURLWithPath: file))
        guard let lines = try Self.readFilters(file) else { return }
        let filters = lines.last?.split(separator: " ").dropFirst().map(String.init) ?? []
        #expect(filters.count == height)
        #expect(filters.filter { $0 == "2" }.count == repeats)
    }

    /// The reader's output lines; nil (with a printed reason) when python3 is missing.
    static func readFilters(_ file: String) throws -> [String]? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("missing reader \(python): the filter check cannot run")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Readers/png_zlib_rows.py").path, "--filters", file]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
