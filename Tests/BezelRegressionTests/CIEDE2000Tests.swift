import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// ΔE₀₀ held to the 34 test pairs Sharma, Wu and Dalal published with their implementation notes
/// (Color Research & Application 30(1), 2005, table 1: L*, a*, b* of each colour and ΔE₀₀ to four
/// decimals), and the sRGB → L*a*b* conversion held to known values.
@Suite struct CIEDE2000Tests {
    /// (L1, a1, b1, L2, a2, b2, ΔE₀₀) of Sharma, Wu and Dalal's table 1, in its order.
    static let sharmaPairs: [[Double]] = [
        [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425], [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
        [50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412], [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0000],
        [50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0000], [50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0000],
        [50, 0, 0, 50, -1, 2, 2.3669], [50, -1, 2, 50, 0, 0, 2.3669],
        [50, 2.4900, -0.0010, 50, -2.4900, 0.0009, 7.1792], [50, 2.4900, -0.0010, 50, -2.4900, 0.0010, 7.1792],
        [50, 2.4900, -0.0010, 50, -2.4900, 0.0011, 7.2195], [50, 2.4900, -0.0010, 50, -2.4900, 0.0012, 7.2195],
        [50, -0.0010, 2.4900, 50, 0.0009, -2.4900, 4.8045], [50, -0.0010, 2.4900, 50, 0.0010, -2.4900, 4.8045],
        [50, -0.0010, 2.4900, 50, 0.0011, -2.4900, 4.7461], [50, 2.5, 0, 50, 0, -2.5, 4.3065],
        [50, 2.5, 0, 73, 25, -18, 27.1492], [50, 2.5, 0, 61, -5, 29, 22.8977],
        [50, 2.5, 0, 56, -27, -3, 31.9030], [50, 2.5, 0, 58, 24, 15, 19.4535],
        [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0000], [50, 2.5, 0, 50, 3.2972, 0, 1.0000],
        [50, 2.5, 0, 50, 1.8634, 0.5757, 1.0000], [50, 2.5, 0, 50, 3.2592, 0.3350, 1.0000],
        [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
        [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630],
        [61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731],
        [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
        [22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373],
        [36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
        [90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441],
        [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
        [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
        [2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082],
    ]

    @Test func everySharmaPairToFourDecimalsBothWays() {
        #expect(Self.sharmaPairs.count == 34)
        for (i, p) in Self.sharmaPairs.enumerated() {
            let first = CIELab(l: p[0], a: p[1], b: p[2]), second = CIELab(l: p[3], a: p[4], b: p[5])
            let forward = CIEDE2000.difference(first, second), backward = CIEDE2000.difference(second, first)
            #expect(abs(forward - p[6]) < 0.00005, "pair \(i + 1): \(forward), table \(p[6])")
            #expect(abs(forward - backward) < 1e-9, "pair \(i + 1) is not symmetric")
        }
    }

    @Test func equalAndGreyColoursAreZeroNotNaN() {
        for lab in [CIELab(l: 0, a: 0, b: 0), CIELab(l: 50, a: 0, b: 0), CIELab(l: 49.9, a: 29.7, b: -77.6)] {
            #expect(CIEDE2000.difference(lab, lab) == 0)
        }
        #expect(abs(CIEDE2000.difference(CIELab(l: 100, a: 0, b: 0), CIELab(l: 0, a: 0, b: 0)) - 100) < 1e-9)
    }

    /// sRGB → L*a*b* (D65) to 0.001, as ColorAide 8.13's lab-d65 gives it (red 53.237, 80.090,
    /// 67.203; #0D6EFD 49.892, 29.669, -77.647; grey 53.585), white and black; and a translucent
    /// pixel is the colour it shows over white.
    @Test func sRGBPixelsInLab() {
        func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> [Double] {
            let c = CIELab(rgba: (r, g, b, a)); return [c.l, c.a, c.b]
        }
        func close(_ x: [Double], _ y: [Double]) -> Bool { zip(x, y).allSatisfy { abs($0 - $1) < 0.001 } }
        #expect(close(lab(255, 255, 255), [100, 0, 0]) && close(lab(0, 0, 0), [0, 0, 0]))
        #expect(close(lab(128, 128, 128), [53.5850, 0, 0]))
        #expect(close(lab(255, 0, 0), [53.2371, 80.0901, 67.2033]), "\(lab(255, 0, 0))")
        #expect(close(lab(0x0D, 0x6E, 0xFD), [49.8916, 29.6692, -77.6467]), "\(lab(0x0D, 0x6E, 0xFD))")
        #expect(close(lab(0, 0, 0, 0), [100, 0, 0]) && close(lab(255, 0, 0, 0), [100, 0, 0]))
        #expect(close(lab(0, 0, 0, 128), lab(127, 127, 127)))
    }

    /// Bootstrap's primary one step darker (#0D6EFD → #0B5ED7): ΔE₀₀ 7.216, as ColorAide gives it.
    @Test func aOneStepBrandColourChangeIsAboutSevenDeltaE() {
        let d = CIEDE2000.difference(CIELab(rgba: (0x0D, 0x6E, 0xFD, 255)), CIELab(rgba: (0x0B, 0x5E, 0xD7, 255)))
        #expect(abs(d - 7.216) < 0.005, "\(d)")
    }
}
