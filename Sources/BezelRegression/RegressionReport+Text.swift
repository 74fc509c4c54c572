import Foundation

extension RegressionReport {
    /// What `verify` prints after comparing: a line per sheet that is not a clean pass (`FAIL`,
    /// `MISSING`, `SIZE-MISMATCH`, or `WITHIN TOLERANCE` for a pass with changed pixels), a line per
    /// obsolete baseline file, and, unless `quiet`, the summary line for `units` theme units.
    package func textLines(units: Int, quiet: Bool) -> [String] {
        var lines: [String] = []
        for v in verdicts where v.status != .pass || v.withinTolerance {
            let label = v.withinTolerance ? "WITHIN TOLERANCE" : v.status.rawValue.uppercased()
            lines.append("\(label) \(v.path): \(v.message)")
        }
        for path in obsolete {
            lines.append("OBSOLETE \(path): nothing renders it any more ('bezel record --prune' deletes it; it does not fail verify)")
        }
        guard !quiet else { return lines }
        let count = { (s: SheetVerdict.Status) in verdicts.filter { $0.status == s }.count }
        let tolerated = verdicts.filter(\.withinTolerance).count
        let obsoleteNote = obsolete.isEmpty ? "" : ", \(obsolete.count) obsolete baseline file\(obsolete.count == 1 ? "" : "s")"
        lines.append("verified \(verdicts.count) sheets of \(units) theme units against \(baseline): \(count(.pass)) passed"
                     + (tolerated == 0 ? "" : " (\(tolerated) within tolerance)") + ", "
                     + "\(count(.fail)) failed, \(count(.missing)) missing, \(count(.sizeMismatch)) size mismatches\(obsoleteNote)")
        return lines
    }
}
