import CPNG
import Foundation

/// Encodes straight-alpha RGBA8 pixels as an 8-bit RGBA PNG with libpng's simplified API. The output
/// is deterministic: the same pixels give the same bytes (no time or text chunks are written).
public enum PNGEncoder {
    /// Encodes straight RGBA8 pixels as PNG bytes (libpng simplified API).
    public static func encode(_ image: DecodedImage) throws(PNGError) -> Data {
        try encode(rgba: image.rgba, width: image.width, height: image.height)
    }

    /// Encodes `rgba` (`width * height * 4` bytes, rows top to bottom).
    public static func encode(rgba: [UInt8], width: Int, height: Int) throws(PNGError) -> Data {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw .encodingFailed(reason: "\(rgba.count) bytes for \(width)×\(height) RGBA")
        }
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = CPNG_FORMAT_RGBA
        let stride = png_int_32(width * 4)
        var size = 0
        var bytes = Data()
        let ok = rgba.withUnsafeBytes { pixels in
            // The first call measures, the second writes.
            guard png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, stride, nil) != 0 else {
                return false
            }
            bytes = Data(count: size)
            return bytes.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            } != 0
        }
        guard ok else {
            defer { png_image_free(&image) }
            throw .encodingFailed(reason: libpngMessage(image))
        }
        return bytes.count == size ? bytes : Data(bytes.prefix(size))
    }
}
