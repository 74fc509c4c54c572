import BezelTestSupport
import Testing
@testable import BezelCore

/// The scene side of shadow layers, border styles and gradients, without a renderer: Chromium's
/// dash numbers, spread shapes, inset holes, the sprite margin, stretchable caps and their warnings.
@Suite struct StyleSceneTests {
    // MARK: Dashes (Blink's styled_stroke_data.cc)

    @Test func dashesAreThreeWidthsLongWithGapsOfTwoBelowAWidthOfThree() {
        #expect(StrokeDash(ResolvedBorder(width: 1, color: .black, style: .dashed), width: 1)?.kind == .dashes(dash: 3, gap: 2))
        #expect(StrokeDash(ResolvedBorder(width: 2.5, color: .black, style: .dashed), width: 2.5)?.kind == .dashes(dash: 7.5, gap: 5))
        #expect(StrokeDash(ResolvedBorder(width: 3, color: .black, style: .dashed), width: 3)?.kind == .dashes(dash: 6, gap: 3))
        #expect(StrokeDash(ResolvedBorder(width: 1, color: .black), width: 1) == nil)
        let dotted = StrokeDash(ResolvedBorder(width: 2, color: .black, style: .dotted), width: 2)
        #expect(dotted?.kind == .dots(diameter: 2) && dotted?.cap == .round)
        let custom = StrokeDash(ResolvedBorder(width: 2, color: .black, style: .dotted, dashPattern: [5, 1], lineCap: .square), width: 2)
        #expect(custom?.kind == .pattern([5, 1]) && custom?.cap == .square)
    }

    @Test func theGapIsFittedSoAWholeNumberOfDashesGoesRound() throws {
        // 276 pt: 55 periods of 5 leave a gap of 111/55 ≈ 2.018; 56 would leave 1.929, further from 2.
        let fitted = try #require(StrokeDash(ResolvedBorder(width: 1, color: .black, style: .dashed), width: 1)?.fitted(toClosedPath: 276))
        #expect(fitted.intervals == [3, 111.0 / 55] && fitted.offset == 1.5)
        // 278 pt: 56 dashes (gap 1.964) beat 55 (gap 2.055).
        #expect(StrokeDash.bestGap(length: 278, dash: 3, gap: 2) == (278.0 - 168) / 56)
        // At most two dashes long: solid; at most two dashes and two gaps: those, scaled to fit.
        let short = StrokeDash(ResolvedBorder(width: 1, color: .black, style: .dashed), width: 1)
        #expect(short?.fitted(toClosedPath: 6) == nil)
        let two = try #require(short?.fitted(toClosedPath: 7.5))
        #expect(two.intervals == [2.25, 1.5] && two.offset == 1.125)
    }

    @Test func dotsAreZeroLengthDashesWithCapsCentredOnTheStart() throws {
        // 3-pt dots along 268 pt: 45 dots (gap 2.956) beat 44 (gap 3.091).
        let round = try #require(StrokeDash(ResolvedBorder(width: 3, color: .black, style: .dotted), width: 3)?.fitted(toClosedPath: 268))
        #expect(round.intervals.count == 2 && round.intervals[0] == 0 && abs(round.intervals[1] - 268.0 / 45) < 1e-12 && round.offset == 0)
        let butt = try #require(StrokeDash(ResolvedBorder(width: 3, color: .black, style: .dotted, lineCap: .butt), width: 3)?
            .fitted(toClosedPath: 268))
        #expect(butt.intervals.count == 2 && butt.intervals[0] == 3 && abs(butt.intervals[1] - (268.0 / 45 - 3)) < 1e-12 && butt.offset == 1.5)
        let pattern = StrokeDash(ResolvedBorder(width: 1, color: .black, dashPattern: [4, 1, 1, 1]), width: 1)
        #expect(pattern?.fitted(toClosedPath: 100)?.intervals == [4, 1, 1, 1] && pattern?.fitted(toClosedPath: 100)?.offset == 0)
    }

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
        #expect(theme.button(named: "inset")?.size == ScaledSize(Size(width: 25, height: 25)))
        // The shape shrunk by 9 has square corners 9 pt in: past the 2-pt radius.
        #expect(theme.button(named: "shrunk")?.caps == EdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
    }

    @Test func aDashedBorderDrawnSolidIsWarnedAboutOncePerValue() {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
            "small": { "size": [2, 2], "border": { "width": 1, "style": "dashed" } },
            "hair": { "size": [400, 100], "border": { "normal": { "width": 0.001, "style": "dotted" }, "highlighted": { "dashPattern": [1, 1] } } },
            "fine": { "size": [100, 40], "border": { "width": 1, "style": "dashed" } }
            """, extra: #""states": ["normal", "highlighted", "selected"]"#)])
        let warnings = DashedBorderWarnings.diagnostics(PreparedTheme(theme: fixture.theme(), locale: nil, measurer: FakeTextMeasurer()))
        #expect(warnings.map { "\($0.path): \($0.message)" } == [
            "buttons.hair.border.normal: drawn solid: a pattern of 0.002 pt would go round the 1000-pt border more than 10000 times",
            "buttons.small.border.normal: drawn solid: the 4-pt border is too short for two dashes (as Chromium draws it)",
        ])
        #expect(StrokeDash(ResolvedBorder(width: 1, color: .black, dashPattern: [1, 2, 3]), width: 1)?.period == 12)
        #expect(StrokeDash(ResolvedBorder(width: 0.01, color: .black, style: .dashed), width: 0.01)?.fitted(toClosedPath: 10_000) == nil)
    }

    @Test func stretchableSpritesWithDashesOrGradientsAreWarnedAbout() {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
            "pill": { "stretchable": true, "cornerRadius": "capsule", "size": [80, 30],
                      "border": { "normal": { "style": "dashed" }, "selected": { "dashPattern": [2, 2] } },
                      "backgroundGradient": [ { "color": "red", "position": 0 }, { "color": "blue", "position": 1 } ] },
            "sliced": { "size": [80, 30], "border": { "style": "solid" } }
            """)])
        let warnings = StretchableStyleWarnings.diagnostics(PreparedTheme(theme: fixture.theme(), locale: nil, measurer: FakeTextMeasurer()))
        #expect(warnings.map(\.path) == ["buttons.pill.border.normal.style", "buttons.pill.border.selected.dashPattern",
                                         "buttons.pill.backgroundGradient.normal"])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("does not survive nine-slice stretching") })
        #expect(warnings[0].message.hasPrefix("a dashed border does not survive"))
    }
}
