import Foundation

/// The colour spaces of CSS Color 4 (and DTCG 2025.10's colour module) converted to sRGB as CSS
/// Color 4 converts them: through CIE XYZ (D65; D50 for lab, lch and prophoto-rgb, adapted with
/// the Bradford transform), and into the sRGB gamut with CSS Color 4's gamut mapping (OKLCh
/// chroma reduction by binary search until the clipped colour is within ΔEOK 0.02 of it).
/// Bezel draws sRGB PNGs, so a wider colour is mapped, never written as is.
enum ColorSpaces {
    typealias Vector = [Double]
    typealias Matrix = [[Double]]

    /// `space`'s components as linear-light sRGB (not clamped: outside 0…1 is outside the gamut);
    /// nil for a space not listed here (srgb, srgb-linear and hsl, always inside the gamut, are
    /// converted by `RGBAColor.converting(dtcg:)`).
    static func linearSRGB(_ space: String, _ c: Vector) -> Vector? {
        switch space {
        case "hwb": return hwbToSRGB(c).map(decodeSRGB)
        case "display-p3": return fromXYZ65(mul(p3ToXYZ, c.map(decodeSRGB)))
        case "a98-rgb": return fromXYZ65(mul(a98ToXYZ, c.map { sign($0) * pow(abs($0), 563.0 / 256) }))
        case "rec2020": return fromXYZ65(mul(rec2020ToXYZ, c.map(decodeRec2020)))
        case "prophoto-rgb": return fromXYZ65(mul(d50ToD65, mul(prophotoToXYZ50, c.map(decodeProPhoto))))
        case "xyz-d65": return fromXYZ65(c)
        case "xyz-d50": return fromXYZ65(mul(d50ToD65, c))
        case "lab": return fromXYZ65(mul(d50ToD65, labToXYZ50(c)))
        case "lch": return fromXYZ65(mul(d50ToD65, labToXYZ50(polarToRect(c))))
        case "oklab": return oklabToLinearSRGB(c)
        case "oklch": return oklabToLinearSRGB(polarToRect(c))
        default: return nil
        }
    }

    /// How far (ΔEOK) clipping may move a colour that still counts as inside sRGB: a tenth of CSS
    /// Color 4's just-noticeable difference (0.02), so components rounded when they were written
    /// (the DTCG spec's hot pink `#ff00ff` in lab, lch, oklab, oklch or xyz-d65 lies 0.00002–0.005
    /// outside) are not reported as mapped.
    static let roundingTolerance = 0.002

    /// Gamma-encoded sRGB 0…1 of linear-light sRGB `linear`, mapped into the gamut as CSS Color 4
    /// says; and whether it had to be (the colour was outside sRGB by more than rounding).
    static func gamutMapped(_ linear: Vector) -> (srgb: Vector, mapped: Bool) {
        let epsilon = 0.000_01
        let clippedNow = linear.map { min(1, max(0, $0)) }
        if linear.allSatisfy({ $0 >= -epsilon && $0 <= 1 + epsilon }) || deltaEOK(clippedNow, linear) < roundingTolerance {
            return (clippedNow.map(encodeSRGB), false)
        }
        var lch = rectToPolar(linearSRGBToOklab(linear))
        // Lightness at the ends is white or black (within the conversions' rounding, 1e-7).
        if lch[0] >= 1 - 1e-7 { return ([1, 1, 1], true) }
        if lch[0] <= 1e-7 { return ([0, 0, 0], true) }
        func inGamut(_ v: Vector) -> Bool { v.allSatisfy { $0 >= -epsilon && $0 <= 1 + epsilon } }
        func clipped(_ v: Vector) -> Vector { v.map { min(1, max(0, $0)) } }
        var low = 0.0, high = lch[1], minInGamut = true
        var current = oklabToLinearSRGB(polarToRect(lch))
        var clip = clipped(current)
        if deltaEOK(clip, current) < 0.02 { return (clip.map(encodeSRGB), true) }
        while high - low > 0.0001 {
            lch[1] = (low + high) / 2
            current = oklabToLinearSRGB(polarToRect(lch))
            if minInGamut && inGamut(current) {
                low = lch[1]
                continue
            }
            clip = clipped(current)
            let e = deltaEOK(clip, current)
            if e < 0.02 {
                if 0.02 - e < 0.0001 { break }
                minInGamut = false
                low = lch[1]
            } else {
                high = lch[1]
            }
        }
        return (clipped(clip).map(encodeSRGB), true)
    }

    /// ΔEOK between two linear-light sRGB colours (Euclidean distance in OKLab).
    static func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
        let x = linearSRGBToOklab(a), y = linearSRGBToOklab(b)
        return sqrt(zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) })
    }

    // MARK: transfer functions

    /// The sRGB transfer functions (`SRGBTransfer`, in the model: WCAG's contrast uses them too).
    static func decodeSRGB(_ v: Double) -> Double { SRGBTransfer.decode(v) }
    static func encodeSRGB(_ v: Double) -> Double { SRGBTransfer.encode(v) }
    /// rec2020 is display-referred: ITU-R BT.1886's EOTF with black 0 and white 1, a 2.4 power
    /// (CSS Color 4 since 2024; not BT.2020's camera OETF).
    static func decodeRec2020(_ v: Double) -> Double { sign(v) * pow(abs(v), 2.4) }
    static func decodeProPhoto(_ v: Double) -> Double { abs(v) <= 16.0 / 512 ? v / 16 : sign(v) * pow(abs(v), 1.8) }
    static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }

    // MARK: polar and cylindrical forms

    /// `[L, C, H°]` to `[L, a, b]`.
    static func polarToRect(_ c: Vector) -> Vector {
        let h = c[2] * .pi / 180
        return [c[0], c[1] * cos(h), c[1] * sin(h)]
    }
    static func rectToPolar(_ c: Vector) -> Vector {
        var h = atan2(c[2], c[1]) * 180 / .pi
        if h < 0 { h += 360 }
        return [c[0], sqrt(c[1] * c[1] + c[2] * c[2]), h]
    }

    /// CSS Color 4 `hwbToRgb`: hue in degrees, whiteness and blackness 0…100.
    static func hwbToSRGB(_ c: Vector) -> Vector {
        let w = c[1] / 100, b = c[2] / 100
        if w + b >= 1 { let grey = w / (w + b); return [grey, grey, grey] }
        return RGBAColor.hslToSRGB(hue: c[0], saturation: 1, lightness: 0.5).map { $0 * (1 - w - b) + w }
    }
}
