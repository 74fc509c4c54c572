/// A point in the button's coordinate space, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points (UIKit's `CGRect`), origin at the top left.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rect shrunk by `insets` (UIKit's `inset(by:)`); negative insets grow it.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// Whether `point` lies in the rect: min edges included, max edges excluded (`CGRect.contains`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `[x, y, width, height]`, the form `bezel inspect` prints.
    public var array: [Double] { [origin.x, origin.y, size.width, size.height] }
}

/// Insets for the four edges, in points (UIKit's `UIEdgeInsets`). Negative values are allowed.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

/// Rounding of point values to the pixel grid of a scale (1 = @1x, 2 = @2x, …).
///
/// A value `v` at scale `s` lies on the grid when `v * s` is a whole number. Rounding is done on
/// `v * s` and divided back, so at scale 1 these are plain `floor`/`ceil`/round-half-up. Values
/// within `tolerance` px of a boundary count as on it, so that thirds at @3x (a 65-px label in a
/// 66-px rect leaves 0.5 px, computed as 0.49999999999) round as the exact arithmetic does.
public enum PixelGrid {
    /// How close to a pixel boundary (in pixels) a value counts as on it.
    public static let tolerance = 1e-9
    /// The largest grid value `<= v`.
    public static func floor(_ v: Double, scale: Double) -> Double { (v * scale + tolerance).rounded(.down) / scale }
    /// The smallest grid value `>= v`.
    public static func ceil(_ v: Double, scale: Double) -> Double { (v * scale - tolerance).rounded(.up) / scale }
    /// The nearest grid value; exact halves go up (towards +∞), so `0.5 → 1` and `-0.5 → 0` at @1x.
    public static func round(_ v: Double, scale: Double) -> Double { (v * scale + 0.5 + tolerance).rounded(.down) / scale }
}

extension Rect {
    /// The rect with each of its four edges moved to the nearest pixel boundary at `scale`
    /// (`PixelGrid.round`). Edges shared by two rects stay shared; the width and height are the
    /// differences of the rounded edges.
    public func snapped(toScale scale: Double) -> Rect {
        let x0 = PixelGrid.round(minX, scale: scale), y0 = PixelGrid.round(minY, scale: scale)
        let x1 = PixelGrid.round(maxX, scale: scale), y1 = PixelGrid.round(maxY, scale: scale)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension EdgeInsets {
    /// The insets with `left` and `right` swapped (a right-to-left layout's view of leading/trailing).
    public var horizontallyMirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}
