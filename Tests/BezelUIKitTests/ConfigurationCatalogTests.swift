#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import BezelCore
import Foundation
import Testing

/// The configuration buttons of a sample catalogue in one place: every style with a subtitle, an
/// image, base colours, a stroked background, a corner style and a size, an update handler that
/// changes the background while pressed, an attributed subtitle; drawn light, dark and at an
/// accessibility text size. Each state equals the theme button the handler's configuration gives.
@Suite @MainActor struct ConfigurationCatalogTests {
    static let styles: [(String, UIButton.Configuration)] = [("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled())]

    /// A 16-pt plus.
    static let plus = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><path d="M7 1h2v6h6v2H9v6H7V9H1V7h6z" fill="#000"/></svg>
        """

    func catalogButton(_ factory: UIButton.Configuration, image: UIImage?) -> UIButton {
        var configuration = factory
        configuration.title = "Upload"
        var subtitle = AttributedString("3 files")
        subtitle.foregroundColor = UIColor.secondaryLabel
        configuration.attributedSubtitle = subtitle
        configuration.image = image
        configuration.imagePadding = 6
        configuration.baseForegroundColor = .systemIndigo
        configuration.buttonSize = .large
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 10
        configuration.background.strokeWidth = 1
        configuration.background.strokeColor = .separator
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.configurationUpdateHandler = { button in
            button.configuration?.background.backgroundColor = button.isHighlighted ? .systemYellow : nil
        }
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 110)
        return button
    }

    func json(_ style: String, pressed: Bool, dark: Bool) -> String {
        """
            \(dark ? "\"colorScheme\": \"dark\"," : "")
            "accessibility": { "contentSizes": ["accessibilityLarge"] },
            "buttons": { "b": { "size": [200, 110], "title": "Upload", "image": "plus.svg", "cornerRadius": 10,
                                \(pressed ? "\"backgroundColor\": \"systemYellow\"," : "")
                                "border": { "width": 1, "color": "separator" },
                                "configuration": { "style": "\(style)", "size": "large", "cornerStyle": "fixed", "imagePadding": 6,
                                                   "baseForegroundColor": "systemIndigo",
                                                   "attributedSubtitle": [ { "text": "3 files", "color": "secondaryLabel" } ] } } }
            """
    }

    @Test func everyStyleInEveryStateAndAppearanceIsItsThemeButton() throws {
        let theme = try ThemeJSON(files: ["plus.svg": Self.plus])
        defer { theme.remove() }
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        for (style, factory) in Self.styles {
            let button = catalogButton(factory, image: UIImage(contentsOfFile: theme.path("plus.svg")))
            for dark in [false, true] {
                let traits = UITraitCollection(traitsFrom: [large, UITraitCollection(userInterfaceStyle: dark ? .dark : .light)])
                for pressed in [false, true] {
                    button.isHighlighted = pressed
                    let png = try button.bezelPNGData(scale: 2, traits: traits)
                    let expected = try theme.png(json(style, pressed: pressed, dark: dark), button: "b",
                                                 state: pressed ? .highlighted : .normal,
                                                 accessibility: AccessibilitySettings(contentSize: .accessibilityLarge))
                    #expect(png == expected, "\(style) \(dark ? "dark" : "light") \(pressed ? "pressed" : "normal")")
                    // The handler's systemYellow fills the pressed background, inside the 2-px stroke.
                    let inside = try PNGPixels.at(png, 6, 70)
                    if pressed { #expect(inside == [255, 204, 0, 255] || inside == [255, 214, 10, 255], "\(style): \(inside)") }
                }
                button.isHighlighted = false
            }
        }
    }
}
