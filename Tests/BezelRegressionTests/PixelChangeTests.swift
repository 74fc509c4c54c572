import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// How much pixels changed: channel deltas over the differing pixels and the most changed pixel.
@Suite struct PixelChangeTests {
    typealias F = RegressionFixture

    @Test func maxAndMeanChannelDeltaAndTheMostChangedPixel() throws {
        let expected = F.image(width: 4, height: 2)
        var rgba = expected.rgba
        func set(_ x: Int, _ y: Int, _ c: [UInt8]) { rgba.replaceSubrange(4 * (y * 4 + x) ..< 4 * (y * 4 + x) + 4, with: c) }
        set(0, 0, [11, 40, 200, 255])   // channel delta 1
        set(1, 0, [10, 43, 200, 255])   // 3
        set(3, 1, [10, 40, 200, 128])   // alpha 255 → 128: delta 127, the most changed by ΔE too
        let actual = DecodedImage(width: 4, height: 2, rgba: rgba)
        let points = expected.changedPixelIndices(comparedTo: actual).map { (x: $0 % 4, y: $0 / 4) }
        let change = try #require(PixelChange.measure(expected: expected, actual: actual, points: points))
        #expect(change.pixels == 3 && change.maxChannelDelta == 127 && change.channelDeltaSum == 131)
        #expect(abs(change.meanChannelDelta - 131.0 / 3) < 1e-12)
        #expect(change.expected == [10, 40, 200, 255] && change.actual == [10, 40, 200, 128])
        let over = CIEDE2000.difference(CIELab(rgba: (10, 40, 200, 255)), CIELab(rgba: (10, 40, 200, 128)))
        #expect(change.deltaE == over && over > 20)
        #expect(change.summary == "max Δ 127/255, mean Δ 43.7, ΔE00 \(String(format: "%.2f", over)) (#0A28C8 → #0A28C880)")
        #expect(PixelChange.measure(expected: expected, actual: actual, points: []) == nil)
    }

    @Test func mergingKeepsTheMostChangedPixelAndAddsTheCounts() throws {
        let e = F.image(width: 2, height: 1)
        let small = DecodedImage(width: 2, height: 1, rgba: [11, 40, 200, 255, 10, 40, 200, 255])
        let large = DecodedImage(width: 2, height: 1, rgba: [10, 40, 200, 255, 200, 40, 10, 255])
        let a = try #require(PixelChange.measure(expected: e, actual: small, points: [(0, 0)]))
        let b = try #require(PixelChange.measure(expected: e, actual: large, points: [(1, 0)]))
        let m = a.merged(with: b)
        #expect(m.pixels == 2 && m.maxChannelDelta == 190 && m.channelDeltaSum == 191)
        #expect(m.actual == [200, 40, 10, 255] && m.deltaE == b.deltaE)
        #expect(PixelChange.merged([a, b]) == m && b.merged(with: a).deltaE == m.deltaE)
    }
}
