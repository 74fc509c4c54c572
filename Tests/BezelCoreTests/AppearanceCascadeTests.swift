import BezelCore
import BezelTestSupport
import Testing

/// docs/format.md §6: a bare value replaces the per-state table below it; a state table merges
/// state by state; the same between a theme and its base and between a theme and a mode.
@Suite struct AppearanceCascadeTests {
    static let everyState: [ControlState] = [.normal, .highlighted, .disabled, .selected, [.selected, .highlighted], .focused]
    static let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ff0"/></svg>"##

    @Test func aBareValueReplacesTheAppearancesStateTable() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "#0000ff" }"##,
                                                       extra: ##""appearance": { "backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00" } }"##)])
        for state in Self.everyState {
            #expect(f.appearance("b", state).backgroundColor == RGBAColor(hex: "#0000ff"), "\(state)")
        }
    }

    @Test func aBareNullRemovesAnAppearanceImageInEveryState() {
        let f = ThemeFixture(["wood.svg": Self.svg, "theme.json": themeJSON(
            buttons: ##""plain": { "backgroundImage": null }, "kept": { }"##,
            extra: ##""appearance": { "backgroundImage": { "normal": "wood.svg", "highlighted": "wood.svg", "selected": "wood.svg", "disabled": "wood.svg" } }"##)])
        for state in Self.everyState {
            #expect(f.appearance("plain", state).backgroundImage == nil, "\(state)")
            #expect(f.appearance("kept", state).backgroundImage != nil, "\(state)")
        }
    }

    @Test func aStateTableMergesStateByState() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": { "normal": "#0d6efd" } }, "c": { "backgroundColor": { "highlighted": null } }"##,
                                                       extra: ##""appearance": { "backgroundColor": { "normal": "#0d6efd", "highlighted": { "shade": 0.2 } } }"##)])
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#0d6efd"))
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#0a58ca"))
        // Removing one state falls back to normal for that state only.
        #expect(f.appearance("c", .highlighted).backgroundColor == RGBAColor(hex: "#0d6efd"))
    }

    @Test func aStateSpeltDifferentlyReplacesTheSameState() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "titleColor": { "highlighted+selected": "#0000ff" } }"##,
                                                       extra: ##""appearance": { "titleColor": { "selected+highlighted": "#ff0000" } }"##)])
        #expect(f.validate().diagnostics.isEmpty)
        #expect(f.appearance("b", [.selected, .highlighted]).titleColor == RGBAColor(hex: "#0000ff"))
    }

    @Test func aBareFontObjectCompletesTheFontBelow() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "B", "font": { "size": 20 } }"##,
                                                       extra: ##""appearance": { "font": { "normal": { "family": "DejaVu Serif", "size": 17 }, "highlighted": { "family": "DejaVu Sans", "size": 30 } } }"##)])
        #expect(f.appearance("b", .normal).font == TextFont(family: "DejaVu Serif", size: 20))
        #expect(f.appearance("b", .highlighted).font == TextFont(family: "DejaVu Serif", size: 20))
    }

    @Test func aDerivedColourReplacesTheDerivedColourBelow() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": { "normal": "#0d6efd", "highlighted": { "tint": 0.5 } } }"##,
                                                       extra: ##""appearance": { "backgroundColor": { "highlighted": { "shade": 0.2 } } }"##)])
        #expect(f.validate().diagnostics.isEmpty)
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#86b7fe"))
    }

    @Test func aModeFollowsTheSameRules() {
        let f = ThemeFixture(["theme.json": themeJSON(
            buttons: ##""table": { "backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00" } }, "bare": { "backgroundColor": "#ff0000" }"##,
            extra: ##""modes": { "dark": { "buttons": { "table": { "backgroundColor": "#0000ff" }, "bare": { "backgroundColor": { "highlighted": "#00ff00" } } } } }"##)])
        #expect(f.appearance("table", .highlighted, mode: "dark").backgroundColor == RGBAColor(hex: "#0000ff"))
        #expect(f.appearance("table", .highlighted).backgroundColor == RGBAColor(hex: "#00ff00"))
        // The mode's table adds a state to the theme's bare value, which stays the normal value.
        #expect(f.appearance("bare", .normal, mode: "dark").backgroundColor == RGBAColor(hex: "#ff0000"))
        #expect(f.appearance("bare", .highlighted, mode: "dark").backgroundColor == RGBAColor(hex: "#00ff00"))
    }

    @Test func anExtendingThemeFollowsTheSameRules() {
        let f = ThemeFixture([
            "base.json": themeJSON(buttons: ##""b": { "backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00" } }"##),
            "theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "#0000ff" }"##, extra: ##""extends": "base""##),
        ])
        #expect(f.appearance("b", .highlighted).backgroundColor == RGBAColor(hex: "#0000ff"))
    }

    @Test func sourcesNameTheLayerEachStateComesFrom() {
        let f = ThemeFixture(["theme.json": themeJSON(
            buttons: ##""b": { "type": "system", "backgroundColor": { "normal": "#0000ff" }, "backgroundImage": null }"##,
            extra: ##""appearance": { "backgroundColor": { "highlighted": "#00ff00" }, "system": { "titleColor": { "selected": "#ff0000" } } }, "modes": { "dark": { "appearance": { "backgroundColor": { "highlighted": "#003300" } } } }"##)])
        let theme = f.theme(), dark = f.theme(mode: "dark")
        let sources = AppearanceSources(document: theme.document!, button: "b", type: .system)
        #expect(sources.path("backgroundColor", state: .normal) == "buttons.b.backgroundColor.normal")
        #expect(sources.path("backgroundColor", state: .highlighted) == "appearance.backgroundColor.highlighted")
        #expect(sources.path("backgroundColor", state: .disabled) == "buttons.b.backgroundColor.normal")
        #expect(sources.path("titleColor", state: .selected) == "appearance.system.titleColor.selected")
        #expect(sources.path("titleColor", state: .normal) == nil)
        #expect(sources.path("backgroundImage", state: .selected) == "default (null at buttons.b.backgroundImage)")
        let inDark = AppearanceSources(document: dark.document!, base: theme.document, mode: "dark", button: "b", type: .system)
        #expect(inDark.path("backgroundColor", state: .highlighted) == "appearance.backgroundColor.highlighted (changed by mode dark)")
        #expect(inDark.path("backgroundColor", state: .normal) == "buttons.b.backgroundColor.normal")
    }
}
