@testable import BezelSnapshotTesting
import BezelUIKit
import Foundation
import Testing

/// `.image(precision:perceptualPrecision:)`: precision is the fraction of matching pixels,
/// perceptual precision a pixelmatch threshold, both through BezelRegression.
@Suite struct ImageDiffingTests {
    func diff(_ strategy: Diffing<UIImage>, _ changed: Int, delta: UInt8 = 60) -> String? {
        strategy.diff(SnapshotFixtures.image(), SnapshotFixtures.image(changed: changed, delta: delta))?.0
    }

    @Test func exactByDefault() {
        #expect(diff(.image, 0) == nil)
        #expect(diff(.image, 1, delta: 1) == "Newly-taken snapshot does not match reference.")
    }

    @Test func precisionCountsMatchingPixels() {
        #expect(diff(.image(precision: 0.99), 1) == nil, "99 of 100 pixels match")
        #expect(diff(.image(precision: 0.995), 1) == "Actual image precision 0.99 is less than required 0.995")
        #expect(diff(.image(precision: 0.9), 11) == "Actual image precision 0.89 is less than required 0.9")
    }

    @Test func perceptualPrecisionIsAPixelmatchThreshold() {
        #expect(diff(.image(perceptualPrecision: 0.98), 100, delta: 1) == nil, "one grey step is within threshold 0.02")
        #expect(diff(.image(perceptualPrecision: 0.98), 1, delta: 60)
            == "The percentage of pixels that match 0.99 is less than required 1.0")
        #expect(diff(.image(precision: 0.99, perceptualPrecision: 0.98), 1, delta: 60) == nil)
    }

    @Test func sizesAndUnreadableReferences() throws {
        let small = SnapshotFixtures.image()
        let big = try #require(UIImage(data: SnapshotFixtures.image().pngData()!, scale: 0.5))
        #expect(Diffing<UIImage>.image.diff(small, big)?.0 == nil, "same pixels, another scale: the pixels are compared")
        let wide = SnapshotFixtures.filledImage(width: 12)
        #expect(Diffing<UIImage>.image.diff(small, wide)?.0 == "Newly-taken snapshot@(12.0, 10.0) does not match reference@(10.0, 10.0).")
        #expect(throws: SnapshotImageError.self) { try Diffing<UIImage>.image.fromData(Data("not a png".utf8)) }
    }

    @Test func theDifferenceImageMarksChangedPixelsRed() throws {
        let (_, files) = try #require(Diffing<UIImage>.image.diff(SnapshotFixtures.image(), SnapshotFixtures.image(changed: 1)))
        #expect(files.map(\.name) == ["difference"])
        let path = SnapshotFixtures.folder() + "/d.png"
        try files[0].data.write(to: URL(fileURLWithPath: path))
        #expect(try SnapshotFixtures.pixel(path, 0, 0) == [255, 0, 0, 255])
        #expect(try SnapshotFixtures.pixel(path, 5, 5) != [255, 0, 0, 255], "an unchanged pixel is faded grey")
    }
}
