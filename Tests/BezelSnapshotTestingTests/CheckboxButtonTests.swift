// A UI kit's checkbox, written as UI kits write theirs against swift-snapshot-testing: a UIButton
// subclass with symbol images that follow its state in a configuration update handler. Only the
// import block (and the Linux-only symbol folders in setUp, which iOS takes from SF Symbols) is
// Bezel's. The references in __Snapshots__/CheckboxButtonTests were recorded on Linux and looked at.
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import BezelSnapshotTesting
import BezelUIKit
#endif
import XCTest

final class CheckBoxButton: UIButton {
    var title: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        var configuration = UIButton.Configuration.plain()
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        self.configuration = configuration
        changesSelectionAsPrimaryAction = true
        configurationUpdateHandler = { button in
            guard let box = button as? CheckBoxButton, var updated = box.configuration else { return }
            let symbol = box.isSelected ? "checkmark.circle.fill" : "circle"
            updated.image = UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(scale: .large))
            updated.title = box.title
            switch box.state {
            case .disabled, [.disabled, .selected]:
                updated.baseForegroundColor = .tertiaryLabel
            case .highlighted, [.highlighted, .selected]:
                updated.baseForegroundColor = .systemBlue.withAlphaComponent(0.5)
            default:
                updated.baseForegroundColor = box.isSelected ? .systemBlue : .secondaryLabel
            }
            box.configuration = updated
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CheckboxButtonTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !canImport(UIKit)
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        MainActor.assumeIsolated { UIImage.bezelSymbolFolders = [here.appendingPathComponent("Symbols").path,
                                      here.appendingPathComponent("../../themes/symbols").standardized.path] }
        #endif
    }

    func makeCheckBox() -> CheckBoxButton {
        let box = CheckBoxButton(frame: CGRect(x: 0, y: 0, width: 180, height: 44))
        box.title = "Remember me"
        return box
    }

    func testUnchecked() {
        assertSnapshot(of: makeCheckBox(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    func testCheckedByATap() {
        let box = makeCheckBox()
        box.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(box.isSelected)
        assertSnapshot(of: box, as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    func testStates() {
        let box = makeCheckBox()
        box.isSelected = true
        box.isHighlighted = true
        assertSnapshot(of: box, as: .image, named: "selected-highlighted")
        box.isHighlighted = false
        box.isEnabled = false
        assertSnapshot(of: box, as: .image, named: "selected-disabled")
        assertSnapshot(of: box, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "selected-disabled-dark")
    }
}
