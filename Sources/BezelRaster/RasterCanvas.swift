import BezelCore
import CPangoCairo

/// A transparent bitmap that buttons are drawn into, each at its own whole-pixel offset (one
/// button, or a sprite sheet of many).
public final class RasterCanvas {
    /// Size in device pixels.
    public let width: Int
    public let height: Int
    let surface: CairoSurface
    package let context: CairoContext

    /// A fully transparent canvas of `width` × `height` device pixels.
    public init(width: Int, height: Int) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RasterError.surface(reason: "a \(width)×\(height) px image is outside 1…\(Self.maximumSide) px per side")
        }
        self.width = width; self.height = height
        surface = try CairoSurface(argbWidth: width, height: height)
        context = try CairoContext(surface)
    }

    /// Cairo's largest image surface side.
    public static let maximumSide = 32_767

    /// The pixels drawn so far.
    public func image() -> RasterImage { RasterImage(surface: surface) }
}
