import Foundation

/// A colour in CIE 1976 L*a*b* with the D65 white point (sRGB's own, so no chromatic adaptation):
/// what `CIEDE2000` measures in. An sRGB pixel is first composited over white, as pixelmatch
/// blends translucent pixels, so a translucent pixel is the colour it shows on a white page.
package struct CIELab: Sendable, Equatable {
    package var l: Double, a: Double, b: Double

    package init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// The sRGB pixel `rgba` (straight alpha, 8 bits a channel) over white, in L*a*b* (D65).
    package init(rgba: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let alpha = Double(rgba.a) / 255
        func linear(_ channel: UInt8) -> Double {
            let c = (Double(channel) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(rgba.r), linear(rgba.g), linear(rgba.b))
        // To XYZ with the matrix of sRGB's primaries and white (x, y = 0.3127, 0.3290), as CSS Color 4
        // derives it, normalised by that white (0.3127 / 0.3290, 1, 0.3583 / 0.3290).
        let x = (0.41239079926595934 * r + 0.357584339383878 * g + 0.1804807884018343 * b) / (0.3127 / 0.3290)
        let y = 0.21263900587151027 * r + 0.715168678767756 * g + 0.07219231536073371 * b
        let z = (0.01933081871559182 * r + 0.11919477979462598 * g + 0.9505321522496607 * b) / (0.3583 / 0.3290)
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }
}
