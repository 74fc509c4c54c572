import BezelPNG
import BezelCore
import CPangoCairo
import Foundation

extension RasterImage {
    /// Decodes PNG bytes through Cairo (for tests and checks of Bezel's own output).
    public init(pngData data: Data) throws {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader([UInt8](data))
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.bytes.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { src in buffer.update(from: src.baseAddress! + r.offset, count: n) }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())!
        self.init(surface: try CairoSurface(surface, context: "PNG data"))
    }
}

extension PNGWriter {
    /// `image` as PNG bytes.
    public static func data(of image: RasterImage, compression: PNGCompression = .balanced) throws(PNGError) -> Data {
        try data(of: image, settings: compression.settings(forWidth: image.width))
    }

    /// PNG bytes of `image` with explicit settings.
    public static func data(of image: RasterImage, settings: PNGEncodingSettings) throws(PNGError) -> Data {
        let result = image.premultipliedRGBA.withUnsafeBytes { pixels in
            Result { () throws(PNGError) -> Data in
                guard let base = pixels.baseAddress else { throw .encodingFailed(reason: "cannot encode an empty image") }
                return try encode(base, width: image.width, height: image.height, stride: image.width * 4,
                                  layout: .premultipliedRGBA, settings: settings)
            }
        }
        return try result.get()
    }
}
