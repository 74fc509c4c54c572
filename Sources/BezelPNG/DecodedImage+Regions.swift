/// Rectangles of a decoded image: cut out (a button's frame in a sheet, for per-button evidence)
/// and pasted in (an approved button's pixels patched into a baseline sheet).
extension DecodedImage {
    /// The pixels of the rectangle (`x`, `y`, `width`, `height`), clamped to the image.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> DecodedImage {
        let x0 = max(0, min(x, width)), y0 = max(0, min(y, height))
        let x1 = max(x0, min(x + w, width)), y1 = max(y0, min(y + h, height))
        var out = [UInt8]()
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for row in y0..<y1 { out += rgba[(row * width + x0) * 4..<(row * width + x1) * 4] }
        return DecodedImage(width: x1 - x0, height: y1 - y0, rgba: out)
    }

    /// This image with `region`'s pixels copied over it at (`x`, `y`), clipped to this image.
    public func pasting(_ region: DecodedImage, x: Int, y: Int) -> DecodedImage {
        var out = rgba
        for row in 0..<region.height where y + row >= 0 && y + row < height {
            let from = max(0, -x), to = min(region.width, width - x)
            guard from < to else { continue }
            let source = (row * region.width + from) * 4..<(row * region.width + to) * 4
            let target = ((y + row) * width + x + from) * 4
            out.replaceSubrange(target..<target + source.count, with: region.rgba[source])
        }
        return DecodedImage(width: width, height: height, rgba: out)
    }
}
