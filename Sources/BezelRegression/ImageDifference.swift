import BezelPNG
import Foundation

/// Two PNG images compared, as `bezel diff` and `bezel verify` compare them: exactly by default
/// (any pixel whose RGBA bytes differ counts), or with pixelmatch v7.2.0 when a threshold is
/// given; with a budget of differing pixels (none unless given). Images of different sizes are
/// not compared: that is an error (`ImageDifferenceError.sizeMismatch`).
///
/// ```swift
/// let expected = try Data(contentsOf: URL(fileURLWithPath: "expected.png"))
/// let actual = try Data(contentsOf: URL(fileURLWithPath: "actual.png"))
/// let exact = try ImageDifference(expected: expected, actual: actual)
/// let loose = try ImageDifference(expected: expected, actual: actual,
///                                 method: .pixelmatch(threshold: 0.1), maxDifferingPixels: 10)
/// let diffPNG = try loose.diffImage.pngData()
/// print(exact.differingPixels, loose.passes, diffPNG.count)
/// ```
public struct ImageDifference: Sendable {
    /// How a pixel counts as differing.
    public enum Method: Sendable, Equatable {
        /// Any change of a pixel's RGBA bytes counts.
        case exact
        /// pixelmatch's YIQ colour distance above `threshold` (0–1) counts; anti-aliased pixels
        /// are detected and not counted unless `includeAntiAliased`.
        case pixelmatch(threshold: Double = 0.1, includeAntiAliased: Bool = false)
    }

    /// The method used.
    public let method: Method
    /// Width and height of both images, in pixels.
    public let width: Int, height: Int
    /// The pixels the method counts as differing.
    public let differingPixels: Int
    /// Pixels whose RGBA bytes differ at all (at least `differingPixels`).
    public let changedPixels: Int
    /// Changed pixels pixelmatch took for anti-aliasing and did not count (0 when exact).
    public let antiAliasedPixels: Int
    /// Changed pixels below pixelmatch's threshold, not counted (0 when exact).
    public var belowThresholdPixels: Int { changedPixels - differingPixels - antiAliasedPixels }
    /// `width × height`.
    public var totalPixels: Int { width * height }
    /// `differingPixels / totalPixels` (0 for an empty image).
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    /// Whether `differingPixels` is within the budget given (0 pixels when none was given).
    public let passes: Bool
    /// A faded grey copy of the expected image with counted differences in red (and, for
    /// pixelmatch, anti-aliased pixels in yellow): what `bezel diff -o` writes.
    public let diffImage: DecodedImage

    /// Compares two decoded images; `maxDifferingPixels` and `maxRatio` (0–1) are the budget
    /// (both must hold when both are given; none given: no pixel may differ).
    public init(expected: DecodedImage, actual: DecodedImage, method: Method = .exact,
                maxDifferingPixels: Int? = nil, maxRatio: Double? = nil) throws(ImageDifferenceError) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(expected: [expected.width, expected.height], actual: [actual.width, actual.height])
        }
        if case let .pixelmatch(t, _) = method, !(0...1).contains(t) { throw .invalidOption("threshold \(t) is not from 0 to 1") }
        if let n = maxDifferingPixels, n < 0 { throw .invalidOption("maxDifferingPixels \(n) is negative") }
        if let r = maxRatio, !(0...1).contains(r) { throw .invalidOption("maxRatio \(r) is not from 0 to 1") }
        let comparison: PixelComparison
        switch method {
        case .exact: comparison = .exact
        case let .pixelmatch(t, includeAA): comparison = .pixelmatch(threshold: t, includeAA: includeAA)
        }
        var budget = DiffBudget()
        budget.maxDiffPixels = maxDifferingPixels
        budget.maxDiffRatio = maxRatio
        let verdict: ImageVerdict
        do { verdict = try ImageVerdict(expected, actual, comparison: comparison, budget: budget) } catch {
            throw .invalidOption("\(error)")
        }
        let result = verdict.result
        self.method = method
        (width, height) = (result.width, result.height)
        differingPixels = result.diffPixels
        changedPixels = result.changedPixels
        antiAliasedPixels = result.antiAliasedPixels
        passes = verdict.passes
        diffImage = result.diff!
    }

    /// Compares two PNG files given as bytes.
    public init(expected: Data, actual: Data, method: Method = .exact,
                maxDifferingPixels: Int? = nil, maxRatio: Double? = nil) throws(ImageDifferenceError) {
        let e: DecodedImage, a: DecodedImage
        do { e = try PNGDecoder.decode(data: expected) } catch { throw .unreadable(image: "expected", error) }
        do { a = try PNGDecoder.decode(data: actual) } catch { throw .unreadable(image: "actual", error) }
        try self.init(expected: e, actual: a, method: method, maxDifferingPixels: maxDifferingPixels, maxRatio: maxRatio)
    }

    /// Compares two PNG files given by path.
    public init(expectedFile: String, actualFile: String, method: Method = .exact,
                maxDifferingPixels: Int? = nil, maxRatio: Double? = nil) throws(ImageDifferenceError) {
        let e: DecodedImage, a: DecodedImage
        do { e = try PNGDecoder.decode(path: expectedFile) } catch { throw .unreadable(image: "expected", error) }
        do { a = try PNGDecoder.decode(path: actualFile) } catch { throw .unreadable(image: "actual", error) }
        try self.init(expected: e, actual: a, method: method, maxDifferingPixels: maxDifferingPixels, maxRatio: maxRatio)
    }
}

/// Why two images could not be compared.
public enum ImageDifferenceError: Error, Equatable, CustomStringConvertible {
    /// The `expected` or `actual` image is not a PNG Bezel can read (the error names a file's path).
    case unreadable(image: String, PNGError)
    /// The images differ in size (`[width, height]` in pixels): they are not compared pixel by pixel.
    case sizeMismatch(expected: [Int], actual: [Int])
    /// A threshold, budget or ratio outside its range.
    case invalidOption(String)

    /// The error in one line, e.g. "size differs: expected 2×2 px, actual 3×2 px".
    public var description: String {
        switch self {
        case let .unreadable(image, error): "\(image): \(error)"
        case let .sizeMismatch(e, a): "size differs: expected \(e[0])×\(e[1]) px, actual \(a[0])×\(a[1]) px"
        case let .invalidOption(message): message
        }
    }
}
