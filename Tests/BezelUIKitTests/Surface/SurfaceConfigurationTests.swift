import BezelUIKit
import Testing

/// The API surface, UIButton.Configuration, UIControl and UIAction: the styles' fills, the
/// properties' rects and colours, the update handler, actions and their sender.
@Suite @MainActor struct SurfaceConfigurationTests {
    func configured(_ configuration: UIButton.Configuration, _ width: CGFloat = 100, _ height: CGFloat = 44) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return button
    }

    @Test func plainFilledGrayAndTintedFills() throws {
        let fills = try [UIButton.Configuration.plain(), .filled(), .gray(), .tinted()].map { try SurfacePixels.at(configured($0), 50, 3) }
        #expect(fills == [[0, 0, 0, 0], [0, 122, 255, 255], [115, 115, 128, 40], [0, 121, 255, 38]],
                "clear; systemBlue; secondarySystemFill and systemBlue at 15 %, as the PNG's straight alpha rounds them")
    }

    @Test func titleAndSubtitleAreLaidOutOneAboveTheOther() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        let single = UIButton(configuration: configuration)
        configuration.subtitle = "Subtitle"
        let both = UIButton(configuration: configuration)
        #expect(both.configuration?.subtitle == "Subtitle" && both.currentTitle == "Title")
        #expect(both.intrinsicContentSize.height > single.intrinsicContentSize.height + 12)
    }

    @Test func imagePlacementTrailingAndImagePadding() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Next"
        configuration.image = UIImage(contentsOfFile: try SurfacePixels.solidPNG([255, 0, 0, 255], width: 10, height: 10))?
            .withRenderingMode(.alwaysOriginal)
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        let button = configured(configuration, 120)
        let content = button.contentRect(forBounds: button.bounds)
        let image = button.imageRect(forContentRect: content), title = button.titleRect(forContentRect: content)
        #expect(image.minX - title.maxX == 8, "image \(image), title \(title)")
        #expect(try SurfacePixels.at(button, Int(image.midX), Int(image.midY)) == [255, 0, 0, 255])
    }

    @Test func baseForegroundAndBackgroundColours() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "W"
        configuration.baseBackgroundColor = .black
        configuration.baseForegroundColor = .red
        let button = configured(configuration)
        #expect(try SurfacePixels.at(button, 50, 3) == [0, 0, 0, 255])
        #expect(try SurfacePixels.count([255, 0, 0, 255], in: button) > 10)
    }

    @Test func capsuleCornerStyleRoundsToHalfTheHeight() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let button = configured(configuration, 100, 40)
        #expect(try SurfacePixels.at(button, 3, 3) == [0, 0, 0, 0], "inside the 20 pt radius' corner: clear")
        #expect(try SurfacePixels.at(button, 20, 1) == [0, 122, 255, 255] && SurfacePixels.at(button, 50, 20) == [0, 122, 255, 255])
        configuration.cornerStyle = .fixed
        #expect(try SurfacePixels.at(configured(configuration, 100, 40), 3, 3) != [0, 0, 0, 0])
    }

    @Test func buttonSizeLargeIsTaller() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let medium = UIButton(configuration: configuration).intrinsicContentSize
        configuration.buttonSize = .large
        let large = UIButton(configuration: configuration).intrinsicContentSize
        #expect(large.height - medium.height >= 16, "insets 15 pt instead of 7 pt, and a larger font: \(medium) → \(large)")
    }

    @Test func updateHandlerRunsOnStateChangesAndOnRequest() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .black
        let button = configured(configuration)
        var runs = 0
        let handler: UIButton.ConfigurationUpdateHandler = { button in
            runs += 1
            button.configuration?.baseBackgroundColor = button.isSelected ? .red : .black
        }
        button.configurationUpdateHandler = handler
        let afterSet = runs
        button.isSelected = true
        #expect(try SurfacePixels.at(button, 50, 3) == [255, 0, 0, 255])
        button.setNeedsUpdateConfiguration()
        #expect(runs == afterSet + 2)
    }

    @Test func primaryActionAddActionAndSender() {
        var log: [String] = []
        let action = UIAction(title: "Save") { action in log.append("\(action.title) from \(action.sender is UIButton)") }
        let button = UIButton(configuration: .filled(), primaryAction: action)
        #expect(button.currentTitle == "Save", "a primary action gives its title to a button without one")
        button.changesSelectionAsPrimaryAction = true
        button.sendActions(for: .primaryActionTriggered)
        #expect(button.isSelected && log == ["Save from true"])
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(log == ["Save from true", "tap"])
    }

    @Test func stateIsAnOptionSet() {
        let none: UIControl.State = []
        #expect(none == .normal && UIControl.State.normal.rawValue == 0)
        #expect([UIControl.State.highlighted, .disabled, .selected].map(\.rawValue) == [1, 2, 4])
        #expect(UIControl.State([.selected, .highlighted]).rawValue == 5 && UIControl.Event.touchUpInside.rawValue == 64)
    }
}
