import BezelUIKit
import Testing

/// The API surface, values: UIColor, UIFont, UIImage, CALayer, geometry, traits and attributed
/// text, each checked by what it prints, answers or draws.
@Suite @MainActor struct SurfaceValueTests {
    func filled(_ color: UIColor) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        button.backgroundColor = color
        return button
    }

    @Test func fixedColoursPrintAndDraw() throws {
        let colours: [UIColor] = [.clear, .black, .white, .red, .blue]
        #expect(colours.map(\.description) == ["UIExtendedGrayColorSpace 0 0", "UIExtendedGrayColorSpace 0 1", "UIExtendedGrayColorSpace 1 1",
                                               "UIExtendedSRGBColorSpace 1 0 0 1", "UIExtendedSRGBColorSpace 0 0 1 1"])
        #expect(try colours.map { try SurfacePixels.at(filled($0), 5, 5) } == [[0, 0, 0, 0], [0, 0, 0, 255], [255, 255, 255, 255], [255, 0, 0, 255], [0, 0, 255, 255]])
    }

    @Test func systemColoursOfTheSurfaceDrawLightAndDark() throws {
        let colours: [UIColor] = [.systemBlue, .systemRed, .systemGreen, .systemPink, .systemTeal, .systemPurple, .opaqueSeparator, .tertiaryLabel, .quaternarySystemFill]
        let light = try colours.map { try SurfacePixels.at(filled($0), 5, 5) }
        #expect(light == [[0, 122, 255, 255], [255, 59, 48, 255], [52, 199, 89, 255], [255, 45, 85, 255], [90, 200, 250, 255],
                          [175, 82, 222, 255], [198, 198, 200, 255], [57, 57, 67, 76], [115, 115, 128, 20]],
                "docs/format.md §8.1's values (systemTeal as iOS 13 gave it); the translucent ones as the PNG's straight alpha rounds them")
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try SurfacePixels.at(filled(.systemBlue), 5, 5, traits: dark) == [10, 132, 255, 255])
    }

    @Test func whiteAlphaWithAlphaComponentAndGetWhite() throws {
        let grey = UIColor(white: 0.5, alpha: 1)
        #expect(grey.description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(try SurfacePixels.at(filled(grey), 5, 5) == [128, 128, 128, 255])
        #expect(try SurfacePixels.at(filled(UIColor.red.withAlphaComponent(0.5)), 5, 5) == [255, 0, 0, 128])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.75)
    }

    @Test func resolvedColorAndCGColor() throws {
        let dark = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.description == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1).description)
        let button = filled(.white)
        button.frame.size = CGSize(width: 20, height: 20)
        button.layer.borderWidth = 2
        button.layer.borderColor = UIColor.red.cgColor
        #expect(try SurfacePixels.at(button, 0, 10) == [255, 0, 0, 255] && SurfacePixels.at(button, 10, 10) == [255, 255, 255, 255])
    }

    @Test func preferredFontForTextStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
    }

    @Test func imageNamedInABundleWithSizeAndScale() throws {
        let path = try SurfacePixels.solidPNG([0, 0, 255, 255], width: 40, height: 20, name: "badge@2x.png")
        let bundle = try #require(Bundle(path: (path as NSString).deletingLastPathComponent))
        let image = try #require(UIImage(named: "badge", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func renderingModesTintOrKeepTheImage() throws {
        let image = try #require(UIImage(contentsOfFile: try SurfacePixels.solidPNG([0, 0, 0, 255], width: 10, height: 10)))
        #expect(image.renderingMode == .automatic)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        button.tintColor = .red
        button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        #expect(button.currentImage?.renderingMode == .alwaysTemplate)
        #expect(try SurfacePixels.at(button, 15, 15) == [255, 0, 0, 255])
        button.setImage(image.withRenderingMode(.alwaysOriginal), for: .normal)
        #expect(try SurfacePixels.at(button, 15, 15) == [0, 0, 0, 255])
    }

    @Test func resizableImageStretchesWithItsCapInsets() throws {
        let image = try #require(UIImage(contentsOfFile: try SurfacePixels.solidPNG([0, 128, 0, 255], width: 9, height: 9)))
        let insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .stretch && image.resizableImage(withCapInsets: insets).resizingMode == .tile)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.setBackgroundImage(resizable, for: .normal)
        #expect(try SurfacePixels.at(button, 30, 15) == [0, 128, 0, 255] && SurfacePixels.at(button, 59, 29) == [0, 128, 0, 255])
    }

    @Test func layerBoundsFrameAndRenderIn() throws {
        let button = filled(.blue)
        button.frame.origin = CGPoint(x: 7, y: 9)
        #expect(button.layer.frame == button.frame && button.layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: button.bounds, format: format).image { button.layer.render(in: $0.cgContext) }
        #expect(try PNGPixels.at(try #require(image.pngData()), 39, 19) == [0, 0, 255, 255])
    }

    @Test func edgeInsetsAndRectInsetBy() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 20, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 14, height: 6))
        #expect(CGRect(x: 5, y: 5, width: 1, height: 1).inset(by: .zero) == CGRect(x: 5, y: 5, width: 1, height: 1))
    }

    @Test func traitCollectionsCombineAndDraw() throws {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])
        #expect(combined.userInterfaceStyle == .dark && combined.accessibilityContrast == .high)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        let styles: [UIUserInterfaceStyle] = [.light, .dark]
        #expect(try styles.map { try SurfacePixels.at(filled(.systemBackground), 5, 5, traits: UITraitCollection(userInterfaceStyle: $0)) }
            == [[255, 255, 255, 255], [0, 0, 0, 255]])
    }

    @Test func thickUnderlineIsAnErrorNamingTheKey() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.underlineStyle: NSUnderlineStyle.thick.rawValue]), for: .normal)
        #expect(throws: BezelUIKitError.self) { try button.bezelPNGData() }
    }
}
