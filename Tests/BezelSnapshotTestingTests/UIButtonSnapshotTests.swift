// Written the way UIKit projects write their button snapshot tests against swift-snapshot-testing;
// only the import block is Bezel's. The references in __Snapshots__/UIButtonSnapshotTests were
// recorded by these tests on Linux (SNAPSHOT_TESTING_RECORD=all) and looked at.
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import BezelSnapshotTesting
import BezelUIKit
#endif
import XCTest

final class UIButtonSnapshotTests: XCTestCase {
    func testSystemButton() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        assertSnapshot(of: button, as: .image)
        assertSnapshot(of: button, as: .recursiveDescription)
    }

    func testFilledConfigurationAtTwoScales() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.baseBackgroundColor = .systemGreen
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 96, height: 40)
        for scale in [2, 3] as [CGFloat] {
            assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: scale)), named: "\(Int(scale))x")
        }
    }

    func testDarkHighlightedButton() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Delete", for: .normal)
        button.setTitleColor(.systemRed, for: .normal)
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 10
        button.isHighlighted = true
        assertSnapshot(of: button, as: .image(precision: 0.99, perceptualPrecision: 0.98,
                                              traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testOldSpellings() {
        let button = UIButton(type: .system)
        button.setTitle("Old", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        assertSnapshot(matching: button, as: .image, named: "matching")
        assertSnapshot(of: button, as: .image, named: "\(UIColor.red)", record: false)
    }
}
