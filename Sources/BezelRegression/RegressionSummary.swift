import BezelCore
import Foundation

/// `verify --summary` (and `$GITHUB_STEP_SUMMARY`): a short Markdown page a CI run shows: the
/// totals, one row per changed button (its theme unit, the sheets it changed in, differing pixels,
/// status), the renderer note when the fingerprint differs, and the command that approves them.
/// At most `maxRows` rows; the rest are counted.
package struct RegressionSummary {
    package static let maxRows = 50

    package let report: RegressionReport
    /// The report folder, for the approve command (nil: verify ran without `--report`).
    package let reportFolder: String?

    package init(report: RegressionReport, reportFolder: String?) { self.report = report; self.reportFolder = reportFolder }

    /// One changed button of one theme unit, over every sheet it changed in.
    struct Row {
        var unit: String, button: String, sheets: [String] = [], pixels = 0, failing = false
    }

    /// Changed buttons grouped by unit and button, failing first, in path order.
    var rows: [Row] {
        var rows: [Row] = [], index: [String: Int] = [:]
        for v in report.ordered where v.status == .fail || v.withinTolerance {
            let unit = ThemeFileSystem.folder(of: v.path), sheet = String((v.path as NSString).lastPathComponent.dropLast(4))
            for e in v.evidence {
                let key = unit + "\u{0}" + e.button
                if index[key] == nil { index[key] = rows.count; rows.append(Row(unit: unit, button: e.button)) }
                rows[index[key]!].sheets.append(sheet)
                rows[index[key]!].pixels += e.differingPixels
                rows[index[key]!].failing = rows[index[key]!].failing || v.status == .fail
            }
        }
        return rows.enumerated().sorted { ($0.element.failing ? 0 : 1, $0.offset) < ($1.element.failing ? 0 : 1, $1.offset) }.map(\.element)
    }

    package var markdown: String {
        let failing = report.verdicts.filter { $0.status != .pass }
        var lines = ["### \(failing.isEmpty ? "✅" : "❌") bezel verify: \(failing.count) of \(report.verdicts.count) sheets failing", ""]
        if !report.fingerprintNotes.isEmpty {
            lines += ["> **The renderer differs from the baseline's:** \(Self.cell(report.fingerprintNotes.joined(separator: "; "))). Differences may come from it, not from the themes.", ""]
        }
        let rows = rows
        if !rows.isEmpty {
            lines += ["| theme unit | button | states (scales) | differing pixels | status |", "|---|---|---|---:|---|"]
            for r in rows.prefix(Self.maxRows) {
                lines.append("| \(Self.cell(r.unit)) | \(Self.cell(r.button)) | \(Self.cell(Self.states(r.sheets))) | \(r.pixels) | \(r.failing ? "fail" : "within tolerance") |")
            }
            if rows.count > Self.maxRows { lines += ["", "… and \(rows.count - Self.maxRows) more changed buttons: see the report."] }
            lines.append("")
        }
        let unnamed = failing.filter { $0.evidence.isEmpty }
        for v in unnamed.prefix(10) { lines.append("- \(v.status.rawValue): `\(Self.cell(v.path))`: \(Self.cell(v.message))") }
        if unnamed.count > 10 { lines.append("- … and \(unnamed.count - 10) more sheets") }
        if !unnamed.isEmpty { lines.append("") }
        if !failing.isEmpty { lines.append(approval(rows)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command that accepts the failing buttons.
    func approval(_ rows: [Row]) -> String {
        guard let reportFolder else { return "Run `bezel verify` with `--report <folder>` to approve changes from its report." }
        let names = Array(Set(rows.filter(\.failing).map(\.button))).sorted()
        let buttons = names.count <= 5 ? names.map { " --button \($0)" }.joined() : ""
        return "To accept \(names.count <= 5 ? "these changes" : "every change"): `bezel approve \(reportFolder)\(buttons)` (one button: `--button <name>`)."
    }

    /// Sheet names (`normal@2x`, `highlighted-1`) as states with their scales:
    /// `highlighted, normal (@1x, @2x, @3x)` when every state changed at the same scales, else
    /// `normal (@1x, @2x), highlighted (@2x)`.
    static func states(_ sheets: [String]) -> String {
        var scales: [(state: String, scales: [String])] = []
        for sheet in sheets {
            let parts = sheet.split(separator: "@", maxSplits: 1).map(String.init)
            let state = parts[0].split(separator: "-").first.map(String.init) ?? parts[0]
            let scale = parts.count > 1 ? "@" + (parts[1].split(separator: "-").first.map(String.init) ?? parts[1]) : "@1x"
            if let i = scales.firstIndex(where: { $0.state == state }) {
                if !scales[i].scales.contains(scale) { scales[i].scales.append(scale) }
            } else {
                scales.append((state, [scale]))
            }
        }
        if Set(scales.map(\.scales)).count == 1, let common = scales.first?.scales {
            return scales.map(\.state).joined(separator: ", ") + " (" + common.joined(separator: ", ") + ")"
        }
        return scales.map { "\($0.state) (\($0.scales.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// Text made safe for a Markdown table cell.
    static func cell(_ text: String) -> String {
        UntrustedText.shown(text, limit: 200).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
