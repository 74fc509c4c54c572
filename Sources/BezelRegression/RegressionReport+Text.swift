import Foundation

extension RegressionReport {
    /// What `verify` prints after comparing: a line per sheet that is not a clean pass (`FAIL`,
    /// `MISSING`, `SIZE-MISMATCH`, or `WITHIN TOLERANCE` for a pass with changed pixels), a `NEW`
    /// line per manifest that is not the baseline's (`FAIL`, `MISSING`, `WITHIN TOLERANCE`), a `NEW`
    /// line per button the baseline does not have (with the command that records it), a line per
    /// obsolete baseline file, the renderer's line when its change fails the run, and, unless
    /// `quiet`, the summary line for `units` theme units.
    package func textLines(units: Int, quiet: Bool) -> [String] {
        var lines: [String] = []
        for v in verdicts where v.status != .pass || v.withinTolerance {
            let label = v.withinTolerance ? "WITHIN TOLERANCE" : v.status.rawValue.uppercased()
            lines.append("\(label) \(v.path): \(v.message)")
        }
        for m in manifests {
            lines.append("\(m.withinTolerance ? "WITHIN TOLERANCE" : m.status.rawValue.uppercased()) \(m.path): \(m.message)")
        }
        let new = changedButtons.filter { !$0.newSheets.isEmpty }
        for b in new {
            let name = b.unit == "." ? b.button : b.unit + "/" + b.button
            lines.append("NEW \(name): no baseline in \(SheetPath.states(b.newSheets)): record it with '\(recordCommand([b.button]))'")
        }
        for path in obsolete {
            lines.append("OBSOLETE \(path): nothing renders it any more ('bezel record --prune' deletes it; it does not fail verify)")
        }
        if rendererChange == .fails {
            lines.append("FAIL renderer: the renderer fingerprint is not the baseline's and --fail-on-renderer-change was given "
                         + "(re-record the baseline with this renderer, or verify on the machine that recorded it)")
        }
        guard !quiet else { return lines }
        let count = { (s: SheetVerdict.Status) in verdicts.filter { $0.status == s }.count }
        let tolerated = verdicts.filter(\.withinTolerance).count
        let obsoleteNote = obsolete.isEmpty ? "" : ", \(obsolete.count) obsolete baseline file\(obsolete.count == 1 ? "" : "s")"
        let newNote = new.isEmpty ? "" : ", \(new.count) new button\(new.count == 1 ? "" : "s")"
        let failing = manifests.filter(\.fails).count
        let manifestNote = failing == 0 ? "" : ", \(failing) manifest\(failing == 1 ? "" : "s") not the baseline's"
        let renderer = rendererChange == .tolerated ? "; renderer change tolerated (--fail-on-renderer-change fails it)" : ""
        lines.append("verified \(verdicts.count) sheets of \(units) theme units against \(baseline): \(count(.pass)) passed"
                     + (tolerated == 0 ? "" : " (\(tolerated) within tolerance)") + ", "
                     + "\(count(.fail)) failed, \(count(.missing)) missing, \(count(.sizeMismatch)) size mismatches\(manifestNote)\(newNote)\(obsoleteNote)\(renderer)")
        return lines
    }
}
