import Foundation

/// Encodes straight-alpha RGBA8 pixels (a decoded image, a diff image) as an 8-bit RGBA PNG through
/// `PNGWriter` with the balanced settings. The output is deterministic: the same pixels give the
/// same bytes.
public enum PNGEncoder {
    /// Encodes straight RGBA8 pixels as PNG bytes.
    public static func encode(_ image: DecodedImage) throws(PNGError) -> Data {
        try encode(rgba: image.rgba, width: image.width, height: image.height)
    }

    /// Encodes `rgba` (`width * height * 4` bytes, rows top to bottom).
    public static func encode(rgba: [UInt8], width: Int, height: Int) throws(PNGError) -> Data {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw .encodingFailed(reason: "\(rgba.count) bytes for \(width)×\(height) RGBA")
        }
        let result = rgba.withUnsafeBytes { pixels in
            Result { () throws(PNGError) -> Data in
                try PNGWriter.encode(pixels.baseAddress!, width: width, height: height, stride: width * 4, layout: .straightRGBA,
                                     settings: PNGCompression.balanced.settings(forWidth: width))
            }
        }
        return try result.get()
    }
}
