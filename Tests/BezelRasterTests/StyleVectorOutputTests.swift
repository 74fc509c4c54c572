import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// Shadows, dashes and gradients in SVG output at @2x, read back with librsvg: the same pixels as the bitmap where the
/// colour is exact.
@Suite struct StyleVectorOutputTests {
    /// The SVG of `drawing` at `scale`, drawn by librsvg at its own pixel size.
    func svgPixels(_ drawing: ButtonDrawing, scale: Double) throws -> RasterImage {
        let path = try temporaryDirectory() + "/button.svg"
        try ButtonRenderer().renderSVG(drawing, scale: scale).write(to: URL(fileURLWithPath: path))
        let size = ButtonRenderer().pixelSize(drawing.layout, scale: scale)
        let surface = try CairoSurface(argbWidth: size.width, height: size.height)
        let context = try CairoContext(surface)
        try SVGDocument(path: path).render(in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), on: context.pointer)
        return RasterImage(surface: surface)
    }

    /// A blurred, half-transparent layer shadow under a button without background covers its
    /// middle in the SVG as in the bitmap (its mask placed at half its size covered a quarter).
    @Test func aShadowUnderATransparentButtonCoversItInTheSVGAsInTheBitmap() throws {
        var appearance = plainAppearance()
        appearance.shadows = [ResolvedShadow(color: .black, offset: .zero, radius: 1, opacity: 0.5)]
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 20))
        let bitmap = try ButtonRenderer().renderImage(drawing, scale: 2)
        let svg = try svgPixels(drawing, scale: 2)
        for (x, y) in [(10, 10), (40, 20), (70, 30), (60, 28), (12, 29), (68, 9)] {
            let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
            #expect(bitmap.pixel(x: x, y: y) == half, "bitmap (\(x), \(y))")
            #expect(svg.pixel(x: x, y: y).isClose(to: half), "svg (\(x), \(y)): \(svg.pixel(x: x, y: y))")
        }
    }

    /// An inset band 4 pt deep at @2x: 8 px of red along the top of the blue, in the SVG as in the
    /// bitmap (a shadow mask placed at half its size would end in the middle of the button).
    @Test func anInsetShadowHasItsBandInTheSVGAsInTheBitmap() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = RGBAColor(red: 0, green: 0, blue: 255)
        appearance.shadows = [ResolvedShadow(color: RGBAColor(red: 255, green: 0, blue: 0), offset: Size(width: 0, height: 4),
                                             radius: 0, opacity: 1, inset: true)]
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 20))
        let bitmap = try ButtonRenderer().renderImage(drawing, scale: 2)
        let svg = try svgPixels(drawing, scale: 2)
        let red = RGBAColor(red: 255, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 255)
        for (x, y, colour) in [(2, 1, red), (78, 6, red), (40, 7, red), (40, 8, blue), (40, 20, blue), (79, 39, blue), (2, 30, blue)] {
            #expect(bitmap.pixel(x: x, y: y) == colour, "bitmap (\(x), \(y))")
            #expect(svg.pixel(x: x, y: y) == colour, "svg (\(x), \(y))")
        }
    }

    /// A dashed border survives the trip: the dashes' pixels, and the gaps'.
    @Test func dashesAreTheSameInTheSVG() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = .white
        appearance.border = ResolvedBorder(width: 1, color: .black, style: .dashed)
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 100, height: 40))
        let bitmap = try ButtonRenderer().renderImage(drawing, scale: 2)
        let svg = try svgPixels(drawing, scale: 2)
        for (x, y) in [(0, 0), (2, 1), (5, 0), (10, 1), (100, 40), (150, 79)] {
            let a = bitmap.pixel(x: x, y: y), b = svg.pixel(x: x, y: y)
            #expect(a.isClose(to: b, tolerance: 2), "(\(x), \(y)): bitmap \(a), svg \(b)")
        }
        #expect(svg.pixel(x: 2, y: 1) == .black && svg.pixel(x: 5, y: 0) == .white)
    }

    /// A gradient survives the trip: its rows, as cairo's SVG surface writes a linear gradient.
    @Test func aGradientIsTheSameInTheSVG() throws {
        var appearance = plainAppearance()
        appearance.backgroundGradient = ResolvedGradient(type: .axial, stops: [.init(color: RGBAColor(red: 255, green: 0, blue: 0), position: 0),
                                                                              .init(color: RGBAColor(red: 0, green: 0, blue: 255), position: 1)],
                                                         startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 100, height: 40))
        let bitmap = try ButtonRenderer().renderImage(drawing, scale: 2)
        let svg = try svgPixels(drawing, scale: 2)
        for (x, y) in [(0, 0), (50, 20), (100, 40), (150, 60), (199, 79)] {
            let a = bitmap.pixel(x: x, y: y), b = svg.pixel(x: x, y: y)
            #expect(a.isClose(to: b, tolerance: 2), "(\(x), \(y)): bitmap \(a), svg \(b)")
        }
    }
}

/// The blurred inset shadow against the outer one: blurring is linear and the box blur's rounding
/// is symmetric, so inside the bounds the inset mask (everything but the shape, blurred) and the
/// outer mask (the shape, blurred) add up to exactly 255 at every pixel — also where the inset
/// mask stops short of the blur's reach and counts what lies beyond as filled.
@Suite struct InsetShadowBlurTests {
    /// (offset, blur radius, spread of the outer layer — the inset one's is its negative, the same
    /// shape —, scale)
    @Test(arguments: [(Size(width: 0, height: 0), 2.0, 0.0, 1.0), (Size(width: 3, height: -2), 2.0, 0.0, 1.0),
                      (Size(width: 0, height: 4), 1.5, 0.0, 2.0), (Size(width: -1, height: 1), 4.0, 0.0, 3.0),
                      (Size(width: 0, height: 2), 2.0, 6.0, 1.0), (Size(width: 0, height: 2), 1.0, -3.0, 2.0)])
    func insetAndOuterMasksAreComplements(offset: Size, radius: Double, spread: Double, scale: Double) throws {
        func image(inset: Bool) throws -> RasterImage {
            var appearance = plainAppearance()
            appearance.shadows = [ResolvedShadow(color: .black, offset: offset, radius: radius, opacity: 1,
                                                 spread: inset ? -spread : spread, inset: inset)]
            return try ButtonRenderer().renderImage(ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 24)), scale: scale)
        }
        let inner = try image(inset: true), outer = try image(inset: false)
        #expect(inner.width == outer.width && inner.height == outer.height)
        var partial = 0
        for y in 0..<inner.height {
            for x in 0..<inner.width {
                let a = Int(inner.pixel(x: x, y: y).alpha), b = Int(outer.pixel(x: x, y: y).alpha)
                #expect(a + b == 255, "(\(x), \(y)): inset \(a) + outer \(b)")
                if a > 0 && a < 255 { partial += 1 }
            }
        }
        #expect(partial > 40)  // the blur shows
    }
}
