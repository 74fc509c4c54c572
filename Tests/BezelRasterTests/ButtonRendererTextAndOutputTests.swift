import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

private let renderer = ButtonRenderer()
private let red = RGBAColor(red: 255, green: 0, blue: 0)
private let systemBlue = RGBAColor(red: 0, green: 122, blue: 255)

private func isRed(_ c: RGBAColor) -> Bool { c.alpha > 128 && c.red > 200 && c.green < 60 && c.blue < 60 }

@Suite struct TitlePixelTests {
    @Test func theTitleColourAppearsInsideTheTitleRectAndNothingOutsideTheBounds() throws {
        let theme = ##"{"name": "t", "buttons": {"b": {"size": [120, 40], "title": "Submit", "titleColor": "#FF0000"}}}"##
        let drawing = try themeDrawing(theme, button: "b")
        let rect = try #require(drawing.layout.titleRect)
        let pad = 10
        let canvas = try RasterCanvas(width: 120 + 2 * pad, height: 40 + 2 * pad)
        try renderer.draw(drawing, into: canvas, x: pad, y: pad)
        let image = canvas.image()
        let ink = image.pixels { $0.alpha > 0 }
        let redInk = image.pixels(where: isRed)
        #expect(redInk.count > 50)
        for p in ink {
            let x = p.x - pad, y = p.y - pad
            #expect(x >= 0 && x < 120 && y >= 0 && y < 40, "ink outside the bounds at \(x), \(y)")
            // Glyph ink stays in the title rect (logical extents), give or take antialiasing.
            #expect(Double(x) >= rect.minX - 1 && Double(x) < rect.maxX + 1
                    && Double(y) >= rect.minY - 1 && Double(y) < rect.maxY + 1, "ink outside the title rect at \(x), \(y)")
        }
    }

    @Test func theHardTitleShadowIsDrawnUnderTheTitleAtItsOffset() throws {
        let theme = ##"{"name": "t", "buttons": {"b": {"size": [120, 40], "title": "I", "titleColor": "#FF0000", "titleShadowColor": "#0000FF", "titleShadowOffset": [3, 0]}}}"##
        let (image, _) = try renderTheme(theme, button: "b")
        let redXs = image.pixels(where: isRed).map(\.x)
        let blueXs = image.pixels { $0.alpha > 128 && $0.blue > 200 && $0.red < 60 }.map(\.x)
        #expect(!redXs.isEmpty && !blueXs.isEmpty)
        #expect(blueXs.max()! == redXs.max()! + 3)
    }

    @Test func titleAlphaFadesTheTitle() throws {
        var appearance = plainAppearance()
        appearance.title = TitleText("Hello", font: TextFont(size: 17))
        appearance.titleColor = red
        let layout = plainLayout(width: 100, height: 30, titleRect: Rect(x: 10, y: 5, width: 80, height: 20))
        let opaque = try renderer.renderImage(appearance: appearance, layout: layout)
        appearance.titleAlpha = 0.2
        let faded = try renderer.renderImage(appearance: appearance, layout: layout)
        let maxOpaque = opaque.pixels { _ in true }.map { opaque.pixel(x: $0.x, y: $0.y).alpha }.max()!
        let maxFaded = faded.pixels { _ in true }.map { faded.pixel(x: $0.x, y: $0.y).alpha }.max()!
        #expect(maxOpaque == 255)
        #expect(maxFaded == 51)  // 0.2 × 255
    }

    @Test func cjkAndArabicTitlesHaveInk() throws {
        let theme = ##"""
        {"name": "t", "buttons": {
          "cjk": {"size": [100, 40], "title": "提交", "titleColor": "#FF0000"},
          "ar": {"size": [140, 40], "title": "إرسال الطلب", "titleColor": "#FF0000"}}}
        """##
        for name in ["cjk", "ar"] {
            let (image, drawing) = try renderTheme(theme, button: name)
            let rect = try #require(drawing.layout.titleRect)
            let redInk = image.pixels(where: isRed)
            #expect(redInk.count > 60, "\(name): \(redInk.count) red pixels")
            #expect(redInk.allSatisfy { Double($0.x) >= rect.minX - 1 && Double($0.x) < rect.maxX + 1 })
        }
    }

    @Test func configurationSubtitlesAreDrawnInTheSubtitleRect() throws {
        let theme = ##"{"name": "t", "buttons": {"b": {"title": "Continue", "configuration": {"style": "filled", "subtitle": "Step 2"}}}}"##
        let (image, drawing) = try renderTheme(theme, button: "b")
        let subtitle = try #require(drawing.layout.subtitleRect)
        let white = image.pixels { $0.red > 240 && $0.green > 240 && $0.blue > 240 && $0.alpha == 255 }
        #expect(white.contains { Double($0.y) >= subtitle.minY && Double($0.y) < subtitle.maxY })
        #expect(drawing.subtitle?.string == "Step 2")
    }
}

@Suite struct GlyphPixelTests {
    private let theme = ##"""
    {"name": "t", "buttons": {"info": {"type": "infoLight", "glyphStyle": "ios12"}, "add": {"type": "contactAdd", "glyphStyle": "ios12"}, "close": {"type": "close"}}}
    """##

    @Test func theInfoGlyphIsACircledIInTheTint() throws {
        let (image, drawing) = try renderTheme(theme, button: "info")
        let rect = try #require(drawing.layout.imageRect)
        #expect(rect == Rect(x: 0, y: 0, width: 22, height: 22))
        // The 1-pt ring at the left middle of the 22-pt box (its leftmost point: ~all of pixel 0).
        let left = image.pixel(x: 0, y: 11)
        #expect(left.red == 0 && left.green == 122 && left.blue == 255 && left.alpha > 200)
        #expect(image.pixel(x: 2, y: 11).alpha == 0)   // inside the ring, left of the stem
        #expect(image.pixel(x: 10, y: 13) == systemBlue) // the stem (x 10…12, y 9.5…16.5)
        #expect(image.pixel(x: 11, y: 8).alpha == 0)   // the gap between dot and stem
        #expect(image.pixel(x: 10, y: 6).alpha > 128)  // the dot
    }

    @Test func theContactAddGlyphIsACircledPlus() throws {
        let (image, _) = try renderTheme(theme, button: "add")
        #expect(image.pixel(x: 10, y: 10) == systemBlue)  // the crossing
        #expect(image.pixel(x: 6, y: 10) == systemBlue)   // the horizontal bar
        #expect(image.pixel(x: 10, y: 6) == systemBlue)   // the vertical bar
        #expect(image.pixel(x: 21, y: 11).alpha > 200)    // the ring, right middle
        #expect(image.pixel(x: 7, y: 7).alpha == 0)
    }

    @Test func theCloseGlyphIsABoldXOnItsCircle() throws {
        let (image, drawing) = try renderTheme(theme, button: "close")
        let glyph = drawing.appearance.image!.templateColor!
        let fill = drawing.appearance.backgroundImage!.fillColor!
        let onDiagonal = image.pixel(x: 12, y: 12)   // on the arm from (10,10) to (20,20)
        let offDiagonal = image.pixel(x: 15, y: 11)  // between the arms' upper ends
        #expect(onDiagonal.alpha > offDiagonal.alpha)
        #expect(offDiagonal.alpha == fill.alpha)
        // glyph over fill: α = g + f·(1 − g)
        let expected = Int((Double(glyph.alpha) + Double(fill.alpha) * (1 - Double(glyph.alpha) / 255)).rounded())
        #expect(abs(Int(onDiagonal.alpha) - expected) <= 1, "\(onDiagonal) vs \(expected)")
    }
}

@Suite struct OutputTests {
    private let theme = ##"""
    {"name": "t", "buttons": {"b": {"size": [120, 44], "title": "Submit 提交", "backgroundColor": "#336699", "cornerRadius": 10,
      "border": {"width": 1, "color": "#000000"}, "shadow": {"color": "#000000", "offset": [0, 2], "radius": 3, "opacity": 0.4},
      "titleShadowColor": "#00000080", "titleShadowOffset": [0, 1]}}}
    """##

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let drawing = try themeDrawing(theme, button: "b", scale: 2)
        let a = try renderer.renderImage(drawing, scale: 2), b = try renderer.renderImage(drawing, scale: 2)
        #expect(a == b)
        #expect(try a.pngData() == b.pngData())
        #expect(try renderer.renderSVG(drawing) == renderer.renderSVG(drawing))
        #expect(try renderer.renderPDF(drawing) == renderer.renderPDF(drawing))
    }

    @Test func pngDataDecodesToTheSamePixels() throws {
        let drawing = try themeDrawing(theme, button: "b")
        let image = try renderer.renderImage(drawing)
        let png = try image.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let path = try temporaryDirectory() + "/out.png"
        try png.write(to: URL(fileURLWithPath: path))
        let surface = try CairoSurface(cairo_image_surface_create_from_png(path)!)
        #expect(RasterImage(surface: surface) == image)
    }

    @Test func svgAndPDFOutputsAreDocumentsOfTheButtonsSize() throws {
        let drawing = try themeDrawing(theme, button: "b")
        let svg = String(decoding: try renderer.renderSVG(drawing, scale: 2), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"width="240px""#) && svg.contains(#"height="88px""#))
        let pdf = try renderer.renderPDF(drawing)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 120 44 ]"))
        // Cairo 1.16 writes the metadata date without PDF's "D:" prefix.
        #expect(text.contains("/CreationDate (20000101000000Z)") && text.contains("/ModDate (20000101000000Z)"))
    }

    @Test func manyButtonsDrawIntoOneCanvasAtPixelOffsets() throws {
        var appearance = plainAppearance()
        appearance.backgroundColor = red
        let drawing = ButtonDrawing(appearance: appearance, layout: plainLayout(width: 10, height: 10))
        let canvas = try RasterCanvas(width: 50, height: 20)
        try renderer.draw(drawing, into: canvas, x: 0, y: 0, scale: 2)
        try renderer.draw(drawing, into: canvas, x: 30, y: 0, scale: 1)
        let image = canvas.image()
        #expect(image.pixel(x: 19, y: 19) == red)
        #expect(image.pixel(x: 20, y: 0).alpha == 0)
        #expect(image.pixel(x: 30, y: 0) == red && image.pixel(x: 39, y: 9) == red)
        #expect(image.pixel(x: 40, y: 0).alpha == 0 && image.pixel(x: 30, y: 10).alpha == 0)
    }
}

@Suite struct SVGDocumentTests {
    @Test func svgParsesAsXMLAndNamesItsTitle() throws {
        let appearance = Appearance(state: .normal, title: TitleText("Save & <Go>", font: TextFont(size: 17)), titleColor: .white,
                                    titleShadowColor: nil, titleShadowOffset: .zero, titleAlpha: 1, font: TextFont(size: 17), image: nil,
                                    backgroundImage: nil, backgroundColor: RGBAColor(red: 0, green: 0, blue: 255), cornerRadius: .points(4),
                                    cornerCurve: .circular, border: nil, shadows: [], tintColor: .black, clipsToBounds: false,
                                    showsTouchGlow: false, accessibilityLabel: "Save & <Go>", accessibilityHint: nil, accessibilityTraits: ["button"])
        let layout = ButtonLayout(bounds: Rect(x: 0, y: 0, width: 120, height: 44), contentRect: Rect(x: 0, y: 0, width: 120, height: 44),
                                  titleRect: Rect(x: 10, y: 12, width: 100, height: 20), imageRect: nil, subtitleRect: nil,
                                  intrinsicSize: Size(width: 120, height: 44), cornerRadius: nil)
        let data = try ButtonRenderer().renderSVG(ButtonDrawing(appearance: appearance, layout: layout))
        final class Collector: NSObject, XMLParserDelegate {
            var text = "", inTitle = false
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) { inTitle = e == "title" }
            func parser(_ p: XMLParser, foundCharacters s: String) { if inTitle { text += s } }
            func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) { inTitle = false }
        }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "SVG is not well-formed XML")
        #expect(collector.text == "Save & <Go>")
    }
}

@Suite struct MultiLineFitTests {
    /// A wrapping title taller than its rect shows whole lines only: nothing is drawn in the rows
    /// just inside the title rect's top and bottom edges where a cut line would show.
    @Test func onlyLinesThatFitAreDrawn() throws {
        let text = Array(repeating: "lorem ipsum dolor", count: 30).joined(separator: " ")
        let json = ##"{ "buttons": { "wrap": { "title": "\##(text)", "numberOfLines": 0, "lineBreakMode": "word", "size": [200, 60], "backgroundColor": "#000000", "titleColor": "#ffffff" } } }"##
        let (image, drawing) = try renderTheme(json, button: "wrap")
        let rect = try #require(drawing.layout.titleRect)
        // Rows 1–2 px inside the top and bottom of the content area hold no ink (black only).
        for y in [Int(drawing.layout.contentRect.minY) + 1, Int(drawing.layout.contentRect.maxY) - 2] {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                #expect(image.pixel(x: x, y: y) == RGBAColor(red: 0, green: 0, blue: 0), "ink at \(x),\(y)")
            }
        }
    }
}
