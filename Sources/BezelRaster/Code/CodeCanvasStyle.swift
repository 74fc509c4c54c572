import BezelCore
import CPangoCairo

/// A colour drawn in code: sRGB components 0…1, straight alpha (Core Graphics' `CGColor`), handed
/// to Cairo as they are (Cairo rounds to 8 bits when it composites).
package struct CodeColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    package static let black = CodeColor(red: 0, green: 0, blue: 0, alpha: 1)

    func setSource(on cr: OpaquePointer, alpha extra: Double) {
        cairo_set_source_rgba(cr, red, green, blue, alpha * extra)
    }
}

/// Which points a path fills: non-zero winding (Core Graphics' default) or even-odd.
package enum CodeFillRule: Sendable { case nonZero, evenOdd }

/// How a stroke is drawn: width (user space), caps, joins and the miter limit, as Core Graphics'
/// defaults (1, butt, miter, 10) unless set.
package struct CodeStrokeStyle: Hashable, Sendable {
    package enum Cap: Sendable { case butt, round, square }
    package enum Join: Sendable { case miter, round, bevel }
    package var width: Double = 1
    package var cap: Cap = .butt
    package var join: Join = .miter
    package var miterLimit: Double = 10
    package init() {}

    func apply(to cr: OpaquePointer) {
        cairo_set_line_width(cr, width)
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, miterLimit)
    }
}

/// How drawn pixels combine with what is there: the Core Graphics blend modes Cairo has the same
/// operator for (the PDF blend modes and the bounded Porter-Duff operators). Core Graphics'
/// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop` (unbounded in Cairo: they would clear
/// outside the shape) and `plusDarker` (no Cairo operator) are not here.
package enum CodeBlendMode: Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceAtop, destinationOver, destinationOut, xor, plusLighter

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// A gradient drawn in code: its stops (positions 0…1, in order) and its geometry in user space.
package struct CodeGradient: Sendable {
    package enum Geometry: Sendable {
        /// Along the line from `start` to `end` (`CGContext.drawLinearGradient`, an axial `CAGradientLayer`).
        case linear(start: Point, end: Point)
        /// Between two circles (`CGContext.drawRadialGradient`).
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
        /// From `center` to the ellipse with radii `rx`, `ry` (a radial `CAGradientLayer`).
        case ellipse(center: Point, rx: Double, ry: Double)
    }
    package var stops: [(position: Double, color: CodeColor)]
    package var geometry: Geometry
    /// Whether the first and last colours continue before the start and after the end.
    package var extendsBefore: Bool
    package var extendsAfter: Bool

    package init(stops: [(position: Double, color: CodeColor)], geometry: Geometry, extendsBefore: Bool, extendsAfter: Bool) {
        self.stops = stops; self.geometry = geometry; self.extendsBefore = extendsBefore; self.extendsAfter = extendsAfter
    }
}
