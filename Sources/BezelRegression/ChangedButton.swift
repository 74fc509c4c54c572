import BezelCore
import Foundation

/// One button of one theme unit that changed, over every sheet (state × scale) it changed in: what
/// the report shows as one card, the job summary as one row and `junit.xml` as its failing cases,
/// so three changes read as three buttons, not as every sheet they touch.
package struct ChangedButton {
    /// How the button changed in one sheet, or overall (the worst of its sheets: fail, then new).
    package enum Status: String, Comparable {
        case fail, new, withinTolerance = "within tolerance"
        var rank: Int { self == .fail ? 0 : self == .new ? 1 : 2 }
        package static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
    }

    /// One sheet the button changed in.
    package struct Row {
        package var verdict: SheetVerdict
        package var evidence: ButtonEvidence
        package var sheet: SheetPath { SheetPath(verdict.path) }
        package var status: Status {
            evidence.isNew ? .new : verdict.status == .pass ? .withinTolerance : .fail
        }
    }

    package var unit: String
    package var button: String
    /// The sheets, in path order.
    package var rows: [Row]

    package var status: Status { rows.map(\.status).min() ?? .withinTolerance }
    /// Differing (or, within tolerance, changed) pixels inside its frames, over every sheet.
    package var differingPixels: Int { rows.reduce(0) { $0 + $1.evidence.differingPixels } }
    /// How much its pixels changed over every sheet that has a baseline (nil when it is new everywhere).
    package var change: PixelChange? { PixelChange.merged(rows.compactMap(\.evidence.change)) }
    /// The sheets it has no baseline in.
    package var newSheets: [SheetPath] { rows.filter(\.evidence.isNew).map(\.sheet) }
    /// The unit and button as the report names them: `ios/dark › filled`, or `filled` for a top sheet.
    package var title: String { unit == "." ? button : "\(unit) › \(button)" }

    /// The changed buttons of `verdicts` (every sheet's evidence), grouped by unit and button:
    /// failing buttons first, then new ones, then those within tolerance, each in unit and button order.
    package static func grouped(_ verdicts: [SheetVerdict]) -> [ChangedButton] {
        var groups: [ChangedButton] = [], index: [String: Int] = [:]
        for v in verdicts.sorted(by: { $0.path < $1.path }) {
            let unit = ThemeFileSystem.folder(of: v.path)
            for e in v.evidence {
                let key = unit + "\u{0}" + e.button
                let at = index[key] ?? groups.count
                if at == groups.count { index[key] = at; groups.append(ChangedButton(unit: unit, button: e.button, rows: [])) }
                groups[at].rows.append(Row(verdict: v, evidence: e))
            }
        }
        return groups.sorted { ($0.status, $0.unit, $0.button) < ($1.status, $1.unit, $1.button) }
    }
}
