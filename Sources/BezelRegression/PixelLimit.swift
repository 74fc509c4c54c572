import BezelPNG

/// The most pixels one image `diff` and `verify` decode (`--max-pixels`). Checked from the PNG
/// header before any pixel memory is allocated, so a small file that claims a huge image (a
/// decompression bomb) is refused at once instead of exhausting memory.
package struct PixelLimit: Sendable {
    package var maxPixels: Int

    /// The largest value `--max-pixels` accepts (2^32 pixels, 16 GiB as RGBA).
    package static let ceiling = 1 << 32

    package init(maxPixels: Int = PNGDecoder.defaultMaxPixels) { self.maxPixels = maxPixels }

    /// A decoding error for the user: an image over the limit says how to raise it.
    package static func message(_ error: PNGError) -> String {
        if case .tooLarge = error { return "\(error); --max-pixels raises it" }
        return "\(error)"
    }
}
