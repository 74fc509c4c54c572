#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import BezelCore
import Foundation
import Testing

/// `UIButton.appearance()` as apps set it up at launch (a brand tint, a background, a pressed title
/// colour), layered under each button's own values as the theme's `appearance` section layers them.
@Suite(.serialized) @MainActor struct AppearanceProxyTests {
    final class BadgeButton: UIButton {}

    /// The launch-time set-up; every test resets it when done.
    func styleApp() {
        UIButton.appearance().backgroundColor = .systemYellow
        UIButton.appearance().setTitleColor(.systemRed, for: .highlighted)
        UIButton.appearance().contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    func saveButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle("Save", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        return button
    }

    @Test func theProxysValuesShowWhereTheButtonSetsNone() throws {
        styleApp()
        defer { UIButton.bezelResetAppearance() }
        let button = saveButton()
        let teal = saveButton()
        teal.backgroundColor = .systemTeal
        let theme = try ThemeJSON()
        defer { theme.remove() }
        let json = """
            "appearance": { "backgroundColor": "systemYellow", "titleColor": { "highlighted": "systemRed" }, "contentEdgeInsets": [8, 16, 8, 16] },
            "buttons": { "save": { "type": "custom", "size": [100, 44], "title": "Save", "titleColor": { "normal": "#000000" } },
                         "teal": { "type": "custom", "size": [100, 44], "title": "Save", "titleColor": { "normal": "#000000" }, "backgroundColor": "systemTeal" } }
            """
        let normal = try button.bezelPNGData(scale: 2)
        #expect(normal == (try theme.png(json, button: "save")))
        #expect(try teal.bezelPNGData(scale: 2) == (try theme.png(json, button: "teal")))
        // systemYellow (255, 204, 0) from the proxy; systemTeal (90, 200, 250) set on the button wins.
        #expect(try PNGPixels.at(normal, 2, 2) == [255, 204, 0, 255])
        #expect(try PNGPixels.at(teal.bezelPNGData(scale: 2), 2, 2) == [90, 200, 250, 255])
        // The button's normal title colour does not remove the proxy's highlighted one, as in UIKit.
        button.isHighlighted = true
        let pressed = try button.bezelPNGData(scale: 2)
        #expect(pressed == (try theme.png(json, button: "save", state: .highlighted)))
        #expect(try Self.hasReddish(pressed), "the proxy's systemRed pressed title")
        #expect(try !Self.hasReddish(normal))
    }

    @Test func withoutTheProxyTheButtonIsDrawnAsItsOwn() throws {
        let button = saveButton()
        let plain = try button.bezelPNGData(scale: 2)
        #expect(try PNGPixels.at(plain, 2, 2)[3] == 0)
        styleApp()
        defer { UIButton.bezelResetAppearance() }
        #expect(try button.bezelPNGData(scale: 2) != plain)
        UIButton.bezelResetAppearance()
        #expect(try button.bezelPNGData(scale: 2) == plain)
    }

    @Test func bezelThemeWritesTheAppearanceSection() throws {
        styleApp()
        defer { UIButton.bezelResetAppearance() }
        let text = try UIButton.bezelTheme(named: "app", buttons: [("save", saveButton())])
        #expect(text == """
            {
              "name": "app",
              "appearance": {
                "titleColor": {
                  "highlighted": "systemRed"
                },
                "backgroundColor": "systemYellow",
                "contentEdgeInsets": [8, 16, 8, 16]
              },
              "buttons": {
                "save": {
                  "type": "custom",
                  "size": [100, 44],
                  "title": {
                    "normal": "Save"
                  },
                  "titleColor": {
                    "normal": "#000000"
                  }
                }
              }
            }

            """, "the button's per-state values as state tables over the appearance, not bare values")
    }

    @Test func aSubclassProxyIsAnError() throws {
        BadgeButton.appearance().backgroundColor = .systemRed
        defer { UIButton.bezelResetAppearance() }
        #expect(throws: BezelUIKitError.self) { try saveButton().bezelPNGData() }
        do { _ = try saveButton().bezelPNGData() } catch {
            #expect("\(error)".contains("appearance: BadgeButton.appearance(): a theme's appearance is per button type, not per class"))
        }
    }

    /// Whether any pixel is mostly red (a systemRed title).
    static func hasReddish(_ png: Data) throws -> Bool {
        let (w, h) = try PNGPixels.size(png)
        for y in stride(from: 0, to: h, by: 1) {
            for x in stride(from: 0, to: w, by: 1) {
                let p = try PNGPixels.at(png, x, y)
                if p[3] > 200, p[0] > 200, p[1] < 120, p[2] < 120 { return true }
            }
        }
        return false
    }
}
