/// A size in points that depends on the scale it is laid out at: a button's frame on the
/// device-pixel grid of each scale (docs/uikit.md, "Intrinsic size"). UIKit ceils an intrinsic
/// size to 1/scale, so a default medium configuration button is 34.333 pt tall at @3x, 34.5 at @2x
/// and 35 at @1x; a given `size` is the same at every scale.
public struct ScaledSize: Hashable, Sendable {
    /// The size at @1x (whole points for an intrinsic size): the largest of the sizes at integral
    /// scales, and the one a scale not listed in `byScale` uses.
    public let base: Size
    /// The size at each other scale, where it differs from `base`.
    public let byScale: [Double: Size]

    /// The same size at every scale.
    public init(_ size: Size) {
        base = size; byScale = [:]
    }

    /// `base` at scale 1 and `size(scale)` at each of `scales`, kept where it differs from `base`.
    public init(scales: [Double], _ size: (Double) -> Size) {
        let base = size(1)
        var byScale: [Double: Size] = [:]
        for scale in Set(scales) where scale != 1 {
            let s = size(scale)
            if s != base { byScale[scale] = s }
        }
        self.base = base; self.byScale = byScale
    }

    /// The size at `scale`.
    public func at(scale: Double) -> Size { byScale[scale] ?? base }

    /// The scales whose size differs from `base`, in increasing order.
    public var scales: [Double] { byScale.keys.sorted() }
}
