import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// Writes sample PNGs for a human to look at, only when `BEZEL_RASTER_LOOK` names a directory.
@Suite struct LookTests {
    @Test func writeSamples() throws {
        guard let out = ProcessInfo.processInfo.environment["BEZEL_RASTER_LOOK"] else { return }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let dir = try temporaryDirectory()
        writePNG(dir + "/icon.png", width: 20, height: 20) { cr in
            cairo_set_source_rgb(cr, 0.9, 0.2, 0.2); cairo_arc(cr, 10, 10, 9, 0, 2 * .pi); cairo_fill(cr)
            cairo_set_source_rgb(cr, 1, 1, 1); cairo_rectangle(cr, 6, 9, 8, 2); cairo_fill(cr)
        }
        writePNG(dir + "/bg.png", width: 30, height: 30) { cr in
            let g = cairo_pattern_create_linear(0, 0, 0, 30)!
            cairo_pattern_add_color_stop_rgb(g, 0, 0.4, 0.8, 0.4); cairo_pattern_add_color_stop_rgb(g, 1, 0.1, 0.5, 0.1)
            cairo_set_source(cr, g); CairoPaths.appendCircular(Rect(x: 0, y: 0, width: 30, height: 30), radius: 10, to: cr)
            cairo_fill(cr); cairo_pattern_destroy(g)
            cairo_set_source_rgb(cr, 0, 0.3, 0); cairo_set_line_width(cr, 2)
            CairoPaths.appendCircular(Rect(x: 1, y: 1, width: 28, height: 28), radius: 9, to: cr); cairo_stroke(cr)
        }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M2 10 L8 16 L18 4" stroke="black" stroke-width="3" fill="none"/></svg>"#
        try svg.write(toFile: dir + "/check.svg", atomically: true, encoding: .utf8)
        let theme = #"""
        {"name": "look", "buttons": {
          "custom": {"size": [160, 44], "title": "Sign in", "backgroundColor": "#3366CC", "cornerRadius": 8,
                     "border": {"width": 2, "color": "#112244"}, "titleShadowColor": "#00000088", "titleShadowOffset": [0, 1]},
          "system": {"type": "system", "title": "System button"},
          "info": {"type": "infoLight"}, "add": {"type": "contactAdd"}, "close": {"type": "close"},
          "nine": {"size": [200, 60], "title": "Nine-sliced", "backgroundImage": {"src": "bg.png", "capInsets": [10, 10, 10, 10]}},
          "tile": {"size": [200, 60], "title": "Tiled", "backgroundImage": {"src": "bg.png", "capInsets": [10, 10, 10, 10], "resizingMode": "tile"}},
          "cjk": {"size": [120, 44], "title": "提交", "backgroundColor": "#222222", "cornerRadius": "capsule", "font": {"size": 20}},
          "arabic": {"size": [140, 44], "title": "إرسال الطلب", "backgroundColor": "#444444", "cornerRadius": 6},
          "image": {"size": [140, 44], "title": "Delete", "image": "icon.png", "backgroundColor": "#DDDDDD", "titleColor": "#222222",
                    "showsTouchWhenHighlighted": false},
          "glow": {"size": [140, 44], "title": "Glow", "image": "icon.png", "backgroundColor": "#335577", "showsTouchWhenHighlighted": true},
          "svg": {"type": "system", "size": [120, 44], "title": "Done", "image": "check.svg"},
          "shadow": {"size": [140, 44], "title": "Shadow", "backgroundColor": "#FFFFFF", "titleColor": "#000000", "cornerRadius": 10,
                     "cornerCurve": "continuous", "shadow": {"color": "#000000", "offset": [0, 3], "radius": 4, "opacity": 0.5}},
          "filled": {"title": "Continue", "configuration": {"style": "filled", "subtitle": "Step 2 of 3", "size": "large"}},
          "multi": {"size": [120, 70], "title": "A title long enough to wrap", "numberOfLines": 0, "lineBreakMode": "word",
                    "backgroundColor": "#663399"},
          "clip": {"size": [100, 40], "cornerRadius": 20, "clipsToBounds": true, "backgroundImage": "bg.png", "title": "Clipped"},
          "styled": {"size": [160, 44], "title": "Styled", "cornerRadius": 10, "cornerCurve": "continuous",
                     "backgroundGradient": [{"color": "#6ea8fe", "position": 0}, {"color": "#0a58ca", "position": 1}],
                     "border": {"width": 2, "color": "#052c65", "style": "dashed"},
                     "shadow": [{"color": "#ffffff", "offset": [0, 2], "radius": 1, "opacity": 0.5, "inset": true},
                                {"color": "#000000", "offset": [0, 3], "radius": 3, "opacity": 0.4, "spread": 1}]},
          "dotted": {"size": [140, 44], "title": "Dotted", "titleColor": "#198754", "backgroundColor": "#FFFFFF",
                     "cornerRadius": "capsule", "border": {"width": 3, "color": "#198754", "style": "dotted"}}
        }}
        """#
        let shots: [(String, ControlState, Double)] = [
            ("custom", .normal, 2), ("system", .normal, 2), ("system", .highlighted, 2), ("info", .normal, 4),
            ("add", .normal, 4), ("close", .normal, 4), ("nine", .normal, 2), ("tile", .normal, 2), ("cjk", .normal, 2),
            ("arabic", .normal, 2), ("image", .normal, 2), ("image", .highlighted, 2), ("image", .disabled, 2),
            ("glow", .highlighted, 2), ("svg", .normal, 3), ("shadow", .normal, 2), ("filled", .normal, 2),
            ("multi", .normal, 2), ("clip", .normal, 2), ("custom", .normal, 1), ("styled", .normal, 2), ("dotted", .normal, 2),
        ]
        for (name, state, scale) in shots {
            let drawing = try themeDrawing(theme, button: name, state: state, scale: scale, in: dir)
            // Room for the shadow: draw at an offset into a larger canvas.
            let size = ButtonRenderer().pixelSize(drawing.layout, scale: scale)
            let pad = Int(12 * scale)
            let canvas = try RasterCanvas(width: size.width + 2 * pad, height: size.height + 2 * pad)
            try ButtonRenderer().draw(drawing, into: canvas, x: pad, y: pad, scale: scale)
            try canvas.image().pngData().write(to: URL(fileURLWithPath: "\(out)/\(name)-\(state.lookupKey.name)@\(Int(scale))x.png"))
        }
        // The SVG output, read back with librsvg, to compare with the bitmap.
        for name in ["custom", "shadow", "info", "nine", "styled", "dotted"] {
            let drawing = try themeDrawing(theme, button: name, scale: 2, in: dir)
            let svgPath = "\(out)/\(name).svg"
            try ButtonRenderer().renderSVG(drawing, scale: 2).write(to: URL(fileURLWithPath: svgPath))
            try ButtonRenderer().renderPDF(drawing).write(to: URL(fileURLWithPath: "\(out)/\(name).pdf"))
            let size = ButtonRenderer().pixelSize(drawing.layout, scale: 2)
            let surface = try CairoSurface(argbWidth: size.width, height: size.height)
            let context = try CairoContext(surface)
            try SVGDocument(path: svgPath).render(in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                                                  on: context.pointer)
            try RasterImage(surface: surface).pngData().write(to: URL(fileURLWithPath: "\(out)/\(name)-from-svg.png"))
        }
    }
}
