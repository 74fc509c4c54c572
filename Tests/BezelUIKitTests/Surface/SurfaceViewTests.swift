import BezelUIKit
import Testing

/// The API surface (docs/uikit-swift.md, "The API surface, name by name"), UIView and UIButton:
/// each name as public button code uses it, with what it draws or answers. This file imports
/// BezelUIKit alone: CGRect, CGFloat, CGSize, CGPoint, NSCoder and NSObject come with it.
@Suite @MainActor struct SurfaceViewTests {
    final class CheckBox: UIButton {
        var drawnHighlighted = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var isHighlighted: Bool {
            didSet { backgroundColor = isHighlighted ? .black : .white; drawnHighlighted += 1 }
        }
    }

    func custom(_ width: CGFloat = 40, _ height: CGFloat = 20) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return button
    }

    @Test func aSubclassOverridesInitFrameAndIsHighlighted() throws {
        let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let object: NSObject = box
        #expect(object is UIView && box.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(try SurfacePixels.at(box, 12, 12) == [255, 255, 255, 255])
        box.isHighlighted = true
        #expect(try SurfacePixels.at(box, 12, 12) == [0, 0, 0, 255] && box.drawnHighlighted == 1)
        #expect(UIButton(coder: NSCoder()) == nil, "no archives on Linux")
    }

    @Test func everyButtonTypeOfTheSurface() throws {
        let types: [UIButton.ButtonType] = [.system, .custom, .contactAdd, .detailDisclosure, .close]
        let buttons = types.map { UIButton(type: $0) }
        #expect(buttons.map(\.buttonType) == types)
        buttons.forEach { $0.sizeToFit() }
        #expect(buttons.map(\.frame.size) == [CGSize(width: 30, height: 30), CGSize(width: 30, height: 34), CGSize(width: 25, height: 24),
                                              CGSize(width: 25, height: 24), CGSize(width: 30, height: 30)])
        #expect(try SurfacePixels.count([0, 122, 255, 255], in: buttons[2]) > 20, "contactAdd's glyph is tinted systemBlue")
        #expect(try SurfacePixels.count([0, 122, 255, 255], in: buttons[1]) == 0, "a custom button without content draws nothing")
    }

    @Test func frameAndBoundsSizeTheImage() throws {
        let button = custom(30, 12)
        button.frame.origin = CGPoint(x: 100, y: 50)
        #expect(button.bounds == CGRect(x: 0, y: 0, width: 30, height: 12))
        #expect(try PNGPixels.size(button.bezelPNGData(scale: 2)) == (60, 24))
    }

    @Test func backgroundColorFillsTheBounds() throws {
        let button = custom()
        button.backgroundColor = .systemGreen
        #expect(try SurfacePixels.at(button, 0, 0) == [52, 199, 89, 255] && SurfacePixels.at(button, 39, 19) == [52, 199, 89, 255])
    }

    @Test func traitCollectionFollowsOverrideUserInterfaceStyle() throws {
        let button = custom()
        button.backgroundColor = .systemRed
        #expect(button.traitCollection.userInterfaceStyle != .dark)
        button.overrideUserInterfaceStyle = .dark
        #expect(button.traitCollection.userInterfaceStyle == .dark)
        #expect(try SurfacePixels.at(button, 20, 10) == [255, 69, 58, 255], "systemRed in dark mode")
    }

    @Test func intrinsicContentSizeAndSizeToFit() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 63, height: 30))
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 0, y: 0, width: 63, height: 30))
    }

    @Test func accessibilityLabelIsWrittenNotDrawn() throws {
        let button = custom()
        button.backgroundColor = .white
        let before = try button.bezelPNGData()
        button.accessibilityLabel = "Close window"
        #expect(try button.bezelPNGData() == before)
        #expect(try button.bezelTheme(named: "t", buttonName: "b").contains("\"label\": \"Close window\""))
    }

    @Test func layerCornerRadiusRoundsTheCorners() throws {
        let button = custom()
        button.backgroundColor = .black
        button.layer.cornerRadius = 10
        #expect(try SurfacePixels.at(button, 0, 0) == [0, 0, 0, 0] && SurfacePixels.at(button, 20, 0) == [0, 0, 0, 255])
    }

    @Test func setTitleAndCurrentTitleFollowTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        #expect(button.currentTitle == "Off" && button.titleLabel?.text == "Off")
        button.isSelected = true
        #expect(button.currentTitle == "On" && button.title(for: .highlighted) == "Off")
    }

    @Test func setTitleColorPaintsTheTitle() throws {
        let button = custom(80, 40)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.setTitle("W", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(try SurfacePixels.count([255, 0, 0, 255], in: button) > 50)
        button.isHighlighted = true
        #expect(try SurfacePixels.count([255, 0, 0, 255], in: button) == 0 && SurfacePixels.count([0, 0, 255, 255], in: button) > 50)
    }

    @Test func setImageIsLaidOutAndDrawn() throws {
        let button = custom(60, 40)
        button.setImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([255, 0, 0, 255], width: 20, height: 10)), for: .normal)
        #expect(button.imageRect(forContentRect: button.contentRect(forBounds: button.bounds)) == CGRect(x: 20, y: 15, width: 20, height: 10))
        #expect(try SurfacePixels.at(button, 30, 20) == [255, 0, 0, 255] && SurfacePixels.at(button, 10, 20) == [0, 0, 0, 0])
    }

    @Test func setBackgroundImageFillsTheButton() throws {
        let button = custom(60, 40)
        button.setBackgroundImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([0, 128, 0, 255])), for: .normal)
        #expect(try SurfacePixels.at(button, 0, 0) == [0, 128, 0, 255] && SurfacePixels.at(button, 59, 39) == [0, 128, 0, 255])
    }

    @Test func setAttributedTitleWithForegroundColourAndStrikethrough() throws {
        let button = custom(120, 40)
        let title = NSAttributedString(string: "Sale", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24),
                                                                    .strikethroughStyle: NSUnderlineStyle.single.rawValue])
        button.setAttributedTitle(title, for: .normal)
        #expect(button.currentAttributedTitle?.string == "Sale")
        let struck = try SurfacePixels.count([255, 0, 0, 255], in: button)
        button.setAttributedTitle(NSAttributedString(string: "Sale", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)]),
                                  for: .normal)
        #expect(try struck > SurfacePixels.count([255, 0, 0, 255], in: button), "the strikethrough line adds red pixels")
    }

    @Test func titleLabelFontSizesTheTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let regular = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.titleLabel?.font.pointSize == 30)
        #expect(button.intrinsicContentSize.height > regular.height && button.intrinsicContentSize.width > regular.width)
    }

    @Test func contentEdgeInsetsMoveTheContentRect() {
        let button = custom(100, 50)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test func alignmentsPlaceTheTitle() {
        let button = custom(100, 50)
        button.setTitle("Go", for: .normal)
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
        let centred = button.titleRect(forContentRect: button.bounds)
        #expect(centred.midX == 50 && centred.midY == 25)
        let alignment: UIControl.ContentHorizontalAlignment = .left
        button.contentHorizontalAlignment = alignment
        button.contentVerticalAlignment = .top
        let moved = button.titleRect(forContentRect: button.bounds)
        #expect(moved.origin == .zero && moved.size == centred.size)
    }

    @Test func forceRightToLeftPutsTheImageRight() throws {
        let button = custom(120, 40)
        button.setTitle("Go", for: .normal)
        button.setImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([255, 0, 0, 255], width: 10, height: 10)), for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.imageRect(forContentRect: content).maxX <= button.titleRect(forContentRect: content).minX)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.imageRect(forContentRect: content).minX >= button.titleRect(forContentRect: content).maxX)
    }

    @Test func stateFlagsDrawAndSwitch() throws {
        let button = custom()
        button.setBackgroundImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([0, 0, 255, 255])), for: .normal)
        button.setBackgroundImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([0, 255, 0, 255])), for: .selected)
        button.setBackgroundImage(UIImage(contentsOfFile: try SurfacePixels.solidPNG([255, 0, 0, 255])), for: .disabled)
        button.isSelected.toggle()
        func name() -> String {
            switch button.state {
            case .selected: "selected"
            case .disabled: "disabled"
            case [.selected, .highlighted]: "selected+highlighted"
            default: "other"
            }
        }
        #expect(name() == "selected" && button.isSelected)
        #expect(try SurfacePixels.at(button, 20, 10) == [0, 255, 0, 255])
        button.isHighlighted = true
        #expect(name() == "selected+highlighted")
        button.isSelected.toggle()
        button.isHighlighted = false
        button.isEnabled = false
        #expect(name() == "disabled" && button.state == .disabled)
        #expect(try SurfacePixels.at(button, 20, 10) == [255, 0, 0, 255])
    }
}
