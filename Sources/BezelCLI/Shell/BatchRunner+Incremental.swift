import Bezel
import Foundation

extension BatchRunner {
    /// The units to render, and how many were left out because the output folder holds their
    /// files from a run with the same content key (`UnitRecord`; `--force` leaves none out). A unit
    /// with a record has its key made now, to compare; one without has it made while it renders
    /// (`Keyed.key`), off the critical path. No key maker (no fingerprint): nothing is recorded.
    func unitsToRender(_ units: [RenderUnit]) -> (todo: [Keyed], unchanged: Int) {
        guard let maker = try? UnitContentKey(options: options) else { return (units.map { Keyed(unit: $0, maker: nil) }, 0) }
        let records = units.map { force ? nil : UnitRecord.read(in: output + "/" + $0.folder) }
        let keys = Slots<String>(count: units.count)
        Parallel.forEach(units.count, jobs: jobs) { i in if records[i] != nil { keys[i] = maker.key(units[i]) } }
        var todo: [Keyed] = [], unchanged = 0
        for (i, unit) in units.enumerated() {
            if let record = records[i], let key = keys[i], record.key == key, record.filesExist(in: output + "/" + unit.folder) {
                unchanged += 1
            } else {
                todo.append(Keyed(unit: unit, maker: maker, known: keys[i]))
            }
        }
        return (todo, unchanged)
    }

    /// A unit to render and the way to its content key.
    struct Keyed {
        var unit: RenderUnit
        var maker: UnitContentKey?
        var known: String? = nil

        /// Renders the unit with `renderer` while its key is made on another thread (unless known),
        /// and adds the record the next run reads.
        func render(_ renderer: ThemeRenderer, options: RenderOptions) throws -> ThemeRenderer.Result {
            let key = Slots<String>(count: 1)
            let group = DispatchGroup()
            if known == nil, let maker {
                let unit = self.unit
                DispatchQueue.global().async(group: group) { key[0] = maker.key(unit) }
            }
            let result = try renderer.render(unit, options: options)
            group.wait()
            return result.recorded(key: known ?? key[0], unit: unit, options: options)
        }
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
