import Foundation
import BezelCore

/// What `verify --report <dir>` writes:
///
/// - `index.html`: a self-contained page (inline CSS and a few lines of script). Failures first, one
///   card per sheet with the buttons whose frames hold differing pixels, expected / actual / diff
///   side by side, and a slider that reveals actual over expected. Passing sheets are listed last,
///   folded.
/// - `report.json`: per sheet `path`, `status` (pass, fail, missing, size-mismatch), `diffPixels`,
///   `changedPixels`, `withinTolerance`, `ratio`, `buttons`, `message` and the image files; the
///   comparison and budget, the fingerprint comparison and the `obsolete` baseline files.
/// - `junit.xml`: one test case per sheet (class = theme unit, name = sheet file); a failure's
///   message names the buttons; a pass within tolerance has properties and a `<system-out>` line.
/// - `images/<theme unit>/<sheet>.{expected,actual,diff}.png`.
package struct RegressionReport {
    package var verdicts: [SheetVerdict]
    package var baseline: String
    package var budget: DiffBudget
    /// How the sheets were compared, and the line that said why when not exactly.
    package var comparison: PixelComparison
    package var comparisonNote: String?
    package var fingerprint: RendererFingerprint
    package var fingerprintNotes: [String]
    /// Baseline files nothing renders any more (`ObsoleteBaselines`); listed, never failing.
    package var obsolete: [String] = []

    package init(verdicts: [SheetVerdict], baseline: String, budget: DiffBudget, comparison: PixelComparison,
                 comparisonNote: String?, fingerprint: RendererFingerprint, fingerprintNotes: [String], obsolete: [String] = []) {
        self.verdicts = verdicts; self.baseline = baseline; self.budget = budget; self.comparison = comparison
        self.comparisonNote = comparisonNote; self.fingerprint = fingerprint; self.fingerprintNotes = fingerprintNotes
        self.obsolete = obsolete
    }

    /// Failures first (fail, size mismatch, missing), then passes within tolerance, then clean
    /// passes; by path within each group.
    package var ordered: [SheetVerdict] {
        let rank: [SheetVerdict.Status: Int] = [.fail: 0, .sizeMismatch: 1, .missing: 2, .pass: 4]
        func key(_ v: SheetVerdict) -> Int { v.withinTolerance ? 3 : rank[v.status]! }
        return verdicts.sorted { (key($0), $0.path) < (key($1), $1.path) }
    }

    package func images(_ v: SheetVerdict) -> (expected: String?, actual: String, diff: String?) {
        let stem = "images/" + v.path.dropLast(4)
        return (v.expected.map { _ in stem + ".expected.png" }, stem + ".actual.png", v.diff.map { _ in stem + ".diff.png" })
    }

    /// The report's files, paths relative to the report folder (`bezel verify` writes them all or none).
    package var files: [OutputFile] {
        var files: [OutputFile] = []
        for v in verdicts {
            let paths = images(v)
            if let e = paths.expected, let data = v.expected { files.append(OutputFile(path: e, data: data)) }
            files.append(OutputFile(path: paths.actual, data: v.actual))
            if let d = paths.diff, let data = v.diff { files.append(OutputFile(path: d, data: data)) }
        }
        return files + [OutputFile(path: "report.json", data: Data(JSONWriter.write(json).utf8)),
                        OutputFile(path: "junit.xml", data: Data(junit.utf8)), OutputFile(path: "index.html", data: Data(html.utf8))]
    }

    package var json: JSONValue {
        let count = { (s: SheetVerdict.Status) in Double(verdicts.filter { $0.status == s }.count) }
        let sheets: [JSONValue] = ordered.map { v in
            let paths = images(v)
            return .object(JSONObject([
                ("path", .string(v.path)), ("status", .string(v.status.rawValue)),
                ("diffPixels", .number(Double(v.diffPixels))), ("changedPixels", .number(Double(v.changedPixels))),
                ("withinTolerance", .bool(v.withinTolerance)), ("totalPixels", .number(Double(v.totalPixels))),
                ("ratio", .number(v.ratio)), ("buttons", .array(v.buttons.map(JSONValue.string))),
                ("message", .string(v.message)),
                ("expected", paths.expected.map(JSONValue.string) ?? .null), ("actual", .string(paths.actual)),
                ("diff", paths.diff.map(JSONValue.string) ?? .null),
            ]))
        }
        return .object(JSONObject([
            ("baseline", .string(baseline)),
            ("passed", .bool(verdicts.allSatisfy { $0.status == .pass })),
            ("summary", .object(JSONObject([("sheets", .number(Double(verdicts.count))), ("pass", .number(count(.pass))),
                                            ("fail", .number(count(.fail))), ("missing", .number(count(.missing))),
                                            ("sizeMismatch", .number(count(.sizeMismatch))),
                                            ("withinTolerance", .number(Double(verdicts.filter(\.withinTolerance).count)))]))),
            ("budget", .object(JSONObject([("comparison", .string(comparison == .exact ? "exact" : "pixelmatch")),
                                           ("comparisonNote", comparisonNote.map(JSONValue.string) ?? .null),
                                           ("threshold", comparison.threshold.map(JSONValue.number) ?? .null),
                                           ("includeAA", .bool(comparison.includesAA)),
                                           ("maxDiffPixels", budget.maxDiffPixels.map { .number(Double($0)) } ?? .null),
                                           ("maxDiffRatio", budget.maxDiffRatio.map { .number($0) } ?? .null)]))),
            ("fingerprint", .object(JSONObject([("matchesBaseline", .bool(fingerprintNotes.isEmpty)),
                                                ("differences", .array(fingerprintNotes.map(JSONValue.string))),
                                                ("cairo", .string(fingerprint.cairo)), ("pango", .string(fingerprint.pango)),
                                                ("harfbuzz", .string(fingerprint.harfbuzz)), ("freetype", .string(fingerprint.freetype)),
                                                ("fontsSHA256", .string(fingerprint.fontsSHA256))]))),
            ("sheets", .array(sheets)),
            ("obsolete", .array(obsolete.map(JSONValue.string))),
        ]))
    }

    package var junit: String {
        let failures = verdicts.filter { $0.status != .pass }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"bezel verify\" tests=\"\(verdicts.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"bezel verify\" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"]
        for v in ordered {
            let unit = { let f = ThemeFileSystem.folder(of: v.path); return f == "." ? "" : f }().replacingOccurrences(of: "/", with: ".")
            let name = (v.path as NSString).lastPathComponent
            let open = "    <testcase classname=\"\(Markup.escaped(unit))\" name=\"\(Markup.escaped(name))\""
            if v.withinTolerance {
                lines += [open + ">", "      <properties>",
                          "        <property name=\"withinTolerance\" value=\"true\"/>",
                          "        <property name=\"changedPixels\" value=\"\(v.changedPixels)\"/>",
                          "      </properties>",
                          "      <system-out>\(Markup.escaped("WITHIN TOLERANCE \(v.path): \(v.message)"))</system-out>",
                          "    </testcase>"]
                continue
            }
            guard v.status != .pass else { lines.append(open + "/>"); continue }
            let who = v.buttons.isEmpty ? "" : " (button\(v.buttons.count == 1 ? "" : "s") \(v.buttons.joined(separator: ", ")))"
            let headline = "\(v.status.rawValue): \(v.path)\(who)"
            lines += [open + ">",
                      "      <failure type=\"\(v.status.rawValue)\" message=\"\(Markup.escaped(headline))\">\(Markup.escaped(v.message + (fingerprintNotes.isEmpty ? "" : "\nrenderer: " + fingerprintNotes.joined(separator: "; "))))</failure>",
                      "    </testcase>"]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    package var html: String {
        let failed = verdicts.filter { $0.status != .pass }
        let tolerated = ordered.filter(\.withinTolerance)
        let passed = ordered.filter { $0.status == .pass && !$0.withinTolerance }
        var body = "<header><h1>bezel verify</h1><p class=\"summary\">\(verdicts.count) sheets against <code>\(Markup.escaped(baseline))</code>: "
            + "<b class=\"\(failed.isEmpty ? "ok" : "bad")\">\(failed.count) failing</b>, \(passed.count + tolerated.count) passing"
            + (tolerated.isEmpty ? "" : " (<b class=\"warn\">\(tolerated.count) within tolerance</b>)") + ". "
            + "Compared \(comparison == .exact ? "exactly (every changed pixel counts)" : "with " + Markup.escaped(comparison.description)); budget \(Markup.escaped(budget.summary)) per sheet.</p></header>\n"
        if let comparisonNote { body += "<div class=\"comparison\">\(Markup.escaped(comparisonNote))</div>\n" }
        if !fingerprintNotes.isEmpty {
            body += "<div class=\"fingerprint\"><b>Renderer fingerprint differs from the baseline's:</b> \(Markup.escaped(fingerprintNotes.joined(separator: "; "))). "
                + "Differences may come from the renderer, not the theme.</div>\n"
        }
        for v in ordered where v.status != .pass { body += card(v) }
        if !tolerated.isEmpty {
            body += "<section class=\"tolerance\"><h2>\(tolerated.count) sheet\(tolerated.count == 1 ? "" : "s") passing within tolerance "
                + "(pixels changed, but not enough to fail)</h2>\n" + tolerated.map(card).joined() + "</section>\n"
        }
        if !obsolete.isEmpty {
            body += "<div class=\"obsolete\"><b>\(obsolete.count) obsolete baseline file\(obsolete.count == 1 ? "" : "s")</b> (nothing renders them any more; "
                + "<code>bezel record --prune</code> deletes them): " + obsolete.map { "<code>\(Markup.escaped($0))</code>" }.joined(separator: ", ") + "</div>\n"
        }
        if !passed.isEmpty {
            body += "<details class=\"passing\"><summary>\(passed.count) passing sheet\(passed.count == 1 ? "" : "s")</summary>\n"
            for v in passed { body += card(v) }
            body += "</details>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>bezel verify: \(failed.count) failing of \(verdicts.count)</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; background: #f5f5f5; color: #222; }
        .ok { color: #1b5e20; } .bad { color: #b71c1c; }
        .warn { color: #8a5a00; }
        .badge { background: #e0b000; color: #222; font-size: 12px; padding: 1px 6px; border-radius: 3px; margin-left: 8px; }
        .card.within-tolerance { border-left-color: #e0b000; } .card.within-tolerance h2 { background: #fff3cd; }
        .fingerprint, .obsolete, .comparison { background: #fff3cd; border: 1px solid #e0b000; padding: 8px 12px; margin: 8px 0 16px; }
        .card { background: #fff; border: 1px solid #ccc; border-left: 8px solid #2e7d32; margin: 12px 0; padding: 0 12px 12px; }
        .card.fail, .card.size-mismatch { border-left-color: #d32f2f; } .card.missing { border-left-color: #ef6c00; }
        .card h2 { font-size: 15px; margin: 0 -12px 8px; padding: 6px 12px; background: #e8f5e9; }
        .card.fail h2, .card.size-mismatch h2 { background: #d32f2f; color: #fff; } .card.missing h2 { background: #ef6c00; color: #fff; }
        .buttons b { background: #ffebee; color: #b71c1c; padding: 1px 6px; border-radius: 3px; margin-right: 4px; }
        .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
        .img, .stack { background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; display: block; }
        img { image-rendering: pixelated; display: block; }
        .stack { position: relative; overflow: hidden; }
        .stack .over { position: absolute; top: 0; left: 0; bottom: 0; overflow: hidden; border-right: 2px solid #d32f2f; }
        input[type=range] { display: block; }
        </style></head><body>
        \(body)<script>
        document.querySelectorAll('.slider input').forEach(function (r) {
          r.addEventListener('input', function () { r.parentNode.querySelector('.over').style.width = r.value + '%'; });
        });
        </script>
        </body></html>

        """
    }

    package func card(_ v: SheetVerdict) -> String {
        let paths = images(v)
        let scale = v.width == 0 ? 1 : max(1, min(4, 360 / max(v.width, 1)))
        let size = "width=\"\(v.width * scale)\" height=\"\(v.height * scale)\""
        func figure(_ caption: String, _ src: String) -> String {
            "<figure><figcaption>\(caption)</figcaption><img class=\"img\" src=\"\(Markup.escaped(src))\" \(size) alt=\"\(caption) \(Markup.escaped(v.path))\"></figure>"
        }
        let badge = v.withinTolerance ? "<span class=\"badge\">WITHIN TOLERANCE: \(ImageComparison.differ(v.changedPixels))</span>" : ""
        var s = "<section class=\"card \(v.status.rawValue)\(v.withinTolerance ? " within-tolerance" : "")\" id=\"\(Markup.escaped(v.path))\">"
            + "<h2>\(v.status.rawValue.uppercased()) \(Markup.escaped(v.path))\(badge)</h2>\n"
        s += "<p class=\"message\">\(Markup.escaped(v.message))</p>\n"
        if !v.buttons.isEmpty {
            s += "<p class=\"buttons\">Button\(v.buttons.count == 1 ? "" : "s") with differences: \(v.buttons.map { "<b>\(Markup.escaped($0))</b>" }.joined())</p>\n"
        }
        s += "<div class=\"row\">"
        if let e = paths.expected { s += figure("Expected (baseline)", e) }
        s += figure("Actual", paths.actual)
        if let d = paths.diff {
            s += figure(comparison == .exact ? "Diff (red: changed)" : "Diff (red: counted, yellow: anti-aliasing, orange: changed below the threshold)", d)
        }
        if let e = paths.expected, v.status != .sizeMismatch, v.status != .pass || v.changedPixels > 0 {
            s += "<figure class=\"slider\"><figcaption>Slider: actual (left) over expected (right)</figcaption>"
                + "<div class=\"stack\" style=\"width:\(v.width * scale)px;height:\(v.height * scale)px\"><img src=\"\(Markup.escaped(e))\" \(size) alt=\"\">"
                + "<div class=\"over\" style=\"width:50%\"><img src=\"\(Markup.escaped(paths.actual))\" \(size) alt=\"\"></div></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"reveal actual\" style=\"width:\(v.width * scale)px\"></figure>"
        }
        return s + "</div></section>\n"
    }

}
