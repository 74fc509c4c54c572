import Foundation
import BezelPNG
import BezelRaster
import BezelRegression

extension GoldenDiffing where Format == DecodedImage {
    /// PNG bytes compared pixel by pixel, as `bezel verify` compares sheets (BezelRegression's
    /// `ImageComparison` and `DiffBudget`). Without `threshold` the comparison is exact: every pixel
    /// whose RGBA bytes differ counts. With `threshold` (per pixel, 0–1) pixelmatch v7.2.0 decides
    /// which pixels count (anti-aliased ones not counted). The images match when at most
    /// `maxDiffPixels` pixels count; images of different sizes never match.
    public static func png(threshold: Double? = nil, maxDiffPixels: Int = 0) -> GoldenDiffing {
        let budget = { var b = DiffBudget(); b.threshold = threshold; b.maxDiffPixels = maxDiffPixels; return b }()
        let comparison: PixelComparison = threshold == nil ? .exact : PixelComparison(diff: budget)
        return GoldenDiffing(
            toData: { (try? PNGEncoder.encode($0)) ?? Data() },
            fromData: { try PNGDecoder.decode(data: $0) },
            diff: { expected, actual in
                if let mismatch = ImageComparison.sizeMismatch(expected, actual) { return mismatch }
                if expected.rgba == actual.rgba { return nil }
                let verdict: ImageVerdict
                do { verdict = try ImageVerdict(expected, actual, comparison: comparison, budget: budget) } catch {
                    return "cannot compare the images: \(error)"
                }
                if verdict.passes { return nil }
                let result = verdict.result
                guard let threshold else {
                    return ImageComparison.differ(result.diffPixels) + " (compared exactly; allowed: \(maxDiffPixels))"
                }
                return "\(result.diffPixels) pixels differ at threshold \(threshold) (allowed: \(maxDiffPixels); "
                    + "\(result.changedPixels) differ in RGBA in all)"
            })
    }
}

extension Golden where Value == DecodedImage, Format == DecodedImage {
    /// A straight-alpha RGBA image stored as PNG, compared exactly (no pixel may change).
    public static var png: Golden { .png() }

    /// A straight-alpha RGBA image stored as PNG: exact unless `threshold` is given (pixelmatch),
    /// with `maxDiffPixels` differing pixels allowed.
    public static func png(threshold: Double? = nil, maxDiffPixels: Int = 0) -> Golden {
        Golden(fileExtension: "png", diffing: .png(threshold: threshold, maxDiffPixels: maxDiffPixels))
    }
}

extension Golden where Value == RasterImage, Format == DecodedImage {
    /// A rendered (premultiplied) image, round-tripped through PNG so that exactly what would be
    /// stored is compared; exact.
    public static var png: Golden { .png() }

    /// Rendered images compared exactly, or by the pixelmatch kernel at `threshold` when given; at
    /// most `maxDiffPixels` differing.
    public static func png(threshold: Double? = nil, maxDiffPixels: Int = 0) -> Golden {
        Golden<DecodedImage, DecodedImage>.png(threshold: threshold, maxDiffPixels: maxDiffPixels).pullback { image in
            (try? image.pngData()).flatMap { try? PNGDecoder.decode(data: $0) } ?? DecodedImage(width: 0, height: 0, rgba: [])
        }
    }
}
