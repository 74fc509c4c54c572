import Foundation
import BezelCore
import BezelDiff
import BezelRaster

/// How much two images may differ. Two separate questions, answered by separate options:
///
/// - `threshold` (per pixel, 0–1): how different one pixel's colour must be to count as a
///   differing pixel (pixelmatch's YIQ distance; 0 counts any change, 1 nothing). Anti-aliased
///   pixels are detected and not counted unless `includeAA`.
/// - `maxDiffPixels` / `maxDiffRatio` (whole image): how many differing pixels are allowed, as a
///   count or as a fraction of all pixels. Without either, the budget is 0: one differing pixel
///   fails. With both, the image must be within both.
struct DiffBudget: Sendable {
    var threshold = 0.1
    var includeAA = false
    var maxDiffPixels: Int?
    var maxDiffRatio: Double?

    /// Whether `count` differing pixels out of `total` are within the budget.
    func allows(_ count: Int, of total: Int) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return count == 0 }
        if let n = maxDiffPixels, count > n { return false }
        if let r = maxDiffRatio, Double(count) > r * Double(total) { return false }
        return true
    }

    /// The budget in words, for messages: "0 pixels", "50 pixels and ratio 0.01".
    var summary: String {
        var parts: [String] = []
        if let n = maxDiffPixels { parts.append("\(n) pixel\(n == 1 ? "" : "s")") }
        if let r = maxDiffRatio { parts.append("ratio \(JSONWriter.number(r))") }
        return parts.isEmpty ? "0 pixels" : parts.joined(separator: " and ")
    }

    /// The options shared by `diff` and `verify`, with their help.
    static let options: [OptionSpec] = [
        OptionSpec("threshold", value: "t", help: "Per-pixel colour distance (0-1, pixelmatch YIQ) above which one pixel counts as different; smaller is stricter.", default: "0.1"),
        OptionSpec("include-aa", help: "Count anti-aliased pixels too (by default they are detected and not counted)."),
        OptionSpec("max-diff-pixels", value: "n", help: "Whole-image budget: differing pixels allowed per image (default: 0 unless --max-diff-ratio is given)."),
        OptionSpec("max-diff-ratio", value: "r", help: "Whole-image budget: differing pixels allowed as a fraction (0-1) of the image's pixels."),
    ]

    static let explanation = """
    --threshold decides whether ONE pixel differs (its colour distance); --max-diff-pixels and --max-diff-ratio decide
    how MANY differing pixels an image may have. Raising the threshold hides colour changes; prefer a small pixel budget.
    """

    /// Reads the shared options, appending usage errors to `usage`.
    init(_ args: ParsedArguments, usage: inout [String]) {
        if let t = args.value("threshold") {
            if let v = Double(t), (0...1).contains(v) { threshold = v } else { usage.append("--threshold takes a number from 0 to 1, e.g. 0.1") }
        }
        includeAA = args.flag("include-aa")
        if let n = args.value("max-diff-pixels") {
            if let v = Int(n), v >= 0 { maxDiffPixels = v } else { usage.append("--max-diff-pixels takes a whole number ≥ 0") }
        }
        if let r = args.value("max-diff-ratio") {
            if let v = Double(r), (0...1).contains(v) { maxDiffRatio = v } else { usage.append("--max-diff-ratio takes a fraction from 0 to 1, e.g. 0.001") }
        }
    }

    init() {}
}

/// The result of comparing two decoded images.
struct ImageComparison {
    /// Differing pixels (anti-aliased ones excluded unless the budget includes them).
    var diffPixels: Int
    var width: Int
    var height: Int
    /// The diff image (pixelmatch's: faded expected, red differences, yellow anti-aliasing), if drawn.
    var diff: DecodedImage?
    var total: Int { width * height }
    var ratio: Double { total == 0 ? 0 : Double(diffPixels) / Double(total) }

    /// "expected 120×44 px, actual 124×44 px" when the sizes differ, else nil.
    static func sizeMismatch(_ expected: DecodedImage, _ actual: DecodedImage) -> String? {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        return "size differs: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
    }

    /// Compares same-sized images with pixelmatch v7.2.0 (identical buffers take its fast path).
    static func compare(_ expected: DecodedImage, _ actual: DecodedImage, budget: DiffBudget, drawDiff: Bool) throws -> ImageComparison {
        var options = PixelMatchOptions()
        options.threshold = budget.threshold
        options.includeAA = budget.includeAA
        var output: [UInt8]? = drawDiff ? [UInt8](repeating: 0, count: expected.rgba.count) : nil
        let count = try pixelMatch(expected.rgba, actual.rgba, output: &output, width: expected.width, height: expected.height, options: options)
        return ImageComparison(diffPixels: count, width: expected.width, height: expected.height,
                               diff: output.map { DecodedImage(width: expected.width, height: expected.height, rgba: $0) })
    }

    /// The positions of counted differences in the diff image: pixels painted exactly in the diff
    /// colour (pure red; the faded grey background always has r = g = b, anti-aliasing is yellow).
    func differingPoints() -> [(x: Int, y: Int)] {
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

/// A sheet's atlas frames (TexturePacker JSON Hash `frames.<name>.frame`), for naming the buttons a
/// difference falls in.
struct AtlasFrames: Equatable {
    var frames: [(name: String, x: Int, y: Int, w: Int, h: Int)]

    static func == (a: AtlasFrames, b: AtlasFrames) -> Bool {
        a.frames.count == b.frames.count && zip(a.frames, b.frames).allSatisfy { $0 == $1 }
    }

    init?(json data: Data?) {
        guard let data, let root = try? JSONParser.parse([UInt8](data)).objectValue,
              let frames = root["frames"]?.objectValue else { return nil }
        self.frames = frames.entries.compactMap { entry in
            guard let f = entry.value.objectValue?["frame"]?.objectValue,
                  let x = f["x"]?.numberValue, let y = f["y"]?.numberValue,
                  let w = f["w"]?.numberValue, let h = f["h"]?.numberValue else { return nil }
            return (entry.key, Int(x), Int(y), Int(w), Int(h))
        }
    }

    /// The buttons (in atlas order) whose frame contains at least one of `points`.
    func buttons(containing points: [(x: Int, y: Int)]) -> [String] {
        frames.filter { f in points.contains { $0.x >= f.x && $0.x < f.x + f.w && $0.y >= f.y && $0.y < f.y + f.h } }.map(\.name)
    }

    /// Buttons whose frame differs between `self` (expected) and `other` (actual), or that only one has.
    func changedButtons(comparedTo other: AtlasFrames) -> [String] {
        let mine = Dictionary(frames.map { ($0.name, [$0.x, $0.y, $0.w, $0.h]) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(other.frames.map { ($0.name, [$0.x, $0.y, $0.w, $0.h]) }, uniquingKeysWith: { a, _ in a })
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }
}
