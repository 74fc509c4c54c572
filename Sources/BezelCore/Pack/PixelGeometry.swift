/// A width and height in whole pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public static let zero = PixelSize(width: 0, height: 0)
    /// `W×H px`, the form used in messages.
    public var description: String { "\(width)×\(height) px" }
}

/// A rectangle in whole pixels, origin at the top left of its sheet.
public struct PixelRect: Hashable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var size: PixelSize { PixelSize(width: width, height: height) }
}

/// The rounding rules shared by `SheetPacker` and `StripLayout`.
///
/// A sprite measured in points takes `ceil(ceil(points) × scale)` pixels: its size is first rounded up
/// to whole points, so at an integral scale its frame is exactly `scale ×` its @1x frame and it has the
/// same size in points at every scale. A sprite whose size is given per scale on that scale's pixel
/// grid (`SheetSprite.scaledSize`, a button's intrinsic size ceil'd to 1/scale) takes exactly
/// `points × scale` pixels there, at most `scale ×` its @1x size at an integral scale. Pixel lengths given at @1x (padding, extrude) become
/// `ceil(length × scale)` pixels, so they are exactly `scale ×` too at integral scales.
package enum SheetPixels {
    /// Slack for products such as `10 × 1.1 = 11.000000000000002`, which must not round up to 12.
    static let epsilon = 1e-9

    /// `ceil(ceil(points) × scale)` pixels.
    static func sprite(_ points: Double, scale: Double) -> Int {
        scaled(Int((points - epsilon).rounded(.up).clamped(min: 0)), scale: scale)
    }

    /// `ceil(points × scale)` pixels: a length already on the pixel grid of `scale` (`points × scale`
    /// whole, within `epsilon`).
    static func onGrid(_ points: Double, scale: Double) -> Int {
        Int((points * scale - epsilon).rounded(.up).clamped(min: 0))
    }

    /// The sprite of `sprite` at `scale`: its pixel size; the button's bounds inside it
    /// (`ceil(margin × scale)` from the top left; `sprite(points:)` big, or, at a scale where the
    /// button's size is given on that scale's pixel grid, `points × scale`); and the slot the packer
    /// reserves for it: the size a sprite of whole points takes (`sprite(points:)`), or the sprite's
    /// own where that is larger (possible only at a fractional scale).
    static func bounds(_ sprite: SheetSprite, scale: Double) -> (sprite: PixelSize, inside: PixelRect, slot: PixelSize) {
        let m = sprite.margin.pixels(scale: scale)
        let whole = PixelSize(width: Self.sprite(sprite.size.width, scale: scale), height: Self.sprite(sprite.size.height, scale: scale))
        var button = whole
        if let size = sprite.scaledSize[scale] {
            button = PixelSize(width: onGrid(size.width, scale: scale), height: onGrid(size.height, scale: scale))
        }
        let inside = PixelRect(x: m.left, y: m.top, width: button.width, height: button.height)
        let outer = PixelSize(width: m.left + m.right, height: m.top + m.bottom)
        return (PixelSize(width: outer.width + button.width, height: outer.height + button.height), inside,
                PixelSize(width: outer.width + max(whole.width, button.width), height: outer.height + max(whole.height, button.height)))
    }

    /// `ceil(pixelsAt1x × scale)` pixels.
    static func scaled(_ pixelsAt1x: Int, scale: Double) -> Int {
        Int((Double(pixelsAt1x) * scale - epsilon).rounded(.up).clamped(min: 0))
    }

    /// The smallest power of two `>= n` (1 for `n <= 1`).
    static func powerOfTwo(atLeast n: Int) -> Int {
        var p = 1
        while p < n { p <<= 1 }
        return p
    }

    /// Whether `scale` is usable: finite and positive.
    static func isValid(scale: Double) -> Bool { scale.isFinite && scale > 0 }

    /// `sprite(points:)` at every valid size: points must be finite and `>= 0`.
    static func isValid(size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// Sorts names by their UTF-8 bytes (the order of `LC_ALL=C sort`), which is the same on every
    /// platform and never treats two distinct spellings as equal.
    package static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

extension Double {
    fileprivate func clamped(min low: Double) -> Double { self < low ? low : self }
}
