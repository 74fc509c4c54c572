import BezelCore
import Foundation

extension RegressionReport {
    /// One sheet's card, for a sheet no changed button explains (a size change, differences or a
    /// missing sheet without known frames) and for passing sheets: the message, then the whole
    /// sheet (folded when it passed), with a slider whose two sides each show one image: actual
    /// left of the line, expected right of it.
    package func card(_ v: SheetVerdict) -> String {
        let dark = v.path.split(separator: "/").dropFirst().contains { $0.lowercased().contains("dark") }
        let badge = v.withinTolerance ? "<span class=\"badge\">WITHIN TOLERANCE: \(ImageComparison.differ(v.changedPixels))</span>" : ""
        var s = "<section class=\"card \(v.status.rawValue)\(v.withinTolerance ? " within-tolerance" : "")\(dark ? " dark" : "")\" id=\"\(Markup.escaped(v.path))\">"
            + "<h2>\(v.status.rawValue.uppercased()) \(Markup.escaped(v.path))\(badge)</h2>\n"
        s += "<p class=\"message\">\(Markup.escaped(v.message))</p>\n"
        if !v.buttons.isEmpty {
            s += "<p class=\"buttons\">Button\(v.buttons.count == 1 ? "" : "s") with differences: \(v.buttons.map { "<b>\(Markup.escaped($0))</b>" }.joined())</p>\n"
        }
        guard showsImages(v) else { return s + "</section>\n" }
        let folded = v.status == .pass
        let zoom = Self.zoom(widest: v.width, fitting: 360)
        if folded { s += "<details class=\"sheet\"><summary>Whole sheet (zoom ×\(zoom))</summary>\n" }
        s += sheetRow(v, zoom: zoom)
        if folded { s += "</details>\n" }
        return s + "</section>\n"
    }

    /// Expected, actual, diff and the slider of the whole sheet, at `zoom`.
    func sheetRow(_ v: SheetVerdict, zoom: Int) -> String {
        let paths = images(v)
        let size = "width=\"\(v.width * zoom)\" height=\"\(v.height * zoom)\""
        func figure(_ caption: String, _ src: String) -> String {
            "<figure><figcaption>\(caption)</figcaption><img class=\"img\" src=\"\(Markup.escaped(src))\" \(size) alt=\"\(caption) \(Markup.escaped(v.path))\"></figure>"
        }
        var s = "<div class=\"row\">"
        if let e = paths.expected { s += figure("Expected (baseline)", e) }
        s += figure("Actual", paths.actual)
        if let d = paths.diff {
            s += figure(comparison == .exact ? "Diff (red: changed)" : "Diff (red: counted, yellow: anti-aliasing, orange: changed below the threshold)", d)
        }
        if let e = paths.expected, v.status != .sizeMismatch, v.status != .pass || v.changedPixels > 0 {
            s += "<figure class=\"slider\"><figcaption>Slider: actual (left of the line), expected (right)</figcaption>"
                + "<div class=\"stack\" style=\"width:\(v.width * zoom)px;height:\(v.height * zoom)px\">"
                + "<img class=\"expected\" src=\"\(Markup.escaped(e))\" \(size) alt=\"\" style=\"clip-path:inset(0 0 0 50%)\">"
                + "<img class=\"actual\" src=\"\(Markup.escaped(paths.actual))\" \(size) alt=\"\" style=\"clip-path:inset(0 50% 0 0)\">"
                + "<div class=\"line\" style=\"left:50%\"></div></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"move the line between actual and expected\" style=\"width:\(v.width * zoom)px\"></figure>"
        }
        return s + "</div>\n"
    }
}
