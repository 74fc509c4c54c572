import Foundation
import Bezel

/// The diff image of two images of different sizes: their common area (top-left aligned) compared
/// as usual, on a canvas as large as both together, where every pixel that only one image has is
/// magenta, so that the size difference shows where it is.
enum SizeMismatchDiff {
    /// Magenta, opaque: a pixel outside the common area.
    static let outside: [UInt8] = [255, 0, 255, 255]

    /// The diff image, and the common area's width and height.
    static func image(_ expected: DecodedImage, _ actual: DecodedImage, comparison: PixelComparison) throws
        -> (diff: DecodedImage, common: (width: Int, height: Int)) {
        let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
        let result = try ImageComparison.compare(crop(expected, width, height), crop(actual, width, height), comparison: comparison)
        let fullWidth = max(expected.width, actual.width), fullHeight = max(expected.height, actual.height)
        var rgba = [UInt8](repeating: 0, count: fullWidth * fullHeight * 4)
        let common = result.diff
        for y in 0..<fullHeight {
            for x in 0..<fullWidth {
                let at = (y * fullWidth + x) * 4
                if x < width, y < height, let common {
                    let from = (y * width + x) * 4
                    rgba.replaceSubrange(at..<at + 4, with: common.rgba[from..<from + 4])
                } else if x >= width || y >= height {
                    rgba.replaceSubrange(at..<at + 4, with: outside)
                }
            }
        }
        return (DecodedImage(width: fullWidth, height: fullHeight, rgba: rgba), (width, height))
    }

    /// The top-left `width × height` pixels of `image`.
    static func crop(_ image: DecodedImage, _ width: Int, _ height: Int) -> DecodedImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height { rgba += image.rgba[(y * image.width) * 4 ..< (y * image.width + width) * 4] }
        return DecodedImage(width: width, height: height, rgba: rgba)
    }
}
