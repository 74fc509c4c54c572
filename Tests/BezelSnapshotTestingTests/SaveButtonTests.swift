// The README's Linux snapshot test, as it is there.
import BezelSnapshotTesting
import BezelUIKit
import XCTest

final class SaveButtonTests: XCTestCase {
    func testSave() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.sizeToFit()
        assertSnapshot(of: button, as: .image)
    }
}
