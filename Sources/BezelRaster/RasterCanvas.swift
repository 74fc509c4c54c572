import CPangoCairo

/// A transparent bitmap that buttons are drawn into, each at its own whole-pixel offset (one
/// button, or a sprite sheet of many).
public final class RasterCanvas {
    /// Size in device pixels.
    public let width: Int
    public let height: Int
    let surface: CairoSurface
    let context: CairoContext

    /// A fully transparent canvas of `width` × `height` device pixels.
    public init(width: Int, height: Int) throws {
        precondition(width >= 0 && height >= 0, "RasterCanvas: negative size")
        self.width = width; self.height = height
        surface = try CairoSurface(argbWidth: width, height: height)
        context = try CairoContext(surface)
    }

    /// The pixels drawn so far.
    public func image() -> RasterImage { RasterImage(surface: surface) }
}
