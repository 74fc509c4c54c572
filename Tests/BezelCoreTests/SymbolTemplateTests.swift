import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore

/// Symbol templates as SF Symbols writes them (docs/format.md, "Symbol images"): path data in every
/// spelling SVG allows, guides as lines or paths, transforms on the groups, weights interpolated
/// between the Ultralight, Regular and Black drawings, and the errors that name what is missing.
@Suite struct SymbolTemplateTests {
    @Test func pathDataInEverySpellingReadsToAbsoluteSegments() throws {
        let segments = try SVGPathParser.segments("M10-5l2.5.5h-1V0c1 1 2 2 3 3s1 1 2 2q1 0 1 1t2 2a1 1 0 012 2zm1,1L-1e1 2").get()
        #expect(segments == [
            .move(Point(x: 10, y: -5)), .line(Point(x: 12.5, y: -4.5)), .line(Point(x: 11.5, y: -4.5)), .line(Point(x: 11.5, y: 0)),
            .cubic(Point(x: 12.5, y: 1), Point(x: 13.5, y: 2), Point(x: 14.5, y: 3)),
            .cubic(Point(x: 15.5, y: 4), Point(x: 15.5, y: 4), Point(x: 16.5, y: 5)),
            .quad(Point(x: 17.5, y: 5), Point(x: 17.5, y: 6)), .quad(Point(x: 17.5, y: 7), Point(x: 19.5, y: 8)),
            .arc(radii: Size(width: 1, height: 1), rotation: 0, largeArc: false, sweep: true, to: Point(x: 21.5, y: 10)),
            .close, .move(Point(x: 11, y: -4)), .line(Point(x: -10, y: 2)),
        ])
        for bad in ["L1 2", "M1", "M1 2 Q", "M1 2 A1 1 0 2 1 3 3", "M1 2 X3"] {
            guard case .failure(let e) = SVGPathParser.segments(bad) else { Issue.record("\(bad) was read"); continue }
            #expect(e.message.hasPrefix("path data: "), "\(e.message)")
        }
    }

    @Test func boundsOfCurvesAreTheirInkNotTheirControlPoints() {
        // A cubic bulging to y = -7.5 (its control points reach -10); a circle arc's box is its circle's.
        let cubic: [PathSegment] = [.move(Point(x: 0, y: 0)), .cubic(Point(x: 0, y: -10), Point(x: 10, y: -10), Point(x: 10, y: 0))]
        #expect(PathBounds.of([cubic]) == Rect(x: 0, y: -7.5, width: 10, height: 7.5))
        let circle: [PathSegment] = [.move(Point(x: 0, y: 5)),
                                     .arc(radii: Size(width: 5, height: 5), rotation: 0, largeArc: true, sweep: true, to: Point(x: 10, y: 5)),
                                     .arc(radii: Size(width: 5, height: 5), rotation: 0, largeArc: true, sweep: true, to: Point(x: 0, y: 5))]
        let b = PathBounds.of([circle])!
        #expect(abs(b.minX) < 1e-9 && abs(b.minY) < 1e-3 && abs(b.maxX - 10) < 1e-9 && abs(b.maxY - 10) < 1e-3, "\(b)")
    }

    /// A hand-made template in the older layout: guides as paths, unnamed margins, one variant under
    /// a translate, its path relative.
    static let small = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
         <g id="Guides">
          <path id="Baseline-M" d="M18,346 l800,0"/><path id="Capline-M" d="M18,275.541 l800,0"/>
          <path id="left-margin" d="M100,250 l0,110"/><path id="right-margin" d="M190,250 l0,110"/>
         </g>
         <g id="Symbols"><g id="Regular-M" transform="translate(110 346)"><path d="m0-60h70v80h-70z"/></g></g>
        </svg>
        """

    @Test func aTemplatesGlyphIsSizedByItsCapLineAndMargins() throws {
        let template = try SymbolTemplateReader.read(Array(Self.small.utf8), file: "box.svg").get()
        let glyph = try SymbolGlyph.make(template, weight: .regular, scale: .medium).get()
        // Cap line 70.459 above the baseline: 100 units to the em. Margins 90 wide; ink 60 above and 20 below.
        #expect(abs(glyph.unitSize.width - 0.9) < 1e-6 && abs(glyph.unitSize.height - 0.8) < 1e-6)
        #expect(abs(glyph.unitBaselineOffset - 0.2) < 1e-6)
        #expect(String(decoding: glyph.svg, as: UTF8.self)
            == #"<svg xmlns="http://www.w3.org/2000/svg" width="90" height="80" viewBox="0 0 90 80"><path d="M10 0L80 0L80 80L10 80Z"/></svg>"#)
        // Regular medium only: another weight or scale is an error that says what the template draws.
        guard case .failure(let e) = SymbolGlyph.make(template, weight: .bold, scale: .medium) else { Issue.record("bold"); return }
        #expect(e.message == "symbol template 'box.svg' has no Bold-M variant and no Regular-M and Black-M to interpolate it from (it draws Regular-M)")
        guard case .failure(let s) = SymbolGlyph.make(template, weight: .regular, scale: .large) else { Issue.record("large"); return }
        #expect(s.message == "symbol template 'box.svg': no Baseline-L and Capline-L guides for the large scale")
    }

    @Test func weightsBetweenTheDrawnOnesAreInterpolated() throws {
        func variant(_ name: String, _ w: Double) -> String {
            "<g id=\"\(name)-M\"><path d=\"M0 0H\(w)V-50H0Z\"/></g>"
        }
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg"><g id="Guides"><line id="Baseline-M" y1="0"/><line id="Capline-M" y1="-70.459"/></g>
            <g id="Symbols">\(variant("Ultralight", 2))\(variant("Regular", 10))\(variant("Black", 41))</g></svg>
            """
        let template = try SymbolTemplateReader.read(Array(text.utf8), file: "bar.svg").get()
        // No margins: the ink's width. Semibold is 0.3 / 0.62 of the way from Regular to Black; thin is
        // 0.2 / 0.8 from Ultralight to Regular.
        for (weight, width) in [(SymbolWeight.regular, 10.0), (.semibold, 10 + 31 * 0.3 / 0.62), (.black, 41), (.thin, 4), (.ultraLight, 2)] {
            let glyph = try SymbolGlyph.make(template, weight: weight, scale: .medium).get()
            #expect(abs(glyph.unitSize.width - width / 100) < 1e-6, "\(weight): \(glyph.unitSize)")
        }
        let broken = text.replacingOccurrences(of: "M0 0H41.0V-50H0Z", with: "M0 0H41.0V-50Z")
        let bad = try SymbolTemplateReader.read(Array(broken.utf8), file: "bar.svg").get()
        guard case .failure(let e) = SymbolGlyph.make(bad, weight: .bold, scale: .medium) else { Issue.record("bold"); return }
        #expect(e.message == "symbol template 'bar.svg': Bold-M cannot be interpolated between Regular-M and Black-M: path 1 has 5 commands against 4")
    }

    @Test func templatesThatCannotBeReadSayWhy() {
        func message(_ text: String) -> String {
            if case .failure(let e) = SymbolTemplateReader.read(Array(text.utf8), file: "t.svg") { return e.message }
            return "read"
        }
        #expect(message("<svg><g id=\"Symbols\"><g id=\"Regular-M\"><circle r=\"4\"/></g></g></svg>")
            == "symbol template 't.svg' line 1: variant Regular-M draws a <circle>: only <path> outlines are read (convert shapes and strokes to outlines)")
        #expect(message("<!DOCTYPE svg [<!ENTITY a \"b\">]><svg/>") == "symbol template 't.svg' declares entities in its document type; templates need none")
        #expect(message("<svg><g id=\"Symbols\"><g id=\"Bold-S\"><path d=\"M0 0 L\"/></g></g></svg>")
            == "symbol template 't.svg' line 1: variant Bold-S: path data: expected a number at character 7 ('')")
        #expect(message("<svg><g").hasPrefix("symbol template 't.svg' line 1: not well-formed XML"))
        #expect(SymbolTemplateReader.read([0x3C, 0xFF], file: "t.svg").failureMessage == "symbol template 't.svg' is not UTF-8 text")
    }
}

extension Result where Failure == PathError {
    var failureMessage: String? { if case .failure(let e) = self { e.message } else { nil } }
}
