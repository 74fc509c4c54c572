import BezelCore
import Foundation

extension RenderRun {
    /// How much of a run's writing is all or nothing.
    public enum Atomicity: Sendable {
        /// Each unit's files (`bezel render`: a big batch never waits in memory).
        case perUnit
        /// Every file of the run (`ThemeFile.render(into:)`): rendered in memory, then written together.
        case wholeRun
    }

    /// Renders `units` into `target` and writes their files all or nothing (`atomicity`), holding
    /// the folder's lock: every unit unless it is up to date there (`RunOptions.force` renders it
    /// anyway), or this shard's parts of each (`RunOptions.shard`). Units that fail are in the
    /// summary and do not stop the others. Throws before anything is rendered when `target`, or a
    /// unit's folder in it, is a folder of `inputs`' themes, or when it cannot be made or locked.
    public func write(_ units: [RenderUnit], into target: FolderTarget, inputs: [String],
                      atomicity: Atomicity = .perUnit) throws(RunError) -> RunSummary {
        try write(units, into: target, inputs: inputs, atomicity: atomicity, judged: nil)
    }

    /// As `write(_:into:inputs:atomicity:)`, going by `known` verdicts when the units were judged
    /// as they were found (`units(of:output:skipping:)`).
    func write(_ units: [RenderUnit], into target: FolderTarget, inputs: [String], atomicity: Atomicity,
               judged known: Judged?) throws(RunError) -> RunSummary {
        if let conflict = target.themeFolderConflict(unitFolders: units.map(\.folder), inputs: inputs) { throw .themeFolder(conflict) }
        if run.shard.count > 1 { return try writeShard(units, into: target) }
        let judged = known ?? judge(units, skipping: .output(target.root))
        let lock: RunLock?
        do { lock = judged.todo.isEmpty ? nil : try target.lock(sink: sink) } catch { throw .output(error) }
        defer { lock?.release() }
        var summary = RunSummary()
        summary.unchanged = judged.unchanged
        let start = Date()
        let outcomes = Slots<RunSummary.Outcome>(count: units.count)
        let files = Slots<[OutputFile]>(count: units.count)
        render(units, judged, records: .sizes) { i, unit, result in
            switch result {
            case .rendered(let rendered):
                if atomicity == .wholeRun {
                    files[i] = rendered.files
                    outcomes[i] = Self.written(unit, rendered)
                } else {
                    outcomes[i] = writing(unit, rendered, into: target)
                }
                sink.receive(.finished(buttons: rendered.buttons, sheets: rendered.sheets))
            case .failed(let error):
                outcomes[i] = Self.failure(unit, error)
                sink.receive(.finished(buttons: 0, sheets: 0))
            case .unchanged: break
            }
        }
        sink.receive(.ended)
        summary.outcomes = outcomes.all.compactMap { $0 }
        if atomicity == .wholeRun, !summary.failed {
            do { try target.write(files.all.compactMap { $0 }.flatMap { $0 }, jobs: options.jobs, timing: options.timing) } catch { throw .output(error) }
        }
        summary.elapsed = Date().timeIntervalSince(start)
        return summary
    }

    /// Writes one rendered unit's files all or nothing.
    func writing(_ unit: RenderUnit, _ rendered: ThemeRenderer.Result, into target: FolderTarget) -> RunSummary.Outcome {
        do { try target.write(rendered.files, jobs: options.jobs, timing: options.timing) } catch {
            return RunSummary.Outcome(file: unit.theme.file, unit: unit.identifier, kind: .notWritten(error))
        }
        return Self.written(unit, rendered)
    }

    static func written(_ unit: RenderUnit, _ r: ThemeRenderer.Result) -> RunSummary.Outcome {
        RunSummary.Outcome(file: unit.theme.file, unit: unit.identifier,
                           kind: .written(buttons: r.buttons, sheets: r.sheets, paths: r.files.map(\.path), warnings: r.warnings))
    }

    static func failure(_ unit: RenderUnit, _ error: any Error) -> RunSummary.Outcome {
        RunSummary.Outcome(file: unit.theme.file, unit: unit.identifier, kind: .failed("\(error)"))
    }

    /// This shard's parts of every unit (`ShardPlan`), each unit's parts written all or nothing;
    /// the folder is made even when the shard draws nothing, so that `merge` takes it.
    func writeShard(_ units: [RenderUnit], into target: FolderTarget) throws(RunError) -> RunSummary {
        let plan = ShardPlan(units: units, options: options, shard: run.shard, renderer: renderer)
        var summary = RunSummary()
        summary.shardItems = (plan.shardItems, plan.totalItems)
        do { _ = try SafePath(root: target.root).createRoot() } catch { throw .output(error) }
        let lock: RunLock?
        do { lock = plan.assignments.isEmpty ? nil : try target.lock(sink: sink) } catch { throw .output(error) }
        defer { lock?.release() }
        let start = Date()
        sink.receive(.started(units: plan.assignments.count))
        let outcomes = Slots<RunSummary.Outcome>(count: plan.assignments.count)
        Parallel.forEach(plan.assignments.count, jobs: options.jobs) { i in
            let a = plan.assignments[i]
            do {
                let rendered = try a.planned.render(a.parts)
                outcomes[i] = writing(a.planned.unit, rendered, into: target)
                sink.receive(.finished(buttons: rendered.buttons, sheets: rendered.sheets))
            } catch {
                outcomes[i] = Self.failure(a.planned.unit, error)
                sink.receive(.finished(buttons: 0, sheets: 0))
            }
        }
        sink.receive(.ended)
        summary.outcomes = plan.failures.map { Self.failure($0.unit, $0.error) } + outcomes.all.compactMap { $0 }
        summary.elapsed = Date().timeIntervalSince(start)
        return summary
    }
}

/// What `RenderRun.render(_:into:)` did: the units it found (their problems and the files they
/// were read from) and what it wrote.
public struct RunRendering: Sendable {
    public let units: ThemeUnits
    public let summary: RunSummary
}

extension RenderRun {
    /// Finds and checks the units of `inputs` (while Pango warms up), then writes them into
    /// `target` (`write(_:into:inputs:atomicity:)`): `bezel render`. The inputs' problems go to
    /// the sink; `units.failed` says whether any input was bad.
    public func render(_ inputs: [String], into target: FolderTarget, atomicity: Atomicity = .perUnit) throws(RunError) -> RunRendering {
        // One context per thread that measures at once: the jobs, at most the cores (concurrentPerform runs no more at once).
        let warmUp = ThemeMeasurers.measurer().warmUp(contexts: min(options.jobs, ProcessInfo.processInfo.activeProcessorCount))
        defer { warmUp.wait() }
        let found = units(of: inputs, output: target.root, skipping: run.shard.count > 1 ? .none : .output(target.root))
        return RunRendering(units: found, summary: try write(found.units, into: target, inputs: inputs, atomicity: atomicity,
                                                             judged: found.judged))
    }
}
