import BezelDiff
import BezelPNG
import Foundation
import Testing

// The conformance table of pixelmatch v7.2.0 (fixtures from mapbox/pixelmatch test/fixtures, copied
// into Fixtures/pixelmatch with its licence; see NOTICE there): each row checks the count, the diff image pixel for pixel, and
// that the count is the same without an output image.

/// `Tests/BezelDiffTests/Fixtures/pixelmatch`, beside this file.
private let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixelmatch")

private func image(_ name: String) throws -> DecodedImage {
    try PNGDecoder.decode(path: fixtures.appendingPathComponent("\(name).png").path)
}

struct ConformanceCase: Sendable, CustomTestStringConvertible {
    let a: String, b: String, diff: String, count: Int
    let options: PixelMatchOptions
    var testDescription: String { "\(a)/\(b) → \(diff) (\(count))" }

    init(_ a: String, _ b: String, _ diff: String, _ count: Int,
         _ configure: (inout PixelMatchOptions) -> Void = { _ in }) {
        var options = PixelMatchOptions()
        configure(&options)
        self.a = a; self.b = b; self.diff = diff; self.count = count; self.options = options
    }
}

private let cases: [ConformanceCase] = [
    ConformanceCase("1a", "1b", "1diff", 143) { $0.threshold = 0.05 },
    ConformanceCase("1a", "1b", "1diffdefaultthreshold", 106),
    ConformanceCase("1a", "1b", "1diffmask", 143) { $0.threshold = 0.05; $0.includeAA = false; $0.diffMask = true },
    ConformanceCase("1a", "1a", "1emptydiffmask", 0) { $0.threshold = 0; $0.diffMask = true },
    ConformanceCase("2a", "2b", "2diff", 12437) {
        $0.threshold = 0.05; $0.alpha = 0.5
        $0.aaColor = .init(0, 192, 0); $0.diffColor = .init(255, 0, 255)
    },
    ConformanceCase("3a", "3b", "3diff", 212) { $0.threshold = 0.05 },
    ConformanceCase("4a", "4b", "4diff", 36049) { $0.threshold = 0.05 },
    ConformanceCase("5a", "5b", "5diff", 6) { $0.threshold = 0.05 },
    ConformanceCase("6a", "6b", "6diff", 51) { $0.threshold = 0.05 },
    ConformanceCase("6a", "6a", "6empty", 0) { $0.threshold = 0 },
    ConformanceCase("7a", "7b", "7diff", 2448) { $0.diffColorAlt = .init(0, 255, 0) },
    ConformanceCase("8a", "5b", "8diff", 32896) { $0.threshold = 0.05 },
]

@Suite struct PixelMatchConformanceTests {
    @Test(arguments: cases)
    func countAndDiffImageMatchTheReference(_ c: ConformanceCase) throws {
        let a = try image(c.a), b = try image(c.b), expected = try image(c.diff)
        #expect((a.width, a.height) == (b.width, b.height))

        var output: [UInt8]? = [UInt8](repeating: 0, count: a.rgba.count)
        let count = try pixelMatch(a.rgba, b.rgba, output: &output, width: a.width, height: a.height, options: c.options)
        #expect(count == c.count)

        #expect((expected.width, expected.height) == (a.width, a.height))
        let drawn = try #require(output)
        let mismatches = (0..<(a.width * a.height)).filter { i in
            drawn[i * 4 ..< i * 4 + 4] != expected.rgba[i * 4 ..< i * 4 + 4]
        }
        let mismatchCount = mismatches.count
        let first = mismatches.first.map { "(\($0 % a.width), \($0 / a.width))" } ?? "none"
        #expect(mismatchCount == 0, "diff-image pixels differ, first at \(first)")

        var none: [UInt8]? = nil
        let countWithoutOutput = try pixelMatch(a.rgba, b.rgba, output: &none, width: a.width, height: a.height, options: c.options)
        #expect(countWithoutOutput == c.count)
    }

    @Test(arguments: cases)
    func serialAndParallelAgree(_ c: ConformanceCase) throws {
        let a = try image(c.a), b = try image(c.b)
        var serial = c.options, parallel = c.options
        serial.parallel = false
        parallel.parallel = true
        var serialOutput: [UInt8]? = [UInt8](repeating: 0, count: a.rgba.count)
        var parallelOutput = serialOutput
        let serialCount = try pixelMatch(a.rgba, b.rgba, output: &serialOutput, width: a.width, height: a.height, options: serial)
        let parallelCount = try pixelMatch(a.rgba, b.rgba, output: &parallelOutput, width: a.width, height: a.height, options: parallel)
        #expect(serialCount == parallelCount)
        #expect(serialOutput == parallelOutput)
    }
}

@Suite struct PixelMatchUnitTests {
    private func count(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int,
                       _ configure: (inout PixelMatchOptions) -> Void = { _ in }) throws(PixelMatchError) -> Int {
        var options = PixelMatchOptions()
        configure(&options)
        var none: [UInt8]? = nil
        return try pixelMatch(a, b, output: &none, width: width, height: height, options: options)
    }

    @Test func semiTransparentPixelsAreBlendedOverTheCheckerboard() throws {
        #expect(try count([0, 0, 0, 128], [127, 127, 127, 255], width: 1, height: 1) == 1)
        #expect(try count([0, 0, 0, 128], [127, 127, 127, 255], width: 1, height: 1) { $0.checkerboard = false } == 0)
    }

    @Test func theDefaultsAreThoseOfVersion7_2_0() {
        let o = PixelMatchOptions()
        #expect(o.threshold == 0.1 && !o.includeAA && o.alpha == 0.1 && !o.diffMask && o.checkerboard)
        #expect(o.aaColor == .init(255, 255, 0) && o.diffColor == .init(255, 0, 0) && o.diffColorAlt == nil)
    }

    @Test func imagesOfDifferentSizesAreRejectedWithBothSizes() {
        #expect(throws: PixelMatchError.sizesDiffer(first: 8, second: 4)) {
            try count([UInt8](repeating: 0, count: 8), [UInt8](repeating: 0, count: 4), width: 2, height: 1)
        }
        let message = PixelMatchError.sizesDiffer(first: 8, second: 4).description
        #expect(message.contains("8") && message.contains("4"))
    }

    @Test func anOutputOfAnotherSizeIsRejected() {
        var output: [UInt8]? = [UInt8](repeating: 0, count: 12)
        #expect(throws: PixelMatchError.sizesDiffer(first: 8, second: 12)) {
            try pixelMatch([UInt8](repeating: 0, count: 8), [UInt8](repeating: 0, count: 8),
                           output: &output, width: 2, height: 1)
        }
    }

    @Test func aBufferNotWidthTimesHeightTimesFourIsRejected() {
        #expect(throws: PixelMatchError.dataSizeMismatch(expected: 16, actual: 12)) {
            try count([UInt8](repeating: 0, count: 12), [UInt8](repeating: 0, count: 12), width: 2, height: 2)
        }
        let message = PixelMatchError.dataSizeMismatch(expected: 16, actual: 12).description
        #expect(message.contains("expected 16") && message.contains("12"))
    }

    @Test func identicalImagesStillDrawTheGreyBackground() throws {
        let pixel: [UInt8] = [255, 0, 0, 255]
        var output: [UInt8]? = [0, 0, 0, 0]
        #expect(try pixelMatch(pixel, pixel, output: &output, width: 1, height: 1) == 0)
        // 255 + (255 × 0.29889531 − 255) × 0.1 = 237.12… → 237
        #expect(output == [237, 237, 237, 255])
    }

    @Test func theSignOfTheDeltaPicksTheAlternativeColour() throws {
        var options = PixelMatchOptions()
        options.diffColorAlt = .init(0, 255, 0)
        var output: [UInt8]? = [UInt8](repeating: 0, count: 4)
        _ = try pixelMatch([255, 255, 255, 255], [0, 0, 0, 255], output: &output, width: 1, height: 1, options: options)
        #expect(output == [0, 255, 0, 255])  // the second image is darker
        _ = try pixelMatch([0, 0, 0, 255], [255, 255, 255, 255], output: &output, width: 1, height: 1, options: options)
        #expect(output == [255, 0, 0, 255])
    }

    @Test func theBenchmarkPairDiffersInAboutTheRequestedFraction() {
        let (a, b) = PixelMatchWorkload.pair(width: 256, height: 256, differingFraction: 0.15)
        let changed = stride(from: 0, to: a.count, by: 4).filter { a[$0 ..< $0 + 4] != b[$0 ..< $0 + 4] }.count
        #expect(changed == Int(256.0 * 256.0 * 0.15))
    }
}
