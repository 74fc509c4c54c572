import Foundation

/// The colour spaces Xcode writes colours in, converted to sRGB: macOS's Generic RGB (`calibratedRGB`,
/// P22 primaries, D65 white, gamma 1.8 — Apple's Technical Q&A QA1430), the generic grey with gamma
/// 2.2 (`calibratedWhite`, `genericGamma22GrayColorSpace`), and the device spaces, which are sRGB on iOS.
enum IBColorSpace {
    /// Generic RGB's red, green and blue chromaticities (x, y) and its white point (D65).
    static let genericRGBPrimaries: [(x: Double, y: Double)] = [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]
    static let d65: (x: Double, y: Double) = (0.3127, 0.3290)

    /// XYZ (D65) to linear sRGB, IEC 61966-2-1.
    static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.5373831775700939, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]

    /// Linear Generic RGB to XYZ (D65): each primary's XYZ scaled so that the three add up to white.
    static let genericRGBToXYZ: [[Double]] = {
        let p = genericRGBPrimaries.map { [$0.x / $0.y, 1, (1 - $0.x - $0.y) / $0.y] }
        let white = [d65.x / d65.y, 1, (1 - d65.x - d65.y) / d65.y]
        let m = [[p[0][0], p[1][0], p[2][0]], [p[0][1], p[1][1], p[2][1]], [p[0][2], p[1][2], p[2][2]]]
        let s = solve(m, white)
        return m.map { row in (0..<3).map { row[$0] * s[$0] } }
    }()

    /// sRGB components (0…1, possibly outside) of Generic RGB `rgb`.
    static func srgb(genericRGB rgb: [Double]) -> [Double] {
        let linear = rgb.map { pow(max(0, $0), 1.8) }
        return multiply(xyzToLinearSRGB, multiply(genericRGBToXYZ, linear)).map(encodeSRGB)
    }

    /// The sRGB grey of a gamma 2.2 grey `white`.
    static func srgb(gamma22White white: Double) -> Double { encodeSRGB(pow(max(0, white), 2.2)) }

    /// The sRGB transfer function (linear → encoded), signed.
    static func encodeSRGB(_ v: Double) -> Double {
        let a = abs(v), s: Double = v < 0 ? -1 : 1
        return s * (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055)
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// `x` with `m · x = b` (Cramer's rule; `m` is a primaries matrix, never singular).
    static func solve(_ m: [[Double]], _ b: [Double]) -> [Double] {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        return (0..<3).map { column in
            det(m.enumerated().map { i, row in row.enumerated().map { j, x in j == column ? b[i] : x } }) / d
        }
    }
}
