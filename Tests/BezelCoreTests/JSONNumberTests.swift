import Foundation
import Testing
@testable import BezelCore

/// JSON numbers are written without `String(format:)` when the result is certain: the fast path
/// must give exactly what `%.6f` with trailing zeros removed gives, ties and negatives included.
@Suite struct JSONNumberTests {
    @Test func fastPathEqualsPrintf() {
        var values: [Double] = [0.5, -0.5, 1.25, -1.25, 0.1, 0.2, 0.3, 1.0 / 3, -2.0 / 3, 12.345678, 99.9999995, 0.0000005,
                                -0.0000001, 0.0000015, 1e-7, 123456.7890125, 999999.9999996, 1e6 + 0.5, 2.5e-6, 1.0000005]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let magnitude = [1.0, 100, 10_000, 900_000][Int(state & 3)]
            values.append((unit - 0.5) * 2 * magnitude)
            // Values on a 10⁻⁷ grid: ties for %.6f, which the fast path must leave to printf.
            values.append((unit * 1e7).rounded() / 1e7)
        }
        for n in values {
            #expect(JSONWriter.number(n) == JSONWriter.formatted(n), "\(n)")
            var bytes = JSONTextBuffer(capacity: 16)
            JSONWriter.appendNumber(n, to: &bytes)
            #expect(bytes.string() == JSONWriter.formatted(n), "\(n)")
        }
        #expect(JSONWriter.number(-0.0000001) == "0")
        #expect(JSONWriter.number(-0.25) == "-0.25")
        #expect(JSONWriter.number(2.5) == "2.5")
    }

    /// Only strings whose last dot-separated part is a font kind are looked up as shipped fonts.
    @Test func fontFileKindsAreFoundByTheirLastComponent() {
        #expect(ThemeFonts.shortLastComponent("fonts/Brand.TTF") == "ttf")
        #expect(ThemeFonts.shortLastComponent("a.otf..") == "otf")
        #expect(ThemeFonts.shortLastComponent("ttc") == "ttc")
        #expect(ThemeFonts.shortLastComponent("Pay room 68") == nil)
        #expect(ThemeFonts.shortLastComponent("#CFA439") == nil)
        #expect(ThemeFonts.shortLastComponent("x.woff2") == nil)
        #expect(ThemeFonts.shortLastComponent("") == nil)
    }
}
