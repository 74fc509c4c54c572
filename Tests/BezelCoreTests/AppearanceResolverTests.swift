import BezelTestSupport
import Testing
@testable import BezelCore

/// Per-state lookup and UIKit's per-type defaults (docs/uikit.md, "State lookup", "Defaults per button type" and "Images").
@Suite struct AppearanceResolverTests {
    let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
        "custom": { "title": "Go" },
        "system": { "type": "system", "title": "Go" },
        "rounded": { "type": "roundedRect", "title": "Go" },
        "toggle": { "title": { "normal": "Show", "selected": "Hide" },
                    "titleColor": { "normal": "#111111", "selected": "#222222", "highlighted": "#333333" } },
        "both": { "title": { "normal": "N", "selected+highlighted": "SH" } },
        "redSystem": { "type": "system", "title": "Go", "titleColor": "red" },
        "attributed": { "title": { "highlighted": "plain" }, "attributedTitle": [ { "text": "rich", "color": "#00ff00" } ] },
        "shadow": { "title": "S", "titleShadowColor": "#000000", "titleShadowOffset": [0, -1], "reversesTitleShadowWhenHighlighted": true },
        "info": { "type": "infoLight" },
        "closer": { "type": "close" }
        """)])

    @Test func selectedPressedResolvesToNormal() {
        let a = fixture.appearance("toggle", [.selected, .highlighted])
        #expect(a.title?.string == "Show")
        #expect(a.titleColor == RGBAColor(hex: "#111111"))
        #expect(fixture.appearance("toggle", .selected).title?.string == "Hide")
        #expect(fixture.appearance("toggle", .selected).titleColor == RGBAColor(hex: "#222222"))
    }

    @Test func explicitCombinationWins() {
        #expect(fixture.appearance("both", [.selected, .highlighted]).title?.string == "SH")
        #expect(fixture.appearance("both", .selected).title?.string == "N")
    }

    @Test func highlightedDisabledUsesHighlightedValues() {
        #expect(fixture.appearance("toggle", [.highlighted, .disabled]).titleColor == RGBAColor(hex: "#333333"))
    }

    @Test func customDefaults() {
        let a = fixture.appearance("custom", .normal)
        #expect(a.titleColor == .white)
        #expect(a.font.size == 18)
        #expect(a.titleShadowColor == nil)
        #expect(a.titleShadowOffset == .zero)
        #expect(fixture.appearance("custom", .disabled).titleColor == .white)
        #expect(fixture.appearance("custom", .highlighted).titleAlpha == 1)
    }

    @Test func systemDefaultsFollowTint() {
        let a = fixture.appearance("system", .normal)
        #expect(a.titleColor == RGBAColor(hex: "#007AFF"))
        #expect(a.font.size == 15)
        // Disabled: the tint as grey (luma of 0,122,255 = 100.7 → 101), alpha × 0.5 (unverified constant).
        #expect(fixture.appearance("system", .disabled).titleColor == RGBAColor(red: 101, green: 101, blue: 101, alpha: 128))
        // Pressed: the title fades (alpha 0.2, unverified constant); not when selected.
        #expect(fixture.appearance("system", .highlighted).titleAlpha == 0.2)
        #expect(fixture.appearance("system", [.selected, .highlighted]).titleAlpha == 1)
    }

    @Test func roundedRectIsSystem() {
        let t = fixture.theme()
        #expect(t.button(named: "rounded")!.type == .system)
        #expect(fixture.appearance("rounded", .normal).titleColor == RGBAColor(hex: "#007AFF"))
    }

    @Test func explicitNormalColourBeatsGreyDefaultWhenDisabled() {
        #expect(fixture.appearance("redSystem", .disabled).titleColor == RGBAColor(hex: "#FF0000"))
    }

    @Test func attributedNormalBeatsPlainHighlighted() {
        let a = fixture.appearance("attributed", .highlighted)
        #expect(a.title?.string == "rich")
        #expect(a.title?.runs.first?.color == RGBAColor(hex: "#00FF00"))
    }

    @Test func shadowReversesWhenHighlighted() {
        #expect(fixture.appearance("shadow", .normal).titleShadowOffset == Size(width: 0, height: -1))
        #expect(fixture.appearance("shadow", .highlighted).titleShadowOffset == Size(width: 0, height: 1))
        #expect(fixture.appearance("shadow", .normal).titleShadowColor == .black)
    }

    @Test func glyphTypesGetTheirGlyph() {
        let info = fixture.appearance("info", .normal)
        #expect(info.image?.glyph == .info)
        #expect(info.image?.size == Size(width: 73.0 / 3, height: 71.0 / 3))  // the info.circle symbol, 24.333 × 23.667 pt
        #expect(info.image?.glyphStyle == .ios13)
        #expect(info.image?.templateColor == RGBAColor(hex: "#007AFF"))
        let close = fixture.appearance("closer", .normal)
        #expect(close.backgroundImage?.glyph == .close)
        #expect(close.backgroundImage?.fillColor == RGBAColor(red: 118, green: 118, blue: 128, alpha: 30))
        #expect(close.image?.templateColor == RGBAColor(red: 60, green: 60, blue: 67, alpha: 153))
    }
}

extension AppearanceResolverTests {
    @Test func disabledGlyphsAreGreyedLikeTheTitle() {
        let a = fixture.appearance("info", .disabled)
        #expect(a.image?.templateColor == RGBAColor(red: 101, green: 101, blue: 101, alpha: 128))
    }
}
