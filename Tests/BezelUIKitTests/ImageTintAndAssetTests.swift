#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import BezelCore
import BezelRender
import Foundation
import Testing

/// Tinted images (`withTintColor`), light and dark images in one `UIImageAsset`, and the screen's
/// scale, as styling libraries and sample catalogues use them on buttons.
@Suite(.serialized) @MainActor struct ImageTintAndAssetTests {
    /// A 20-pt square in one colour.
    static func square(_ hex: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><rect width=\"20\" height=\"20\" fill=\"\(hex)\"/></svg>"
    }

    func iconButton(_ type: UIButton.ButtonType, _ image: UIImage?) -> UIButton {
        let button = UIButton(type: type)
        button.setImage(image, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        return button
    }

    @Test func aTintedImageDrawnAsItIsTakesTheTintColour() throws {
        let theme = try ThemeJSON(files: ["green.svg": Self.square("#00ff00")])
        defer { theme.remove() }
        let green = UIImage(contentsOfFile: theme.path("green.svg"))!
        let button = iconButton(.system, green.withTintColor(.systemRed, renderingMode: .alwaysOriginal))
        let png = try button.bezelPNGData(scale: 1)
        #expect(png == (try theme.png("""
            "buttons": { "b": { "type": "system", "size": [40, 40], "image": { "src": "green.svg", "renderingMode": "original", "tintColor": "systemRed" } } }
            """, button: "b", scale: 1)))
        #expect(try PNGPixels.at(png, 20, 20) == [255, 59, 48, 255])
        #expect(try PNGPixels.at(png, 5, 5)[3] == 0)
        // A custom button draws an automatic image as it is: the tint colour shows there too.
        let custom = iconButton(.custom, green.withTintColor(.systemRed))
        #expect(try PNGPixels.at(custom.bezelPNGData(scale: 1), 20, 20) == [255, 59, 48, 255])
    }

    @Test func asATemplateTheButtonsTintFillsItStill() throws {
        let theme = try ThemeJSON(files: ["green.svg": Self.square("#00ff00")])
        defer { theme.remove() }
        let green = UIImage(contentsOfFile: theme.path("green.svg"))!
        let tinted = iconButton(.system, green.withTintColor(.systemRed))
        let plain = iconButton(.system, green)
        let png = try tinted.bezelPNGData(scale: 1)
        #expect(png == (try plain.bezelPNGData(scale: 1)))
        #expect(try PNGPixels.at(png, 20, 20) == [0, 122, 255, 255], "systemBlue, the button's tint")
        #expect(try tinted.bezelTheme().contains("\"tintColor\": \"systemRed\""))
    }

    @Test func aTintedSymbolIsAlwaysItsColour() throws {
        let theme = try ThemeJSON()
        defer { theme.remove() }
        let folder = theme.path("symbols")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: SampleFiles.repository + "/themes/symbols/checkmark.circle.fill.svg",
                                         toPath: folder + "/checkmark.circle.fill.svg")
        UIImage.bezelSymbolFolders = [folder]
        let symbol = UIImage(systemName: "checkmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))!
        let button = iconButton(.system, symbol.withTintColor(.systemRed))
        let png = try button.bezelPNGData(scale: 2)
        #expect(png == (try theme.png("""
            "symbols": "symbols",
            "buttons": { "b": { "type": "system", "size": [40, 40], "image": { "systemName": "checkmark.circle.fill", "pointSize": 24, "tintColor": "systemRed" } } }
            """, button: "b")))
        #expect(try ConfigurationAttributedTitleTests.count(png, of: [255, 59, 48], x: 0..<80) > 100)
        #expect(try ConfigurationAttributedTitleTests.count(png, of: [0, 122, 255], x: 0..<80) == 0)
    }

    @Test func aTintedBackgroundImageIsAnError() throws {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(SampleImages.image("star.svg").withTintColor(.systemRed), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        do {
            _ = try button.bezelPNGData()
            Issue.record("drawn")
        } catch {
            #expect("\(error)".contains("buttons.button.backgroundImage: a tinted image (withTintColor) as a background image is not drawn yet"))
        }
    }

    @Test func anAssetsDarkImageIsDrawnInDarkMode() throws {
        let theme = try ThemeJSON(files: ["green.svg": Self.square("#00ff00"), "blue.svg": Self.square("#0000ff")])
        defer { theme.remove() }
        let image = UIImage(contentsOfFile: theme.path("green.svg"))!
        image.imageAsset?.register(UIImage(contentsOfFile: theme.path("blue.svg"))!, with: UITraitCollection(userInterfaceStyle: .dark))
        let button = UIButton(type: .custom)
        button.setBackgroundImage(image, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1), 20, 20) == [0, 255, 0, 255])
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1, traits: dark), 20, 20) == [0, 0, 255, 255])
        button.overrideUserInterfaceStyle = .dark
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 1), 20, 20) == [0, 0, 255, 255])
        button.overrideUserInterfaceStyle = .unspecified
        #expect(try button.bezelTheme(imagesRelativeTo: theme.folder, traits: dark).contains("\"backgroundImage\": \"blue.svg\""))
        #expect(try button.bezelTheme(imagesRelativeTo: theme.folder).contains("\"backgroundImage\": \"green.svg\""))
        #expect(image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .light)) === image)
        // A light theme file carries the dark variant as its dark mode's override.
        let text = try button.bezelTheme(named: "asset", buttonName: "b", imagesRelativeTo: theme.folder)
        #expect(text.contains("""
              "modes": {
                "dark": {
                  "colorScheme": "dark",
                  "buttons": {
                    "b": {
                      "backgroundImage": {
                        "normal": "blue.svg"
            """), "\(text)")
        try text.write(toFile: theme.path("asset.json"), atomically: true, encoding: .utf8)
        let darkFile = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: theme.path("asset.json"), mode: "dark"), scale: 1)
        #expect(try darkFile.pngData(forButton: "b") == button.bezelPNGData(scale: 1, traits: dark))
        let lightFile = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: theme.path("asset.json")), scale: 1)
        #expect(try lightFile.pngData(forButton: "b") == button.bezelPNGData(scale: 1))
        // Derived images keep the asset, and stay themselves in light mode.
        let original = image.withRenderingMode(.alwaysOriginal)
        #expect(original.imageAsset === image.imageAsset)
    }

    @Test func theScreenScaleIsOneAsTheRenderersDefault() {
        #expect(UIScreen.main.scale == 1)
        #expect(UIScreen.main.nativeScale == 1)
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
    }
}
