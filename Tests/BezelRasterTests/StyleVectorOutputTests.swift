import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// Shadows in SVG output at @2x, read back with librsvg: the same pixels as the bitmap where the
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
        appearance.shadow = ResolvedShadow(color: .black, offset: .zero, radius: 1, opacity: 0.5)
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 40, height: 20))
        let bitmap = try ButtonRenderer().renderImage(drawing, scale: 2)
        let svg = try svgPixels(drawing, scale: 2)
        for (x, y) in [(10, 10), (40, 20), (70, 30), (60, 28), (12, 29), (68, 9)] {
            let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
            #expect(bitmap.pixel(x: x, y: y) == half, "bitmap (\(x), \(y))")
            #expect(svg.pixel(x: x, y: y).isClose(to: half), "svg (\(x), \(y)): \(svg.pixel(x: x, y: y))")
        }
    }
}
