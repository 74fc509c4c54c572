import BezelPNG
import BezelCore
import CPangoCairo
import Foundation

/// A rendered bitmap: `width` × `height` pixels, rows top to bottom, 4 bytes per pixel in the order
/// R, G, B, A, with **premultiplied** alpha (each colour channel already multiplied by alpha, as
/// cairo draws them), so nothing is lost between drawing and encoding.
/// `pixel(x:y:)` gives straight (un-premultiplied) values, as a PNG file stores them.
public struct RasterImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: premultiplied R, G, B, A.
    public let premultipliedRGBA: [UInt8]

    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        precondition(premultipliedRGBA.count == width * height * 4, "RasterImage: wrong byte count")
        self.width = width; self.height = height; self.premultipliedRGBA = premultipliedRGBA
    }

    /// The straight-alpha colour at (`x`, `y`), un-premultiplied exactly as cairo's PNG writer
    /// does it: `c = (c·255 + a/2) / a` in integers, and 0 where alpha is 0.
    public func pixel(x: Int, y: Int) -> RGBAColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RasterImage: pixel out of range")
        let i = (y * width + x) * 4
        let a = Int(premultipliedRGBA[i + 3])
        guard a > 0 else { return .clear }
        func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
        return RGBAColor(red: straight(premultipliedRGBA[i]), green: straight(premultipliedRGBA[i + 1]),
                     blue: straight(premultipliedRGBA[i + 2]), alpha: UInt8(a))
    }

    /// The image as a PNG file (8-bit RGBA, straight alpha), encoded by `PNGWriter` (`.balanced`).
    public func pngData() throws -> Data {
        try PNGWriter.data(of: self, compression: .balanced)
    }

    /// The image as a PNG file encoded by `PNGWriter` with `compression`.
    public func pngData(compression: PNGCompression) throws -> Data {
        try PNGWriter.data(of: self, compression: compression)
    }

    /// The image as a PNG file encoded by cairo (`cairo_surface_write_to_png_stream`), for comparison.
    public func cairoPNGData() throws -> Data {
        let surface = try CairoSurface(argbWidth: width, height: height)
        copy(to: surface)
        return try CairoPNGWriter.data(of: surface)
    }

    /// Copies cairo ARGB32 pixels (native-endian premultiplied `0xAARRGGBB` words).
    init(surface: CairoSurface) {
        cairo_surface_flush(surface.pointer)
        let w = surface.width, h = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = cairo_image_surface_get_data(surface.pointer)!
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * h) { words in
            for y in 0..<h {
                for x in 0..<w {
                    let word = words[y * (stride / 4) + x]
                    let i = (y * w + x) * 4
                    bytes[i] = UInt8(truncatingIfNeeded: word >> 16)
                    bytes[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    bytes[i + 2] = UInt8(truncatingIfNeeded: word)
                    bytes[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
        self.init(width: w, height: h, premultipliedRGBA: bytes)
    }

    /// Writes the pixels into an ARGB32 surface of the same size.
    func copy(to surface: CairoSurface) {
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = cairo_image_surface_get_data(surface.pointer)!
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    words[y * (stride / 4) + x] = UInt32(premultipliedRGBA[i + 3]) << 24 | UInt32(premultipliedRGBA[i]) << 16
                        | UInt32(premultipliedRGBA[i + 1]) << 8 | UInt32(premultipliedRGBA[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }
}

/// Collects what cairo writes to a stream (`cairo_write_func_t`).
final class StreamSink {
    var data = Data()

    /// The write callback; `closure` is an unretained `StreamSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}

/// PNG encoding with `cairo_surface_write_to_png_stream`.
enum CairoPNGWriter {
    static func data(of surface: CairoSurface) throws -> Data {
        let sink = StreamSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface.pointer, StreamSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.surface(reason: "PNG encoding: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}
