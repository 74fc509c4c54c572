import BezelUIKit
import Foundation
import Testing

/// Drawing: traits, UIGraphicsImageRenderer, layer keys, and what Bezel refuses to draw.
@Suite @MainActor struct UIButtonRenderingTests {
    func filled() -> UIButton {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Go"
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        return button
    }

    @Test func darkTraitsAndOverridesPickDarkSystemColours() throws {
        let button = filled()
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1), 40, 4) == [0, 122, 255, 255])
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1, traits: dark), 40, 4) == [10, 132, 255, 255])
        button.overrideUserInterfaceStyle = .dark
        #expect(button.traitCollection.userInterfaceStyle == .dark)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1), 40, 4) == [10, 132, 255, 255])
        let high = UITraitCollection(accessibilityContrast: .high)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1, traits: high), 40, 4) == [64, 156, 255, 255])
    }

    @Test func dynamicColoursResolveWithTheDrawingTraits() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        button.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : .white }
        #expect(try PNGPixels.at(button.bezelPNGData(), 10, 10) == [255, 255, 255, 255])
        #expect(try PNGPixels.at(button.bezelPNGData(traits: UITraitCollection(userInterfaceStyle: .dark)), 10, 10) == [51, 51, 51, 255])
    }

    @Test func imageRendererDrawsTheLayerAsBezelImageDoes() throws {
        let button = SampleButtons.border()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(bounds: button.bounds, format: format)
        let image = renderer.image { ctx in button.layer.render(in: ctx.cgContext) }
        #expect(image.size == CGSize(width: 150, height: 30) && image.scale == 3)
        #expect(image.pngData() == (try button.bezelPNGData(scale: 3)))
        #expect(try PNGPixels.size(image.pngData()!) == (450, 90))
        let empty = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).pngData { _ in }
        #expect(try PNGPixels.size(empty) == (4, 2) && PNGPixels.at(empty, 3, 1) == [0, 0, 0, 0])
    }

    @Test func layerBorderAndShadowAreDrawn() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.backgroundColor = .white
        button.layer.borderWidth = 2
        button.layer.borderColor = UIColor.red.cgColor
        #expect(try PNGPixels.at(button.bezelPNGData(), 0, 10) == [255, 0, 0, 255])
        #expect(try PNGPixels.at(button.bezelPNGData(), 2, 10) == [255, 255, 255, 255])
        let plain = try PNGPixels.size(button.bezelPNGData())
        button.layer.shadowOpacity = 0.5
        button.layer.shadowRadius = 4
        let shadowed = try PNGPixels.size(button.bezelPNGData())
        #expect(plain == (40, 20) && shadowed.0 > 40 && shadowed.1 > 20)
        button.clipsToBounds = true
        #expect(try PNGPixels.size(button.bezelPNGData()) == (40, 20), "a layer that masks to its bounds draws no shadow, as on iOS")
    }

    @Test func warningsAndAccessibilityReachTheTheme() throws {
        let button = SampleButtons.customTurquoise()
        let warnings = try button.bezelWarnings()
        #expect(warnings.count == 1 && warnings[0].contains("buttons.button.title") && warnings[0].contains("truncated"), "\(warnings)")
        let glyph = SampleButtons.glyph(.contactAdd)
        glyph.accessibilityLabel = "Add contact"
        glyph.accessibilityHint = "Opens the form"
        let theme = try glyph.bezelTheme()
        #expect(theme.contains("\"accessibility\": {\n        \"label\": \"Add contact\",\n        \"hint\": \"Opens the form\"\n      }"))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }

    @Test func whatBezelCannotDrawIsAnError() throws {
        let button = SampleButtons.customTurquoise()
        button.titleLabel?.lineBreakMode = .byCharWrapping
        button.setImage(SampleImages.image("star.svg").resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), for: .normal)
        let title = NSAttributedString(string: "x", attributes: [.underlineStyle: NSUnderlineStyle.thick.rawValue, NSAttributedString.Key("NSLink"): "https://example.com"])
        button.setAttributedTitle(title, for: .normal)
        do {
            _ = try button.bezelPNGData()
            Issue.record("drawn")
        } catch {
            #expect(error.problems.count == 4)
            #expect(error.problems.contains { $0.hasPrefix("buttons.button.image: Bezel stretches background images only") })
            #expect(error.problems.contains { $0.hasPrefix("buttons.button.lineBreakMode: character wrapping") })
            #expect(error.problems.contains { $0.hasPrefix("buttons.button.attributedTitle[0].underline: Bezel draws single lines only") })
            #expect(error.problems.contains { $0.hasPrefix("buttons.button.attributedTitle[0]: the attribute 'NSLink' is not drawn") })
        }
        let configured = filled()
        configured.backgroundColor = .red
        configured.layer.cornerRadius = 4
        do { _ = try configured.bezelPNGData(); Issue.record("drawn") } catch {
            #expect(error.problems.count == 2 && error.problems.allSatisfy { $0.hasPrefix("buttons.button.configuration: ") })
        }
        let empty = UIButton(type: .system)
        #expect(throws: BezelUIKitError.self) { try empty.bezelPNGData() }
        let unknownFont = SampleButtons.customTurquoise()
        unknownFont.titleLabel?.font = UIFont(name: "Comic Sans MS", size: 12)
        do { _ = try unknownFont.bezelPNGData(); Issue.record("drawn") } catch {
            #expect(error.description.contains("buttons.button.font.normal.family: no font provides the family 'Comic Sans MS'"))
        }
    }
}
