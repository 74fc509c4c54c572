import BezelCore
import BezelPNG
import Foundation
import Testing

/// `bezel diff` in its own words: what is missing, what is not a PNG, and a diff image for two
/// images of different sizes.
@Suite struct DiffMessageTests {
    static func write(_ image: DecodedImage, _ path: String) throws {
        try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: path))
    }

    static func solid(_ width: Int, _ height: Int, _ pixel: [UInt8]) -> DecodedImage {
        DecodedImage(width: width, height: height, rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    @Test func missingAndForeignInputsAreNamed() throws {
        let dir = NSTemporaryDirectory() + "bezel-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.solid(4, 4, [0, 0, 255, 255]), dir + "/a.png")
        let one = CLIRun(["diff", dir + "/a.png"])
        #expect(one.code == 2 && one.err.contains("Missing expected argument '<actual.png>'"), "\(one.err)")
        try Data("GIF89a, not a PNG at all".utf8).write(to: URL(fileURLWithPath: dir + "/b.gif"))
        let gif = CLIRun(["diff", dir + "/a.png", dir + "/b.gif"])
        #expect(gif.code == 2 && gif.err.contains("b.gif: not a valid PNG: no PNG signature: this is not a PNG file, and only PNG is supported"), "\(gif.err)")
    }

    /// A 4×3 expected and a 6×2 actual: the diff is 6×3, the common 4×2 compared (one pixel
    /// changed, red), every pixel only one image has magenta; the exit code still says they differ.
    @Test func differentSizesGiveADiffOfTheCommonArea() throws {
        let dir = NSTemporaryDirectory() + "bezel-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.solid(4, 3, [0, 0, 255, 255]), dir + "/expected.png")
        var actual = Self.solid(6, 2, [0, 0, 255, 255]).rgba
        actual.replaceSubrange(4..<8, with: [255, 255, 0, 255])  // pixel (1, 0) changed
        try Self.write(DecodedImage(width: 6, height: 2, rgba: actual), dir + "/actual.png")
        let run = CLIRun(["diff", dir + "/expected.png", dir + "/actual.png", "-o", dir + "/diff.png"])
        #expect(run.code == 1)
        #expect(run.out.contains("size differs: expected 4×3 px, actual 6×2 px"), "\(run.out)")
        #expect(run.err.contains("compares the common 4×2 px (top-left aligned); pixels only one image has are magenta"), "\(run.err)")
        let diff = try PNGDecoder.decode(path: dir + "/diff.png")
        #expect(diff.width == 6 && diff.height == 3)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(diff.rgba[(y * 6 + x) * 4 ..< (y * 6 + x) * 4 + 4]) }
        #expect(pixel(1, 0) == [255, 0, 0, 255], "the changed pixel is red")
        #expect(pixel(0, 0) != [255, 0, 255, 255] && pixel(0, 0) != [255, 0, 0, 255], "an equal pixel is faded, not marked")
        for (x, y) in [(4, 0), (5, 1), (0, 2), (3, 2), (5, 2)] {
            #expect(pixel(x, y) == [255, 0, 255, 255], "(\(x), \(y)) is outside one of the images")
        }
    }
}
