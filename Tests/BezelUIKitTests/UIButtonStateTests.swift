import BezelUIKit
import Foundation
import Testing

/// Getters return what setters set, with UIKit's fallbacks; state flags, actions and the
/// configuration update handler behave as on iOS.
@Suite @MainActor struct UIButtonStateTests {
    @Test func titlesFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .normal) == "Normal")
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.title(for: [.highlighted, .disabled]) == "Pressed")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.state == .highlighted && button.currentTitle == "Pressed")
        button.setTitle(nil, for: .highlighted)
        #expect(button.currentTitle == "Normal")
    }

    @Test func everyPerStateValueIsKeptPerState() {
        let button = UIButton(type: .custom)
        let red = UIColor.red, image = SampleImages.image("star.svg"), back = SampleImages.image("plus.svg")
        let attributed = NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.blue])
        button.setTitleColor(red, for: .selected)
        button.setTitleShadowColor(.black, for: .normal)
        button.setImage(image, for: .disabled)
        button.setBackgroundImage(back, for: .normal)
        button.setAttributedTitle(attributed, for: .normal)
        #expect(button.titleColor(for: .selected) === red && button.titleColor(for: .normal) == nil)
        #expect(button.titleShadowColor(for: .highlighted) == UIColor.black)
        #expect(button.image(for: .disabled) === image && button.image(for: .normal) == nil)
        #expect(button.backgroundImage(for: .selected) === back && button.currentBackgroundImage === back)
        #expect(button.attributedTitle(for: .highlighted) === attributed && button.currentAttributedTitle === attributed)
        button.isEnabled = false
        #expect(button.state == .disabled && button.currentImage === image)
        button.isSelected = true
        #expect(button.state == [.disabled, .selected] && button.currentTitleColor == nil)
    }

    @Test func defaultsByType() {
        let custom = UIButton(type: .custom), system = UIButton(type: .system)
        #expect(custom.adjustsImageWhenHighlighted && custom.adjustsImageWhenDisabled)
        #expect(!system.adjustsImageWhenHighlighted && !system.adjustsImageWhenDisabled)
        system.adjustsImageWhenHighlighted = true
        #expect(system.adjustsImageWhenHighlighted)
        #expect(custom.titleLabel?.font.pointSize == 18 && system.titleLabel?.font.pointSize == 15)
        #expect(custom.titleLabel?.lineBreakMode == .byTruncatingMiddle && custom.titleLabel?.numberOfLines == 1)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(UIButton(configuration: .filled()).buttonType == .system)
        #expect(system.tintColor == UIColor.systemBlue)
    }

    @Test func actionsRunForTheirEvents() {
        var log: [String] = []
        let tap = UIAction(title: "Tap") { action in log.append("tap \(action.sender is UIButton)") }
        let button = UIButton(type: .system, primaryAction: tap)
        #expect(button.currentTitle == "Tap")
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(log == ["down", "tap true"])
        button.removeAction(tap, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log.count == 2)
    }

    @Test func primaryActionTogglesSelectionWhenAsked() {
        let button = SampleButtons.passwordToggle()
        button.sendActions(for: .primaryActionTriggered)
        #expect(button.isSelected && button.state == .selected)
        button.sendActions(for: .touchUpInside)
        #expect(button.isSelected)
        button.sendActions(for: .primaryActionTriggered)
        #expect(!button.isSelected)
    }

    @Test func configurationFollowsTheUpdateHandler() {
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in })
        #expect(button.configuration?.title == "Save")
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Saving" : "Save"
            button.configuration?.baseBackgroundColor = button.isSelected ? .systemGreen : nil
        }
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Save" && button.configuration?.baseBackgroundColor == UIColor.systemGreen)
    }

    @Test func configurationDefaultsBySize() {
        var configuration = UIButton.Configuration.gray()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        configuration.contentInsets = .zero
        #expect(configuration.contentInsets == .zero && configuration.titlePadding == 1)
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font.pointSize == 17)
    }
}
