import Bezel
import Foundation

extension BatchRunner {
    /// The units to render, each with its content key (nil: no key could be made; then it is
    /// rendered and records nothing), and how many were left out because the output folder holds
    /// their files from a run with the same key (`UnitRecord`). `--force` leaves none out.
    func unitsToRender(_ units: [RenderUnit]) -> (todo: [(unit: RenderUnit, key: String?)], unchanged: Int) {
        guard let maker = try? UnitContentKey(options: options) else { return (units.map { ($0, nil) }, 0) }
        let keys = Slots<String>(count: units.count)
        Parallel.forEach(units.count, jobs: jobs) { i in keys[i] = maker.key(units[i]) }
        var todo: [(unit: RenderUnit, key: String?)] = []
        var unchanged = 0
        for (unit, key) in zip(units, keys.all) {
            let folder = output + "/" + unit.folder
            if !force, let key, let record = UnitRecord.read(in: folder), record.key == key, record.filesExist(in: folder) {
                unchanged += 1
            } else {
                todo.append((unit, key))
            }
        }
        return (todo, unchanged)
    }

    /// Every file `units` were read from or draw: theme, extended and token files, images, fonts.
    static func inputFiles(of units: [RenderUnit]) -> [String] {
        var files = Set<String>()
        for unit in units {
            files.formUnion(unit.theme.inputFiles)
            files.formUnion(unit.theme.imageFiles)
            files.formUnion(unit.theme.shippedFontFiles)
        }
        return files.sorted()
    }
}
