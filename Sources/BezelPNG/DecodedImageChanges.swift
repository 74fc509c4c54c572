import Foundation

extension DecodedImage {
    /// The number of pixels whose four RGBA bytes differ from `other`'s: the exact comparison, with
    /// no threshold and no anti-aliasing detection. Both images must have the same size.
    public func changedPixelCount(comparedTo other: DecodedImage) -> Int {
        var count = 0
        forEachChangedPixel(comparedTo: other) { _ in count += 1 }
        return count
    }

    /// The indices (`y × width + x`) of the pixels whose RGBA bytes differ from `other`'s, in order.
    public func changedPixelIndices(comparedTo other: DecodedImage) -> [Int] {
        var indices: [Int] = []
        forEachChangedPixel(comparedTo: other) { indices.append($0) }
        return indices
    }

    private func forEachChangedPixel(comparedTo other: DecodedImage, _ body: (Int) -> Void) {
        precondition(width == other.width && height == other.height, "changed pixels of images of different sizes")
        rgba.withUnsafeBytes { a in
            other.rgba.withUnsafeBytes { b in
                for i in 0..<(width * height)
                where a.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self) != b.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self) {
                    body(i)
                }
            }
        }
    }
}
