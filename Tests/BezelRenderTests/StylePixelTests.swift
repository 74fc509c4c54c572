import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

private let red = RGBAColor(red: 255, green: 0, blue: 0)
private let blue = RGBAColor(red: 0, green: 0, blue: 255)
private let green = RGBAColor(red: 0, green: 255, blue: 0)
private let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

/// Shadow layers, inset shadows, dashed and dotted borders and gradients, through the whole
/// pipeline (decode, resolve, scene, cairo) into a sprite at @1x, sampled at pixels whose colour
/// can be computed exactly: edges on whole pixels, no blur, pixels fully inside a dash or a gap.
@Suite struct StylePixelTests {
    /// The normal sprite of `button` (the only button of a theme with `body`) at `scale`.
    func sprite(_ body: String, scale: Double = 1, state: ControlState = .normal) throws -> DecodedImage {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: "\"b\": { \(body) }", extra: #""name": "t""#)])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: fixture.path("theme.json")), scale: scale)
        return try renderer.image(forButton: "b", state: state)
    }

    /// 40 × 20 pt, white; a red layer spread by 4 on top of a blue one spread by 8 and moved down 6.
    /// Margin (blur 0 reaches 1 px): left and right 1 + 8 = 9, top max(1 + 4, 1 + 8 − 6) = 5, bottom
    /// 1 + 8 + 6 = 15; so the sprite is 58 × 40 px with the bounds at (9, 5).
    @Test func twoOuterLayersWithSpreadMakeTwoRingsTheFirstOnTop() throws {
        let image = try sprite("""
            "size": [40, 20], "backgroundColor": "#ffffff",
            "shadow": [ { "color": "#ff0000", "offset": [0, 0], "radius": 0, "spread": 4 },
                        { "color": "#0000ff", "offset": [0, 6], "radius": 0, "spread": 8 } ]
            """)
        #expect(image.width == 58 && image.height == 40)
        func at(_ x: Int, _ y: Int) -> RGBAColor { image.pixel(x: 9 + x, y: 5 + y) }  // button coordinates
        #expect(at(20, 10) == .white && at(0, 0) == .white && at(39, 19) == .white)
        // The red ring: the bounds grown by 4, square corners (CSS keeps a square corner square), over the blue.
        for (x, y) in [(-1, 10), (-4, 10), (43, 10), (20, -4), (20, -1), (20, 23), (-4, -4), (43, -4), (-4, 23), (43, 23)] {
            #expect(at(x, y) == red, "(\(x), \(y))")
        }
        // The blue layer: the bounds grown by 8, moved down by 6, where the red does not cover it.
        for (x, y) in [(-5, 10), (-8, 10), (44, 10), (47, 10), (20, 24), (20, 33), (-8, -2), (47, 33), (-8, 33)] {
            #expect(at(x, y) == blue, "(\(x), \(y))")
        }
        for (x, y) in [(-9, 10), (48, 10), (20, -5), (20, 34), (-5, -3), (-9, -5), (48, 34)] {
            #expect(at(x, y) == clear, "(\(x), \(y))")
        }
    }

    /// An inset layer without blur, moved down 4: a 4-pt band of its colour along the top inside
    /// edge, the background below; no margin.
    @Test func anInsetLayerIsABandInsideTheTopEdge() throws {
        let image = try sprite("""
            "size": [40, 20], "backgroundColor": "#0000ff",
            "shadow": { "color": "#ff0000", "offset": [0, 4], "radius": 0, "inset": true }
            """)
        #expect(image.width == 40 && image.height == 20)
        for (x, y) in [(0, 0), (20, 0), (39, 3), (20, 3)] { #expect(image.pixel(x: x, y: y) == red, "(\(x), \(y))") }
        for (x, y) in [(20, 4), (0, 10), (39, 10), (0, 19), (20, 19)] { #expect(image.pixel(x: x, y: y) == blue, "(\(x), \(y))") }
    }

    /// Spread 2 shrinks the hole by 2 on every side before it moves: bands of 2 at the left and the
    /// right, 6 at the top (2 + 4), none at the bottom (the hole moved past it).
    @Test func anInsetLayersSpreadWidensTheBandOnEverySide() throws {
        let image = try sprite("""
            "size": [40, 20], "backgroundColor": "#0000ff",
            "shadow": { "color": "#ff0000", "offset": [0, 4], "radius": 0, "spread": 2, "inset": true }
            """)
        for (x, y) in [(20, 5), (1, 10), (38, 10), (0, 19)] { #expect(image.pixel(x: x, y: y) == red, "(\(x), \(y))") }
        for (x, y) in [(20, 6), (2, 10), (37, 10), (20, 19)] { #expect(image.pixel(x: x, y: y) == blue, "(\(x), \(y))") }
    }

    /// A 1-pt dashed border on a square 100 × 40 button runs along the 99 × 39 rect inset by 0.5:
    /// 276 pt, 55 dashes of 3 pt (Chromium's 3 × width) with gaps fitted to 111/55 pt, the first
    /// dash centred on the top-left corner. Along the top row, pixel x covers the path from x − 0.5.
    @Test func aDashedBorderHasChromiumsDashesFittedToThePath() throws {
        let image = try sprite("""
            "size": [100, 40], "backgroundColor": "#ffffff", "border": { "width": 1, "color": "#000000", "style": "dashed" }
            """)
        let period = 276.0 / 55
        var dashes = 0, gaps = 0
        for k in 0..<20 {
            let start = Double(k) * period - 1.5, end = Double(k) * period + 1.5, next = Double(k + 1) * period - 1.5
            for x in 0..<99 {
                let from = Double(x) - 0.5, to = Double(x) + 0.5
                if from >= start && to <= end { #expect(image.pixel(x: x, y: 0) == .black, "dash \(k) at \(x)"); dashes += 1 }
                if from >= end && to <= next { #expect(image.pixel(x: x, y: 0) == .white, "gap \(k) at \(x)"); gaps += 1 }
            }
        }
        #expect(dashes >= 40 && gaps >= 20)
        #expect(image.pixel(x: 0, y: 0) == .black && image.pixel(x: 2, y: 0) == .white && image.pixel(x: 5, y: 0) == .black)
        #expect(image.pixel(x: 50, y: 20) == .white)
    }

    /// A 3-pt dotted border on a 100 × 40 button: round dots 3 pt across along the rect inset by
    /// 1.5 (268 pt); 45 dots (period 268/45 ≈ 5.96 pt) are closer to a gap of 3 than 44, the first
    /// centred on the top-left corner. Row 1 is the dots' centre line.
    @Test func aDottedBorderHasRoundDotsOneWidthAcross() throws {
        let image = try sprite("""
            "size": [100, 40], "backgroundColor": "#ffffff", "border": { "width": 3, "color": "#000000", "style": "dotted" }
            """)
        let period = 268.0 / 45
        for k in 0..<16 {
            let centre = 1.5 + Double(k) * period, between = centre + period / 2
            #expect(image.pixel(x: Int(centre), y: 1) == .black, "dot \(k)")
            #expect(image.pixel(x: Int(between), y: 1) == .white, "gap \(k)")
            #expect(image.pixel(x: Int(between), y: 0) == .white, "gap \(k), top row")
        }
    }

    /// A top-to-bottom red → blue gradient, 100 pt tall: row y is sampled at its centre, t = (y +
    /// 0.5) / 100, each channel linear in t and rounded.
    @Test func anAxialGradientIsLinearFromTopToBottom() throws {
        let image = try sprite(#""size": [10, 100], "backgroundGradient": [ { "color": "red", "position": 0 }, { "color": "blue", "position": 1 } ]"#)
        #expect(image.pixel(x: 5, y: 0) == RGBAColor(red: 254, green: 0, blue: 1))
        #expect(image.pixel(x: 5, y: 49) == RGBAColor(red: 129, green: 0, blue: 126))
        #expect(image.pixel(x: 5, y: 99) == RGBAColor(red: 1, green: 0, blue: 254))
        for y in 0..<100 {
            let t = (Double(y) + 0.5) / 100
            let expected = RGBAColor(red: UInt8((255 * (1 - t)).rounded()), green: 0, blue: UInt8((255 * t).rounded()))
            #expect(image.pixel(x: 0, y: y) == expected && image.pixel(x: 9, y: y) == expected, "row \(y)")
        }
    }

    /// Stops are interpolated without premultiplying, as Core Graphics does: halfway from opaque
    /// red to transparent blue is half-transparent purple (premultiplied, it would be red).
    @Test func gradientStopsAreInterpolatedWithStraightAlpha() throws {
        let image = try sprite(##""size": [10, 100], "backgroundGradient": [ { "color": "#ff0000", "position": 0 }, { "color": "#0000ff00", "position": 1 } ]"##)
        let middle = image.pixel(x: 5, y: 49)  // t = 0.495: alpha 129, red and blue near half
        #expect(middle.alpha == 129)
        #expect(abs(Int(middle.red) - 129) <= 1 && abs(Int(middle.blue) - 126) <= 1 && middle.green == 0)
    }

    /// A radial gradient on an 80 × 40 button: an ellipse with radii 40 and 20 around the centre;
    /// green out to a quarter, blue from the edge on.
    @Test func aRadialGradientIsAnEllipseAroundTheStartPoint() throws {
        let image = try sprite("""
            "size": [80, 40], "backgroundGradient": { "type": "radial", "stops": [
              { "color": "#00ff00", "position": 0 }, { "color": "#00ff00", "position": 0.25 }, { "color": "#0000ff", "position": 1 } ] }
            """)
        #expect(image.pixel(x: 40, y: 20) == green && image.pixel(x: 47, y: 20) == green)
        #expect(image.pixel(x: 0, y: 0) == blue && image.pixel(x: 79, y: 39) == blue)
        // On the centre row, 39.5 pt right of the centre is inside the ellipse (t ≈ 0.99): not yet all blue.
        #expect(image.pixel(x: 79, y: 20).green > 0)
        // On the centre column, 19.5 pt below the centre is t = 0.975.
        let t = hypot(0.5 / 40, 19.5 / 20), f = (t - 0.25) / 0.75
        let below = image.pixel(x: 40, y: 39)
        #expect(abs(Int(below.green) - Int((255 * (1 - f)).rounded())) <= 1 && abs(Int(below.blue) - Int((255 * f).rounded())) <= 1)
    }
}

/// An inset layer's mask must fit the sheet size like a sprite: a blur or a negative spread that
/// reaches too far is refused before anything is drawn.
@Suite struct InsetShadowLimitTests {
    @Test func anInsetMaskOverTheSheetLimitIsAnErrorAtTheShadow() throws {
        let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
            "far": { "size": [44, 44], "shadow": [ { "radius": 2 }, { "inset": true, "radius": 500, "spread": -1000 } ] },
            "near": { "size": [44, 44], "shadow": { "inset": true, "radius": 100 } }
            """, extra: #""name": "t", "scales": [1, 4]"#)])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let prepared = PreparedTheme(theme: fixture.theme(), locale: nil, measurer: FakeTextMeasurer())
        let problems = ThemePreflight(options: RenderOptions()).insetShadowProblems(prepared, states: prepared.theme.renderedStates)
        // far @4x: the 176-px button, its hole grown by 4000 px and then by two box radii of 2000 px, cut to the blur's
        // reach of 6002 px around it: 6002 + 176 + 6002 px.
        #expect(problems.map { "\($0.path): \($0.message)" } == [
            "buttons.far.shadow: an inset layer in state normal would blur a 12180×12180 px mask at @4x, over the 4096 px limit of one sheet; "
                + "make its radius or spread smaller, or render smaller scales (a larger --max-sheet-size would not help: "
                + "12180×12180 px is over 16,777,216 px (4096 × 4096), limit blur-mask-pixels)",
        ])
        // near: the hole is the button, so the mask is the button and two box radii around it: 176 + 2 × 802 px at @4x.
        // At radius 500 and @1x: 44 + 2 × 1002 px.
        #expect(InsetShadowMask.region(clip: Rect(x: 0, y: 0, width: 44, height: 44), hole: Rect(x: 0, y: 0, width: 44, height: 44),
                                       offset: .zero, blur: 500, scale: 1).width == 44 + 2 * (1000 + 2))
    }
}
