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
    /// systemBlue at α 0.2: roundrect's highlighted background image (a 0.2-alpha template tinted systemBlue).
    static let mask = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#007AFF" fill-opacity="0.2"/></svg>"##
    static let theme = themeJSON(buttons: """
        "fallback": { "type": "system", "size": [40, 20], "backgroundImage": "panel.svg" },
        "tinted": { "type": "system", "size": [40, 20], "backgroundImage": "mask.svg" },
        "label": { "type": "system", "size": [40, 60], "title": "I", "font": { "size": 48, "weight": 900 } },
        "explicit": { "type": "system", "size": [40, 20], "backgroundImage": { "normal": "panel.svg", "highlighted": "panel.svg", "disabled": "panel.svg" },
                      "title": "Go", "titleColor": { "disabled": "tertiaryLabel" } }
        """, extra: ##""name": "t", "scales": [1], "states": ["normal", "highlighted", "disabled"]"##)

    func alpha(_ renderer: ButtonImageRenderer, _ button: String, _ state: ControlState) throws -> UInt8 {
        let image = try renderer.image(forButton: button, state: state)
        return image.rgba[(2 * image.width + 2) * 4 + 3]  // a corner pixel, away from the title
    }

    @Test func thePressedFadeCoversTheBackgroundImage() throws {
        let f = ThemeFixture(["panel.svg": Self.panel, "mask.svg": Self.mask, "theme.json": Self.theme])
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 1)
        #expect(try alpha(renderer, "fallback", .normal) == 51)
        #expect(try alpha(renderer, "fallback", .highlighted) == 11)  // 51 × 51 / 255 = 10.2, rounded up, as on iOS
        #expect(try alpha(renderer, "explicit", .highlighted) == 11)  // set for highlighted: faded all the same
        #expect(try alpha(renderer, "explicit", .disabled) == 51)     // set for disabled: kept as it is
        let disabled = f.appearance("explicit", .disabled)
        #expect(disabled.titleColor == RGBAColor(hex: "#3C3C434C") && disabled.titleAlpha == 1)
    }

    /// roundrect's snapshot tests (iOS simulator, @3x, `rr_filled_big_highlighted_light`): a pressed
    /// system button's 0.2-alpha background image in systemBlue shows as (0, 116, 255) at α 11, and (`rr_titled_big_highlighted_light`) its tint title as (0, 125, 255) at α 51: the
    /// premultiplied channels × 51 / 255 rounded up (blue 51 → 11, green 25 → 5; 255 → 51, 122 → 25).
    @Test func thePressedCompositeMatchesIOSPixelForPixel() throws {
        let f = ThemeFixture(["panel.svg": Self.panel, "mask.svg": Self.mask, "theme.json": Self.theme])
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 1)
        let pressed = try renderer.image(forButton: "tinted", state: .highlighted)
        #expect(Array(pressed.rgba[(10 * pressed.width + 20) * 4..<(10 * pressed.width + 21) * 4]) == [0, 116, 255, 11])
        let title = try renderer.image(forButton: "label", state: .highlighted)
        let covered = stride(from: 0, to: title.rgba.count, by: 4).filter { title.rgba[$0 + 3] == 51 }
        #expect(covered.count > 20, "the glyph's fully covered pixels")
        #expect(covered.allSatisfy { Array(title.rgba[$0..<$0 + 3]) == [0, 125, 255] })
        #expect(title.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element <= 51 })
    }
}
