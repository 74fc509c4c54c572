import Foundation
import Bezel

/// What `verify` and `record` share: the baseline and the run their options choose
/// (`BaselineOptions`), the sheet options the baseline is recorded with (`SheetOptions`' value, a
/// `RecordedOptions` stored as `render-options.json`), and a render of every unit into memory,
/// exactly as `render` would write it with those options.
struct BaselineRendering {
    let io: CommandIO
    let baseline: String
    /// The run every unit is rendered by, with the options the baseline needs.
    let run: RenderRun
    /// The options sheets are rendered with: for `verify` and `record --only-missing` those the
    /// baseline was recorded with, for `record` those given.
    let sheetOptions: RecordedOptions

    /// Where the sheet options come from.
    enum SheetOptionSource {
        /// The baseline's `render-options.json`, or the options given when it has none; options
        /// given that differ from the recorded ones are refused (`verify`, `record --only-missing`).
        case baseline
        /// The command line (`record`).
        case arguments
    }

    /// The baseline of `options` with the sheet options `source` says; nil after printing why the
    /// baseline's recorded options cannot be read or differ from those `given`.
    init?(_ options: BaselineOptions, sheets given: SheetOptions, io: CommandIO, command: String, sheetOptions source: SheetOptionSource) {
        let baseline = options.baseline
        let folder = baseline.count > 1 && baseline.hasSuffix("/") ? String(baseline.dropLast()) : baseline
        let file = folder + "/" + RecordedOptions.fileName
        let recorded: RecordedOptions?
        do {
            recorded = try RecordedOptions.read(baseline: folder)
        } catch {
            io.err("\(file): cannot be read as the options the baseline was recorded with: \(error); re-record the baseline\n")
            return nil
        }
        switch source {
        case .arguments:
            sheetOptions = given.recorded
        case .baseline:
            if let recorded, given.given, given.recorded != recorded {
                io.err("Error: the baseline was recorded with other sheet options (\(file)); \(command) uses those. "
                       + "Leave out --\(SheetOptions.names.map(\.rawValue).joined(separator: ", --")), or re-record everything with the new ones.\n")
                return nil
            }
            sheetOptions = recorded ?? given.recorded
        }
        self.io = io
        self.baseline = folder
        var renderOptions = RenderOptions()
        renderOptions.use(sheetOptions)
        renderOptions.jobs = options.jobs
        renderOptions.interfaceBuilder = options.interfaceBuilder
        run = RenderRun(options: renderOptions, run: options.run, sink: CommandSink(io: io))
    }

    /// The themes' units (see `ThemeUnits`), or nil when an input was bad (errors printed); with
    /// `source`, judged as they are found (a unit up to date there is not prepared).
    func units(_ inputs: [String], skipping source: UnitFreshness.Source = .none) -> ThemeUnits? {
        let expanded = run.units(of: inputs, output: baseline, skipping: source)
        return expanded.failed ? nil : expanded
    }

    /// The baseline files that none of `units` renders any more (see `ObsoleteBaselines`).
    func obsolete(units: [RenderUnit], rendered: Set<String>) -> ObsoleteBaselines {
        ObsoleteBaselines(baseline: baseline, unitFolders: units.map(\.folder), rendered: rendered,
                          includesUnitFolders: includesUnitFolders)
    }

    /// Whether whole mode and locale folders are looked at for obsolete files: only when no
    /// `--mode`/`--locale` narrows the run.
    var includesUnitFolders: Bool { run.run.mode == nil && run.run.locale == nil }

    /// The path of `relative` inside the baseline folder.
    func path(_ relative: String) -> String { baseline + "/" + relative }

    /// Every file of `units`, rendered in memory on `jobs` threads exactly as `render` writes them,
    /// each unit's `.bezel-unit.json` record included (its content key, which lets `verify` skip
    /// the unit while nothing it depends on changes); the first unit that fails is printed and
    /// ends it (exit 2).
    func render(_ units: [RenderUnit]) -> Result<[OutputFile], ExitCode> {
        let rendered = Slots<RenderRun.UnitFiles>(count: units.count)
        run.each(units, skipping: .none, records: .digests) { i, _, files in rendered.set(i, files) }
        var files: [OutputFile] = []
        for (unit, result) in zip(units, rendered.all) {
            switch result {
            case .rendered(let r)?: files += r.files
            case .failed(let error)?:
                io.err("\(unit.theme.file): \(unit.identifier): \(error)\n")
                return .failure(.badInput)
            case .unchanged?, nil: return .failure(.internalFailure)
            }
        }
        return .success(files)
    }
}
