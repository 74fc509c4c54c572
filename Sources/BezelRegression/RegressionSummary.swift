import BezelCore
import Foundation

/// `verify --summary` (and `$GITHUB_STEP_SUMMARY`): a short Markdown page a CI run shows: the
/// totals, what was made of a renderer change (tolerated, or failing the run), one row per changed
/// button (`ChangedButton`: its theme unit, the sheets it changed in, differing pixels, how much
/// they changed, status), a line per manifest that is not the baseline's, the command that records new buttons and the one that approves the
/// changes. At most `maxRows` rows; the rest are counted.
package struct RegressionSummary {
    package static let maxRows = 50

    package let report: RegressionReport
    /// The report folder, for the approve command (nil: verify ran without `--report`).
    package let reportFolder: String?

    package init(report: RegressionReport, reportFolder: String?) { self.report = report; self.reportFolder = reportFolder }

    package var markdown: String {
        let failing = report.verdicts.filter { $0.status != .pass }
        let manifests = report.manifests.filter(\.fails)
        let mark = !report.passed ? "❌" : report.rendererChange == .tolerated ? "⚠️" : "✅"
        var lines = ["### \(mark) bezel verify: \(failing.count) of \(report.verdicts.count) sheets failing"
                     + (manifests.isEmpty ? "" : ", \(manifests.count) manifest\(manifests.count == 1 ? "" : "s") not the baseline's"), ""]
        lines += renderer()
        let rows = report.changedButtons
        if !rows.isEmpty {
            lines += ["| theme unit | button | states (scales) | differing pixels | how much | status |", "|---|---|---|---:|---|---|"]
            for r in rows.prefix(Self.maxRows) {
                let pixels = r.rows.allSatisfy(\.evidence.isNew) ? "—" : "\(r.differingPixels)"
                let how = r.change.map { Self.cell($0.summary) } ?? "—"
                let status = r.status == .new ? "new: no baseline" : r.newSheets.isEmpty ? r.status.rawValue : "\(r.status.rawValue), new in \(SheetPath.states(r.newSheets))"
                lines.append("| \(Self.cell(r.unit)) | \(Self.cell(r.button)) | \(Self.cell(SheetPath.states(r.rows.map(\.sheet)))) | \(pixels) | \(how) | \(Self.cell(status)) |")
            }
            if rows.count > Self.maxRows { lines += ["", "… and \(rows.count - Self.maxRows) more changed buttons: see the report."] }
            lines.append("")
        }
        let unnamed = failing.filter(\.evidence.isEmpty)
        for v in unnamed.prefix(10) { lines.append("- \(v.status.rawValue): `\(Self.cell(v.path))`: \(Self.cell(v.message))") }
        if unnamed.count > 10 { lines.append("- … and \(unnamed.count - 10) more sheets") }
        for m in manifests.prefix(10) { lines.append("- \(m.status.rawValue): `\(Self.cell(m.path))`: \(Self.cell(m.message))") }
        if manifests.count > 10 { lines.append("- … and \(manifests.count - 10) more manifests") }
        if !unnamed.isEmpty || !manifests.isEmpty { lines.append("") }
        let new = Array(Set(rows.filter { !$0.newSheets.isEmpty }.map(\.button))).sorted()
        if !new.isEmpty {
            lines += ["New button\(new.count == 1 ? "" : "s") without a baseline: record \(new.count == 1 ? "it" : "them") with `\(report.recordCommand(new))`.", ""]
        }
        if !failing.isEmpty || !manifests.isEmpty { lines.append(approval(rows)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The note on a renderer that is not the baseline's: tolerated, or failing the run.
    func renderer() -> [String] {
        guard !report.fingerprintNotes.isEmpty else { return [] }
        let what = Self.cell(report.fingerprintNotes.joined(separator: "; "))
        if report.rendererChange == .fails {
            return ["> **The renderer differs from the baseline's:** \(what). This fails the run (`--fail-on-renderer-change`).", ""]
        }
        let tolerated = report.verdicts.filter(\.withinTolerance).count
        return ["> ⚠️ **Renderer change tolerated.** The renderer differs from the baseline's: \(what). Sheets were compared "
                + "with \(report.comparison.description) instead of exactly, so glyph and edge differences pass"
                + (tolerated == 0 ? "" : " (\(tolerated) sheet\(tolerated == 1 ? "" : "s") within tolerance)")
                + ". Re-record the baseline with this renderer, or run with `--fail-on-renderer-change` to fail on it.", ""]
    }

    /// The command that accepts the failing buttons.
    func approval(_ rows: [ChangedButton]) -> String {
        guard let reportFolder else { return "Run `bezel verify` with `--report <folder>` to approve changes from its report." }
        let names = Array(Set(rows.filter { $0.status != .withinTolerance }.map(\.button))).sorted()
        let buttons = names.count <= 5 ? names.map { " --button \($0)" }.joined() : ""
        return "To accept \(names.count <= 5 ? "these changes" : "every change"): `bezel approve \(reportFolder)\(buttons)` (one button: `--button <name>`)."
    }

    /// Text made safe for a Markdown table cell.
    static func cell(_ text: String) -> String {
        UntrustedText.shown(text, limit: 200).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
