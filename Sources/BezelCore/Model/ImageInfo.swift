/// What layout needs to know about an image file without decoding it: its size in points and the
/// scale its pixels were made for (`name@2x.png` is scale 2, as in UIKit's asset naming).
public struct ImageInfo: Hashable, Sendable {
    /// The image file formats Bezel reads.
    public enum Format: String, Sendable { case png, svg }
    public var format: Format
    /// Size in pixels (PNG) or user units (SVG).
    public var pixelSize: Size
    /// 1, 2 or 3 from an `@2x`/`@3x` suffix; SVGs are always 1.
    public var scale: Double
    /// Size in points: pixel size divided by scale.
    public var pointSize: Size { Size(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    public init(format: Format, pixelSize: Size, scale: Double) {
        self.format = format; self.pixelSize = pixelSize; self.scale = scale
    }

    /// The largest image dimension Bezel accepts (pixels).
    public static let maxDimension = Double(InputLimits.imageSide.value)
}
