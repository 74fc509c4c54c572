import Foundation
import Bezel
import BezelRaster

/// Runs a batch render: finds and validates themes, splits them into units (theme × mode × locale),
/// keeps this shard's pages of them with `--shard` (`ShardPlan`), renders units on `jobs` threads and writes each unit's files all or nothing,
/// holding the output folder's `RunLock`. An error in one theme is reported with its path and does
/// not stop the others; the exit code says whether any failed, and how.
struct BatchRunner {
    let io: CommandIO
    let output: String
    let options: RenderOptions
    let jobs: Int
    let shard: ShardSelection
    let mode: String?
    let locale: String?
    let allowsOutsidePaths: Bool
    let showsProgress: Bool
    let quiet: Bool
    /// Render every unit, even those whose files are up to date (`--force`).
    var force = false

    func run(inputs: [String]) -> ExitCode { execute(inputs: inputs, watching: false).code }

    /// Runs the batch; also returns every file the run's themes were read from or draw (theme,
    /// extended and token files, images, fonts), for `--watch`.
    func runWatching(inputs: [String]) -> (code: ExitCode, watched: [String]) { execute(inputs: inputs, watching: true) }

    private func execute(inputs: [String], watching: Bool) -> (code: ExitCode, watched: [String]) {
        let warmUp = ThemeFonts.measurer().warmUp()
        defer { warmUp.wait() }
        let (units, discoveryFailed) = discoverUnits(inputs: inputs)
        return (render(units, failed: discoveryFailed, inputs: inputs), watching ? Self.inputFiles(of: units) : [])
    }

    private func render(_ units: [RenderUnit], failed discoveryFailed: Bool, inputs: [String]) -> ExitCode {
        if let conflict = OutputOption.themeFolderConflict(option: "--output", output: output, unitFolders: units.map(\.folder), inputs: inputs) {
            io.err(conflict + "\n")
            return .badInput
        }
        let renderer = ThemeRenderer()
        let work: [(unit: RenderUnit, render: () throws -> ThemeRenderer.Result)]
        var outcomes: [UnitOutcome] = []
        var shardNote = "", unchanged = 0
        if shard.count > 1 {
            let plan = ShardPlan(units: units, options: options, shard: shard, renderer: renderer)
            work = plan.assignments.map { a in (a.planned.unit, { try a.planned.render(a.parts) }) }
            outcomes = plan.failures.map { .failure("\($0.unit.theme.file): \($0.unit.identifier): \($0.error)") }
            shardNote = " (shard \(shard): \(plan.shardItems) of \(plan.totalItems) work items)"
            // An empty shard still leaves its output folder, empty, so that `merge` takes it.
            do { _ = try SafePath(root: output).createRoot() } catch {
                io.err("\(error)\n")
                return .cannotWrite
            }
        } else {
            let (todo, upToDate) = unitsToRender(units)
            unchanged = upToDate
            work = todo.map { item in (item.unit, { try item.render(renderer, options: options) }) }
        }
        let lock: RunLock?
        do { lock = work.isEmpty ? nil : try RunLock.acquire(SafePath(root: output), io: io) } catch {
            io.err("\(error)\n")
            return .cannotWrite
        }
        defer { lock?.release() }
        let progress = ProgressReporter(io: io, total: work.count, enabled: showsProgress)
        let results = Slots<UnitOutcome>(count: work.count)
        Parallel.forEach(work.count, jobs: jobs) { i in
            let outcome = write(work[i].unit, work[i].render)
            results.set(i, outcome)
            if case .success(let (buttons, sheets, _), _) = outcome { progress.finished(buttons: buttons, sheets: sheets) } else {
                progress.finished(buttons: 0, sheets: 0)
            }
        }
        progress.finish()
        let note = unchanged > 0 ? shardNote + " (\(unchanged) unchanged since the last run)" : shardNote
        return summarize(outcomes + results.all.compactMap { $0 }, units: work.count + outcomes.count + unchanged, failed: discoveryFailed,
                         elapsed: progress.elapsed, shardNote: note)
    }

    /// Renders one unit (or this shard's parts of it) and writes its files all or nothing: a unit
    /// whose files cannot all be written leaves none of them.
    private func write(_ unit: RenderUnit, _ render: () throws -> ThemeRenderer.Result) -> UnitOutcome {
        do {
            let result = try render()
            try AtomicFileWriter(root: output).writeAll(result.files.map { ($0.path, $0.data) }, jobs: jobs)
            return .success((result.buttons, result.sheets, result.files.count), result.warnings.map { "\(unit.theme.file): \(unit.identifier): warning: \($0)" })
        } catch let error as OutputError {
            return .writeFailure("\(unit.theme.file): \(unit.identifier): \(error); none of this unit's files were written")
        } catch {
            return .failure("\(unit.theme.file): \(unit.identifier): \(error)")
        }
    }

    /// Prints the outcomes (warnings, errors, the summary line) and returns the exit code: 3 when a
    /// unit could not be written, else 2 when an input or a unit was bad, else 0.
    private func summarize(_ outcomes: [UnitOutcome], units: Int, failed discoveryFailed: Bool, elapsed: Double, shardNote: String) -> ExitCode {
        var failed = discoveryFailed, writeFailed = false
        var buttons = 0, sheets = 0, written = 0, done = 0
        for r in outcomes {
            switch r {
            case .success(let (b, s, f), let warnings):
                buttons += b; sheets += s; written += f; done += 1
                if !quiet { warnings.forEach { io.err($0 + "\n") } }
            case .failure(let message): io.err(message + "\n"); failed = true
            case .writeFailure(let message): io.err(message + "\n"); writeFailed = true
            }
        }
        if !quiet {
            io.out("rendered \(done) of \(units) theme units\(shardNote): "
                   + "\(buttons) buttons, \(sheets) sheets, \(written) files in \(String(format: "%.2f", elapsed)) s → \(output)\n")
        }
        return writeFailed ? .cannotWrite : failed ? .badInput : .success
    }
}

extension BatchRunner {
    /// The units of `inputs` (see `ThemeUnits`); their problems are printed. `failed` says whether
    /// any input was bad.
    func discoverUnits(inputs: [String]) -> (units: [RenderUnit], failed: Bool) {
        let expanded = ThemeUnits(inputs: inputs, options: options, mode: mode, locale: locale,
                                  allowsOutsidePaths: allowsOutsidePaths, output: output)
        io.report(expanded.diagnostics)
        return (expanded.units, expanded.failed)
    }
}

/// A unit's outcome: (buttons, sheets, files) and its warnings, or an error message (a bad unit,
/// or files that could not be written).
enum UnitOutcome { case success((Int, Int, Int), [String]), failure(String), writeFailure(String) }

extension BatchRunner {
    /// Renders `units` in memory on `jobs` threads, exactly as `run` does, and hands each unit's
    /// files (or its error) to `body` with the unit's index; nothing is written. `body` runs on worker
    /// threads, in no particular order (`verify` and `record` use it).
    static func renderEach(_ units: [RenderUnit], options: RenderOptions, jobs: Int,
                           _ body: @Sendable (Int, RenderUnit, Result<ThemeRenderer.Result, any Error>) -> Void) {
        let renderer = ThemeRenderer()
        Parallel.forEach(units.count, jobs: jobs) { i in
            body(i, units[i], Result { try renderer.render(units[i], options: options) })
        }
    }
}
