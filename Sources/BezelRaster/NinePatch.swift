import BezelCore

/// Android nine-patch images (`.9.png`): the image with a 1-pixel transparent frame around it in
/// which opaque black pixels mark
/// - **top** and **left**: the stretchable columns and rows (the middle between the caps), and
/// - **bottom** and **right**: the content area (padding), the image minus the content insets.
/// `aapt` (`singleCrunch`, or any app build) turns the markers into the image's nine-patch chunk.

public enum NinePatch {
    /// `image` framed with nine-patch markers. `caps` are the fixed borders in pixels (the
    /// stretchable part is what lies between them); `padding` the content insets in pixels, or nil
    /// to leave the bottom and right markers out (Android then pads by the stretchable part).
    /// An axis whose caps leave nothing to stretch gets no marker on that axis.
    public static func image(_ image: RasterImage, caps: NineSliceBorders, padding: NineSliceBorders?) -> RasterImage {
        let w = image.width + 2, h = image.height + 2
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<image.height {
            let from = y * image.width * 4, to = ((y + 1) * w + 1) * 4
            bytes.replaceSubrange(to..<(to + image.width * 4), with: image.premultipliedRGBA[from..<(from + image.width * 4)])
        }
        func black(_ x: Int, _ y: Int) {
            let i = (y * w + x) * 4
            bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0; bytes[i + 3] = 255
        }
        // Stretch: columns caps.left ..< width - caps.right on the top row, rows likewise on the left.
        for x in caps.left..<max(caps.left, image.width - caps.right) { black(x + 1, 0) }
        for y in caps.top..<max(caps.top, image.height - caps.bottom) { black(0, y + 1) }
        if let padding {
            for x in padding.left..<max(padding.left, image.width - padding.right) { black(x + 1, h - 1) }
            for y in padding.top..<max(padding.top, image.height - padding.bottom) { black(w - 1, y + 1) }
        }
        return RasterImage(width: w, height: h, premultipliedRGBA: bytes)
    }

    /// Whether `padding` leaves a content area in an image of `size` (both axes).
    public static func fits(_ padding: NineSliceBorders, in size: PixelSize) -> Bool {
        padding.left + padding.right < size.width && padding.top + padding.bottom < size.height
    }
}
