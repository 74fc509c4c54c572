import BezelCore
import Foundation

extension RegressionReport {
    /// One changed button's card: its unit and name, how much its pixels changed, a row per sheet
    /// (state, scale) with the expected, actual and diff crops, all at one zoom the card states,
    /// the record command when it is new, and its whole sheets one click away.
    package func card(_ b: ChangedButton) -> String {
        let status = b.status
        let zoom = Self.zoom(widest: b.rows.map(\.evidence.frame.width).max() ?? 1, fitting: 240)
        let dark = b.unit.split(separator: "/").dropFirst().contains { $0.lowercased().contains("dark") }
        let css = status == .fail ? "fail" : status == .new ? "missing new" : "pass within-tolerance"
        var s = "<section class=\"card button \(css)\(dark ? " dark" : "")\" id=\"\(Markup.escaped(b.unit + "/" + b.button))\">"
            + "<h2>\(status == .withinTolerance ? "WITHIN TOLERANCE" : status.rawValue.uppercased()) \(Markup.escaped(b.title))"
            + "<span class=\"zoom\">zoom ×\(zoom)</span></h2>\n"
        let sheets = b.rows.map(\.sheet)
        s += "<p class=\"message\">\(Markup.escaped(Self.sentence(b, sheets: sheets)))</p>\n"
        if let change = b.change { s += "<p class=\"change\">\(Self.changeHTML(change))</p>\n" }
        if !b.newSheets.isEmpty {
            s += "<p class=\"hint\">No baseline in \(Markup.escaped(SheetPath.states(b.newSheets))): record it with "
                + "<code>\(Markup.escaped(recordCommand([b.button])))</code></p>\n"
        }
        s += "<div class=\"evidence\"><span></span><b>Expected</b><b>Actual</b><b>Diff</b>\n"
        for row in b.rows { s += evidenceRow(row, zoom: zoom) }
        s += "</div>\n"
        let verdicts = b.rows.map(\.verdict).filter(showsImages)
        guard !verdicts.isEmpty else { return s + "</section>\n" }
        let sheetZoom = Self.zoom(widest: verdicts.map(\.width).max() ?? 1, fitting: 360)
        s += "<details class=\"sheet\"><summary>Whole sheet\(verdicts.count == 1 ? "" : "s") (zoom ×\(sheetZoom)): "
            + verdicts.map { Markup.escaped(SheetPath($0.path).name + ".png") }.joined(separator: ", ") + "</summary>\n"
        for v in verdicts {
            s += "<h3>\(v.status.rawValue.uppercased()) \(Markup.escaped(v.path))</h3>\n<p class=\"message\">\(Markup.escaped(v.message))</p>\n"
                + sheetRow(v, zoom: sheetZoom)
        }
        return s + "</details>\n</section>\n"
    }

    /// "Changed in 3 sheets (normal (@1x, @2x, @3x)): 1234 differing pixels."
    static func sentence(_ b: ChangedButton, sheets: [SheetPath]) -> String {
        let pixels = b.status == .withinTolerance ? "changed pixels" : "differing pixels"
        let counted = b.rows.filter { !$0.evidence.isNew }
        if counted.isEmpty { return "New in \(sheets.count) sheet\(sheets.count == 1 ? "" : "s") (\(SheetPath.states(sheets)))." }
        var s = "Changed in \(sheets.count) sheet\(sheets.count == 1 ? "" : "s") (\(SheetPath.states(sheets)))"
        if !counted.isEmpty { s += ": \(b.differingPixels) \(pixels) inside its frame\(counted.count == 1 ? "" : "s")" }
        return s + "."
    }

    /// One row of a button card: the sheet's state and scale, the three crops, and under them the change.
    func evidenceRow(_ row: ChangedButton.Row, zoom: Int) -> String {
        let e = row.evidence, p = e.paths
        func img(_ src: String, _ what: String, _ size: (width: Int, height: Int)? = nil) -> String {
            let (w, h) = size ?? (e.frame.width, e.frame.height)
            return "<img class=\"img\" src=\"\(Markup.escaped(src))\" width=\"\(w * zoom)\" height=\"\(h * zoom)\" alt=\"\(what) \(Markup.escaped(e.button))\">"
        }
        var s = "<span class=\"name\">\(Markup.escaped(row.sheet.label))</span>"
        s += e.expected == nil ? "<span class=\"none\">no baseline</span>" : img(p.expected, "expected", e.expectedSize)
        s += img(p.actual, "actual") + (e.diff == nil ? "<span></span>" : img(p.diff, "diff"))
        if e.isNew {
            s += "<span class=\"delta\">new</span>"
        } else if let old = e.expectedSize {
            s += "<span class=\"delta\">resized: \(old.width)×\(old.height) → \(e.frame.width)×\(e.frame.height) px</span>"
        } else {
            let label = row.status == .withinTolerance ? "within tolerance: " : ""
            s += "<span class=\"delta\">\(label)\(e.differingPixels) px" + (e.change.map { ": " + Self.changeHTML($0) } ?? "") + "</span>"
        }
        return s + "\n"
    }

    /// A change with swatches of the most changed pixel's two colours.
    static func changeHTML(_ c: PixelChange) -> String {
        func swatch(_ rgba: [UInt8]) -> String {
            let hex = PixelChange.hex(rgba)
            return "<span class=\"swatch\" style=\"background:\(hex)\"></span><code>\(hex)</code>"
        }
        return "max Δ \(c.maxChannelDelta)/255, mean Δ \(String(format: "%.1f", c.meanChannelDelta)), "
            + "ΔE00 \(String(format: "%.2f", c.deltaE)): \(swatch(c.expected)) → \(swatch(c.actual))"
    }

    /// The one zoom of a card: the whole-number factor (1–4) that brings its widest image near `fitting` px.
    static func zoom(widest: Int, fitting: Int) -> Int { max(1, min(4, fitting / max(widest, 1))) }
}
