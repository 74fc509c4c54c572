import BezelTestSupport
import Testing
@testable import BezelCore

/// The scene side of shadow layers, without a renderer: spread shapes, inset holes, the sprite
/// margin and stretchable caps.
@Suite struct StyleSceneTests {
    // MARK: Spread

    @Test func spreadGrowsTheCornerRadiusAsCSSDoes() {
        #expect(ButtonScene.spreadRadius(10, by: 4) == 14)
        #expect(ButtonScene.spreadRadius(0, by: 4) == 0)               // a square corner stays square
        #expect(ButtonScene.spreadRadius(2, by: 4) == 2 + 4 * (1 - 0.125))  // r/s = 0.5: 1 + (−0.5)³
        #expect(ButtonScene.spreadRadius(10, by: -4) == 6)
        #expect(ButtonScene.spreadRadius(3, by: -4) == 0)
        #expect(ButtonScene.spreading(Rect(x: 0, y: 0, width: 40, height: 20), by: -15) == Rect(x: 15, y: 15, width: 10, height: 0))
    }

    @Test func insetLayersGetAHoleShrunkBySpreadAndTheBoundsAsClip() {
        let nodes = ButtonScene.shadowNodes([ResolvedShadow(color: .black, offset: Size(width: 0, height: 2), radius: 1, opacity: 0.5,
                                                            spread: 3, inset: true)],
                                            bounds: Rect(x: 0, y: 0, width: 40, height: 20), radius: 8, continuous: false)
        #expect(nodes == [.innerShadow(clip: .roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 8, continuous: false),
                                       hole: .roundedRect(Rect(x: 3, y: 3, width: 34, height: 14), radius: 5, continuous: false),
                                       color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128), blur: 1, offset: Size(width: 0, height: 2))])
    }

    // MARK: Margin and caps

    @Test func theMarginHoldsEveryOuterLayerWithItsSpreadAndNoInsetOne() {
        let layers = [ResolvedShadow(color: .black, offset: .zero, radius: 0, opacity: 1, spread: 4),
                      ResolvedShadow(color: .black, offset: Size(width: 0, height: 6), radius: 0, opacity: 1, spread: 8),
                      ResolvedShadow(color: .black, offset: Size(width: 0, height: 30), radius: 20, opacity: 1, spread: 10, inset: true)]
        #expect(SpriteMargin(shadows: layers, scales: [1]) == SpriteMargin(left: 9, top: 5, right: 9, bottom: 15))
        #expect(SpriteMargin(shadows: [layers[2]], scales: [1, 2]).isZero)
        // A negative spread pulls the reach in: 3 × 2 + 1 − 5 = 2.
        #expect(SpriteMargin(shadows: [ResolvedShadow(color: .black, offset: .zero, radius: 2, opacity: 1, spread: -5)], scales: [1])
                == SpriteMargin(left: 2, top: 2, right: 2, bottom: 2))
    }

    @Test func stretchableCapsHoldAnInsetBandAndANegativeSpread() throws {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
            "plain": { "stretchable": true, "cornerRadius": 6, "border": { "width": 1 }, "size": [80, 30] },
            "inset": { "stretchable": true, "cornerRadius": 6, "size": [80, 30],
                       "shadow": { "inset": true, "offset": [0, 3], "radius": 1, "spread": 1 } },
            "shrunk": { "stretchable": true, "cornerRadius": 2, "size": [80, 30], "shadow": { "radius": 0, "spread": -9 } }
            """)])
        let theme = PreparedTheme(theme: fixture.theme(), locale: nil, measurer: FakeTextMeasurer())
        #expect(theme.button(named: "plain")?.caps == EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
        // spread 1 + hole radius 6 − 1 + offset 3 + 3 × radius 1 = 12.
        #expect(theme.button(named: "inset")?.caps == EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        #expect(theme.button(named: "inset")?.size == Size(width: 25, height: 25))
        // The shape shrunk by 9 has square corners 9 pt in: past the 2-pt radius.
        #expect(theme.button(named: "shrunk")?.caps == EdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
    }
}
