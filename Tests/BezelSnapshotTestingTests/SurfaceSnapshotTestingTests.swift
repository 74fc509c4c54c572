import BezelSnapshotTesting
import BezelUIKit
import Foundation
import Testing

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A strategy of the project's own, as styling libraries define theirs: the view at @2x.
    static var retina: Snapshotting { .image(traits: UITraitCollection(displayScale: 2)) }
}

/// The API surface's snapshot-testing names not pinned elsewhere: a button snapshot as the `UIView`
/// the strategies take, `.image(precision:size:)`, and a strategy declared in an extension.
@Suite @MainActor struct SurfaceSnapshotTestingTests {
    @Test func aButtonIsTheUIViewTheStrategiesTake() throws {
        let folder = SnapshotFixtures.folder()
        let view: UIView = SnapshotFixtures.filledButton(.systemRed)
        #expect(verifySnapshot(of: view, as: .image, snapshotDirectory: folder, testName: "testView()")?.hasPrefix("No reference") == true)
        #expect(try SnapshotFixtures.pixel(folder + "/testView.1.png", 39, 19) == [255, 59, 48, 255])
        #expect(verifySnapshot(of: view, as: .image, named: "1", snapshotDirectory: folder, testName: "testView()") == nil)
    }

    @Test func imagePrecisionAndSize() throws {
        let folder = SnapshotFixtures.folder()
        let button = SnapshotFixtures.filledButton(.systemBlue)
        _ = verifySnapshot(of: button, as: .image(precision: 0.9, size: CGSize(width: 30, height: 12)), snapshotDirectory: folder, testName: "testSize()")
        let image = try PNGImage(folder + "/testSize.1.png")
        #expect(image == [30, 12] && button.frame.size == CGSize(width: 40, height: 20), "drawn at the size given, the frame restored")
        button.backgroundColor = .systemGreen
        let message = (verifySnapshot(of: button, as: .image(precision: 0.9, size: CGSize(width: 30, height: 12)), named: "1",
                               snapshotDirectory: folder, testName: "testSize()") ?? "")
        #expect(message.contains("\n\nActual image precision 0.0 is less than required 0.9\n"), "every pixel changed")
    }

    @Test func aStrategyOfTheProjectsOwn() throws {
        let folder = SnapshotFixtures.folder()
        _ = verifySnapshot(of: SnapshotFixtures.filledButton(.systemBlue), as: .retina, snapshotDirectory: folder, testName: "testRetina()")
        #expect(try PNGImage(folder + "/testRetina.1.png") == [80, 40])
    }

    /// A PNG file's width and height.
    func PNGImage(_ path: String) throws -> [Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let width = data[16 ..< 20].reduce(0) { $0 << 8 | Int($1) }, height = data[20 ..< 24].reduce(0) { $0 << 8 | Int($1) }
        return [width, height]
    }
}
