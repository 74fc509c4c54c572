import Foundation
import Testing
@testable import BezelCore

/// Builds a colour from `#rrggbb` without going through the parser under test elsewhere.
private func rgb(_ hex: String) -> RGBAColor {
    let value = UInt32(hex.dropFirst(), radix: 16)!
    return RGBAColor(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
}

/// `#rrggbb` as `hexString` prints an opaque colour.
private func opaque(_ hex: String) -> String { hex.uppercased() + "FF" }

/// One row of Bootstrap 5.3's state colours (Sass `mix`): light-text variants shade (15/20/20/25 %), dark-text ones
/// tint (15/10/20/10 %); `.btn-light` forces shade and `.btn-dark` forces tint.
struct BootstrapRow: Sendable, CustomTestStringConvertible {
    let name, base: String
    let shades: Bool
    let hoverBackground, hoverBorder, activeBackground, activeBorder: String
    var testDescription: String { name }
}

@Suite struct ColorOperationsTests {
    @Test func shadeOfBootstrapPrimary() {
        let primary = rgb("#0d6efd")
        #expect(primary.shade(0.15).hexString == "#0B5ED7FF")
        #expect(primary.shade(0.20).hexString == "#0A58CAFF")
        #expect(primary.shade(0.25).hexString == "#0A53BEFF")
    }

    @Test(arguments: [
        BootstrapRow(name: "primary", base: "#0d6efd", shades: true, hoverBackground: "#0b5ed7",
                     hoverBorder: "#0a58ca", activeBackground: "#0a58ca", activeBorder: "#0a53be"),
        BootstrapRow(name: "secondary", base: "#6c757d", shades: true, hoverBackground: "#5c636a",
                     hoverBorder: "#565e64", activeBackground: "#565e64", activeBorder: "#51585e"),
        BootstrapRow(name: "success", base: "#198754", shades: true, hoverBackground: "#157347",
                     hoverBorder: "#146c43", activeBackground: "#146c43", activeBorder: "#13653f"),
        BootstrapRow(name: "danger", base: "#dc3545", shades: true, hoverBackground: "#bb2d3b",
                     hoverBorder: "#b02a37", activeBackground: "#b02a37", activeBorder: "#a52834"),
        BootstrapRow(name: "info", base: "#0dcaf0", shades: false, hoverBackground: "#31d2f2",
                     hoverBorder: "#25cff2", activeBackground: "#3dd5f3", activeBorder: "#25cff2"),
        BootstrapRow(name: "warning", base: "#ffc107", shades: false, hoverBackground: "#ffca2c",
                     hoverBorder: "#ffc720", activeBackground: "#ffcd39", activeBorder: "#ffc720"),
        BootstrapRow(name: "light", base: "#f8f9fa", shades: true, hoverBackground: "#d3d4d5",
                     hoverBorder: "#c6c7c8", activeBackground: "#c6c7c8", activeBorder: "#babbbc"),
        BootstrapRow(name: "dark", base: "#212529", shades: false, hoverBackground: "#424649",
                     hoverBorder: "#373b3e", activeBackground: "#4d5154", activeBorder: "#373b3e"),
    ])
    func bootstrapDerivedColours(row: BootstrapRow) {
        let base = rgb(row.base)
        if row.shades {
            #expect(base.shade(0.15).hexString == opaque(row.hoverBackground))
            #expect(base.shade(0.20).hexString == opaque(row.hoverBorder))
            #expect(base.shade(0.20).hexString == opaque(row.activeBackground))
            #expect(base.shade(0.25).hexString == opaque(row.activeBorder))
        } else {
            #expect(base.tint(0.15).hexString == opaque(row.hoverBackground))
            #expect(base.tint(0.10).hexString == opaque(row.hoverBorder))
            #expect(base.tint(0.20).hexString == opaque(row.activeBackground))
            #expect(base.tint(0.10).hexString == opaque(row.activeBorder))
        }
    }

    @Test func mixOfOpaqueColoursIsLinear() {
        #expect(RGBAColor.black.mix(with: .white, amount: 0.5).hexString == "#808080FF")  // 127.5 → 128
        #expect(rgb("#0d6efd").mix(with: .white, amount: 0.2).hexString == "#3D8BFDFF")
        #expect(rgb("#123456").shade(0).hexString == "#123456FF")
        #expect(rgb("#123456").tint(1).hexString == "#FFFFFFFF")
        #expect(rgb("#123456").tint(1.5).hexString == "#FFFFFFFF")   // amount clamps to 0…1
        #expect(rgb("#123456").shade(-1).hexString == "#123456FF")
    }

    /// 255 × 0.1 is 25.5 in decimal but 25.4999… in binary floating point; Sass's fuzzy rounding gives 26
    /// (`tint-color(#000, 10%)` = #1a1a1a), and so must we.
    @Test func roundingToleratesFloatingPointError() {
        #expect(RGBAColor.black.tint(0.1).hexString == "#1A1A1AFF")
        #expect(RGBAColor(red: 5, green: 5, blue: 5).tint(0.05).hexString == "#121212FF")  // 17.4999… → 18
        #expect(RGBAColor(red: 80, green: 80, blue: 80).tint(0.06).hexString == "#5B5B5BFF")  // 90.4999… → 91
    }

    @Test func mixUsesSassAlphaWeighting() {
        let transparentBlue = RGBAColor(red: 0, green: 0, blue: 255, alpha: 0)
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        // w = 0, a = 1: all colour comes from the opaque side; alpha is the plain average (127.5 → 128).
        #expect(transparentBlue.mix(with: red, amount: 0.5) == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        // w·a == -1 branch: p = 0 keeps self entirely.
        #expect(transparentBlue.mix(with: red, amount: 0) == transparentBlue)
        // Half-transparent white into black: w1 = 128/510, so rgb = 64; alpha 191.5 → 192.
        let halfWhite = RGBAColor(red: 255, green: 255, blue: 255, alpha: 128)
        #expect(RGBAColor.black.mix(with: halfWhite, amount: 0.5) == RGBAColor(red: 64, green: 64, blue: 64, alpha: 192))
    }

    @Test func opacityMultipliesAlpha() {
        #expect(rgb("#0d6efd").withOpacity(0.65).alpha == 166)  // 165.75
        #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 128).withOpacity(0.5) == RGBAColor(red: 1, green: 2, blue: 3, alpha: 64))
        #expect(RGBAColor.white.withOpacity(0).alpha == 0)
        #expect(RGBAColor.white.withOpacity(2).alpha == 255)
    }

    @Test func overlayCompositesSourceOver() {
        #expect(RGBAColor.white.overlay(.black, alpha: 0.08).hexString == "#EBEBEBFF")  // 234.6 → 235
        #expect(RGBAColor.white.overlay(.black, alpha: 0.12).hexString == "#E0E0E0FF")  // 224.4 → 224
        // The overlay colour's own alpha multiplies the layer alpha: 128/255 → 255·127/255 = 127.
        #expect(RGBAColor.white.overlay(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128), alpha: 1).hexString == "#7F7F7FFF")
        // Translucent base: out alpha 0.5 + 0.502·0.5 = 191.5/255 → 192; red 85.22 → 85, blue 169.78 → 170.
        let base = RGBAColor(red: 255, green: 0, blue: 0, alpha: 128)
        #expect(base.overlay(RGBAColor(red: 0, green: 0, blue: 255), alpha: 0.5) == RGBAColor(red: 85, green: 0, blue: 170, alpha: 192))
        #expect(RGBAColor.clear.overlay(RGBAColor(red: 255, green: 0, blue: 0), alpha: 0.5) == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(RGBAColor.clear.overlay(.clear, alpha: 1) == .clear)
        #expect(rgb("#336699").overlay(.white, alpha: 0) == rgb("#336699"))
    }
}

@Suite struct ContrastTests {
    private func twoDecimals(_ x: Double) -> String { String(format: "%.2f", x) }

    @Test func luminance() {
        #expect(RGBAColor.white.relativeLuminance == 1)
        #expect(RGBAColor.black.relativeLuminance == 0)
        // 10/255 = 0.0392 is below the 0.04045 threshold: the linear segment.
        let dark = RGBAColor(red: 10, green: 10, blue: 10).relativeLuminance
        #expect(abs(dark - (10.0 / 255) / 12.92) < 1e-15)
    }

    @Test(arguments: [
        ("#007aff", "#ffffff", "4.02"), ("#0d6efd", "#ffffff", "4.50"), ("#6c757d", "#ffffff", "4.69"),
        ("#198754", "#ffffff", "4.53"), ("#dc3545", "#ffffff", "4.53"), ("#0dcaf0", "#000000", "10.72"),
        ("#ffc107", "#000000", "12.88"), ("#0a84ff", "#ffffff", "3.65"), ("#0a84ff", "#000000", "5.76"),
        ("#000000", "#ffffff", "21.00"), ("#777777", "#777777", "1.00"),
    ])
    func contrastRatios(a: String, b: String, expected: String) {
        #expect(twoDecimals(RGBAColor.contrastRatio(rgb(a), rgb(b))) == expected)
        #expect(RGBAColor.contrastRatio(rgb(a), rgb(b)) == RGBAColor.contrastRatio(rgb(b), rgb(a)))
    }

    @Test func ratiosAreNotRounded() {
        let primary = RGBAColor.contrastRatio(rgb("#0d6efd"), .white)
        #expect(primary > 4.5 && primary < 4.501)   // 4.5008: passes AA by a hair
        #expect(RGBAColor.contrastRatio(rgb("#007aff"), .white) < 4.5)
    }

    @Test func flatteningOverABackdrop() {
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128).flattened(over: .white).hexString == "#7F7F7FFF")
        #expect(RGBAColor.parse("tertiaryLabel")!.flattened(over: .white).hexString == "#C5C5C7FF")  // 196.88 → 197, 198.97 → 199
        // The backdrop counts as opaque even when it is not.
        #expect(rgb("#336699").flattened(over: .clear).hexString == "#336699FF")
        #expect(RGBAColor.clear.flattened(over: RGBAColor(red: 9, green: 9, blue: 9, alpha: 3)).hexString == "#090909FF")
    }
}
