import Foundation
import BezelCore
import BezelRaster

/// Runs a batch render: finds and validates themes, splits them into units (theme × mode × locale),
/// applies `--shard`, renders units on `jobs` threads and writes each file atomically. An error in one
/// theme is reported with its path and does not stop the others; the exit code says whether any failed.
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

    func run(inputs: [String]) -> ExitCode {
        let (units, discoveryFailed) = discoverUnits(inputs: inputs)
        var failed = discoveryFailed
        let writer = AtomicFileWriter(root: output)
        let renderer = ThemeRenderer()
        let progress = ProgressReporter(io: io, total: units.count, enabled: showsProgress)
        let results = Slots<UnitOutcome>(count: units.count)
        Parallel.forEach(units.count, jobs: jobs) { i in
            let unit = units[i]
            do {
                let result = try renderer.render(unit, options: options)
                for folder in Set(result.files.map { ($0.path as NSString).deletingLastPathComponent }) {
                    writer.removeStaleTemporaryFiles(in: folder)
                }
                for file in result.files { try writer.write(file.data, to: file.path) }
                results.set(i, .success((result.buttons, result.sheets, result.files.count), result.warnings.map { "\(unit.theme.file): \(unit.identifier): warning: \($0)" }))
                progress.finished(buttons: result.buttons, sheets: result.sheets)
            } catch {
                results.set(i, .failure("\(unit.theme.file): \(unit.identifier): \(error)"))
                progress.finished(buttons: 0, sheets: 0)
            }
        }
        progress.finish()
        var buttons = 0, sheets = 0, written = 0
        for r in results.all {
            switch r {
            case .success(let (b, s, f), let warnings)?:
                buttons += b; sheets += s; written += f
                if !quiet { warnings.forEach { io.err($0 + "\n") } }
            case .failure(let message)?: io.err(message + "\n"); failed = true
            case nil: break
            }
        }
        if !quiet {
            let shardNote = shard.count > 1 ? " (shard \(shard))" : ""
            io.out("rendered \(results.all.filter { if case .success? = $0 { true } else { false } }.count) of \(units.count) theme units\(shardNote): "
                   + "\(buttons) buttons, \(sheets) sheets, \(written) files in \(String(format: "%.2f", progress.elapsed)) s → \(output)\n")
        }
        return failed ? .badInput : .success
    }
}

extension BatchRunner {
    /// Finds and validates the themes of `inputs` and splits them into units (theme × mode × locale),
    /// sorted and restricted to the shard; errors are printed. `failed` says whether any input was bad.
    func discoverUnits(inputs: [String]) -> (units: [RenderUnit], failed: Bool) {
        let (files, inputIssues) = ThemeInputs.themeFiles(inputs)
        io.report(inputIssues)
        var failed = !inputIssues.isEmpty
        var units: [RenderUnit] = []
        var owners: [String: String] = [:]
        for file in files {
            let (themes, diagnostics) = ThemeValidator.validate(file, allowsOutsidePaths: allowsOutsidePaths, fontCatalog: RendererFontCatalog.shared)
            io.report(diagnostics.filter { $0.severity == .error })
            guard let base = themes.first else { failed = true; continue }
            if let other = owners[base.name] {
                io.err("\(file): name: theme name '\(base.name)' is also used by \(other); both would write \(output)/\(base.name)\n")
                failed = true
                continue
            }
            owners[base.name] = file
            var selected = themes.filter { mode == nil || $0.mode == mode }
            if let mode, selected.isEmpty {
                io.report([ButtonSelection.missingMode(mode, file: file, theme: base)])
                failed = true
                selected = []
            }
            for theme in selected {
                let locales: [String?] = locale.map { theme.locales.contains($0) ? [$0] : [] } ?? ([nil] + theme.locales.map(Optional.some))
                if let locale, locales.isEmpty, mode != nil || theme.mode == nil {
                    io.report([ButtonSelection.missingLocale(locale, file: file, theme: theme)])
                    failed = true
                }
                units += locales.map { RenderUnit(theme: theme, locale: $0) }
            }
        }
        let chosen = Set(shard.select(units.map(\.identifier)))
        units = units.filter { chosen.contains($0.identifier) }.sorted { $0.identifier < $1.identifier }
        return (units, failed)
    }
}

/// A unit's outcome: (buttons, sheets, files) and its warnings, or an error message.
enum UnitOutcome { case success((Int, Int, Int), [String]), failure(String) }

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
