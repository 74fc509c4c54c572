/// How far a layer shadow's blur spreads, in device pixels: three box blurs of
/// `round(radius × scale)` pixels each (what the renderer draws), plus one pixel for the
/// antialiased edge and a fractional offset.
public enum ShadowReach {
    /// The box radius of each of the three passes: `round(radius × scale)` (0 for no blur).
    public static func boxRadius(radius: Double, scale: Double) -> Int {
        let r = max(0, radius) * scale
        return r.isFinite ? Int(r.rounded()) : 0
    }

    /// `3 × boxRadius + 1` pixels beyond the shape's pixels.
    public static func pixels(radius: Double, scale: Double) -> Int {
        3 * boxRadius(radius: radius, scale: scale) + 1
    }
}
