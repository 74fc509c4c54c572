import Foundation

/// The sRGB transfer functions (CSS Color 4, extended to negative values by symmetry): WCAG's
/// linearisation (`RGBAColor.relativeLuminance`) and the colour-space conversions of token files.
enum SRGBTransfer {
    /// Encoded (0–1) to linear light.
    static func decode(_ v: Double) -> Double {
        abs(v) <= 0.04045 ? v / 12.92 : sign(v) * pow((abs(v) + 0.055) / 1.055, 2.4)
    }

    /// Linear light to encoded (0–1).
    static func encode(_ v: Double) -> Double {
        abs(v) <= 0.003_130_8 ? v * 12.92 : sign(v) * (1.055 * pow(abs(v), 1 / 2.4) - 0.055)
    }

    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}
