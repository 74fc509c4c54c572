import BezelTestSupport
import Foundation
import Testing
@testable import BezelPNG

/// A seeded differential test of Bezel's own DEFLATE compressor (`RowMatchDeflater`, the default
/// for every sheet) against zlib's inflate: thousands of images — random noise, and button art
/// (flat fills with transparent margins, gradients, anti-aliased edges, glyph-like speckles, runs
/// of repeated rows) — of many widths, 1 px up to rows longer than DEFLATE's 32 KiB window, cut
/// into random segments (each a sync-flushed piece of the one stream), each PNG's IDAT data inflated by zlib and compared byte for byte with the rows that
/// went in (filter None: a 0 byte, then the row; with adaptive filters, the rows unfiltered here).
/// One image in four is also written into a bare compressor in pieces of random sizes and
/// inflated raw. `BEZEL_DEFLATE_COUNT` (default 10,000) and `BEZEL_DEFLATE_SEED` (default 1) choose the run;
/// most images are small so the run stays short, a few are large (several 4 MiB chunks).
@Suite struct RowMatchDifferentialTests {
    static let count = Int(ProcessInfo.processInfo.environment["BEZEL_DEFLATE_COUNT"] ?? "") ?? 10_000
    static let seed = UInt64(ProcessInfo.processInfo.environment["BEZEL_DEFLATE_SEED"] ?? "") ?? 1

    @Test func seededImagesInflateToTheirRows() throws {
        var failures: [String] = []
        var bytes = 0, kinds: [String: Int] = [:]
        let start = Date()
        for index in 0..<Self.count {
            var random = SplitMix64(seed: Self.seed &* 0x9E37_79B9 &+ UInt64(index))
            let image = SeededImage.make(index: index, random: &random)
            kinds[image.kind, default: 0] += 1
            bytes += image.pixels.count
            if let problem = try Self.check(image, random: &random) {
                failures.append("image \(index) (seed \(Self.seed), \(image.kind), \(image.width)×\(image.height)): \(problem)")
                if failures.count >= 10 { break }
            }
        }
        let summary = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("row-match differential: \(Self.count) images, \(bytes / 1024) KiB of pixels in \(String(format: "%.1f", Date().timeIntervalSince(start))) s (\(summary))")
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }

    /// Every kind, every width class and the window's edge are in the run.
    @Test func theRunCoversEveryKindAndTheWindowEdge() {
        var kinds = Set<String>(), widths = Set<Int>()
        for index in 0..<min(Self.count, 10_000) {
            var random = SplitMix64(seed: Self.seed &* 0x9E37_79B9 &+ UInt64(index))
            let image = SeededImage.make(index: index, random: &random)
            kinds.insert(image.kind)
            widths.insert(image.width)
        }
        #expect(kinds == Set(SeededImage.kinds))
        #expect(widths.contains(1) && widths.contains(8191) && widths.contains(8192) && widths.contains(8193))
        #expect(widths.contains { $0 * 4 + 1 > 32768 })
    }

    /// Encodes `image` as a PNG in random segments, then checks zlib inflates its IDAT data to the
    /// rows; nil when it does, else what went wrong.
    static func check(_ image: SeededImage, random: inout SplitMix64) throws -> String? {
        let adaptive = random.below(8) == 0
        let settings = PNGEncodingSettings.rowMatch(filters: adaptive ? PNGEncodingSettings.allFilters : PNGEncodingSettings.filterNone)
        var cuts: [Int] = []
        if image.height > 1 {
            for _ in 0..<random.below(5) { cuts.append(1 + random.below(image.height - 1)) }
        }
        cuts = Array(Set(cuts)).sorted()
        let png = try LibdeflateJoinTests.png(image.pixels, width: image.width, height: image.height, cuts: cuts, settings: settings)
        guard let stream = idat(png) else { return "no IDAT" }
        let rowBytes = image.width * 4
        guard let inflated = inflate(stream, expected: image.height * (rowBytes + 1)) else { return "zlib refused the stream (cuts \(cuts))" }
        let rows = adaptive ? unfiltered(inflated, rowBytes: rowBytes) : inflated
        guard let rows else { return "a row has an unknown filter" }
        for y in 0..<image.height {
            let at = y * (rowBytes + 1)
            guard adaptive || rows[at] == 0 else { return "row \(y) has filter \(rows[at]), not None" }
            if !rows[(at + 1)..<(at + 1 + rowBytes)].elementsEqual(image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]) {
                return "row \(y) differs (cuts \(cuts), adaptive \(adaptive))"
            }
        }
        return random.below(4) == 0 ? checkPieces(image, random: &random) : nil
    }

    /// The rows with filter None written into a bare `RowMatchDeflater` in pieces of random sizes
    /// (a piece may end anywhere in a row), as a final or a sync-flushed stream, inflated raw by zlib.
    static func checkPieces(_ image: SeededImage, random: inout SplitMix64) -> String? {
        let rowBytes = image.width * 4
        var input: [UInt8] = []
        input.reserveCapacity(image.height * (rowBytes + 1))
        for y in 0..<image.height { input.append(0); input += image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)] }
        let deflater = RowMatchDeflater(rowStride: rowBytes + 1)
        var at = 0, pieces: [Int] = []
        while at < input.count {
            let piece = min(input.count - at, 1 + random.below(random.below(2) == 0 ? 64 : 40_000))
            pieces.append(piece)
            input.withUnsafeBytes { try? deflater.write($0.baseAddress! + at, count: piece) }
            at += piece
        }
        let final = random.below(2) == 0
        guard var stream = try? [UInt8](deflater.end(final: final).bytes) else { return "end failed" }
        if !final { stream += [0x03, 0x00] }  // an empty final fixed block ends what a sync flush left open
        guard RowMatchDeflaterTests.inflate(stream, expected: input.count) == input else {
            return "written in \(pieces.count) pieces (final \(final)), zlib does not inflate it to the rows"
        }
        return nil
    }

    /// The concatenated IDAT data of a PNG.
    static func idat(_ png: Data) -> [UInt8]? {
        let bytes = [UInt8](png)
        var at = 8, out: [UInt8] = []
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { return nil }
            if type == "IDAT" { out += bytes[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        return out.isEmpty ? nil : out
    }

    /// zlib's inflate of a whole zlib stream (header, DEFLATE data, Adler-32), or nil when it is
    /// not exactly one complete stream of `expected` bytes.
    static func inflate(_ stream: [UInt8], expected: Int) -> [UInt8]? {
        guard let out = ZlibInflate.inflate(stream, expected: expected, windowBits: 15), out.count == expected else { return nil }
        return out
    }

    /// Filtered rows (a filter byte, then the row) with each filter undone, as the PNG
    /// specification defines them (4 bytes a pixel); nil for an unknown filter.
    static func unfiltered(_ data: [UInt8], rowBytes: Int) -> [UInt8]? {
        var out = data
        for y in 0..<(data.count / (rowBytes + 1)) {
            let at = y * (rowBytes + 1), filter = data[at]
            guard filter <= 4 else { return nil }
            for i in 0..<rowBytes {
                let a = i >= 4 ? Int(out[at + 1 + i - 4]) : 0
                let b = y > 0 ? Int(out[at - rowBytes + i]) : 0
                let c = i >= 4 && y > 0 ? Int(out[at - rowBytes + i - 4]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predictor = 0
                }
                out[at + 1 + i] = UInt8(truncatingIfNeeded: Int(data[at + 1 + i]) + predictor)
            }
        }
        return out
    }
}

