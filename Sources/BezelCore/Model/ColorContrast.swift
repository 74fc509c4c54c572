import Foundation

/// WCAG 2.x contrast (WCAG 2.2, definitions of relative luminance and contrast ratio): relative luminance and contrast ratio, never rounded.
extension RGBAColor {
    /// WCAG 2.x relative luminance 0…1 of the RGB channels (alpha ignored; flatten translucent colours
    /// first with `flattened(over:)`). Linearisation threshold 0.04045, weights 0.2126/0.7152/0.0722.
    public var relativeLuminance: Double {
        func linear(_ byte: UInt8) -> Double { SRGBTransfer.decode(Double(byte) / 255) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker, 1…21. Not rounded:
    /// 4.499 fails a 4.5 threshold. Alpha is ignored; flatten translucent colours first.
    public static func contrastRatio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// This colour composited source-over onto `backdrop` treated as opaque: the colour a viewer sees,
    /// for contrast checks of translucent colours (Bootstrap's `opaque()`). The result is opaque.
    public func flattened(over backdrop: RGBAColor) -> RGBAColor {
        var base = backdrop
        base.alpha = 255
        return base.overlay(self, alpha: 1)
    }
}
