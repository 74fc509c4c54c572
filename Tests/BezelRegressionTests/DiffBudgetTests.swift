import Testing
@testable import BezelRegression

/// `DiffBudget`: how many differing pixels an image may have, as a count, a ratio or both.
@Suite struct DiffBudgetTests {
    static func budget(pixels: Int? = nil, ratio: Double? = nil) -> DiffBudget {
        var b = DiffBudget()
        b.maxDiffPixels = pixels
        b.maxDiffRatio = ratio
        return b
    }

    @Test func withoutALimitOnePixelFails() {
        let b = DiffBudget()
        #expect(b.allows(0, of: 100) && !b.allows(1, of: 100))
        #expect(b.summary == "0 pixels")
    }

    @Test func aCountAllowsUpToItself() {
        let b = Self.budget(pixels: 5)
        #expect(b.allows(5, of: 100) && !b.allows(6, of: 100))
        #expect(Self.budget(pixels: 1).summary == "1 pixel" && b.summary == "5 pixels")
    }

    @Test func aRatioIsOfAllPixels() {
        let b = Self.budget(ratio: 0.01)
        #expect(b.allows(10, of: 1000) && !b.allows(11, of: 1000))
        #expect(b.summary == "ratio 0.01")
    }

    @Test func withBothTheImageMustBeWithinBoth() {
        let b = Self.budget(pixels: 50, ratio: 0.01)
        #expect(b.allows(10, of: 1000))
        #expect(!b.allows(11, of: 1000))   // over the ratio, within the count
        #expect(!b.allows(51, of: 100_000)) // within the ratio, over the count
        #expect(b.summary == "50 pixels and ratio 0.01")
    }

    @Test func diffAndVerifyChooseTheirComparisonFromTheBudget() {
        var b = DiffBudget()
        #expect(PixelComparison(diff: b) == .pixelmatch(threshold: 0.1, includeAA: false))
        let equal = FingerprintCheck(baselineFile: "/nonexistent-bezel-baseline/fingerprint.json", current: RegressionFixture.fingerprint)
        #expect(equal.mismatch == "the baseline has no fingerprint.json")
        #expect(PixelComparison.forVerify(b, fingerprint: equal).comparison == .pixelmatch(threshold: 0.05, includeAA: false))
        b.threshold = 0.3
        b.includeAA = true
        #expect(PixelComparison(diff: b) == .pixelmatch(threshold: 0.3, includeAA: true))
        #expect(PixelComparison.forVerify(b, fingerprint: equal).note == "comparing with pixelmatch threshold 0.3 (anti-aliased pixels counted) instead of exactly, as --threshold asks")
    }
}
