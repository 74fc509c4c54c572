import BezelCore
import CPangoCairo

/// Plain text labels beside rendered buttons (filmstrips, galleries): one line in a fixed font and
/// colour, measured and drawn through the pinned fonts.
package struct LabelDrawing {
    /// The label font.
    static let font = TextFont(size: 11)
    /// Grey on the white backdrop, so that white buttons stay visible.
    static let color = RGBAColor(red: 60, green: 60, blue: 67)
    /// Light grey on the black backdrop of a dark theme.
    static let darkColor = RGBAColor(red: 235, green: 235, blue: 245)

    let measurer: PangoTextMeasurer
    /// The labels' colour: `color`, or `darkColor` on a dark backdrop.
    let color: RGBAColor

    package init(fontConfiguration: FontConfiguration, dark: Bool = false) {
        measurer = PangoTextMeasurer(fontConfiguration: fontConfiguration)
        color = dark ? Self.darkColor : Self.color
    }

    /// The height of one label line, in points (whole).
    package var lineHeight: Double { measure("Ag").height.rounded(.up) }

    package func measure(_ text: String) -> Size {
        measurer.measure(TitleText(text, font: Self.font), maxWidth: nil, numberOfLines: 1, lineBreakMode: .clip)
    }

    /// Draws `text` with its top left at (`x`, `y`) points on `cr` at `scale`.
    package func draw(_ text: String, x: Double, y: Double, scale: Double, measuring: PangoTextContext, on cr: OpaquePointer) {
        let context = measuring.drawingContext(for: cr)
        let layout = PangoLayoutBuilder.makeLayout(TitleText(text, font: Self.font), in: context, maxWidth: nil,
                                                   numberOfLines: 1, lineBreakMode: .clip)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, scale, scale)
        let c = color.components
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, x, y)
        pango_cairo_update_layout(cr, layout.pointer)
        pango_cairo_show_layout(cr, layout.pointer)
    }
}

extension RasterCanvas {
    /// Paints the whole canvas white (the backdrop of filmstrips and galleries), or black for a
    /// dark theme (iOS's dark `systemBackground`), so its light buttons show as on a device.
    package func paintWhite(dark: Bool = false) {
        let v: Double = dark ? 0 : 1
        cairo_set_source_rgb(context.pointer, v, v, v)
        cairo_paint(context.pointer)
    }
}
