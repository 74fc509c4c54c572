import Bezel
import Foundation

/// The units `verify` need not render: those whose content key equals the key in their baseline
/// folder's `.bezel-unit.json` (written by `record`) while every file it lists is there with its
/// recorded SHA-256 (a baseline file replaced by hand means render). Their files are the
/// baseline's own, read once here: they pass as identical and nothing is obsolete.
struct UnchangedUnits {
    /// Per unit, its baseline files (paths relative to the baseline folder) when it is unchanged;
    /// nil: render it.
    let files: [[OutputFile]?]
    var count: Int { files.count { $0 != nil } }

    init(_ units: [RenderUnit], setup: BaselineRendering) {
        guard let maker = try? UnitContentKey(options: setup.renderOptions) else {
            files = units.map { _ in nil }
            return
        }
        let found = Slots<[OutputFile]>(count: units.count)
        Parallel.forEach(units.count, jobs: setup.jobs) { i in
            let folder = setup.path(units[i].folder)
            guard let record = UnitRecord.read(in: folder), record.filesExist(in: folder),
                  let key = maker.key(units[i]), key == record.key, let read = record.verifiedFiles(in: folder) else { return }
            found[i] = read.map { OutputFile(path: units[i].folder + "/" + $0.name, data: $0.data) }
        }
        files = found.all
    }
}
