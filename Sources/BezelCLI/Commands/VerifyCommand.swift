import Foundation
import Bezel
import BezelRaster

/// `bezel verify`: renders themes in memory and compares every sheet with the baseline tree. It
/// reads the baseline and never writes it; results go to stdout and, with `--report`, to an HTML
/// report, `report.json` and `junit.xml`.
package enum VerifyCommand: Command {
    static let spec = CommandSpec(
        name: "verify", abstract: "Render themes and compare every sheet with a baseline (visual regression).",
        positional: "<theme.json | folder>...",
        options: BaselineRendering.options + DiffBudget.verifyOptions + [
            PixelLimit.option,
            OptionSpec(.report, value: "dir", help: "Write index.html (side by side, diff, slider), report.json and junit.xml here."),
        ],
        discussion: DiffBudget.explanation + """

        The renderer fingerprint (library versions, font hashes) is compared with <baseline>/fingerprint.json first, and a
        difference is named before any pixel count. While it matches, sheets are compared exactly: any pixel whose RGBA
        differs counts. pixelmatch's threshold applies only with --threshold, or at 0.1 when the fingerprint differs or
        cannot be read (a line says so). A sheet that passes although pixels changed (below the threshold, anti-aliasing,
        or within the budget) is listed as WITHIN TOLERANCE and counted in the summary.
        The budget applies to each sheet. A sheet of another size than its baseline fails (both sizes are printed);
        a sheet without a baseline fails as missing.
        A baseline sheet over --max-pixels (checked from its header), or one that is not a regular file, stops verify (exit 2).
        Sheets are rendered with the sheet options the baseline was recorded with (<baseline>/render-options.json).
        Baseline files nothing renders any more are listed as OBSOLETE and do not fail ('bezel record --prune' deletes them).
        verify never writes into the baseline folder; record baselines with 'bezel record'.
        The report is written all or nothing, never through a symbolic link inside it.
        Exit codes: 0 every sheet within budget, 1 a difference or a missing baseline, 2 bad usage or input, 3 the report
        could not be written (the system's reason is printed) or an internal failure.
        """)

    static func run(_ args: ParsedArguments, io: CommandIO) -> ExitCode {
        var usage: [String] = []
        let budget = DiffBudget(args, usage: &usage)
        let limit = PixelLimit(args, usage: &usage)
        let reportDir = args.outputPath(.report, usage: &usage)
        guard let setup = BaselineRendering(args, io: io, command: "verify", usage: usage, sheetOptions: .baseline) else { return .badInput }
        if let reportDir, SafePath.isInside(reportDir, setup.baseline) {
            io.err("Error: --report \(reportDir) is inside the baseline folder \(setup.baseline); verify never writes the baseline\n")
            return .badInput
        }
        if let reportDir, let message = OutputOption.notAFolder(reportDir)
            ?? OutputOption.themeFolderConflict(option: "--report", output: reportDir, inputs: args.positionals) {
            io.err(message + "\n")
            return .badInput
        }
        guard let units = setup.units(args.positionals) else { return .badInput }
        var isDir: ObjCBool = false
        if !FileManager.default.fileExists(atPath: setup.baseline, isDirectory: &isDir) || !isDir.boolValue {
            io.out("note: the baseline folder \(setup.baseline) does not exist: every sheet is missing (record one with 'bezel record')\n")
        }

        // The renderer first: a changed library or font explains pixel differences better than the
        // theme, and only the baseline's own renderer may be held to an exact comparison.
        guard let fonts = TextMeasurement.fonts(shippedBy: units, io: io) else { return .badInput }
        let current = RendererFingerprint.current(fontConfiguration: fonts)
        let fingerprint = FingerprintCheck(baselineFile: setup.path("fingerprint.json"), current: current)
        for line in fingerprint.lines { io.out(line + "\n") }
        for line in fingerprint.warnings { io.err(line + "\n") }
        let comparing = BaselineComparison(baseline: setup.baseline, budget: budget, limit: limit, fingerprint: fingerprint)
        if let note = comparing.comparisonNote { io.out(note + "\n") }

        let rendered: (verdicts: [SheetVerdict], paths: Set<String>)
        switch verdicts(units, setup: setup, comparing: comparing, io: io) {
        case .success(let r): rendered = r
        case .failure(let exit): return exit
        }
        let outcome = comparing.outcome(rendered.verdicts, unitFolders: units.map(\.folder), rendered: rendered.paths,
                                        includesUnitFolders: setup.includesUnitFolders, current: current, fingerprint: fingerprint)
        if !outcome.refusals.isEmpty {
            io.err(outcome.refusals.map { $0 + "\n" }.joined())
            return .badInput
        }
        if let warning = outcome.obsolete.linkWarning(baseline: setup.baseline) { io.err(warning + "\n") }
        for line in outcome.report.textLines(units: units.count, quiet: args.flag(.quiet)) { io.out(line + "\n") }
        if let reportDir {
            do {
                let lock = try RunLock.acquire(SafePath(root: reportDir), io: io)
                defer { lock.release() }
                try AtomicFileWriter(root: reportDir).writeAll(outcome.report.files.map { ($0.path, $0.data) })
            } catch {
                io.err("\(error); no report was written\n")
                return .cannotWrite
            }
            if !args.flag(.quiet) { io.out("report: \(reportDir)/index.html\n") }
        }
        return outcome.passed ? .success : .differences
    }

    /// A unit's verdicts, or why it could not be rendered.
    enum UnitVerdicts { case sheets([SheetVerdict]), renderFailed(String) }

    /// Renders every unit in memory and compares its sheets with the baseline; also returns every
    /// path rendered. A unit whose content key equals the one its baseline folder records (nothing
    /// it depends on changed since `record`) is not rendered: its baseline sheets are its sheets.
    static func verdicts(_ units: [RenderUnit], setup: BaselineRendering, comparing: BaselineComparison,
                         io: CommandIO) -> Result<(verdicts: [SheetVerdict], paths: Set<String>), ExitCode> {
        let verdicts = Slots<UnitVerdicts>(count: units.count)
        let renderedPaths = Slots<[String]>(count: units.count)
        let unchanged = UnchangedUnits(units, setup: setup)
        let toRender = units.indices.filter { unchanged.files[$0] == nil }
        for (i, files) in unchanged.files.enumerated() {
            guard let files else { continue }
            renderedPaths.set(i, files.map(\.path))
            verdicts.set(i, .sheets(comparing.unchangedVerdicts(unitFolder: units[i].folder, files: files)))
        }
        BatchRunner.renderEach(toRender.map { units[$0] }, options: setup.renderOptions, jobs: setup.jobs) { j, unit, result in
            let i = toRender[j]
            switch result {
            case .success(let r):
                renderedPaths.set(i, r.files.map(\.path))
                verdicts.set(i, .sheets(comparing.verdicts(unitFolder: unit.folder, files: r.files)))
            case .failure(let error):
                verdicts.set(i, .renderFailed("\(unit.theme.file): \(unit.identifier): \(error)"))
            }
        }
        if unchanged.count > 0 {
            io.out("\(unchanged.count) of \(units.count) theme units unchanged since the baseline was recorded (same content key): not rendered\n")
        }
        var all: [SheetVerdict] = []
        for (unit, outcome) in zip(units, verdicts.all) {
            switch outcome {
            case .sheets(let v)?: all += v
            case .renderFailed(let message)?: io.err(message + "\n"); return .failure(.badInput)
            case nil: io.err("\(unit.identifier): not rendered\n"); return .failure(.internalFailure)
            }
        }
        return .success((all, Set(renderedPaths.all.compactMap { $0 }.joined())))
    }
}
