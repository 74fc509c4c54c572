import BezelCore
import BezelRaster
import Foundation

/// The one driver that turns theme files into files. It discovers and checks the units of its
/// inputs (`ThemeUnits`), decides which are up to date (`UnitFreshness`), renders the others on
/// `RenderOptions.jobs` threads (each with the record the next run reads) and hands each unit's
/// files to a consumer: `write(_:into:inputs:)` writes them into a folder, a unit or the whole run
/// all or nothing, under the folder's lock; `each(_:skipping:records:_:)` gives them to a caller
/// that compares (`verify`) or records (`record`). `render`, `--watch`, `verify`, `record`,
/// `ThemeFile.render(into:)` and `bench` all run through it. What it finds and does is told as
/// `RunEvent`s to its sink.
///
/// ```swift
/// let run = RenderRun(options: RenderOptions())
/// let units = run.units(of: ["themes/ios.json"], output: "out")
/// let summary = try run.write(units.units, into: FolderTarget("out"), inputs: ["themes/ios.json"])
/// print(summary.written, "units written")
/// ```
public struct RenderRun: Sendable {
    /// What each unit renders.
    public let options: RenderOptions
    /// Which units, and which are skipped.
    public let run: RunOptions
    let sink: any RunSink
    /// The renderer every unit of the run is drawn with (its measurer and drawer, and the run's
    /// images: each file decoded once, for the check and every draw).
    let renderer: ThemeRenderer

    /// A run with `options` and `run`, telling `sink` what it does.
    public init(options: RenderOptions, run: RunOptions = RunOptions(), sink: any RunSink = SilentRunSink()) {
        self.init(options: options, run: run, sink: sink, images: ImageStore())
    }

    /// A run whose images come from `images` (decoded there already by a check).
    package init(options: RenderOptions, run: RunOptions, sink: any RunSink, images: ImageStore) {
        self.options = options
        self.run = run
        self.sink = sink
        renderer = ThemeRenderer(fontConfiguration: .shared, images: images)
    }

    /// The units of `inputs` (theme files and folders), each checked once with the run's options
    /// and restricted to its mode and locale; their problems go to the sink. `output` is the folder
    /// they would be written to, named in the error for two themes with one name.
    public func units(of inputs: [String], output: String) -> ThemeUnits {
        units(of: inputs, output: output, skipping: .none)
    }

    /// As `units(of:output:)`, each unit judged against its record in `source` as soon as its file
    /// is decoded (none with `RunOptions.force`): one that is up to date is not prepared, and
    /// `ThemeUnits.judged` holds the verdicts `write` and `each` then go by.
    package func units(of inputs: [String], output: String, skipping source: UnitFreshness.Source) -> ThemeUnits {
        var looks = !run.force
        if case .none = source { looks = false }
        let freshness = looks ? ThemeUnits.Freshness(source: source, maker: try? UnitContentKey(options: options)) : nil
        let units = ThemeUnits(inputs: inputs, options: options, mode: run.mode, locale: run.locale,
                               allowsOutsidePaths: run.allowsOutsidePaths, output: output, images: renderer.renderer.images,
                               freshness: freshness)
        if !units.diagnostics.isEmpty { sink.receive(.diagnostics(units.diagnostics)) }
        return units
    }

    /// Which record a rendered unit gets in its files.
    package enum Records: Sendable {
        /// None (`verify`: nothing is written).
        case none
        /// Each file's size (`render`).
        case sizes
        /// Each file's size and SHA-256 (`record`: a baseline `verify` trusts).
        case digests
    }

    /// One unit's files as the run hands them on.
    package enum UnitFiles: Sendable {
        /// Up to date where the run looked; in a baseline, with the baseline's files.
        case unchanged([OutputFile]?)
        /// Rendered now.
        case rendered(ThemeRenderer.Result)
        /// Could not be rendered.
        case failed(any Error)
    }

    /// Which of a run's units are up to date where it looked (`UnitFreshness`), and the key maker
    /// the others' records are made with.
    package struct Judged: Sendable {
        package let verdicts: [UnitFreshness.Verdict]
        let maker: UnitContentKey?
        /// The units to render (by index), each with its content key when it is known already.
        package var todo: [(index: Int, key: String?)] {
            verdicts.enumerated().compactMap { i, v in if case .render(let key) = v { (i, key) } else { nil } }
        }
        /// How many units are up to date.
        package var unchanged: Int { verdicts.count - todo.count }
    }

    /// The verdict of each of `units` in `source` (none with `RunOptions.force`).
    package func judge(_ units: [RenderUnit], skipping source: UnitFreshness.Source) -> Judged {
        let maker = try? UnitContentKey(options: options)
        return Judged(verdicts: UnitFreshness.judge(units, in: run.force ? .none : source, maker: maker, jobs: options.jobs), maker: maker)
    }

    /// Renders every unit of `units` that is not up to date in `source` (as `known` says, when the
    /// units were judged as they were found; on the run's threads, with `records`) and hands each one's files to `consumer`, on worker threads, in no
    /// particular order; units that are up to date are handed on first, on this thread. Returns how
    /// many were up to date.
    @discardableResult
    package func each(_ units: [RenderUnit], skipping source: UnitFreshness.Source, judged known: Judged? = nil, records: Records,
                      _ consumer: @Sendable (Int, RenderUnit, UnitFiles) -> Void) -> Int {
        let judged = known ?? judge(units, skipping: source)
        for (i, verdict) in judged.verdicts.enumerated() {
            if case .unchanged(let files, _) = verdict { consumer(i, units[i], .unchanged(files)) }
        }
        render(units, judged, records: records, consumer)
        return judged.unchanged
    }

    /// Renders the units `judged` says to render, on the run's threads, and hands each one's files
    /// to `consumer` on worker threads; the sink hears `.started` first.
    package func render(_ units: [RenderUnit], _ judged: Judged, records: Records,
                        _ consumer: @Sendable (Int, RenderUnit, UnitFiles) -> Void) {
        let todo = judged.todo
        sink.receive(.started(units: todo.count))
        Parallel.forEach(todo.count, jobs: options.jobs) { j in
            let (i, known) = todo[j]
            consumer(i, units[i], render(units[i], key: known, maker: records == .none ? nil : judged.maker, records: records))
        }
    }

    /// Renders `unit`, its content key made on another thread meanwhile (unless `known`), and adds
    /// the record the next run reads.
    func render(_ unit: RenderUnit, key known: String?, maker: UnitContentKey?, records: Records) -> UnitFiles {
        let key = Slots<String>(count: 1)
        let group = DispatchGroup()
        if known == nil, let maker { DispatchQueue.global().async(group: group) { key[0] = maker.key(unit) } }
        do {
            let result = try renderer.render(unit, options: options)
            group.wait()
            guard records != .none else { return .rendered(result) }
            return .rendered(result.recorded(key: known ?? key[0], unit: unit, options: options, digests: records == .digests))
        } catch {
            group.wait()
            return .failed(error)
        }
    }
}
