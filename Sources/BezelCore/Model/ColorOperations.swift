/// Derived colours for state variants (docs/format.md, colours: shade, tint, mix, opacity, overlay).
///
/// Everything is computed on 8-bit gamma-encoded sRGB with straight alpha and each result channel
/// rounded half up (with Sass's tolerance for floating-point error), so Bootstrap-style derivations give
/// the same bytes as Sass (Bootstrap 5.3 `scss/_functions.scss`: `shade-color`/`tint-color` are Sass `mix` with black/white).
extension RGBAColor {
    /// Sass `mix(other, self, p)`: `other` weighted by `p` (0…1, clamped) and `self` by `1 - p`.
    ///
    /// Includes Sass's alpha weighting: with `w = 2p - 1` and `a = alpha(other) - alpha(self)`,
    /// `w1 = ((w·a == -1 ? w : (w + a) / (1 + w·a)) + 1) / 2`; rgb = other·w1 + self·(1 - w1) and
    /// alpha = other.alpha·p + self.alpha·(1 - p). For opaque colours this is the plain linear mix.
    public func mix(with other: RGBAColor, amount p: Double) -> RGBAColor {
        let p = p.isNaN ? 0 : min(max(p, 0), 1)
        let a1 = Double(other.alpha) / 255, a2 = Double(alpha) / 255
        let w = 2 * p - 1
        let a = a1 - a2
        let combined = w * a == -1 ? w : (w + a) / (1 + w * a)
        let w1 = (combined + 1) / 2, w2 = 1 - w1
        func blend(_ c1: UInt8, _ c2: UInt8) -> UInt8 {
            RGBAColor.roundedChannel(Double(c1) * w1 + Double(c2) * w2)
        }
        return RGBAColor(red: blend(other.red, red), green: blend(other.green, green), blue: blend(other.blue, blue),
                     alpha: RGBAColor.roundedChannel((a1 * p + a2 * (1 - p)) * 255))
    }

    /// Bootstrap `shade-color`: mix with black by `p` (0…1).
    public func shade(_ p: Double) -> RGBAColor { mix(with: .black, amount: p) }

    /// Bootstrap `tint-color`: mix with white by `p` (0…1).
    public func tint(_ p: Double) -> RGBAColor { mix(with: .white, amount: p) }

    /// This colour with its alpha multiplied by `factor` (rounded half up, clamped to 0…255).
    public func withOpacity(_ factor: Double) -> RGBAColor {
        var result = self
        result.alpha = RGBAColor.roundedChannel(Double(alpha) * factor)
        return result
    }

    /// A Material-style state layer: `color` at `alpha` (0…1, clamped; multiplied by the colour's own
    /// alpha) composited source-over onto this colour, straight alpha in and out.
    ///
    /// Result alpha = a_top + a_base·(1 − a_top); each channel = (top·a_top + base·a_base·(1 − a_top)) /
    /// result alpha. Two fully transparent inputs give `.clear`.
    public func overlay(_ color: RGBAColor, alpha: Double) -> RGBAColor {
        let a = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        let top = a * Double(color.alpha) / 255
        let base = Double(self.alpha) / 255
        let out = top + base * (1 - top)
        guard out > 0 else { return .clear }
        func composite(_ t: UInt8, _ b: UInt8) -> UInt8 {
            RGBAColor.roundedChannel((Double(t) * top + Double(b) * base * (1 - top)) / out)
        }
        return RGBAColor(red: composite(color.red, red), green: composite(color.green, green),
                     blue: composite(color.blue, blue), alpha: RGBAColor.roundedChannel(out * 255))
    }
}
