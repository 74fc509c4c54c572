import BezelPNG
import Foundation
import BezelCore
import BezelDiff

/// The result of comparing two decoded images of the same size.
package struct ImageComparison {
    package var comparison: PixelComparison
    /// Differing pixels as the comparison counts them: every changed pixel when exact; for
    /// pixelmatch, those above the threshold (anti-aliased ones excluded unless `includeAA`).
    package var diffPixels: Int
    /// Pixels whose RGBA bytes differ at all (≥ `diffPixels`).
    package var changedPixels: Int
    /// Changed pixels pixelmatch detected as anti-aliasing and did not count.
    package var antiAliasedPixels = 0
    /// The indices (`y × width + x`) of the changed pixels.
    package var changedIndices: [Int] = []
    package var width: Int
    package var height: Int
    /// The diff image: a faded grey copy of the expected image, counted differences red, pixels
    /// pixelmatch took for anti-aliasing yellow (pixelmatch's own image for a pixelmatch comparison),
    /// and, when asked for, changes below the threshold orange.
    package var diff: DecodedImage?
    package var total: Int { width * height }
    package var ratio: Double { total == 0 ? 0 : Double(diffPixels) / Double(total) }
    /// Changed pixels below the per-pixel threshold (neither counted nor anti-aliasing).
    package var belowThresholdPixels: Int { changedPixels - diffPixels - antiAliasedPixels }

    /// The changed pixels the comparison did not count, in words ("1234 pixels differ below
    /// threshold 0.1 and 3 pixels differ as anti-aliasing", with `below` = "threshold 0.1"); nil when
    /// every changed pixel was counted.
    package func uncounted(below: String) -> String? {
        guard changedPixels > diffPixels else { return nil }
        var parts: [String] = []
        if belowThresholdPixels > 0 { parts.append("\(Self.differ(belowThresholdPixels)) below \(below)") }
        if antiAliasedPixels > 0 { parts.append("\(Self.differ(antiAliasedPixels)) as anti-aliasing") }
        return parts.joined(separator: " and ")
    }

    /// "1 pixel differs", "2 pixels differ".
    package static func differ(_ n: Int) -> String { n == 1 ? "1 pixel differs" : "\(n) pixels differ" }

    /// "expected 120×44 px, actual 124×44 px" when the sizes differ, else nil.
    package static func sizeMismatch(_ expected: DecodedImage, _ actual: DecodedImage) -> String? {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        return "size differs: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
    }

    /// The colour of changes below the threshold when `marksBelowThreshold` (never in pixelmatch's own image).
    package static let belowThresholdColor: [UInt8] = [255, 165, 0, 255]

    /// Compares same-sized images exactly or with pixelmatch v7.2.0, and draws the diff image; with
    /// `marksBelowThreshold`, changed pixels pixelmatch did not count are painted orange in it.
    package static func compare(_ expected: DecodedImage, _ actual: DecodedImage, comparison: PixelComparison,
                        marksBelowThreshold: Bool = false) throws -> ImageComparison {
        let changed = expected.changedPixelIndices(comparedTo: actual)
        var options = PixelMatchOptions()
        var output: [UInt8]? = [UInt8](repeating: 0, count: expected.rgba.count)
        var result = ImageComparison(comparison: comparison, diffPixels: changed.count, changedPixels: changed.count,
                                     changedIndices: changed, width: expected.width, height: expected.height)
        switch comparison {
        case .exact:
            // The identical-images path of pixelmatch draws the faded grey copy; the changes go on top.
            _ = try pixelMatch(expected.rgba, expected.rgba, output: &output, width: expected.width, height: expected.height, options: options)
            for i in changed { output!.replaceSubrange(4 * i ..< 4 * i + 4, with: [255, 0, 0, 255]) }
        case let .pixelmatch(threshold, includeAA):
            options.threshold = threshold
            options.includeAA = includeAA
            result.diffPixels = try pixelMatch(expected.rgba, actual.rgba, output: &output, width: expected.width,
                                               height: expected.height, options: options)
            func painted(_ i: Int, _ c: [UInt8]) -> Bool { output![4 * i] == c[0] && output![4 * i + 1] == c[1] && output![4 * i + 2] == c[2] }
            if !includeAA { result.antiAliasedPixels = changed.count { painted($0, [255, 255, 0]) } }
            if marksBelowThreshold {
                for i in changed where !painted(i, [255, 0, 0]) && !painted(i, [255, 255, 0]) {
                    output!.replaceSubrange(4 * i ..< 4 * i + 4, with: belowThresholdColor)
                }
            }
        }
        result.diff = output.map { DecodedImage(width: expected.width, height: expected.height, rgba: $0) }
        return result
    }

    /// The positions of the changed pixels, counted or not.
    package func changedPoints() -> [(x: Int, y: Int)] { changedIndices.map { ($0 % width, $0 / width) } }

    /// The positions of counted differences in the diff image: pixels painted exactly in the diff
    /// colour (pure red; the faded grey background always has r = g = b, anti-aliasing is yellow).
    package func differingPoints() -> [(x: Int, y: Int)] {
        guard let diff else { return [] }
        var points: [(x: Int, y: Int)] = []
        diff.rgba.withUnsafeBufferPointer { p in
            for i in 0..<(width * height) where p[4 * i] == 255 && p[4 * i + 1] == 0 && p[4 * i + 2] == 0 {
                points.append((i % width, i / width))
            }
        }
        return points
    }
}
