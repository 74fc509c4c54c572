// A plain button made from a primary action, as UI kits write it and snapshot it (image and view
// tree); only the import block is Bezel's. References in __Snapshots__/PlainPrimaryActionTests.
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import BezelSnapshotTesting
import BezelUIKit
#endif
import XCTest

final class PlainPrimaryActionTests: XCTestCase {
    func testLearnMore() {
        var taps = 0
        let button = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Learn more") { _ in taps += 1 })
        button.sizeToFit()
        assertSnapshot(of: button, as: .image)
        assertSnapshot(of: button, as: .recursiveDescription)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(taps, 1)
    }

    func testUnderlinedLink() {
        let button = UIButton(type: .system)
        let title = NSAttributedString(string: "Terms of use", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .foregroundColor: UIColor.systemBlue,
        ])
        button.setAttributedTitle(title, for: .normal)
        button.sizeToFit()
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: 3)))
    }
}
