import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// The comparison `verify` falls back to when the renderer is not the baseline's: pixelmatch at
/// 0.05 with anti-aliasing detected. Bootstrap's primary one step darker (#0D6EFD → #0B5ED7) is a
/// YIQ distance of 0.0711 on every pixel of a flat fill: pixelmatch's 0.1 passed it, 0.05 fails it.
@Suite struct RendererChangeComparisonTests {
    /// A 40×20 flat button fill of `rgb`.
    static func fill(_ rgb: [UInt8]) -> DecodedImage {
        DecodedImage(width: 40, height: 20, rgba: [UInt8]((0..<800).flatMap { _ in rgb + [255] }))
    }

    @Test func aOneStepBrandColourChangeOverAFillFailsTheRendererChangeComparison() throws {
        let (before, after) = (Self.fill([0x0D, 0x6E, 0xFD]), Self.fill([0x0B, 0x5E, 0xD7]))
        func counted(_ c: PixelComparison) throws -> Int { try ImageComparison.compare(before, after, comparison: c).diffPixels }
        // The pair's distance lies between 0.0710 and 0.0711 (0.07108): under pixelmatch's 0.1, over 0.05.
        #expect(try counted(.pixelmatch(threshold: 0.0710, includeAA: false)) == 800)
        #expect(try counted(.pixelmatch(threshold: 0.0711, includeAA: false)) == 0)
        #expect(try counted(.pixelmatch(threshold: 0.1, includeAA: false)) == 0)
        #expect(PixelComparison.rendererChangeThreshold <= 0.05)
        let check = FingerprintCheck(baselineFile: "/nonexistent-bezel-baseline/fingerprint.json", current: RegressionFixture.fingerprint)
        let fallback = PixelComparison.forVerify(DiffBudget(), fingerprint: check).comparison
        #expect(fallback == .pixelmatch(threshold: 0.05, includeAA: false))
        #expect(try counted(fallback) == 800)
        let verdict = try ImageVerdict(before, after, comparison: fallback, budget: DiffBudget())
        #expect(!verdict.passes)
    }
}
