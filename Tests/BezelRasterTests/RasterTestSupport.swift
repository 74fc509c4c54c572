import BezelTestSupport
import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// A fresh temporary directory for one test's files.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "bezel-raster-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes a PNG of `width` × `height` pixels drawn by `draw` on a cairo context (`cairo_t *`).
func writePNG(_ path: String, width: Int, height: Int, _ draw: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    precondition(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
    cairo_surface_destroy(surface)
}

/// Writes a PNG filled with one opaque colour.
func writeSolidPNG(_ path: String, width: Int, height: Int, red: Double, green: Double, blue: Double, alpha: Double = 1) {
    writePNG(path, width: width, height: height) { cr in
        cairo_set_source_rgba(cr, red, green, blue, alpha)
        cairo_paint(cr)
    }
}

/// Renders button `name` of the theme `json` (written with `files` into a temporary directory) in
/// `state`, through the whole pipeline: decode, resolve, layout, draw.
func renderTheme(_ json: String, button name: String, state: ControlState = .normal, scale: Double = 1,
                 in directory: String? = nil) throws -> (image: RasterImage, drawing: ButtonDrawing) {
    let drawing = try themeDrawing(json, button: name, state: state, scale: scale, in: directory)
    return (try ButtonRenderer().renderImage(drawing, scale: scale), drawing)
}

struct ThemeError: Error, CustomStringConvertible { var description: String }

func themeDrawing(_ json: String, button name: String, state: ControlState = .normal, scale: Double = 1,
                  in directory: String? = nil) throws -> ButtonDrawing {
    let folder = try directory ?? temporaryDirectory()
    let file = folder + "/theme.json"
    try json.write(toFile: file, atomically: true, encoding: .utf8)
    let (themes, diagnostics) = ThemeValidator.validate(file)
    guard let theme = themes.first, let button = theme.button(named: name) else {
        throw ThemeError(description: diagnostics.map { "\($0)" }.joined(separator: "\n"))
    }
    let resolver = AppearanceResolver(theme: theme)
    let appearance = resolver.resolve(button, state: state).appearance
    let engine = ButtonLayoutEngine(measurer: PangoTextMeasurer())
    var input = ButtonLayoutInput(button: button, appearance: appearance, locale: nil)
    input.size = button.frameSize(resolver: resolver, engine: engine, locale: nil)
    let layout = engine.layout(input, scale: scale)
    return ButtonDrawing(appearance: appearance, layout: layout, input: input)
}

/// A bare appearance: nothing drawn but what a test sets.
func plainAppearance(state: ControlState = .normal) -> Appearance {
    Appearance(state: state, title: nil, titleColor: .white, titleShadowColor: nil, titleShadowOffset: .zero,
               titleAlpha: 1, font: TextFont(size: 17), image: nil, backgroundImage: nil, backgroundColor: nil,
               cornerRadius: .points(0), cornerCurve: .circular, border: nil, shadows: [], tintColor: .black,
               clipsToBounds: false, showsTouchGlow: false, accessibilityLabel: nil, accessibilityHint: nil,
               accessibilityTraits: [])
}

/// A layout of `width` × `height` points whose content rect is the bounds.
func plainLayout(width: Double, height: Double, titleRect: Rect? = nil, imageRect: Rect? = nil) -> ButtonLayout {
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    return ButtonLayout(bounds: bounds, contentRect: bounds, titleRect: titleRect, imageRect: imageRect,
                        intrinsicSize: bounds.size)
}

extension RasterImage {
    /// Pixels (x, y) whose colour satisfies `predicate`.
    func pixels(where predicate: (RGBAColor) -> Bool) -> [(x: Int, y: Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<height { for x in 0..<width where predicate(pixel(x: x, y: y)) { result.append((x, y)) } }
        return result
    }

    /// Pixels with any ink (alpha > 0).
    var inkCount: Int { pixels { $0.alpha > 0 }.count }
}

extension RGBAColor {
    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBAColor, tolerance: Int = 1) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}
