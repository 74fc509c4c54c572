import BezelCore
import BezelTestSupport
import Testing

/// `UIButton(configuration:)` creates a system button: a button with a configuration and no type
/// is a system button (template images tinted by the style), an explicit type is kept.
@Suite struct ConfigurationTypeTests {
    static let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#000"/></svg>"##

    @Test func aConfigurationWithoutATypeIsASystemButton() {
        let f = ThemeFixture(["cart.svg": Self.svg, "theme.json": themeJSON(buttons: ##"""
            "filled": { "configuration": { "style": "filled" }, "title": "Buy", "image": "cart.svg" },
            "plain": { "configuration": { "style": "plain" }, "title": "Buy", "image": "cart.svg" },
            "custom": { "type": "custom", "configuration": { "style": "filled" }, "title": "Buy", "image": "cart.svg" },
            "legacy": { "title": "Buy", "image": "cart.svg" }
            """##)])
        let theme = f.theme()
        #expect(theme.button(named: "filled")?.type == .system)
        #expect(theme.button(named: "custom")?.type == .custom)
        #expect(theme.button(named: "legacy")?.type == .custom)
        // The cart is a template: white on the filled style, the tint on plain; black as it is on custom.
        #expect(f.appearance("filled", .normal).image?.templateColor == RGBAColor(hex: "#FFFFFF"))
        #expect(f.appearance("plain", .normal).image?.templateColor == RGBAColor(hex: "#007AFF"))
        #expect(f.appearance("custom", .normal).image?.templateColor == nil)
    }

    @Test func theSystemSectionOfTheAppearanceAppliesToIt() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "configuration": { "style": "plain" }, "title": "Go" }"##,
                                                       extra: ##""appearance": { "system": { "cornerRadius": 3 }, "custom": { "cornerRadius": 9 } }"##)])
        #expect(f.appearance("b", .normal).cornerRadius == .points(3))
    }
}
