import BezelCore
import Foundation

/// The one rule for skipping a unit: the folder it would be written to (or compared with) holds
/// its `.bezel-unit.json` (`UnitRecord`), whose key equals the unit's content key now
/// (`UnitContentKey`), and every file the record lists is still there: at its size in an output
/// folder (`render`), with its SHA-256 in a baseline (`verify`, which then takes the baseline's
/// files as the unit's). A missing, unreadable or malformed record, or a missing or changed file,
/// means render. Without a key maker (no renderer fingerprint) every unit is rendered.
package enum UnitFreshness {
    /// Where records are looked for.
    package enum Source: Sendable {
        /// Nowhere: every unit is rendered (`record`, `--force`, shards).
        case none
        /// An output folder: files checked by size.
        case output(String)
        /// A baseline: files checked by SHA-256, and read.
        case baseline(String)
    }

    /// What the rule says of one unit.
    package enum Verdict: Sendable {
        /// Up to date; in a baseline, with its files (paths from the baseline folder); with the
        /// warnings its record repeats.
        case unchanged([OutputFile]?, warnings: [Diagnostic])
        /// To render; `key` is its content key when it was made to compare.
        case render(key: String?)
    }

    /// The verdict of each of `units` (in order), keys made on `jobs` threads.
    package static func judge(_ units: [RenderUnit], in source: Source, maker: UnitContentKey?, jobs: Int) -> [Verdict] {
        let folder: String, verified: Bool
        switch source {
        case .none: return units.map { _ in .render(key: nil) }
        case .output(let f): (folder, verified) = (f, false)
        case .baseline(let f): (folder, verified) = (f, true)
        }
        guard let maker else { return units.map { _ in .render(key: nil) } }
        let verdicts = Slots<Verdict>(count: units.count)
        Parallel.forEach(units.count, jobs: jobs) { i in
            let unitFolder = folder + "/" + units[i].folder
            guard let record = UnitRecord.read(in: unitFolder) else { verdicts[i] = .render(key: nil); return }
            let key = maker.key(units[i])
            guard let key, key == record.key, record.filesExist(in: unitFolder) else { verdicts[i] = .render(key: key); return }
            let warnings = record.diagnostics(of: units[i].theme.file)
            guard verified else { verdicts[i] = .unchanged(nil, warnings: warnings); return }
            guard let read = record.verifiedFiles(in: units[i].folder, below: folder) else { verdicts[i] = .render(key: key); return }
            verdicts[i] = .unchanged(read.map { OutputFile(path: units[i].folder + "/" + $0.name, data: $0.data) }, warnings: warnings)
        }
        return verdicts.all.map { $0 ?? .render(key: nil) }
    }
}
