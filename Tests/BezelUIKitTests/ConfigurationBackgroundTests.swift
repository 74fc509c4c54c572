#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import BezelCore
import Foundation
import Testing

/// `UIButton.Configuration.background` as UI kits set it up: a filled action button with its own
/// background colour, fixed corner radius and stroke; an outlined button whose stroke takes the
/// tint; a picture background. Each equals the theme button with the same keys byte for byte.
@Suite @MainActor struct ConfigurationBackgroundTests {
    /// Two halves, red and blue: which part of the image lands where.
    static let halves = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="#ff0000"/>\
        <rect x="10" width="10" height="10" fill="#0000ff"/></svg>
        """

    func actionButton() -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.cornerStyle = .fixed
        configuration.background.backgroundColor = .systemRed
        configuration.background.cornerRadius = 12
        configuration.background.strokeColor = .black
        configuration.background.strokeWidth = 2
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        return button
    }

    @Test func colourCornerAndStrokeAreTheThemesKeys() throws {
        let theme = try ThemeJSON()
        defer { theme.remove() }
        let json = """
            "buttons": { "b": { "size": [160, 44], "title": "Checkout", "backgroundColor": "systemRed", "cornerRadius": 12,
                                "border": { "width": 2, "color": "#000000" }, "configuration": { "style": "filled", "cornerStyle": "fixed" } } }
            """
        let button = actionButton()
        let normal = try button.bezelPNGData(scale: 2)
        #expect(normal == (try theme.png(json, button: "b")))
        // A custom background colour is kept in every state: systemRed (255, 59, 48) inside, pressed too.
        #expect(try PNGPixels.at(normal, 20, 44) == [255, 59, 48, 255])
        button.isHighlighted = true
        let pressed = try button.bezelPNGData(scale: 2)
        #expect(pressed == (try theme.png(json, button: "b", state: .highlighted)))
        #expect(try PNGPixels.at(pressed, 20, 44) == [255, 59, 48, 255])
        #expect(pressed != normal, "the title fades while pressed")
        // The 2-pt stroke is 4 px of black inside the bounds; the 12-pt corner leaves (0, 0) clear.
        #expect(try PNGPixels.at(normal, 1, 44) == [0, 0, 0, 255])
        #expect(try PNGPixels.at(normal, 3, 44) == [0, 0, 0, 255])
        #expect(try PNGPixels.at(normal, 0, 0)[3] == 0)
    }

    @Test func withoutCustomColourTheStyleColourChangesWithTheState() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.baseBackgroundColor = .systemRed
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 2), 20, 44) == [255, 59, 48, 255])
        button.isHighlighted = true
        #expect(try PNGPixels.at(button.bezelPNGData(scale: 2), 20, 44) != [255, 59, 48, 255])
    }

    @Test func aStrokeWithoutColourTakesTheTint() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        configuration.background.strokeWidth = 1
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.tintColor = .systemGreen
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let png = try button.bezelPNGData(scale: 2)
        let theme = try ThemeJSON()
        defer { theme.remove() }
        #expect(png == (try theme.png("""
            "buttons": { "b": { "size": [120, 40], "title": "Follow", "tintColor": "systemGreen", "border": { "width": 1, "color": "systemGreen" },
                                "configuration": { "style": "plain", "cornerStyle": "capsule" } } }
            """, button: "b")))
        // The 2-px stroke in systemGreen (52, 199, 89) at the left edge, mid-height (its outer pixel
        // is the capsule's curve, antialiased); inside it clear; a capsule's corner stays clear.
        #expect(try PNGPixels.at(png, 1, 40) == [52, 199, 89, 255])
        #expect(try PNGPixels.at(png, 4, 40)[3] == 0)
        #expect(try PNGPixels.at(png, 2, 2)[3] == 0)
    }

    @Test func anImageIsStretchedOverTheBackgroundAndClippedToItsCorners() throws {
        let theme = try ThemeJSON(files: ["halves.svg": Self.halves])
        defer { theme.remove() }
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Photo"
        configuration.baseForegroundColor = .white
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 10
        configuration.background.image = UIImage(contentsOfFile: theme.path("halves.svg"))
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let png = try button.bezelPNGData(scale: 1)
        #expect(png == (try theme.png("""
            "buttons": { "b": { "size": [100, 40], "title": "Photo", "backgroundImage": "halves.svg", "clipsToBounds": true, "cornerRadius": 10,
                                "configuration": { "style": "plain", "cornerStyle": "fixed", "baseForegroundColor": "#FFFFFF" } } }
            """, button: "b", scale: 1)))
        #expect(try PNGPixels.at(png, 5, 20) == [255, 0, 0, 255])
        #expect(try PNGPixels.at(png, 95, 20) == [0, 0, 255, 255])
        #expect(try PNGPixels.at(png, 0, 0)[3] == 0, "clipped to the 10-pt corner")
    }

    @Test func whatAThemeCannotDrawIsAnErrorAtItsPath() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Edit"
        configuration.background.strokeWidth = 1
        configuration.background.strokeOutset = 2
        configuration.background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        configuration.background.image = SampleImages.image("star.svg")
        configuration.background.imageContentMode = .scaleAspectFit
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        #expect(throws: BezelUIKitError.self) { try button.bezelPNGData() }
        do {
            _ = try button.bezelPNGData()
        } catch {
            let text = "\(error)"
            #expect(text.contains("buttons.button.configuration.background.strokeOutset: Bezel draws the stroke inside the bounds"))
            #expect(text.contains("buttons.button.configuration.background.backgroundInsets: a theme's background fills the bounds"))
            #expect(text.contains("buttons.button.configuration.background.imageContentMode: Bezel stretches a background image "
                                  + "over the bounds (scaleToFill): content mode scaleAspectFit is not drawn"))
        }
    }

    @Test func anUnsetRadiusReadsZeroAndDrawsTheSizesDefault() throws {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.background.cornerRadius == 0)
        configuration.title = "Go"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        let text = try button.bezelTheme()
        #expect(!text.contains("cornerRadius"))
    }
}
