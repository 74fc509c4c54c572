import BezelPNG
import Foundation

/// Reads pixels of a rendered PNG.
enum PNGPixels {
    /// The straight-alpha RGBA of pixel (x, y).
    static func at(_ png: Data, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try PNGDecoder.decode(data: png)
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<i + 4])
    }

    /// Width and height in pixels.
    static func size(_ png: Data) throws -> (Int, Int) {
        let image = try PNGDecoder.decode(data: png)
        return (image.width, image.height)
    }
}
