import BezelCore
import Foundation

extension RegressionReport {
    /// The report page: its summary and cards (`htmlBody`) in the page's style and script.
    package var html: String {
        let failing = verdicts.filter { $0.status != .pass }.count
        return Self.page(title: "bezel verify: \(failing) failing of \(verdicts.count)", body: htmlBody)
    }

    /// The summary, the changed buttons' cards (failing, then new), the failing sheets no button
    /// explains, the buttons and sheets within tolerance, the obsolete files and the passing sheets.
    var htmlBody: String {
        let failed = verdicts.filter { $0.status != .pass }
        let buttons = changedButtons
        let tolerated = ordered.filter(\.withinTolerance)
        let passed = ordered.filter { $0.status == .pass && !$0.withinTolerance }
        let failingButtons = buttons.filter { $0.status != .withinTolerance }, toleratedButtons = buttons.filter { $0.status == .withinTolerance }
        var body = "<header><h1>bezel verify</h1><p class=\"summary\">\(verdicts.count) sheets against <code>\(Markup.escaped(shownBaseline))</code>: "
            + "<b class=\"\(failed.isEmpty ? "ok" : "bad")\">\(failed.count) failing</b>"
            + (failingButtons.isEmpty ? "" : " (\(Self.buttonCount(failingButtons)))") + ", \(passed.count + tolerated.count) passing"
            + (tolerated.isEmpty ? "" : " (<b class=\"warn\">\(tolerated.count) within tolerance</b>)") + ". "
            + "Compared \(comparison == .exact ? "exactly (every changed pixel counts)" : "with " + Markup.escaped(comparison.description)); budget \(Markup.escaped(budget.summary)) per sheet.</p></header>\n"
        if let comparisonNote { body += "<div class=\"comparison\">\(Markup.escaped(comparisonNote))</div>\n" }
        if !fingerprintNotes.isEmpty {
            body += "<div class=\"fingerprint\"><b>Renderer fingerprint differs from the baseline's:</b> \(Markup.escaped(fingerprintNotes.joined(separator: "; "))). "
                + (rendererChange == .fails ? "<b class=\"bad\">This fails the run (--fail-on-renderer-change).</b>"
                   : "Differences may come from the renderer, not the theme; the renderer change is tolerated.") + "</div>\n"
        }
        for b in failingButtons { body += card(b) }
        for v in ordered where v.status != .pass && v.evidence.isEmpty { body += card(v) }
        if !tolerated.isEmpty {
            body += "<section class=\"tolerance\"><h2>\(tolerated.count) sheet\(tolerated.count == 1 ? "" : "s") passing within tolerance "
                + "(pixels changed, but not enough to fail)</h2>\n" + toleratedButtons.map(card).joined()
                + tolerated.filter(\.evidence.isEmpty).map(card).joined() + "</section>\n"
        }
        if !manifests.isEmpty {
            body += "<div class=\"manifests\"><b>\(manifests.count) manifest\(manifests.count == 1 ? "" : "s") not the baseline's</b>: "
                + manifests.map { m in "<a href=\"\(Markup.escaped(m.reportPath))\"><code>\(Markup.escaped(m.path))</code></a> "
                    + "<span class=\"\(m.fails ? "bad" : "warn")\">\(m.fails ? m.status.rawValue : "within tolerance")</span>: \(Markup.escaped(m.message))" }
                    .joined(separator: "<br>") + "</div>\n"
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
        return body
    }

    /// "2 changed buttons, 1 new button".
    static func buttonCount(_ buttons: [ChangedButton]) -> String {
        let new = buttons.filter { $0.status == .new }.count, changed = buttons.count - new
        var parts: [String] = []
        if changed > 0 { parts.append("\(changed) changed button\(changed == 1 ? "" : "s")") }
        if new > 0 { parts.append("\(new) new button\(new == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// The HTML page around `body`: its style, and the script of the before/after sliders.
    static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>\(title)</title>
        <style>
        body { font: 14px/20px system-ui, sans-serif; margin: 16px; background: #f5f5f5; color: #222; }
        h1 { line-height: 40px; margin: 16px 0; }
        .ok { color: #1b5e20; } .bad { color: #b71c1c; }
        .warn { color: #8a5a00; }
        .badge { background: #e0b000; color: #222; font-size: 12px; padding: 1px 6px; border-radius: 3px; margin-left: 8px; }
        .card.within-tolerance { border-left-color: #e0b000; } .card.within-tolerance h2 { background: #fff3cd; }
        .fingerprint, .obsolete, .comparison, .manifests { background: #fff3cd; border: 1px solid #e0b000; padding: 8px 12px; margin: 8px 0 16px; }
        .card { background: #fff; border: 1px solid #ccc; border-left: 8px solid #2e7d32; margin: 12px 0; padding: 0 12px 12px; }
        .card.fail, .card.size-mismatch { border-left-color: #d32f2f; } .card.missing { border-left-color: #ef6c00; }
        .card h2 { font-size: 15px; margin: 0 -12px 8px; padding: 6px 12px; background: #e8f5e9; }
        .card.fail h2, .card.size-mismatch h2 { background: #d32f2f; color: #fff; } .card.missing h2 { background: #ef6c00; color: #fff; }
        .card.new { border-left-color: #1565c0; } .card.new h2 { background: #1565c0; color: #fff; }
        .buttons b { background: #ffebee; color: #b71c1c; padding: 1px 6px; border-radius: 3px; margin-right: 4px; }
        .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; line-height: 16px; color: #555; }
        .img, .stack { background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; display: block; }
        .dark .img, .dark .stack { background: repeating-conic-gradient(#2a2a2a 0% 25%, #3a3a3a 0% 50%) 0 0 / 16px 16px; }
        img { image-rendering: pixelated; display: block; }
        .stack { position: relative; overflow: hidden; }
        .stack img { position: absolute; top: 0; left: 0; }
        .stack .line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #d32f2f; }
        input[type=range] { display: block; }
        .evidence { overflow-x: auto; display: grid; grid-template-columns: max-content repeat(3, max-content); gap: 6px 12px; align-items: center; margin: 8px 0; }
        .evidence .name { font-weight: 600; white-space: nowrap; }
        .evidence .none { color: #777; font-style: italic; }
        .evidence .delta, .change { font-size: 12px; line-height: 18px; color: #333; }
        .evidence .delta { grid-column: 2 / -1; margin: -4px 0 6px; }
        .zoom { float: right; font-weight: normal; font-size: 12px; background: rgba(255,255,255,.25); padding: 0 6px; border-radius: 3px; }
        .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #888; vertical-align: -2px; margin-right: 3px; }
        .hint code, .change code { background: #f0f0f0; padding: 0 3px; }
        .card h3 { font-size: 13px; margin: 8px 0 4px; color: #555; }
        details.sheet > summary { cursor: pointer; color: #555; margin: 8px 0; }
        </style></head><body>
        \(body)<script>
        document.querySelectorAll('.slider input').forEach(function (r) {
          r.addEventListener('input', function () {
            var f = r.parentNode, v = r.value;
            f.querySelector('.actual').style.clipPath = 'inset(0 ' + (100 - v) + '% 0 0)';
            f.querySelector('.expected').style.clipPath = 'inset(0 0 0 ' + v + '%)';
            f.querySelector('.line').style.left = v + '%';
          });
        });
        </script>
        </body></html>

        """
    }
}
