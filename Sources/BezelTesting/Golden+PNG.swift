import Foundation
import BezelDiff
import BezelPNG
import BezelRaster

extension GoldenDiffing where Format == DecodedImage {
    /// PNG bytes compared pixel by pixel. Without `threshold` the comparison is exact: every pixel
    /// whose RGBA bytes differ counts. With `threshold` (per pixel, 0–1) pixelmatch v7.2.0 decides
    /// which pixels count (anti-aliased ones not counted). The images match when at most
    /// `maxDiffPixels` pixels count.
    public static func png(threshold: Double? = nil, maxDiffPixels: Int = 0) -> GoldenDiffing {
        GoldenDiffing(
            toData: { (try? PNGEncoder.encode($0)) ?? Data() },
            fromData: { try PNGDecoder.decode(data: $0) },
            diff: { expected, actual in
                if expected.width != actual.width || expected.height != actual.height {
                    return "size differs: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
                }
                if expected.rgba == actual.rgba { return nil }
                let changed = expected.changedPixelCount(comparedTo: actual)
                guard let threshold else {
                    return changed <= maxDiffPixels ? nil
                        : (changed == 1 ? "1 pixel differs" : "\(changed) pixels differ") + " (compared exactly; allowed: \(maxDiffPixels))"
                }
                var options = PixelMatchOptions()
                options.threshold = threshold
                var output: [UInt8]? = nil
                let count = (try? pixelMatch(expected.rgba, actual.rgba, output: &output, width: expected.width,
                                             height: expected.height, options: options)) ?? -1
                return count <= maxDiffPixels && count >= 0 ? nil
                    : "\(count) pixels differ at threshold \(threshold) (allowed: \(maxDiffPixels); \(changed) differ in RGBA in all)"
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
