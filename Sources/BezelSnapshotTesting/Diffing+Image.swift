import BezelPNG
import BezelRegression
import BezelUIKit
import Foundation

extension Diffing where Value == UIImage {
    /// PNG references compared exactly.
    public static var image: Diffing { .image() }

    /// PNG references compared through BezelRegression's `ImageComparison` (the comparison
    /// `bezel verify` makes), never a second diff:
    /// - `precision`: the fraction of pixels that must match (1: all). swift-snapshot-testing counts
    ///   bytes; Bezel counts pixels.
    /// - `perceptualPrecision`: below 1, a pixel matches when pixelmatch's colour distance is within
    ///   the threshold `1 − perceptualPrecision` (anti-aliased pixels not forgiven); 1: only equal pixels match.
    /// - `scale`: the scale a reference is read at (1 when nil or 0: there is no screen).
    /// A failure's files: the difference image (`difference`), the reference faded with the
    /// differing pixels red (pixelmatch's image with a threshold).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let readScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? 1
        return Diffing(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in
                guard let image = UIImage(data: data, scale: readScale) else { throw SnapshotImageError.unreadable }
                return image
            },
            diff: { old, new in ImageSnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision).compare(old, new) })
    }
}

/// A reference that is not a PNG.
enum SnapshotImageError: Error, CustomStringConvertible {
    case unreadable
    var description: String { "Reference image could not be loaded." }
}

/// swift-snapshot-testing's image comparison and its failure sentences, over BezelRegression.
struct ImageSnapshotComparison {
    var precision: Float
    var perceptualPrecision: Float

    func compare(_ old: UIImage, _ new: UIImage) -> (String, [SnapshotAttachment])? {
        guard let oldData = old.pngData(), let expected = try? PNGDecoder.decode(data: oldData) else {
            return ("Reference image could not be loaded.", [])
        }
        guard let newData = new.pngData(), let actual = try? PNGDecoder.decode(data: newData) else {
            return ("Newly-taken snapshot could not be loaded.", [])
        }
        guard actual.width != 0, actual.height != 0 else { return ("Newly-taken snapshot is empty.", []) }
        guard expected.width == actual.width, expected.height == actual.height else {
            return ("Newly-taken snapshot@\(Self.points(new.size)) does not match reference@\(Self.points(old.size)).", [])
        }
        if expected.rgba == actual.rgba { return nil }
        let comparison: PixelComparison = perceptualPrecision < 1
            ? .pixelmatch(threshold: Double(1 - perceptualPrecision), includeAA: true) : .exact
        guard let result = try? ImageComparison.compare(expected, actual, comparison: comparison) else {
            return ("Newly-taken snapshot's data could not be processed.", [])
        }
        let matching = 1 - Float(result.diffPixels) / Float(result.total)
        let message: String
        if precision >= 1, perceptualPrecision >= 1 {
            message = "Newly-taken snapshot does not match reference."
        } else if matching >= precision {
            return nil
        } else if perceptualPrecision < 1 {
            message = "The percentage of pixels that match \(matching) is less than required \(precision)"
        } else {
            message = "Actual image precision \(matching) is less than required \(precision)"
        }
        let difference = result.diff.flatMap { try? PNGEncoder.encode($0) }
        return (message, difference.map { [SnapshotAttachment(name: "difference", pathExtension: "png", data: $0)] } ?? [])
    }

    /// A size as Core Graphics prints it on Apple platforms: "(120.0, 44.0)".
    static func points(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly.
    public static var image: Snapshotting { .image() }

    /// An image compared as `Diffing.image(precision:perceptualPrecision:scale:)` says.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
