/// How a border's line is drawn (CSS `border-style`; UIKit draws only solid layer borders, a
/// `CAShapeLayer` with a `lineDashPattern` the others).
public enum BorderStyle: String, CaseIterable, Sendable {
    /// One unbroken line.
    case solid
    /// Dashes, as long as Chromium draws them (`StrokeDash`).
    case dashed
    /// Dots one border width across, about one width apart.
    case dotted
}

/// The shape of the ends of a dash (`CAShapeLayerLineCap`, cairo's `cairo_line_cap_t`).
public enum LineCap: String, CaseIterable, Sendable {
    /// The dash ends square at its end point.
    case butt
    /// A half circle, half the line width long, beyond the end point.
    case round
    /// A half square, half the line width long, beyond the end point.
    case square
}
