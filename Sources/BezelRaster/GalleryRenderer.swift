import BezelCore
import CPangoCairo
import Foundation

/// A contact sheet of a theme: every button (rows) in every state (columns), labelled, on white (on
/// black for a dark theme), so a
/// person can look at a theme instead of reading atlases. `render --gallery` writes it as
/// `gallery.png` with a `gallery.html` page beside it.
public struct GalleryRenderer: Sendable {
    public let renderer: ButtonRenderer
    /// Space around and between cells, in points.
    public static let gutter = 10.0

    public init(fontConfiguration: FontConfiguration = .shared) { renderer = ButtonRenderer(fontConfiguration: fontConfiguration) }
    /// A gallery drawn by `renderer` (its fonts and its images).
    package init(renderer: ButtonRenderer) { self.renderer = renderer }

    /// One column of a gallery: its label and each button's drawing in it; `outlined` buttons get
    /// a 1-pt outline in the label colour (their resting state), `flagged` ones a red one (a
    /// problem in that column: a truncated title, too little contrast).
    public struct Column: Sendable {
        public var label: String
        public var drawings: [String: ButtonDrawing]
        public var outlined: Set<String> = []
        public var flagged: Set<String> = []
        public init(label: String, drawings: [String: ButtonDrawing], outlined: Set<String> = [], flagged: Set<String> = []) {
            self.label = label; self.drawings = drawings; self.outlined = outlined; self.flagged = flagged
        }
    }

    /// A gallery as PNG bytes, with its size in points (its pixels divided by its scale): the size
    /// `gallery.html` shows it at.
    public struct Picture: Sendable {
        public var png: Data
        public var width: Double, height: Double
    }

    /// The gallery as PNG bytes: `buttons` in order, `states` as columns; a missing drawing (a state a
    /// button does not render) leaves its cell empty. A button in `resting` (one whose app shows
    /// another state than normal at rest: `isEnabled: false` → disabled, `isSelected` → selected)
    /// has that state after its name and an outline around that state's cell.
    public func renderPNG(title: String, buttons: [String], states: [ControlState],
                          drawings: [String: [ControlState: ButtonDrawing]], resting: [String: ControlState] = [:],
                          scale: Double = 2, dark: Bool = false) throws -> Picture {
        let columns = states.map { state in
            Column(label: state.name, drawings: drawings.compactMapValues { $0[state] },
                   outlined: Set(buttons.filter { resting[$0] == state }))
        }
        let names = buttons.map { b in resting[b].map { "\(b) · \($0.name)" } ?? b }
        return try renderPNG(title: title, buttons: buttons, names: names, columns: columns, scale: scale, dark: dark)
    }

    /// A gallery of `buttons` (rows, labelled `names`) in `columns`.
    public func renderPNG(title: String, buttons: [String], names: [String], columns: [Column],
                          scale: Double = 2, dark: Bool = false) throws -> Picture {
        let labels = LabelDrawing(fontConfiguration: renderer.fontConfiguration, dark: dark)
        let g = Self.gutter, line = labels.lineHeight
        let nameWidth = (names.map { labels.measure($0).width }.max() ?? 0).rounded(.up)
        let columnWidths = columns.map { c in
            max(buttons.compactMap { c.drawings[$0]?.at(scale: scale).layout.bounds.width }.max() ?? 0, labels.measure(c.label).width).rounded(.up)
        }
        let rowHeights = buttons.map { b in (columns.compactMap { $0.drawings[b]?.at(scale: scale).layout.bounds.height }.max() ?? line).rounded(.up) }
        let width = g + nameWidth + g + columnWidths.reduce(0) { $0 + $1 + g }
        let headerHeight = g + line + 2 * line + g
        let height = headerHeight + rowHeights.reduce(0) { $0 + $1 + g }
        let canvas = try RasterCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.paintWhite(dark: dark)
        let cr = canvas.context.pointer
        try renderer.fontConfiguration.withPangoContext { measuring in
            labels.draw(title, x: g, y: g, scale: scale, measuring: measuring, on: cr)
            var x = g + nameWidth + g
            for (column, w) in zip(columns, columnWidths) {
                labels.draw(column.label, x: x, y: g + 2 * line, scale: scale, measuring: measuring, on: cr)
                x += w + g
            }
            var y = headerHeight
            for ((button, name), h) in zip(zip(buttons, names), rowHeights) {
                labels.draw(name, x: g, y: y + (h - line) / 2, scale: scale, measuring: measuring, on: cr)
                var x = g + nameWidth + g
                for (column, w) in zip(columns, columnWidths) {
                    let cell = Rect(x: x - g / 2, y: y - g / 2, width: w + g, height: h + g)
                    if column.outlined.contains(button) { outline(cell, color: labels.color, scale: scale, on: cr) }
                    if column.flagged.contains(button) { outline(cell, color: Self.flagColor, scale: scale, on: cr) }
                    if let drawing = column.drawings[button] {
                        let bounds = drawing.at(scale: scale).layout.bounds  // the frame on this scale's grid
                        let bx = x + (w - bounds.width) / 2, by = y + (h - bounds.height) / 2
                        try renderer.draw(drawing, on: cr, x: (bx * scale).rounded(), y: (by * scale).rounded(), scale: scale)
                    }
                    x += w + g
                }
                y += h + g
            }
        }
        return Picture(png: try canvas.image().pngData(), width: Double(canvas.width) / scale, height: Double(canvas.height) / scale)
    }

    /// The outline of a flagged cell: red (#FF3B30).
    public static let flagColor = RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30)

    /// A 1-pt outline in the label colour: the cell of a button's resting state.
    func outline(_ rect: Rect, color c: RGBAColor, scale: Double, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_source_rgb(cr, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255)
        cairo_set_line_width(cr, scale)
        cairo_rectangle(cr, (rect.minX + 0.5) * scale, (rect.minY + 0.5) * scale, (rect.width - 1) * scale, (rect.height - 1) * scale)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The matrix of a unit's accessibility variants, beside `gallery.png`.
    public static let accessibilityFileName = "accessibility.png"

    /// A page showing the gallery (`size`: its size in points) and linking every sheet of the unit;
    /// with `accessibility`, also the accessibility variants' matrix (its size in points) and the
    /// problems it flags. Each picture is shown at its size in points — as the buttons are on a
    /// device, whatever the scale it was drawn at —, narrower only where the window is.
    public static func indexHTML(title: String, states: [ControlState], scales: [Double], size: (width: Double, height: Double),
                                 live: Bool = false, accessibility: (size: (width: Double, height: Double), notes: [String])? = nil) -> String {
        var rows = ""
        for state in states {
            let links = scales.map { s -> String in
                let file = SheetNaming.sheetFileName(state: state, scale: s, kind: .png)
                return "<a href=\"\(Markup.escaped(file))\">\(Markup.escaped(SheetNaming.scaleLabel(s)))</a>"
            }.joined(separator: " ")
            rows += "<tr><th>\(Markup.escaped(state.name))</th><td>\(links)</td></tr>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Markup.escaped(title)) — Bezel gallery</title>
        <style>body{font:14px system-ui,sans-serif;margin:24px;color:#222}img{max-width:100%;height:auto;border:1px solid #ddd}
        th{text-align:left;padding-right:12px}</style></head>
        <body><h1>\(Markup.escaped(title))</h1>
        <p><img src="gallery.png" alt="every button of \(Markup.escaped(title)) in every state" \(dimensions(size))></p>
        <table>
        \(rows)</table>
        \(accessibilitySection(accessibility))<p>Frames and resolved colours: <a href="manifest.json">manifest.json</a>.</p>
        \(live ? liveReloadScript : "")</body></html>

        """
    }

    /// The accessibility section of the page: the matrix and a list of its flagged cells.
    static func accessibilitySection(_ matrix: (size: (width: Double, height: Double), notes: [String])?) -> String {
        guard let (size, notes) = matrix else { return "" }
        let items = notes.isEmpty ? "<li>No title truncates or falls below AA contrast in any variant.</li>"
            : notes.map { "<li>\(Markup.escaped($0))</li>" }.joined(separator: "\n")
        return """
        <h2>Accessibility variants</h2>
        <p><img src="\(accessibilityFileName)" alt="every button at rest under each accessibility variant; red: a problem" \(dimensions(size))></p>
        <ul>
        \(items)
        </ul>

        """
    }

    /// `width="…" height="…"` of a picture of `size` points (the page's style keeps it within the
    /// window: `max-width: 100%; height: auto`).
    static func dimensions(_ size: (width: Double, height: Double)) -> String {
        "width=\"\(JSONWriter.number(size.width))\" height=\"\(JSONWriter.number(size.height))\""
    }

    /// The file `render --watch` rewrites beside a live gallery: `bezelGalleryStamp("<unit key>");`.
    public static let stampFileName = "gallery-stamp.js"

    /// Reloads the page when the stamp changes: the stamp file is loaded again every second as a
    /// script (which works from `file://`, where a page cannot read files), and the first stamp
    /// seen is kept; a different one means the gallery was drawn anew.
    static let liveReloadScript = """
    <script>
    (function () {
      var first = null;
      window.bezelGalleryStamp = function (stamp) {
        if (first === null) { first = stamp; } else if (stamp !== first) { location.reload(); }
      };
      setInterval(function () {
        var s = document.createElement("script");
        s.src = "\(stampFileName)?" + Date.now();
        s.onload = s.onerror = function () { s.remove(); };
        document.head.appendChild(s);
      }, 1000);
    })();
    </script>

    """
}
