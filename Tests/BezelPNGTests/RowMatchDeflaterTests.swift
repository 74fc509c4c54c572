import Foundation
import Testing
@testable import BezelPNG

/// Bezel's own DEFLATE compressor (`PNGCompression.balanced`): its streams decode in libpng
/// (`PNGDecoder`) and in zlib to the exact input, across segments, chunks, blocks, rows wider than
/// DEFLATE's window and an empty stream; its Huffman codes are complete and within DEFLATE's
/// limits; and on button art it stays within a few per cent of libdeflate 3 and below zlib 6 with
/// adaptive filters (what Cairo's PNG writer uses).
@Suite struct RowMatchDeflaterTests {
    static let settings = PNGEncodingSettings.rowMatch(filters: PNGEncodingSettings.filterNone)

    @Test func segmentsJoinIntoOneStream() throws {
        let pixels = LibdeflateJoinTests.pixels(width: 120, height: 90)
        for filters in [PNGEncodingSettings.filterNone, PNGEncodingSettings.allFilters] {
            let settings = PNGEncodingSettings.rowMatch(filters: filters)
            for cuts in [[], [1, 30, 31, 64]] {
                let data = try LibdeflateJoinTests.png(pixels, width: 120, height: 90, cuts: cuts, settings: settings)
                #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: 120, height: 90, rgba: pixels), "\(settings) \(cuts)")
            }
        }
    }

    /// Over 4 MiB of rows: several chunks and many blocks in one segment; the same bytes again
    /// from a second encoder.
    @Test func chunksAndBlocksOfOneSegmentJoin() throws {
        let width = 1100, height = 1000
        #expect(height * (width * 4 + 1) > RowMatchDeflater.chunkLimit)
        let pixels = LibdeflateJoinTests.pixels(width: width, height: height)
        let data = try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [500], settings: Self.settings)
        #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: width, height: height, rgba: pixels))
        #expect(try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [500], settings: Self.settings) == data)
    }

    /// A row of 8,200 pixels is 32,801 bytes, one more than DEFLATE's window: the row above is
    /// out of reach and is not tried.
    @Test func rowsWiderThanTheWindow() throws {
        let width = 8200, height = 6
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += [UInt8(truncatingIfNeeded: x / 7), UInt8(y), 3, 255] } }
        let data = try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: [2], settings: Self.settings)
        #expect(try PNGDecoder.decode(data: data) == DecodedImage(width: width, height: height, rgba: pixels))
    }

    /// Raw streams checked by zlib itself: empty, one byte, a long run, noise.
    @Test func zlibInflatesRawStreams() throws {
        var state: UInt32 = 7
        let noise = (0..<70_000).map { _ in state = state &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: state >> 16) }
        for input in [[], [42], [UInt8](repeating: 9, count: 100_000), noise, noise + [UInt8](repeating: 0, count: 5000)] as [[UInt8]] {
            for final in [true, false] {
                let deflater = RowMatchDeflater(rowStride: 1001)
                input.withUnsafeBytes { try? deflater.write($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: input.count) }
                let segment = try deflater.end(final: final)
                var stream = [UInt8](segment.bytes)
                if !final { stream += [0x03, 0x00] }  // an empty final fixed block ends what a sync flush left open
                #expect(Self.inflate(stream, expected: input.count) == input, "\(input.count) bytes, final \(final)")
                #expect(segment.inputCount == input.count)
            }
        }
    }

    /// The last 3…7 bytes of a chunk have no hash (it reads 8), and a match may end on the
    /// chunk's last byte; blocks end after exactly 8,192 tokens (noise of about that many bytes
    /// is that many literals), and the token writer flushes 64 bits at a time across them.
    @Test func chunkEndsAndBlockLimits() throws {
        var state: UInt32 = 11
        func noise(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in state = state &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: state >> 16) }
        }
        var inputs: [[UInt8]] = (0...20).map { noise(40) + [UInt8](repeating: 7, count: $0) }
        inputs += (0...20).map { tail in let piece = noise(12); return noise(300) + piece + noise(50) + piece.prefix(tail) }
        inputs += (8185...8195).map { noise($0) }
        inputs += [noise(8192) + [UInt8](repeating: 1, count: 600) + noise(8191)]
        for input in inputs {
            let deflater = RowMatchDeflater(rowStride: 17)
            input.withUnsafeBytes { try? deflater.write($0.baseAddress!, count: input.count) }
            let segment = try deflater.end(final: true)
            #expect(Self.inflate([UInt8](segment.bytes), expected: input.count) == input, "\(input.count) bytes")
        }
    }

    /// The used symbols come out least frequent first, ties by symbol: the order of sorting
    /// `frequency << 16 | symbol`, also for frequencies that take 3 and 4 passes of the radix sort.
    @Test func symbolsSortByFrequencyThenSymbol() {
        var state: UInt32 = 5
        for largest in [1, 255, 256, 70_000, 1 << 24 + 3, UInt32.max] as [UInt32] {
            let frequencies: [UInt32] = (0..<286).map { symbol in
                state = state &* 1_103_515_245 &+ 12345
                return symbol % 7 == 0 ? 0 : symbol % 5 == 0 ? largest : (state >> 8) % largest
            }
            let expected = (0..<286).filter { frequencies[$0] != 0 }.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
            var keys = [UInt64](repeating: 0, count: 2 * 286)
            #expect(HuffmanCode.sortedSymbols(frequencies, count: 286, into: &keys) == expected, "largest \(largest)")
        }
    }

    /// zlib's raw inflate of `stream`, or nil when it is not exactly one complete DEFLATE stream.
    static func inflate(_ stream: [UInt8], expected: Int) -> [UInt8]? {
        ZlibInflate.inflate(stream, expected: expected, windowBits: -15)
    }

    /// Fibonacci frequencies make the deepest Huffman trees: 30 of them would need 29 bits; the
    /// code is cut to 15 (7 for the code-length code) and stays complete (Kraft sum exactly 1).
    @Test(arguments: [15, 7])
    func codesAreLimitedAndComplete(_ limit: Int) {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < (limit == 7 ? 19 : 30) { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        var lengths = [UInt8](repeating: 0, count: fibonacci.count)
        HuffmanCode.lengths(fibonacci, count: fibonacci.count, limit: limit, into: &lengths)
        #expect(lengths.max() == UInt8(limit))
        #expect(lengths.reduce(0) { $0 + 1 << (limit - Int($1)) } == 1 << limit)
        // More frequent symbols never get longer codes.
        #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func aLoneSymbolGetsAPartner() {
        var lengths = [UInt8](repeating: 9, count: 30)
        HuffmanCode.lengths([UInt32](repeating: 0, count: 29) + [5], count: 30, limit: 15, into: &lengths)
        #expect(lengths[29] == 1 && lengths[0] == 1 && lengths.filter { $0 != 0 }.count == 2)
        HuffmanCode.lengths([UInt32](repeating: 0, count: 30), count: 30, limit: 15, into: &lengths)
        #expect(lengths[0] == 1 && lengths[1] == 1 && lengths.filter { $0 != 0 }.count == 2)
    }

    /// Rows like a sheet of buttons: transparent gaps, fills with anti-aliased corners, borders,
    /// and glyph-like noise in the middle rows.
    static func buttonArt(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 99
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let bx = x % 160, by = y % 50, i = (y * width + x) * 4
                guard bx >= 4, by >= 4, bx < 156, by < 46 else { continue }
                var pixel: [UInt8] = bx < 6 || by < 6 || bx >= 154 || by >= 44 ? [20, 60, 200, 255] : [40, 120, 250, 255]
                if (bx == 4 || bx == 155) && (by == 4 || by == 45) { pixel = [10, 30, 100, 128] }
                if by >= 18, by < 32, bx >= 40 + (x / 160 % 3) * 10, bx < 120 {
                    state = state &* 1_103_515_245 &+ 12345
                    if state >> 29 == 0 { pixel = [255, 255, 255, 255] } else if state >> 29 == 1 { pixel = [160, 200, 250, 255] }
                }
                bytes.replaceSubrange(i..<i + 4, with: pixel)
            }
        }
        return bytes
    }

    @Test func sizeOnButtonArtStaysNearLibdeflate3AndBelowZlib6() throws {
        let width = 800, height = 400
        let pixels = Self.buttonArt(width: width, height: height)
        let cuts = Array(stride(from: 50, to: height, by: 50))
        func size(_ settings: PNGEncodingSettings) throws -> Int {
            try LibdeflateJoinTests.png(pixels, width: width, height: height, cuts: cuts, settings: settings).count
        }
        let rowMatch = try size(Self.settings)
        let libdeflate = try size(.libdeflate(filters: PNGEncodingSettings.filterNone, level: 3, repeatedRowsUseUp: true))
        let cairoLike = try size(PNGEncodingSettings(filters: PNGEncodingSettings.allFilters, level: 6))
        #expect(Double(rowMatch) <= Double(libdeflate) * 1.05, "row-match \(rowMatch) B, libdeflate 3 \(libdeflate) B")
        #expect(rowMatch < cairoLike, "row-match \(rowMatch) B, zlib 6 adaptive \(cairoLike) B")
    }
}
