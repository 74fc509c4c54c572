import BezelCore
import BezelPNG
import CPangoCairo
import Foundation

/// The bitmap that drawing in code goes into (BezelUIKit's `UIGraphicsImageRenderer` and
/// `UIGraphicsBeginImageContextWithOptions` contexts): a Cairo ARGB32 surface of `pixelWidth` ×
/// `pixelHeight` pixels whose user space is points (scaled by `scale`), y down, origin at the
/// top left, as UIKit's image contexts are. Fills, strokes, clips, transforms, gradients and images;
/// the pixels come out as a `RasterImage` and PNG bytes through BezelPNG's encoder, as the rest of
/// Bezel encodes. Antialiased by Cairo (approximated: Core Graphics' coverage arithmetic differs
/// from Cairo's by a level or so on edge pixels).
package final class CodeCanvas {
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let scale: Double
    let surface: CairoSurface
    let context: CairoContext
    var cr: OpaquePointer { context.pointer }

    /// A canvas of `size` points at `scale` (pixel sides rounded up); `opaque` starts it opaque black,
    /// as an opaque Core Graphics bitmap starts (what is drawn with alpha ends up over black).
    package init(width: Double, height: Double, scale: Double, opaque: Bool) throws {
        guard width >= 0, height >= 0, scale > 0, width.isFinite, height.isFinite, scale.isFinite else {
            throw RasterError.surface(reason: "an image context of \(width) × \(height) points at scale \(scale)")
        }
        pixelWidth = Int((width * scale - 1e-9).rounded(.up)); pixelHeight = Int((height * scale - 1e-9).rounded(.up))
        self.scale = scale
        surface = try CairoSurface(argbWidth: max(pixelWidth, 0), height: max(pixelHeight, 0))
        context = try CairoContext(surface)
        if opaque {
            cairo_set_source_rgb(context.pointer, 0, 0, 0)
            cairo_paint(context.pointer)
        }
        cairo_scale(context.pointer, scale, scale)
        // Curves are flattened to within 0.01 pixel (Cairo's default, 0.1, cuts an arc's edge
        // pixels by several levels against the exact area).
        cairo_set_tolerance(context.pointer, 0.01)
    }

    // MARK: graphics state (the transform and the clip; colours and line styles are the caller's)

    package func save() { cairo_save(cr) }
    package func restore() { cairo_restore(cr) }
    package func translate(x: Double, y: Double) { cairo_translate(cr, x, y) }
    package func scale(x: Double, y: Double) { cairo_scale(cr, x, y) }
    package func rotate(by angle: Double) { cairo_rotate(cr, angle) }

    /// Intersects the clip with `path`.
    package func clip(_ path: CodePath, rule: CodeFillRule) {
        preservingCurrentPath {
            path.append(to: cr)
            setRule(rule)
            cairo_clip(cr)
        }
    }

    // MARK: the current path (CGContext's: built in user space as it is added, kept across save/restore)

    package func addToCurrentPath(_ path: CodePath) { path.append(to: cr) }
    package func clearCurrentPath() { cairo_new_path(cr) }

    package func fillCurrentPath(_ color: CodeColor, rule: CodeFillRule, blend: CodeBlendMode, alpha: Double) {
        setRule(rule)
        paintShape(blend: blend) { color.setSource(on: cr, alpha: alpha); cairo_fill(cr) }
    }

    package func strokeCurrentPath(_ color: CodeColor, style: CodeStrokeStyle, blend: CodeBlendMode, alpha: Double) {
        style.apply(to: cr)
        paintShape(blend: blend) { color.setSource(on: cr, alpha: alpha); cairo_stroke(cr) }
    }

    /// Intersects the clip with the current path (and empties it, as Core Graphics does).
    package func clipToCurrentPath(rule: CodeFillRule) {
        setRule(rule)
        cairo_clip(cr)
    }

    // MARK: one-shot drawing (UIBezierPath's fill and stroke: the current path is left as it was)

    package func fill(_ path: CodePath, _ color: CodeColor, rule: CodeFillRule, blend: CodeBlendMode, alpha: Double) {
        preservingCurrentPath {
            path.append(to: cr)
            fillCurrentPath(color, rule: rule, blend: blend, alpha: alpha)
        }
    }

    package func stroke(_ path: CodePath, _ color: CodeColor, style: CodeStrokeStyle, blend: CodeBlendMode, alpha: Double) {
        preservingCurrentPath {
            path.append(to: cr)
            strokeCurrentPath(color, style: style, blend: blend, alpha: alpha)
        }
    }

    // MARK: pixels out

    /// The pixels drawn so far.
    package func image() -> RasterImage { RasterImage(surface: surface) }

    /// The pixels as PNG bytes (BezelPNG's encoder, as Bezel's sheets are encoded).
    package func pngData() throws -> Data { try image().pngData() }

    // MARK: helpers

    /// Draws with `blend`; `alpha` (Core Graphics' global alpha) multiplies the source colour's.
    func paintShape(blend: CodeBlendMode, _ draw: () -> Void) {
        cairo_save(cr)
        cairo_set_operator(cr, blend.cairoOperator)
        draw()
        cairo_restore(cr)
    }

    func setRule(_ rule: CodeFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Runs `body` on an empty current path and puts the current path back afterwards.
    func preservingCurrentPath(_ body: () -> Void) {
        let saved = cairo_copy_path(cr)
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if let saved, saved.pointee.num_data > 0 { cairo_append_path(cr, saved) }
    }
}
