import BezelCore
import Foundation

extension RegressionReport {
    /// One sheet's card: the message, then each changed button's crops (expected, actual, diff),
    /// then the whole sheet folded (open when no button could be named), with a slider whose two
    /// sides each show one image: actual left of the line, expected right of it.
    package func card(_ v: SheetVerdict) -> String {
        let dark = v.path.split(separator: "/").dropFirst().contains { $0.lowercased().contains("dark") }
        let badge = v.withinTolerance ? "<span class=\"badge\">WITHIN TOLERANCE: \(ImageComparison.differ(v.changedPixels))</span>" : ""
        var s = "<section class=\"card \(v.status.rawValue)\(v.withinTolerance ? " within-tolerance" : "")\(dark ? " dark" : "")\" id=\"\(Markup.escaped(v.path))\">"
            + "<h2>\(v.status.rawValue.uppercased()) \(Markup.escaped(v.path))\(badge)</h2>\n"
        s += "<p class=\"message\">\(Markup.escaped(v.message))</p>\n"
        if !v.buttons.isEmpty {
            s += "<p class=\"buttons\">Button\(v.buttons.count == 1 ? "" : "s") with differences: \(v.buttons.map { "<b>\(Markup.escaped($0))</b>" }.joined())</p>\n"
        }
        s += evidence(v)
        guard showsImages(v) else { return s + "</section>\n" }
        let folded = !v.evidence.isEmpty || v.status == .pass
        if folded { s += "<details class=\"sheet\"><summary>Whole sheet</summary>\n" }
        s += sheetRow(v)
        if folded { s += "</details>\n" }
        return s + "</section>\n"
    }

    /// The crops of each changed button, a row each.
    func evidence(_ v: SheetVerdict) -> String {
        guard !v.evidence.isEmpty else { return "" }
        var s = "<div class=\"evidence\"><span></span><b>Expected</b><b>Actual</b><b>Diff</b>\n"
        for e in v.evidence {
            let p = e.paths
            let zoom = max(1, min(4, 240 / max(e.frame.width, 1)))
            func img(_ src: String, _ what: String) -> String {
                "<img class=\"img\" src=\"\(Markup.escaped(src))\" width=\"\(e.frame.width * zoom)\" height=\"\(e.frame.height * zoom)\" alt=\"\(what) \(Markup.escaped(e.button))\">"
            }
            s += "<span class=\"name\">\(Markup.escaped(e.button))</span>" + img(p.expected, "expected") + img(p.actual, "actual")
                + (e.diff == nil ? "<span></span>" : img(p.diff, "diff")) + "\n"
        }
        return s + "</div>\n"
    }

    /// Expected, actual, diff and the slider of the whole sheet.
    func sheetRow(_ v: SheetVerdict) -> String {
        let paths = images(v)
        let scale = v.width == 0 ? 1 : max(1, min(4, 360 / max(v.width, 1)))
        let size = "width=\"\(v.width * scale)\" height=\"\(v.height * scale)\""
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
                + "<div class=\"stack\" style=\"width:\(v.width * scale)px;height:\(v.height * scale)px\">"
                + "<img class=\"expected\" src=\"\(Markup.escaped(e))\" \(size) alt=\"\" style=\"clip-path:inset(0 0 0 50%)\">"
                + "<img class=\"actual\" src=\"\(Markup.escaped(paths.actual))\" \(size) alt=\"\" style=\"clip-path:inset(0 50% 0 0)\">"
                + "<div class=\"line\" style=\"left:50%\"></div></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"move the line between actual and expected\" style=\"width:\(v.width * scale)px\"></figure>"
        }
        return s + "</div>\n"
    }
}
