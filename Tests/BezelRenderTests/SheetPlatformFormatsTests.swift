import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The pure parts of the platform formats: state fallback, CSS text, asset catalog names,
/// Android names and state lists, stretchable caps.
@Suite struct SheetPlatformFormatsTests {
    @Test func fallbackIsExactThenDisabledThenNormal() {
        let rendered: Set<ControlState> = [.normal, .highlighted, .disabled, .selected]
        #expect(StateFallback.shown(for: .highlighted, rendered: rendered) == .highlighted)
        #expect(StateFallback.shown(for: [.highlighted, .selected], rendered: rendered) == .normal)
        #expect(StateFallback.shown(for: [.highlighted, .disabled], rendered: rendered) == .disabled)
        #expect(StateFallback.shown(for: [.disabled, .selected, .focused], rendered: rendered.union([[.disabled, .selected]])) == [.disabled, .selected])
        #expect(StateFallback.shown(for: .focused, rendered: rendered) == .normal)
        #expect(StateFallback.combinations.count == 16)
    }

    @Test func cssTextForOneButton() {
        let css = CSSSprites(theme: "t", sheets: [.normal, .highlighted], scales: [2, 1], pageSizes: [Size(width: 44, height: 24)],
                             sprites: [.init(name: "ok", states: [.normal, .highlighted], x: 2, y: 2, width: 40, height: 20)])
        let set = { (s: String) in "url(\"\(s).png\") 1x, url(\"\(s)@2x.png\") 2x" }
        let expected = """
            /* Bezel CSS sprites for theme "t" (bezel render --format css).
               One class per button, sizes in CSS px = points. States: .is-highlighted or :active; .is-disabled,
               :disabled or [aria-disabled="true"]; .is-selected or [aria-pressed="true"]; .is-focused or :focus-visible.
               Hover: no change. The element's text is its accessible name, not painted.
               A combination that was not rendered shows the closest rendered state. */

            .bezel-t-ok {
              display: inline-block;
              vertical-align: middle;
              box-sizing: border-box;
              margin: 0;
              padding: 0;
              border: 0;
              -webkit-appearance: none;
              appearance: none;
              color: transparent;
              text-indent: 100%;
              white-space: nowrap;
              overflow: hidden;
              background-color: transparent;
              background-repeat: no-repeat;
              background-size: 44px 24px;
            }
            .bezel-t-ok { width: 40px; height: 20px; background-position: -2px -2px; }
            .bezel-t-ok::before { width: 40px; height: 20px; border-radius: 0; }

            /* keyboard focus: the browser's focus ring around the button's bounds, not its shadow */
            .bezel-t-ok:focus-visible {
              outline: none;
              overflow: visible;
              font-size: 0;
              line-height: 0;
            }
            .bezel-t-ok:focus-visible::before {
              content: "";
              display: block;
              pointer-events: none;
              outline: 2px solid Highlight;
              outline: auto 1px -webkit-focus-ring-color;
            }

            /* normal */
            .bezel-t-ok,
            .bezel-t-ok:is(:active,.is-highlighted):is(:disabled,[aria-disabled="true"],.is-disabled) {
              background-image: url("normal.png");
              background-image: -webkit-image-set(\(set("normal")));
              background-image: image-set(\(set("normal")));
            }

            /* highlighted */
            .bezel-t-ok:is(:active,.is-highlighted) {
              background-image: url("highlighted.png");
              background-image: -webkit-image-set(\(set("highlighted")));
              background-image: image-set(\(set("highlighted")));
            }

            """
        #expect(css.text() == expected, "\(css.text())")
        // Hover as highlighted: the same rules with :hover, only where the pointer can hover.
        var hovering = css
        hovering.hover = .highlighted
        #expect(hovering.text().hasSuffix("""

            /* hover shows highlighted, where the pointer can hover */
            @media (hover: hover) {
              .bezel-t-ok:hover:is(:disabled,[aria-disabled="true"],.is-disabled) {
                background-image: url("normal.png");
                background-image: -webkit-image-set(\(set("normal")));
                background-image: image-set(\(set("normal")));
              }
              .bezel-t-ok:hover {
                background-image: url("highlighted.png");
                background-image: -webkit-image-set(\(set("highlighted")));
                background-image: image-set(\(set("highlighted")));
              }
            }

            """), "\(hovering.text())")
    }

    @Test func cssClassNamesAreSanitisedAndUnique() {
        let css = CSSSprites(theme: "my theme", sheets: [.normal], scales: [1], pageSizes: [Size(width: 1, height: 1)],
                             sprites: [.init(name: "a.b", states: [.normal], x: 0, y: 0, width: 1, height: 1),
                                       .init(name: "a_b", states: [.normal], x: 0, y: 0, width: 1, height: 1)])
        #expect(css.classNames == ["a.b": "bezel-my_theme-a_b", "a_b": "bezel-my_theme-a_b_2"])
    }

    @Test func demoPagePositionsAreAGrid() {
        let css = CSSSprites(theme: "t", sheets: [.normal, .highlighted], scales: [1], pageSizes: [Size(width: 100, height: 50)],
                             sprites: [.init(name: "a", states: [.normal], x: 0, y: 0, width: 40, height: 20),
                                       .init(name: "b", states: [.normal], x: 0, y: 22, width: 60, height: 10)])
        let page = CSSDemoPage(sprites: css)
        let position = page.position(button: "b", state: .highlighted)!, size = page.size
        // Cells: the largest sprite + 16 (76 × 36), after a 16 px margin, 120 px of row labels, 24 of column labels.
        #expect(position.x == 212 && position.y == 76)
        #expect(size.width == 304 && size.height == 128)
        #expect(page.text().contains("class=\"demo-cell bezel-t-b is-highlighted\" style=\"left: 212px; top: 76px\""))
    }

    @Test func assetCatalogNames() {
        #expect(AssetCatalog.folderName(theme: "game") == "Game.xcassets")
        #expect(AssetCatalog.imageFileName(button: "play", state: [.highlighted, .selected], scale: 3) == "play-highlighted+selected@3x.png")
        #expect(AssetCatalog.imageSetContents([.init(filename: "a.png", scale: 1, pixelSize: PixelSize(width: 4, height: 4))]) == """
            {
              "images": [
                {
                  "filename": "a.png",
                  "idiom": "universal",
                  "scale": "1x"
                }
              ],
              "info": {
                "author": "xcode",
                "version": 1
              }
            }

            """)
    }

    @Test func androidNamesDensitiesAndClashes() {
        #expect(AndroidResources.resourceName("playAgain") == "play_again")
        #expect(AndroidResources.resourceName("Big-OK!") == "big_ok")
        #expect(AndroidResources.resourceName("2up") == "button_2up")
        #expect(AndroidResources.resourceName("new") == "button_new")
        #expect(AndroidResources.resourceName("—") == "button")
        #expect([1, 1.5, 2, 3, 4, 2.5].map(AndroidResources.density(scale:)) == ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", nil])
        #expect(AndroidResources.stateSuffix([.highlighted, .selected]) == "highlighted_selected")
        // `play_normal` (a button) clashes with `play`'s normal image; `Play` with `play` itself.
        let (names, warnings) = AndroidResources.baseNames(["play": [.normal], "play_normal": [.normal], "Play": [.normal]])
        #expect(names == ["Play": "play", "play": "play_2", "play_normal": "play_normal_2"])
        #expect(warnings.count == 2)
    }

    @Test func selectorOrderIsMostSpecificFirst() {
        let items = AndroidResources.selectorItems(states: [.normal, .highlighted, .selected, [.highlighted, .selected], .disabled])
        // (Without a disabled sheet of its own, a disabled control shows disabled; pressed with
        // another flag but no image of its own shows normal, as UIKit does.)
        let expected: [(ControlState, ControlState)] = [
            ([.disabled, .selected, .focused], .disabled), ([.highlighted, .selected, .focused], .normal),
            ([.disabled, .selected], .disabled), ([.disabled, .focused], .disabled), ([.highlighted, .selected], [.highlighted, .selected]),
            ([.highlighted, .focused], .normal), ([.selected, .focused], .normal),
            (.disabled, .disabled), (.highlighted, .highlighted), (.selected, .selected), (.normal, .normal),
        ]
        #expect(items.map(\.flags) == expected.map(\.0))
        #expect(items.map(\.shows) == expected.map(\.1))
        // Every combination of flags gets what StateFallback says, taking the first matching item.
        let rendered: Set<ControlState> = [.normal, .highlighted, .selected, [.highlighted, .selected], .disabled]
        for active in StateFallback.combinations {
            let first = items.first { active.isSuperset(of: $0.flags) }!
            #expect(first.shows == StateFallback.shown(for: active, rendered: rendered), "\(active.name)")
        }
    }

    /// Every combination of flags is shown the closest rendered state (a toggle that is on stays on
    /// when pressed or focused), by the most specific matching rules, which all agree: no rule
    /// depends on the order of the file.
    @Test func cssRulesResolveEveryCombination() {
        let css = CSSSprites(theme: "t", sheets: [.normal, .highlighted, .disabled, .selected], scales: [1], pageSizes: [Size(width: 1, height: 1)], sprites: [])
        let rendered: Set<ControlState> = [.normal, .highlighted, .disabled, .selected]
        let rules = css.ruleCombinations(states: Array(rendered))
        for active in StateFallback.combinations {
            let matching = rules.filter { active.isSuperset(of: $0) }
            let top = matching.map(StateFallback.bitCount).max()!
            let winners = Set(matching.filter { StateFallback.bitCount($0) == top }.map { StateFallback.shownOnTheWeb(for: $0, rendered: rendered) })
            #expect(winners == [StateFallback.shownOnTheWeb(for: active, rendered: rendered)], "\(active.name)")
        }
        #expect(StateFallback.shownOnTheWeb(for: [.selected, .highlighted], rendered: rendered) == .selected)
        #expect(StateFallback.shownOnTheWeb(for: [.selected, .focused], rendered: rendered) == .selected)
        #expect(StateFallback.shownOnTheWeb(for: [.disabled, .highlighted, .selected], rendered: rendered) == .disabled)
        #expect(StateFallback.shownOnTheWeb(for: [.highlighted, .focused], rendered: rendered) == .highlighted)
        #expect(StateFallback.shownOnTheWeb(for: .focused, rendered: rendered) == .normal)
    }

    @Test func stretchableDecodesAndIsMinimalWithSymmetricCaps() {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
            "s": { "stretchable": true, "size": [120, 44], "backgroundColor": "#336699", "cornerRadius": "capsule",
                   "border": { "width": 1, "color": "#000000" } },
            "p": { "size": [120, 44], "backgroundColor": "#336699", "cornerRadius": 6 }
            """)])
        let theme = fixture.theme()
        let s = theme.button(named: "s")!, p = theme.button(named: "p")!
        #expect(s.stretchable && s.isStretchableImage && !p.isStretchableImage)
        let normal = fixture.appearance("s", .normal)
        // Capsule radius 22 + border 1 = 23 on every side: symmetric, and the sprite is minimal in
        // both axes (23 + 1 + 23), drawn with radius 22 so that the corners fill the caps.
        #expect(s.stretchCaps(normal: normal, height: 44) == EdgeInsets(top: 23, left: 23, bottom: 23, right: 23))
        #expect(s.stretchableSize(frame: Size(width: 120, height: 44), normal: normal) == Size(width: 47, height: 47))
        #expect(s.stretchRadius(normal: normal, height: 44) == 22)
        #expect(p.stretchCaps(normal: fixture.appearance("p", .normal), height: 44) == nil)
        #expect(p.stretchableSize(frame: Size(width: 120, height: 44), normal: normal) == Size(width: 120, height: 44))
    }
}
