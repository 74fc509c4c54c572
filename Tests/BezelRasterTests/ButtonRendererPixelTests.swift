import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

private let renderer = ButtonRenderer()
private let blue = RGBAColor(red: 0x33, green: 0x66, blue: 0xCC)
private let red = RGBAColor(red: 255, green: 0, blue: 0)
private let systemBlue = RGBAColor(red: 0, green: 122, blue: 255)

@Suite struct BackgroundAndBorderPixelTests {
    @Test func backgroundFillsTheBoundsInsideTheRoundedCorners() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = blue
        appearance.cornerRadius = .points(8)
        let image = try renderer.renderImage(appearance: appearance, layout: plainLayout(width: 100, height: 44))
        #expect(image.width == 100 && image.height == 44)
        #expect(image.pixel(x: 50, y: 22) == blue)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)      // outside the radius-8 corner
        #expect(image.pixel(x: 99, y: 43).alpha == 0)
        #expect(image.pixel(x: 8, y: 0) == blue)         // where the top edge is straight again
        #expect(image.pixel(x: 0, y: 22) == blue)
        #expect(image.pixel(x: 3, y: 3) == blue)         // inside the corner arc
    }

    @Test func aCapsuleIsRoundedByHalfTheShorterSide() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = blue
        appearance.cornerRadius = .capsule
        let image = try renderer.renderImage(appearance: appearance, layout: plainLayout(width: 100, height: 40))
        #expect(image.pixel(x: 50, y: 20) == blue)
        #expect(image.pixel(x: 1, y: 20) == blue)
        #expect(image.pixel(x: 0, y: 20).alpha > 240)  // the arc's leftmost point: almost fully covered
        #expect(image.pixel(x: 3, y: 3).alpha == 0)      // inside a radius-8 corner, outside a radius-20 one
        #expect(image.pixel(x: 20, y: 0) == blue)
    }

    @Test func continuousCornersDifferFromCircularOnes() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = blue
        appearance.cornerRadius = .points(12)
        let layout = plainLayout(width: 100, height: 60)
        let circular = try renderer.renderImage(appearance: appearance, layout: layout)
        appearance.cornerCurve = .continuous
        let continuous = try renderer.renderImage(appearance: appearance, layout: layout)
        #expect(circular != continuous)
        // The squircle starts bending earlier (1.53 r from the corner) and hugs the corner less.
        #expect(continuous.pixel(x: 14, y: 0).alpha < circular.pixel(x: 14, y: 0).alpha)
        #expect(continuous.pixel(x: 50, y: 30) == blue)
    }

    @Test func theBorderLiesInsideTheBoundsAboveTheBackground() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = blue
        appearance.border = ResolvedBorder(width: 2, color: red)
        let canvas = try RasterCanvas(width: 44, height: 24)
        try renderer.draw(ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 20)),
                          into: canvas, x: 2, y: 2)
        let image = canvas.image()
        #expect(image.pixel(x: 2, y: 12) == red)     // the button's left edge column
        #expect(image.pixel(x: 3, y: 12) == red)
        #expect(image.pixel(x: 4, y: 12) == blue)
        #expect(image.pixel(x: 1, y: 12).alpha == 0) // nothing outside the bounds
        #expect(image.pixel(x: 41, y: 21) == red)    // bottom-right corner pixel, square corners
        #expect(image.pixel(x: 42, y: 22).alpha == 0)
    }

    @Test func aLayerShadowIsDrawnOutsideTheBounds() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = .white
        appearance.shadows = [ResolvedShadow(color: .black, offset: Size(width: 0, height: 4), radius: 2, opacity: 0.5)]
        let canvas = try RasterCanvas(width: 60, height: 60)
        try renderer.draw(ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 20)),
                          into: canvas, x: 10, y: 10)
        let image = canvas.image()
        #expect(image.pixel(x: 30, y: 20) == .white)
        // Under the bottom edge (y 30): the shadow, half opaque at most, fading out with distance.
        let column = (30...38).map { image.pixel(x: 30, y: $0) }
        #expect(column.allSatisfy { $0.red == 0 && $0.green == 0 && $0.blue == 0 })
        #expect(column.map(\.alpha) == [118, 107, 92, 74, 54, 36, 21, 10, 4])
        #expect(image.pixel(x: 30, y: 5).alpha == 0)  // the shadow is offset down
    }
}

@Suite struct BackgroundImagePixelTests {
    /// 30×30: a 10×10 red square in each corner, blue elsewhere.
    private func cornersImage(_ dir: String) -> String {
        let path = dir + "/corners.png"
        writePNG(path, width: 30, height: 30) { cr in
            cairo_set_source_rgb(cr, 0, 0, 1); cairo_paint(cr)
            cairo_set_source_rgb(cr, 1, 0, 0)
            for (x, y) in [(0, 0), (20, 0), (0, 20), (20, 20)] { cairo_rectangle(cr, Double(x), Double(y), 10, 10) }
            cairo_fill(cr)
        }
        return path
    }

    private func background(_ path: String, caps: EdgeInsets?) -> Appearance {
        var appearance = plainAppearance()
        appearance.backgroundImage = ResolvedBackgroundImage(
            path: path, glyph: nil, fillColor: nil, size: Size(width: 30, height: 30), capInsets: caps,
            resizingMode: .stretch, adjustment: .none)
        return appearance
    }

    @Test func capInsetsKeepTheCornersAndStretchTheRest() throws {
        let path = cornersImage(try temporaryDirectory())
        let layout = plainLayout(width: 100, height: 50)
        let sliced = try renderer.renderImage(appearance: background(path, caps: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)), layout: layout)
        let pureBlue = RGBAColor(red: 0, green: 0, blue: 255)
        #expect(sliced.pixel(x: 5, y: 5) == red)
        #expect(sliced.pixel(x: 94, y: 44) == red)
        #expect(sliced.pixel(x: 15, y: 5) == pureBlue)   // the top edge, right of the 10-pt corner
        #expect(sliced.pixel(x: 50, y: 25) == pureBlue)
        let stretched = try renderer.renderImage(appearance: background(path, caps: nil), layout: layout)
        #expect(stretched.pixel(x: 15, y: 5) == red)     // the corner scaled to 33 pt
    }

    @Test func clipsToBoundsClipsTheBackgroundImageToTheRoundedCorners() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/red.png", width: 40, height: 40, red: 1, green: 0, blue: 0)
        var appearance = background(dir + "/red.png", caps: nil)
        appearance.cornerRadius = .points(20)
        let layout = plainLayout(width: 40, height: 40)
        let unclipped = try renderer.renderImage(appearance: appearance, layout: layout)
        #expect(unclipped.pixel(x: 0, y: 0) == red)      // the radius shapes only colour and border
        appearance.clipsToBounds = true
        let clipped = try renderer.renderImage(appearance: appearance, layout: layout)
        #expect(clipped.pixel(x: 0, y: 0).alpha == 0)
        #expect(clipped.pixel(x: 20, y: 20) == red)
    }

    @Test func theBorderIsDrawnAboveABackgroundImage() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/red.png", width: 40, height: 20, red: 1, green: 0, blue: 0)
        var appearance = background(dir + "/red.png", caps: nil)
        appearance.border = ResolvedBorder(width: 2, color: blue)
        let image = try renderer.renderImage(appearance: appearance, layout: plainLayout(width: 40, height: 20))
        #expect(image.pixel(x: 0, y: 10) == blue)  // the border, over the image
        #expect(image.pixel(x: 1, y: 10) == blue)
        #expect(image.pixel(x: 2, y: 10) == red)   // the image inside the border
        #expect(image.pixel(x: 20, y: 0) == blue)
    }

    @Test func theCloseButtonBackgroundIsAFilledCircle() throws {
        let drawing = try themeDrawing(##"{"name": "t", "buttons": {"x": {"type": "close"}}}"##, button: "x")
        #expect(drawing.layout.bounds.size == Size(width: 30, height: 30))
        let image = try renderer.renderImage(drawing)
        let fill = drawing.appearance.backgroundImage!.fillColor!
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        // At alpha 30 premultiplied channels hold about 5 bits: un-premultiplying is exact to ±255/30/2.
        let top = image.pixel(x: 15, y: 2)
        #expect(top.alpha == fill.alpha && top.isClose(to: fill, tolerance: 9), "\(top)")
        // The bold "x" crosses at the centre, in the glyph colour over the fill.
        let centre = image.pixel(x: 15, y: 15)
        #expect(centre.alpha > fill.alpha && centre.red < 100)
    }
}

@Suite struct ImagePixelTests {
    private func customWithImage(_ path: String, size: Size = Size(width: 10, height: 10)) -> Appearance {
        var appearance = plainAppearance()
        appearance.image = ResolvedImage(path: path, glyph: nil, templateColor: nil, size: size, adjustment: .none, alpha: 1)
        return appearance
    }

    private let imageLayout = plainLayout(width: 30, height: 30, imageRect: Rect(x: 10, y: 10, width: 10, height: 10))

    @Test func templateImagesTakeTheTintColour() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/solid.png", width: 10, height: 10, red: 0.2, green: 0.9, blue: 0.1)
        let theme = ##"{"name": "t", "buttons": {"b": {"type": "system", "size": [40, 30], "image": "solid.png"}}}"##
        let (image, drawing) = try renderTheme(theme, button: "b", in: dir)
        let rect = try #require(drawing.layout.imageRect)
        #expect(image.pixel(x: Int(rect.midX), y: Int(rect.midY)) == systemBlue)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test func highlightedDarkeningMultipliesRGBBy0_5333() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/white.png", width: 10, height: 10, red: 1, green: 1, blue: 1)
        var appearance = customWithImage(dir + "/white.png")
        appearance.image!.adjustment = .darken
        let image = try renderer.renderImage(appearance: appearance, layout: imageLayout)
        // Black at α 7/15 (cairo: 119/255) ATOP white: 255 × (255 − 119) / 255 = 136 exactly.
        #expect(image.pixel(x: 15, y: 15) == RGBAColor(red: 136, green: 136, blue: 136))
        #expect(image.pixel(x: 5, y: 5).alpha == 0)  // transparent pixels stay transparent
    }

    @Test func darkeningKeepsTheImagesAlpha() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/half.png", width: 10, height: 10, red: 1, green: 1, blue: 1, alpha: 0.5)
        var appearance = customWithImage(dir + "/half.png")
        appearance.image!.adjustment = .darken
        let pixel = try renderer.renderImage(appearance: appearance, layout: imageLayout).pixel(x: 15, y: 15)
        #expect(pixel.alpha == 128)
        // Straight 136 is stored premultiplied as 128 × 136 / 255 = 68.3 → 68; un-premultiplied
        // (68 × 255 + 64) / 128 = 135: one less than at full alpha, by 8-bit storage alone.
        #expect(pixel == RGBAColor(red: 135, green: 135, blue: 135, alpha: 128))
    }

    @Test func disabledFadeHalvesTheAlpha() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/white.png", width: 10, height: 10, red: 1, green: 1, blue: 1)
        var appearance = customWithImage(dir + "/white.png")
        appearance.image!.adjustment = .fade
        let pixel = try renderer.renderImage(appearance: appearance, layout: imageLayout).pixel(x: 15, y: 15)
        // paint_with_alpha(0.5) → 8-bit 128: 255 × 128 / 255 = 128, colour unchanged.
        #expect(pixel == RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
    }

    @Test func throughThePipelineAFallbackImageDarkensWhenHighlighted() throws {
        let dir = try temporaryDirectory()
        writeSolidPNG(dir + "/white.png", width: 10, height: 10, red: 1, green: 1, blue: 1)
        let theme = ##"{"name": "t", "buttons": {"b": {"size": [30, 30], "image": "white.png"}}}"##
        let (normal, _) = try renderTheme(theme, button: "b", in: dir)
        let (highlighted, _) = try renderTheme(theme, button: "b", state: .highlighted, in: dir)
        let (disabled, _) = try renderTheme(theme, button: "b", state: .disabled, in: dir)
        #expect(normal.pixel(x: 15, y: 15) == .white)
        #expect(highlighted.pixel(x: 15, y: 15) == RGBAColor(red: 136, green: 136, blue: 136))
        #expect(disabled.pixel(x: 15, y: 15) == RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
    }

    @Test func svgImagesAreDrawnAsVectorsAtTheTargetScale() throws {
        let dir = try temporaryDirectory()
        // A 10×10 document with a 1-unit green bar along its left edge.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect x="0" y="0" width="1" height="10" fill="#00FF00"/></svg>"##
        try svg.write(toFile: dir + "/bar.svg", atomically: true, encoding: .utf8)
        let appearance = customWithImage(dir + "/bar.svg")
        let image = try renderer.renderImage(appearance: appearance, layout: imageLayout, scale: 3)
        // At @3x the bar is exactly pixels 30, 31, 32: crisp, not an upscaled 1-pixel bar.
        #expect(image.pixel(x: 30, y: 45) == RGBAColor(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 32, y: 45) == RGBAColor(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 33, y: 45).alpha == 0)
        #expect(image.pixel(x: 29, y: 45).alpha == 0)
    }

    @Test func aCorruptPNGIsAnErrorNotACrash() throws {
        let dir = try temporaryDirectory()
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        let appearance = customWithImage(dir + "/bad.png")
        #expect(throws: RasterError.self) { try renderer.renderImage(appearance: appearance, layout: imageLayout) }
        let missing = customWithImage(dir + "/missing.svg")
        #expect(throws: RasterError.self) { try renderer.renderImage(appearance: missing, layout: imageLayout) }
    }

    @Test func at2xTheImageIsExactlyTwiceTheSize() throws {
        let theme = ##"{"name": "t", "buttons": {"b": {"title": "Submit", "backgroundColor": "#336699", "cornerRadius": 6}}}"##
        let (one, _) = try renderTheme(theme, button: "b", scale: 1)
        let (two, _) = try renderTheme(theme, button: "b", scale: 2)
        #expect(one.width > 0 && one.height > 0)
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)
    }
}
