import Foundation

/// The CIEDE2000 colour difference (CIE 142-2001), ΔE₀₀, with the parametric factors
/// kL = kC = kH = 1, written from the formula as Sharma, Wu and Dalal set it out ("The CIEDE2000
/// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
/// Observations", Color Research & Application 30(1), 2005), whose 34 test pairs it is tested
/// against. About 1 is the smallest difference an observer notices side by side; a one-step
/// brand colour change (#0D6EFD → #0B5ED7) is 7.2.
package enum CIEDE2000 {
    /// ΔE₀₀ between two L*a*b* colours; symmetric, 0 for equal colours, never NaN.
    package static func difference(_ first: CIELab, _ second: CIELab) -> Double {
        let c1 = (first.a * first.a + first.b * first.b).squareRoot(), c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let g = 0.5 * (1 - weight((c1 + c2) / 2).squareRoot())
        let p1 = Primed(first, g: g), p2 = Primed(second, g: g)
        let deltaL = second.l - first.l, deltaC = p2.chroma - p1.chroma
        let chromaProduct = p1.chroma * p2.chroma
        var deltaHue = 0.0, meanHue = p1.hue + p2.hue
        if chromaProduct != 0 {
            deltaHue = p2.hue - p1.hue
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
            let sum = p1.hue + p2.hue
            meanHue = abs(p1.hue - p2.hue) <= 180 ? sum / 2 : sum < 360 ? (sum + 360) / 2 : (sum - 360) / 2
        }
        let deltaH = 2 * chromaProduct.squareRoot() * sin(radians(deltaHue / 2))
        let meanL = (first.l + second.l) / 2, meanC = (p1.chroma + p2.chroma) / 2
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let rotation = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let rC = 2 * weight(meanC).squareRoot()
        let lightness = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lightness / (20 + lightness).squareRoot()
        let sC = 1 + 0.045 * meanC, sH = 1 + 0.015 * meanC * t
        let rT = -sin(radians(2 * rotation)) * rC
        let (l, c, h) = (deltaL / sL, deltaC / sC, deltaH / sH)
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    /// C⁷ / (C⁷ + 25⁷): the chroma weight of G and R_C.
    static func weight(_ chroma: Double) -> Double {
        let c7 = pow(chroma, 7)
        return c7 / (c7 + 6_103_515_625) // 25⁷
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// C′ and h′ (degrees, 0 ≤ h′ < 360; 0 when a′ = b = 0) of a colour with a′ = (1 + G)·a.
    struct Primed {
        var chroma: Double, hue: Double
        init(_ lab: CIELab, g: Double) {
            let a = (1 + g) * lab.a
            chroma = (a * a + lab.b * lab.b).squareRoot()
            guard a != 0 || lab.b != 0 else { hue = 0; return }
            let h = atan2(lab.b, a) * 180 / .pi
            hue = h < 0 ? h + 360 : h
        }
    }
}
