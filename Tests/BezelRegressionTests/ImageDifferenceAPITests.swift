import BezelPNG
import Foundation
import Testing
import BezelRegression

/// The public comparison (`ImageDifference`) on constructed images: counts, budget, diff image, errors.
@Suite struct ImageDifferenceAPITests {
    /// A 3 × 2 image of one opaque grey, with `changes` applied (pixel index → RGBA).
    func image(_ changes: [Int: [UInt8]] = [:]) -> DecodedImage {
        var rgba = [UInt8](repeating: 0, count: 24)
        for i in 0..<6 { rgba.replaceSubrange(4 * i ..< 4 * i + 4, with: changes[i] ?? [100, 100, 100, 255]) }
        return DecodedImage(width: 3, height: 2, rgba: rgba)
    }

    @Test func identicalImagesHaveNoDifferingPixel() throws {
        let d = try ImageDifference(expected: image(), actual: image())
        #expect(d.differingPixels == 0 && d.changedPixels == 0 && d.passes)
        #expect(d.totalPixels == 6 && d.ratio == 0)
    }

    @Test func exactCountsEveryChangedPixelAndMarksItRed() throws {
        let d = try ImageDifference(expected: image(), actual: image([1: [101, 100, 100, 255], 5: [0, 0, 0, 255]]))
        #expect(d.differingPixels == 2 && d.changedPixels == 2 && !d.passes)
        #expect(Array(d.diffImage.rgba[4..<8]) == [255, 0, 0, 255])
        #expect(Array(d.diffImage.rgba[20..<24]) == [255, 0, 0, 255])
        #expect(d.diffImage.rgba[0] == d.diffImage.rgba[1] && d.diffImage.rgba[0] != 255)  // faded grey, not red
    }

    @Test func pixelmatchLeavesSmallChangesBelowTheThreshold() throws {
        let actual = image([1: [101, 100, 100, 255], 5: [0, 0, 0, 255]])
        let d = try ImageDifference(expected: image(), actual: actual, method: .pixelmatch(threshold: 0.1))
        #expect(d.differingPixels == 1 && d.changedPixels == 2 && d.belowThresholdPixels == 1 && d.antiAliasedPixels == 0)
        // The budget counts the differing pixels, not every changed one.
        #expect(try ImageDifference(expected: image(), actual: actual, method: .pixelmatch(threshold: 0.1), maxDifferingPixels: 1).passes)
        let counted = try ImageDifference(expected: image(), actual: actual, method: .pixelmatch(threshold: 0))
        #expect(counted.differingPixels == 2 && counted.changedPixels == 2, "\(counted.differingPixels) \(counted.antiAliasedPixels)")
    }

    @Test func budgetAllowsAsManyPixelsAsGiven() throws {
        let actual = image([0: [0, 0, 0, 255], 3: [0, 0, 0, 255]])
        #expect(try ImageDifference(expected: image(), actual: actual, maxDifferingPixels: 2).passes)
        #expect(try !ImageDifference(expected: image(), actual: actual, maxDifferingPixels: 1).passes)
        #expect(try ImageDifference(expected: image(), actual: actual, maxRatio: 2.0 / 6).passes)
        #expect(try !ImageDifference(expected: image(), actual: actual, maxRatio: 0.3).passes)
    }

    @Test func pngBytesAndFilesCompareLikeDecodedImages() throws {
        let folder = NSTemporaryDirectory() + "bezel-imagedifference-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try PNGEncoder.encode(image()), b = try PNGEncoder.encode(image([2: [9, 9, 9, 255]]))
        try a.write(to: URL(fileURLWithPath: folder + "/a.png"))
        try b.write(to: URL(fileURLWithPath: folder + "/b.png"))
        #expect(try ImageDifference(expected: a, actual: b).differingPixels == 1)
        #expect(try ImageDifference(expectedFile: folder + "/a.png", actualFile: folder + "/b.png").differingPixels == 1)
        #expect(try ImageDifference(expectedFile: folder + "/a.png", actualFile: folder + "/a.png").differingPixels == 0)
    }

    @Test func sizesThatDifferAndBadInputAreErrors() throws {
        let wide = DecodedImage(width: 2, height: 3, rgba: [UInt8](repeating: 7, count: 24))
        #expect(throws: ImageDifferenceError.sizeMismatch(expected: [3, 2], actual: [2, 3])) {
            try ImageDifference(expected: image(), actual: wide)
        }
        #expect("\(ImageDifferenceError.sizeMismatch(expected: [3, 2], actual: [2, 3]))" == "size differs: expected 3×2 px, actual 2×3 px")
        let png = try PNGEncoder.encode(image())
        do {
            _ = try ImageDifference(expected: Data("not a png".utf8), actual: png)
            Issue.record("expected an error")
        } catch {
            guard case .unreadable(image: "expected", _) = error else { Issue.record("wrong error \(error)"); return }
        }
        #expect(throws: ImageDifferenceError.invalidOption("threshold 1.5 is not from 0 to 1")) {
            try ImageDifference(expected: image(), actual: image(), method: .pixelmatch(threshold: 1.5))
        }
    }
}
