import CPNG
import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom, no padding:
/// `rgba.count == width * height * 4`.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "DecodedImage: \(rgba.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not a PNG libpng can decode; `reason` is libpng's message.
    case invalid(reason: String)
    /// libpng refused to encode the image; `reason` is libpng's message.
    case encodingFailed(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .invalid(reason): "not a valid PNG: \(reason)"
        case let .encodingFailed(reason): "cannot encode PNG: \(reason)"
        }
    }
}

/// Decodes PNG files to straight-alpha RGBA8 with libpng's simplified API (`PNG_FORMAT_RGBA`).
///
/// libpng rather than Cairo: Cairo hands back premultiplied ARGB32, which cannot give back the
/// original channels of semi-transparent pixels, and pixel-exact comparison needs them. Palette,
/// grey and RGB images are expanded (alpha 255 unless the file has transparency); 8-bit sRGB files
/// come back byte for byte as stored.
public enum PNGDecoder {
    /// The largest side decoded (pixels); a header claiming more is refused before any allocation.
    public static let maxDimension = 32_768
    /// The most pixels decoded (256 Mpx, 1 GiB of RGBA).
    public static let maxPixels = 1 << 28

    /// Reads and decodes the PNG file at `path`.
    public static func decode(path: String) throws(PNGError) -> DecodedImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        do {
            return try decode(data: data)
        } catch {
            if case .invalid(let reason) = error { throw .unreadable(path: path, reason: "not a valid PNG: \(reason)") }
            throw error
        }
    }

    /// Decodes PNG bytes.
    public static func decode(data: Data) throws(PNGError) -> DecodedImage {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        let began = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else {
            defer { png_image_free(&image) }
            throw .invalid(reason: libpngMessage(image))
        }
        image.format = CPNG_FORMAT_RGBA
        let width = Int(image.width), height = Int(image.height)
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixels else {
            png_image_free(&image)
            throw .invalid(reason: "\(width)×\(height) pixels is larger than Bezel compares (at most \(maxDimension) px a side, \(maxPixels / 1_000_000) Mpx)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else {
            defer { png_image_free(&image) }
            throw .invalid(reason: libpngMessage(image))
        }
        return DecodedImage(width: width, height: height, rgba: pixels)
    }
}

/// libpng's NUL-terminated `message` field.
func libpngMessage(_ image: png_image) -> String {
    var message = image.message
    return withUnsafeBytes(of: &message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}
