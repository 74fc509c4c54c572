import Foundation
import Bezel

/// `bezel verify`: renders themes in memory and compares every sheet with the baseline tree. It
/// reads the baseline and never writes it; results go to stdout and, with `--report`, to an HTML
/// report, `report.json` and `junit.xml`.
package enum VerifyCommand: Command {
    static let spec = CommandSpec(
        name: "verify", abstract: "Render themes and compare every sheet with a baseline (visual regression).",
        positional: "<theme.json | folder>...",
        options: BaselineOptions.specs + DiffBudget.verifyOptions + [
            PixelLimit.option,
            OptionSpec(.report, value: "dir", help: "Write index.html (changed buttons first, then the sheets), report.json, junit.xml and the images here."),
            OptionSpec(.reportAll, help: "Also write the images of sheets that did not change (by default the report holds only changed sheets)."),
            OptionSpec(.summary, value: "file", help: "Write a Markdown summary (changed buttons, the approve command) here; $GITHUB_STEP_SUMMARY gets it too."),
            OptionSpec(.allowMissing, help: "Go on when the baseline folder does not exist: every sheet is then missing (exit 1)."),
            OptionSpec(.failOnRendererChange, help: "Fail (exit 1) when the renderer fingerprint is not the baseline's (differs, missing or unreadable), instead of tolerating it."),
        ] + AccessibilityOptions.specs(help: Dictionary(uniqueKeysWithValues: AccessibilityOptions.names.map {
            ($0, "As record's; verify renders the variants the baseline was recorded with, and refuses others.")
        })),
        discussion: DiffBudget.explanation + """

        The renderer fingerprint (library versions, font hashes) is compared with <baseline>/fingerprint.json first, and a
        difference is named before any pixel count. While it matches, sheets are compared exactly: any pixel whose RGBA
        differs counts. pixelmatch's threshold applies only with --threshold, or, when the fingerprint differs or cannot
        be read (a line says so), at 0.05 with anti-aliased pixels not counted: glyph and edge differences of another
        renderer pass, a flat colour change of one brand step fails. The renderer change is then tolerated (said in the
        job summary) unless --fail-on-renderer-change. A sheet that passes although pixels changed (below the threshold,
        anti-aliasing, or within the budget) is listed as WITHIN TOLERANCE and counted in the summary.
        The budget applies to each sheet. A sheet of another size than its baseline fails (both sizes are printed);
        a sheet without a baseline fails as missing. A button without a baseline (not in the baseline's atlas, or its
        sheet missing) is listed as NEW with the 'bezel record … --button' command that records it.
        A baseline sheet over --max-pixels (checked from its header), or one that is not a regular file, stops verify (exit 2).
        Sheets are rendered with the sheet options the baseline was recorded with (<baseline>/render-options.json).
        Baseline files nothing renders any more are listed as OBSOLETE and do not fail ('bezel record --prune' deletes them).
        verify never writes into the baseline folder; record baselines with 'bezel record'.
        The report is written all or nothing, never through a symbolic link inside it.
        A $GITHUB_STEP_SUMMARY file that is missing is created; one that cannot be written is a warning.
        Exit codes: 0 every sheet within budget, 1 a difference, a missing baseline or (with --fail-on-renderer-change) a
        renderer change, 2 bad usage or input, 3 the report or --summary could not be written (the system's reason is
        printed) or an internal failure.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let reportDir = options.report
        guard let setup = BaselineRendering(options.baseline, sheets: options.sheets, io: io, command: "verify",
                                            sheetOptions: .baseline) else { return .badInput }
        if let reportDir, SafePath.isInside(reportDir, setup.baseline) {
            io.err("Error: --report \(reportDir) is inside the baseline folder \(setup.baseline); verify never writes the baseline\n")
            return .badInput
        }
        if let reportDir, let message = OutputOption.notAFolder(reportDir)
            ?? FolderTarget(reportDir).themeFolderConflict(inputs: options.inputs).map({ "Error: " + $0.description(option: "--report") }) {
            io.err(message + "\n")
            return .badInput
        }
        guard let found = setup.units(options.inputs, skipping: .baseline(setup.baseline)) else { return .badInput }
        let units = found.units
        guard baselineFolderIsThere(setup.baseline, allowMissing: options.allowMissing, io: io) else { return .badInput }

        // The renderer first: a changed library or font explains pixel differences better than the
        // theme, and only the baseline's own renderer may be held to an exact comparison.
        guard let fonts = TextMeasurement.fonts(shippedBy: units, io: io) else { return .badInput }
        let current = RendererFingerprint.current(fontConfiguration: fonts)
        let fingerprint = FingerprintCheck(baselineFile: setup.path("fingerprint.json"), current: current)
        for line in fingerprint.lines { io.out(line + "\n") }
        for line in fingerprint.warnings { io.err(line + "\n") }
        let comparing = BaselineComparison(baseline: setup.baseline, budget: options.budget, limit: options.limit,
                                           fingerprint: fingerprint, failsOnRendererChange: options.failOnRendererChange)
        if let note = comparing.comparisonNote { io.out(note + "\n") }

        let rendered: (verdicts: [SheetVerdict], manifests: [ManifestVerdict], paths: Set<String>)
        switch verdicts(units, judged: found.judged, setup: setup, comparing: comparing, io: io) {
        case .success(let r): rendered = r
        case .failure(let exit): return exit
        }
        let outcome = comparing.outcome(rendered.verdicts, manifests: rendered.manifests, unitFolders: units.map(\.folder), rendered: rendered.paths,
                                        includesUnitFolders: setup.includesUnitFolders, current: current, fingerprint: fingerprint)
        if !outcome.refusals.isEmpty {
            io.err(outcome.refusals.map { $0 + "\n" }.joined())
            return .badInput
        }
        for warning in outcome.obsolete.warnings(baseline: setup.baseline) { io.err(warning + "\n") }
        var report = outcome.report
        report.reportAll = options.reportAll
        report.themeInputs = options.inputs
        for line in report.textLines(units: units.count, quiet: options.baseline.quiet) { io.out(line + "\n") }
        if report.rendererChange == .tolerated, CIEnvironment(io.environment).isCI {
            io.err("warning: renderer change tolerated on CI: \(comparing.comparisonNote ?? ""); --fail-on-renderer-change fails it\n")
        }
        // The report first: a summary file that cannot be written never costs the report.
        if let reportDir {
            do { try FolderTarget(reportDir).writeLocked(report.files, sink: CommandSink(io: io)) } catch {
                io.err("\(error); no report was written\n")
                return .cannotWrite
            }
            if !options.baseline.quiet { io.out("report: \(reportDir.hasSuffix("/") ? reportDir : reportDir + "/")index.html\n") }
        }
        if let exit = writeSummary(RegressionSummary(report: report, reportFolder: reportDir), file: options.summary, io: io) { return exit }
        return outcome.passed ? .success : .differences
    }

    /// Whether verify can go on: the baseline folder exists, or `--allow-missing` lets every sheet
    /// count as missing (said in a note); a missing folder is otherwise one line of bad input.
    static func baselineFolderIsThere(_ baseline: String, allowMissing: Bool, io: CommandIO) -> Bool {
        var isDir: ObjCBool = false
        guard !FileManager.default.fileExists(atPath: baseline, isDirectory: &isDir) || !isDir.boolValue else { return true }
        guard allowMissing else {
            io.err("Error: the baseline folder \(baseline) does not exist (a mistyped --baseline? record one with 'bezel record', or pass --allow-missing to count every sheet as missing)\n")
            return false
        }
        io.out("note: the baseline folder \(baseline) does not exist: every sheet is missing (record one with 'bezel record')\n")
        return true
    }

    /// Writes the summary to `file` (the exit code when it cannot be) and appends it to
    /// `$GITHUB_STEP_SUMMARY` when that is set (`JobSummaryFile`: created when missing, a warning
    /// when it cannot be written).
    static func writeSummary(_ summary: RegressionSummary, file: String?, io: CommandIO) -> ExitCode? {
        let text = Data(summary.markdown.utf8)
        if let step = io.environment[JobSummaryFile.variable], !step.isEmpty, let warning = JobSummaryFile.append(text, to: step) {
            io.err(warning + "\n")
        }
        guard let file else { return nil }
        do { try text.write(to: URL(fileURLWithPath: file), options: .atomic) } catch {
            io.err("cannot write the summary: \(error)\n")
            return .cannotWrite
        }
        return nil
    }

    /// A unit's verdicts, or why it could not be rendered.
    enum UnitVerdicts { case sheets([SheetVerdict], ManifestVerdict?), renderFailed(String) }

    /// Renders every unit in memory and compares its sheets with the baseline; also returns every
    /// path rendered, and each rendered unit's manifest that is not the baseline's. A unit whose content key equals the one its baseline folder records (nothing
    /// it depends on changed since `record`) is not rendered: its baseline sheets are its sheets.
    static func verdicts(_ units: [RenderUnit], judged: RenderRun.Judged?, setup: BaselineRendering, comparing: BaselineComparison,
                         io: CommandIO) -> Result<(verdicts: [SheetVerdict], manifests: [ManifestVerdict], paths: Set<String>), ExitCode> {
        let verdicts = Slots<UnitVerdicts>(count: units.count)
        let renderedPaths = Slots<[String]>(count: units.count)
        let unchanged = setup.run.each(units, skipping: .baseline(setup.baseline), judged: judged, records: .none) { i, unit, files in
            switch files {
            case .unchanged(let files):
                let files = files ?? []
                renderedPaths.set(i, files.map(\.path))
                verdicts.set(i, .sheets(comparing.unchangedVerdicts(unitFolder: unit.folder, files: files), nil))
            case .rendered(let r):
                renderedPaths.set(i, r.files.map(\.path))
                let byPath = Dictionary(r.files.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
                let sheets = r.rasterSheets.compactMap { s in
                    byPath[s.png].map { (png: OutputFile(path: s.png, data: $0), atlas: byPath[s.atlas], frames: AtlasFrames(layout: s.layout)) }
                }
                verdicts.set(i, .sheets(comparing.verdicts(sheets: sheets), comparing.manifestVerdict(files: r.files)))
            case .failed(let error):
                verdicts.set(i, .renderFailed("\(unit.theme.file): \(unit.identifier): \(error)"))
            }
        }
        if unchanged > 0 {
            io.out("\(unchanged) of \(units.count) theme units unchanged since the baseline was recorded (same content key): not rendered\n")
        }
        var all: [SheetVerdict] = [], manifests: [ManifestVerdict] = []
        for (unit, outcome) in zip(units, verdicts.all) {
            switch outcome {
            case .sheets(let v, let m)?: all += v; manifests += m.map { [$0] } ?? []
            case .renderFailed(let message)?: io.err(message + "\n"); return .failure(.badInput)
            case nil: io.err("\(unit.identifier): not rendered\n"); return .failure(.internalFailure)
            }
        }
        return .success((all, manifests, Set(renderedPaths.all.compactMap { $0 }.joined())))
    }
}
