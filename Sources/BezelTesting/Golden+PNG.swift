import Foundation
import BezelDiff
import BezelRaster

extension GoldenDiffing where Format == DecodedImage {
    /// PNG bytes, compared with pixelmatch v7.2.0 at `threshold` (per pixel, 0–1; anti-aliased
    /// pixels not counted); the images match when at most `maxDiffPixels` pixels differ.
    public static func png(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> GoldenDiffing {
        GoldenDiffing(
            toData: { (try? PNGEncoder.encode($0)) ?? Data() },
            fromData: { try PNGDecoder.decode(data: $0) },
            diff: { expected, actual in
                if expected.width != actual.width || expected.height != actual.height {
                    return "size differs: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
                }
                if expected.rgba == actual.rgba { return nil }
                var options = PixelMatchOptions()
                options.threshold = threshold
                var output: [UInt8]? = nil
                let count = (try? pixelMatch(expected.rgba, actual.rgba, output: &output, width: expected.width,
                                             height: expected.height, options: options)) ?? -1
                return count <= maxDiffPixels && count >= 0 ? nil
                    : "\(count) pixels differ at threshold \(threshold) (allowed: \(maxDiffPixels))"
            })
    }
}

extension Golden where Value == DecodedImage, Format == DecodedImage {
    /// A straight-alpha RGBA image stored as PNG, diffed by pixelmatch (threshold 0.1, no pixel allowed).
    public static var png: Golden { .png() }

    /// A straight-alpha RGBA image stored as PNG, diffed by pixelmatch at `threshold` with `maxDiffPixels` allowed.
    public static func png(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Golden {
        Golden(fileExtension: "png", diffing: .png(threshold: threshold, maxDiffPixels: maxDiffPixels))
    }
}

extension Golden where Value == RasterImage, Format == DecodedImage {
    /// A rendered (premultiplied) image, round-tripped through PNG so that exactly what would be
    /// stored is compared.
    public static var png: Golden { .png() }

    /// Images compared by the pixelmatch kernel: `threshold` per pixel, at most `maxDiffPixels` differing.
    public static func png(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Golden {
        Golden<DecodedImage, DecodedImage>.png(threshold: threshold, maxDiffPixels: maxDiffPixels).pullback { image in
            (try? image.pngData()).flatMap { try? PNGDecoder.decode(data: $0) } ?? DecodedImage(width: 0, height: 0, rgba: [])
        }
    }
}
