// A UI kit's filled action bar — a full-width primary button and a secondary one under it, large,
// capsule, with a subtitle — written as UI kits write its snapshot tests; only the import block is
// Bezel's. References in __Snapshots__/ActionBarButtonTests, recorded on Linux and looked at.
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import BezelSnapshotTesting
import BezelUIKit
#endif
import XCTest

final class ActionBarButtonTests: XCTestCase {
    func makeButton(_ style: UIButton.Configuration, title: String, subtitle: String? = nil) -> UIButton {
        var configuration = style
        configuration.title = title
        configuration.subtitle = subtitle
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        configuration.titleAlignment = .center
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 343, height: 64)
        return button
    }

    func testPrimary() {
        let button = makeButton(.filled(), title: "Pay now", subtitle: "Total €42.00")
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    func testSecondary() {
        let button = makeButton(.gray(), title: "Not now")
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: 2)))
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                                                     UITraitCollection(userInterfaceStyle: .dark)])),
                       named: "dark")
    }

    func testPrimaryPressed() {
        let button = makeButton(.filled(), title: "Pay now", subtitle: "Total €42.00")
        button.isHighlighted = true
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: 2)))
    }
}
