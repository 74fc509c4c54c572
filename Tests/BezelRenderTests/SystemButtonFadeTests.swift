import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// What iOS recordings show of system buttons (docs/uikit.md, "Defaults per button type"): the
/// pressed fade (α 0.2) covers the background image too, one set for highlighted included; an
/// explicit disabled background image and an explicit disabled title colour are not faded.
@Suite struct SystemButtonFadeTests {
    /// A grey square at α 0.2 (51/255).
    static let panel = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#808080" fill-opacity="0.2"/></svg>"##
    static let theme = themeJSON(buttons: """
        "fallback": { "type": "system", "size": [40, 20], "backgroundImage": "panel.svg" },
        "explicit": { "type": "system", "size": [40, 20], "backgroundImage": { "normal": "panel.svg", "highlighted": "panel.svg", "disabled": "panel.svg" },
                      "title": "Go", "titleColor": { "disabled": "tertiaryLabel" } }
        """, extra: ##""name": "t", "scales": [1], "states": ["normal", "highlighted", "disabled"]"##)

    func alpha(_ renderer: ButtonImageRenderer, _ button: String, _ state: ControlState) throws -> UInt8 {
        let image = try renderer.image(forButton: button, state: state)
        return image.rgba[(2 * image.width + 2) * 4 + 3]  // a corner pixel, away from the title
    }

    @Test func thePressedFadeCoversTheBackgroundImage() throws {
        let f = ThemeFixture(["panel.svg": Self.panel, "theme.json": Self.theme])
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 1)
        #expect(try alpha(renderer, "fallback", .normal) == 51)
        #expect(try alpha(renderer, "fallback", .highlighted) == 10)  // 51 × 0.2 = 10.2: iOS shows ≈ 11
        #expect(try alpha(renderer, "explicit", .highlighted) == 10)  // set for highlighted: faded all the same
        #expect(try alpha(renderer, "explicit", .disabled) == 51)     // set for disabled: kept as it is
        let disabled = f.appearance("explicit", .disabled)
        #expect(disabled.titleColor == RGBAColor(hex: "#3C3C434C") && disabled.titleAlpha == 1)
    }
}
