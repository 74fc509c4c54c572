import BezelCore
import BezelPNG
import BezelRaster
import Foundation

extension DecodedImage {
    /// The straight-alpha pixels of a rendered image, un-premultiplied as its PNG file stores them.
    init(_ raster: RasterImage) {
        var rgba = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let c = raster.pixel(x: x, y: y), i = (y * raster.width + x) * 4
                rgba[i] = c.red; rgba[i + 1] = c.green; rgba[i + 2] = c.blue; rgba[i + 3] = c.alpha
            }
        }
        self.init(width: raster.width, height: raster.height, rgba: rgba)
    }

    /// The colour of the pixel at (`x`, `y`), straight alpha; (0, 0) is the top left corner.
    public func pixel(x: Int, y: Int) -> RGBAColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "DecodedImage: pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return RGBAColor(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    /// The image as a PNG file (8-bit RGBA), like `UIImage.pngData()`.
    public func pngData() throws(PNGError) -> Data {
        try PNGEncoder.encode(self)
    }
}
