import BezelDiff
import Foundation
import Testing

// The kernel held to an independent implementation: image pairs made here (a gradient, an
// anti-aliased disc moved by a fraction of a pixel, a recoloured rectangle, scattered changed
// pixels, a semi-transparent band) compared by PyPI `pixelmatch` (the Python port of mapbox/pixelmatch,
// pinned by scripts/install-deps into .build/test-readers, run by Tests/Readers/pixelmatch_reference.py)
// and by Bezel's kernel: the same count and the same diff image, byte for byte, for each option set.
// The port blends semi-transparent pixels over white, so those cases set `checkerboard: false`;
// v7.2.0's checkerboard and `diffColorAlt` are pinned by the unit cases below.

/// A deterministic test image of `width` × `height`: `shift` moves the disc, `changed` recolours
/// the rectangle and a few scattered pixels, `translucent` makes a band semi-transparent.
func conformanceImage(width: Int = 96, height: Int = 64, shift: Double = 0, changed: Bool = false,
                      translucent: Bool = false) -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let (cx, cy, r) = (40.3 + shift, 30.7 + shift * 0.6, 18.0)
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    let scattered: Set<Int> = changed ? Set((0..<7).map { _ in
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33) % (width * height)
    }) : []
    for y in 0..<height {
        for x in 0..<width {
            var covered = 0
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                    if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r { covered += 1 }
                }
            }
            let t = Double(covered) / 16
            var c = [Double(x * 2), Double(y * 3), 128].map { $0 * (1 - t) } .enumerated().map { $0.element + [20, 40, 200][$0.offset] * t }
            if (70..<80).contains(x) && (10..<16).contains(y) { c = changed ? [240, 250, 10] : [250, 250, 0] }
            let i = (y * width + x) * 4
            if scattered.contains(y * width + x) { c = [c[2], c[0], c[1]] }
            rgba[i] = UInt8(c[0].rounded()); rgba[i + 1] = UInt8(c[1].rounded()); rgba[i + 2] = UInt8(c[2].rounded())
            rgba[i + 3] = translucent && (50..<58).contains(y) ? UInt8(90 + x) : 255
        }
    }
    return rgba
}

struct ConformanceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let a: [UInt8], b: [UInt8]
    let options: PixelMatchOptions
    var testDescription: String { name }

    init(_ name: String, _ a: [UInt8], _ b: [UInt8], _ configure: (inout PixelMatchOptions) -> Void = { _ in }) {
        var options = PixelMatchOptions()
        configure(&options)
        self.name = name; self.a = a; self.b = b; self.options = options
    }
}

private let plain = conformanceImage(), moved = conformanceImage(shift: 0.6, changed: true)
private let cases: [ConformanceCase] = [
    ConformanceCase("defaults", plain, moved),
    ConformanceCase("threshold 0.05", plain, moved) { $0.threshold = 0.05 },
    ConformanceCase("threshold 0", plain, moved) { $0.threshold = 0 },
    ConformanceCase("includeAA", plain, moved) { $0.threshold = 0.05; $0.includeAA = true },
    ConformanceCase("alpha and colours", plain, moved) {
        $0.threshold = 0.05; $0.alpha = 0.5; $0.aaColor = .init(0, 192, 0); $0.diffColor = .init(255, 0, 255)
    },
    ConformanceCase("diffMask", plain, moved) { $0.threshold = 0.05; $0.diffMask = true },
    ConformanceCase("identical", plain, plain) { $0.threshold = 0 },
    ConformanceCase("identical, diffMask", plain, plain) { $0.threshold = 0; $0.diffMask = true },
    ConformanceCase("moved only", plain, conformanceImage(shift: 1.3)) { $0.threshold = 0.02 },
    ConformanceCase("semi-transparent on white", conformanceImage(translucent: true),
                    conformanceImage(shift: 0.6, changed: true, translucent: true)) { $0.threshold = 0.05; $0.checkerboard = false },
]

/// PyPI pixelmatch's count and diff image for `c` (the reader is required: a missing one fails).
func reference(_ c: ConformanceCase) throws -> (count: Int, diff: [UInt8]) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let folder = NSTemporaryDirectory() + "bezel-pixelmatch-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(c.a).write(to: URL(fileURLWithPath: folder + "/a.rgba"))
    try Data(c.b).write(to: URL(fileURLWithPath: folder + "/b.rgba"))
    let o = c.options
    func rgb(_ color: PixelMatchOptions.Color) -> String { "\(color.r),\(color.g),\(color.b)" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [root + "/Tests/Readers/pixelmatch_reference.py", folder + "/a.rgba", folder + "/b.rgba", "96", "64",
                         folder + "/diff.rgba", "\(o.threshold)", o.includeAA ? "1" : "0", "\(o.alpha)", rgb(o.aaColor),
                         rgb(o.diffColor), o.diffMask ? "1" : "0"]
    process.environment = ["PYTHONPATH": root + "/.build/test-readers"]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let count = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw ReferenceFailure(message: "missing reader: PyPI pixelmatch (scripts/install-deps installs it): \(problem)")
    }
    return (count, [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/diff.rgba"))))
}

struct ReferenceFailure: Error, CustomStringConvertible { let message: String; var description: String { message } }

@Suite struct PixelMatchConformanceTests {
    @Test(arguments: cases)
    func countAndDiffImageMatchTheReference(_ c: ConformanceCase) throws {
        let expected = try reference(c)
        var output: [UInt8]? = [UInt8](repeating: 0, count: c.a.count)
        let count = try pixelMatch(c.a, c.b, output: &output, width: 96, height: 64, options: c.options)
        #expect(count == expected.count)
        let drawn = try #require(output)
        let mismatches = (0..<(96 * 64)).filter { i in drawn[i * 4 ..< i * 4 + 4] != expected.diff[i * 4 ..< i * 4 + 4] }
        let first = mismatches.first.map { "(\($0 % 96), \($0 / 96))" } ?? "none"
        #expect(mismatches.isEmpty, "\(mismatches.count) diff-image pixels differ, first at \(first)")
        var none: [UInt8]? = nil
        #expect(try pixelMatch(c.a, c.b, output: &none, width: 96, height: 64, options: c.options) == expected.count)
    }

    @Test func theCasesExerciseEveryKindOfPixel() throws {
        // Counted differences (the seven scattered pixels at least) and forgiven anti-aliasing both occur.
        var output: [UInt8]? = [UInt8](repeating: 0, count: plain.count)
        let counted = try pixelMatch(plain, moved, output: &output, width: 96, height: 64, options: PixelMatchOptions())
        let yellow = (0..<(96 * 64)).filter { i in output![i * 4 ..< i * 4 + 3] == [255, 255, 0] }.count
        #expect(counted >= 7 && yellow > 10, "counted \(counted), anti-aliased \(yellow)")
    }

    @Test(arguments: cases)
    func serialAndParallelAgree(_ c: ConformanceCase) throws {
        var serial = c.options, parallel = c.options
        serial.parallel = false
        parallel.parallel = true
        var serialOutput: [UInt8]? = [UInt8](repeating: 0, count: c.a.count)
        var parallelOutput = serialOutput
        let serialCount = try pixelMatch(c.a, c.b, output: &serialOutput, width: 96, height: 64, options: serial)
        let parallelCount = try pixelMatch(c.a, c.b, output: &parallelOutput, width: 96, height: 64, options: parallel)
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

    @Test func aDarkerPixelInTheSecondImageTakesTheAlternativeColour() throws {
        // v7.2.0's diffColorAlt: a pixel darker in `b` than in `a` is drawn in it, a lighter one in diffColor.
        let a: [UInt8] = [100, 100, 100, 255, 100, 100, 100, 255], b: [UInt8] = [20, 20, 20, 255, 220, 220, 220, 255]
        var output: [UInt8]? = [UInt8](repeating: 0, count: 8)
        var options = PixelMatchOptions()
        options.includeAA = true
        options.diffColorAlt = .init(0, 255, 0)
        #expect(try pixelMatch(a, b, output: &output, width: 2, height: 1, options: options) == 2)
        #expect(output == [0, 255, 0, 255, 255, 0, 0, 255])
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
