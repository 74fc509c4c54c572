import Foundation
import BezelCore
import BezelRaster

/// `bezel verify`: renders themes in memory and compares every sheet with the baseline tree. It
/// reads the baseline and never writes it; results go to stdout and, with `--report`, to an HTML
/// report, `report.json` and `junit.xml`.
enum VerifyCommand: Command {
    static let spec = CommandSpec(
        name: "verify", abstract: "Render themes and compare every sheet with a baseline (visual regression).",
        positional: "<theme.json | folder>...",
        options: BaselineRendering.options + DiffBudget.options + [
            OptionSpec("report", value: "dir", help: "Write index.html (side by side, diff, slider), report.json and junit.xml here."),
        ],
        discussion: DiffBudget.explanation + """

        The budget applies to each sheet. A sheet of another size than its baseline fails (both sizes are printed);
        a sheet without a baseline fails as missing. The renderer fingerprint (library versions, font hashes) is
        compared with <baseline>/fingerprint.json first, and a difference is named before any pixel count.
        Sheets are rendered with the sheet options the baseline was recorded with (<baseline>/render-options.json).
        Baseline files nothing renders any more are listed as OBSOLETE and do not fail ('bezel record --prune' deletes them).
        verify never writes into the baseline folder; record baselines with 'bezel record'.
        The report is written all or nothing, never through a symbolic link inside it.
        Exit codes: 0 every sheet within budget, 1 a difference or a missing baseline, 2 bad usage or input, 3 the report
        could not be written (the system's reason is printed) or an internal failure.
        """)

    /// A unit's verdicts, or why it could not be rendered.
    enum UnitVerdicts { case sheets([Verdict]), renderFailed(String) }

    /// One sheet's verdict.
    struct Verdict {
        enum Status: String { case pass, fail, missing, sizeMismatch = "size-mismatch" }
        var path: String
        var status: Status
        var diffPixels = 0
        var totalPixels = 0
        /// The actual sheet's size in pixels (for the report's layout).
        var width = 0, height = 0
        var ratio: Double { totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) }
        /// Buttons whose frames hold differing pixels (or whose frames moved, for a size mismatch).
        var buttons: [String] = []
        var message = ""
        var expected: Data?
        var actual: Data
        var diff: Data?
    }

    static func run(_ args: ParsedArguments, io: CommandIO) -> ExitCode {
        var usage: [String] = []
        let budget = DiffBudget(args, usage: &usage)
        let reportDir = args.outputPath("report", usage: &usage)
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

        // The renderer first: a changed library or font explains pixel differences better than the theme.
        let current = RendererFingerprint.current()
        var fingerprintNotes: [String] = []
        if let data = FileManager.default.contents(atPath: setup.path("fingerprint.json")) {
            if let recorded = try? RendererFingerprint(jsonData: data) {
                let changes = current.differences(from: recorded)
                if !changes.isEmpty {
                    fingerprintNotes = changes
                    io.out("renderer fingerprint differs from the baseline's: \(changes.joined(separator: "; ")): "
                           + "differences may come from the renderer, not the theme\n")
                }
            } else {
                fingerprintNotes = ["unreadable fingerprint.json"]
                io.out("note: \(setup.path("fingerprint.json")) cannot be read; the renderer cannot be compared\n")
            }
        } else {
            fingerprintNotes = ["the baseline has no fingerprint.json"]
            io.out("note: the baseline has no fingerprint.json; differences cannot be told apart from renderer changes\n")
        }

        let verdicts = Slots<UnitVerdicts>(count: units.count)
        let renderedPaths = Slots<[String]>(count: units.count)
        BatchRunner.renderEach(units, options: setup.renderOptions, jobs: setup.runner.jobs) { i, unit, result in
            switch result {
            case .success(let r):
                renderedPaths.set(i, r.files.map(\.path))
                verdicts.set(i, .sheets(BaselineRendering.sheets(of: unit, in: r.files).map {
                    compare($0.png, atlas: $0.atlas, setup: setup, budget: budget)
                }))
            case .failure(let error):
                verdicts.set(i, .renderFailed("\(unit.theme.file): \(unit.identifier): \(error)"))
            }
        }
        var all: [Verdict] = []
        for (unit, outcome) in zip(units, verdicts.all) {
            switch outcome {
            case .sheets(let v)?: all += v
            case .renderFailed(let message)?: io.err(message + "\n"); return .badInput
            case nil: io.err("\(unit.identifier): not rendered\n"); return .internalFailure
            }
        }

        for v in all where v.status != .pass {
            io.out("\(v.status.rawValue.uppercased()) \(v.path): \(v.message)\n")
        }
        let obsoleteBaselines = setup.obsolete(units: units, rendered: Set(renderedPaths.all.compactMap { $0 }.joined()))
        if let warning = obsoleteBaselines.linkWarning(baseline: setup.baseline) { io.err(warning + "\n") }
        let obsolete = obsoleteBaselines.paths
        for path in obsolete {
            io.out("OBSOLETE \(path): nothing renders it any more ('bezel record --prune' deletes it; it does not fail verify)\n")
        }
        let count = { (s: Verdict.Status) in all.filter { $0.status == s }.count }
        if !args.flag("quiet") {
            let obsoleteNote = obsolete.isEmpty ? "" : ", \(obsolete.count) obsolete baseline file\(obsolete.count == 1 ? "" : "s")"
            io.out("verified \(all.count) sheets of \(units.count) theme units against \(setup.baseline): \(count(.pass)) passed, "
                   + "\(count(.fail)) failed, \(count(.missing)) missing, \(count(.sizeMismatch)) size mismatches\(obsoleteNote)\n")
        }
        if let reportDir {
            let report = RegressionReport(verdicts: all, baseline: setup.baseline, budget: budget,
                                          fingerprint: current, fingerprintNotes: fingerprintNotes, obsolete: obsolete)
            do {
                let lock = try RunLock.acquire(SafePath(root: reportDir), io: io)
                defer { lock.release() }
                try report.write(to: reportDir)
            } catch {
                io.err("\(error); no report was written\n")
                return .cannotWrite
            }
            if !args.flag("quiet") { io.out("report: \(reportDir)/index.html\n") }
        }
        return all.allSatisfy { $0.status == .pass } ? .success : .differences
    }

    /// Compares one rendered sheet with its baseline file.
    static func compare(_ png: OutputFile, atlas: Data?, setup: BaselineRendering, budget: DiffBudget) -> Verdict {
        let baselinePath = setup.path(png.path)
        var v = Verdict(path: png.path, status: .pass, actual: png.data)
        guard let expectedData = FileManager.default.contents(atPath: baselinePath) else {
            v.status = .missing
            if let actual = try? PNGDecoder.decode(data: png.data) { (v.width, v.height) = (actual.width, actual.height) }
            v.message = "missing baseline \(baselinePath) (record it with 'bezel record … --only-missing')"
            return v
        }
        v.expected = expectedData
        do {
            let actual = try PNGDecoder.decode(data: png.data)
            (v.width, v.height, v.totalPixels) = (actual.width, actual.height, actual.width * actual.height)
            if expectedData == png.data {
                v.message = "identical"
                return v
            }
            let expected = try PNGDecoder.decode(data: expectedData)
            let frames = AtlasFrames(json: atlas)
            if let mismatch = ImageComparison.sizeMismatch(expected, actual) {
                v.status = .sizeMismatch
                let expectedFrames = AtlasFrames(json: FileManager.default.contents(atPath: String(baselinePath.dropLast(4)) + ".json"))
                if let expectedFrames, let frames { v.buttons = expectedFrames.changedButtons(comparedTo: frames) }
                v.message = mismatch + (v.buttons.isEmpty ? "" : "; frames changed: \(v.buttons.joined(separator: ", "))")
                return v
            }
            let result = try ImageComparison.compare(expected, actual, budget: budget, drawDiff: true)
            v.diffPixels = result.diffPixels
            v.totalPixels = result.total
            v.diff = try result.diff.map { try PNGEncoder.encode($0) }
            if result.diffPixels > 0 { v.buttons = frames?.buttons(containing: result.differingPoints()) ?? [] }
            let pass = budget.allows(result.diffPixels, of: result.total)
            v.status = pass ? .pass : .fail
            v.message = "\(result.diffPixels) differing pixel\(result.diffPixels == 1 ? "" : "s") (ratio \(String(format: "%.6f", result.ratio)), "
                + "budget \(budget.summary))" + (v.buttons.isEmpty ? "" : " in button\(v.buttons.count == 1 ? "" : "s") \(v.buttons.joined(separator: ", "))")
        } catch {
            v.status = .fail
            v.message = "cannot compare: \(error)"
        }
        return v
    }
}
