import BezelCore
import Foundation

/// What `bezel verify` does with rendered sheets: each unit's PNG sheets compared with the baseline
/// folder's (`SheetVerdict.compare`, its atlas naming the buttons and compared too) and its
/// manifest with the baseline's (`ManifestVerdict`), then, once every unit is in, the
/// baseline files nothing rendered (`ObsoleteBaselines`) and the `RegressionReport`. The renderer's
/// fingerprint is checked first (`FingerprintCheck`): it decides whether the sheets are compared
/// exactly (`PixelComparison.forVerify`). Rendering is the caller's; this reads only the baseline.
///
///     // `current`: RendererFingerprint.current(…); `result`: a ThemeRenderer.Result of the unit in folder "shop".
///     let check = FingerprintCheck(baselineFile: "baselines/fingerprint.json", current: current)
///     let comparing = BaselineComparison(baseline: "baselines", budget: DiffBudget(), limit: PixelLimit(), fingerprint: check)
///     let verdicts = comparing.verdicts(unitFolder: "shop", files: result.files)
///     let outcome = comparing.outcome(verdicts, unitFolders: ["shop"], rendered: Set(result.files.map(\.path)),
///                                     includesUnitFolders: true, current: current, fingerprint: check)
///     print(outcome.report.textLines(units: 1, quiet: false).joined(separator: "\n"))
package struct BaselineComparison: Sendable {
    /// The baseline folder, without a trailing `/`.
    package let baseline: String
    package let budget: DiffBudget
    package let limit: PixelLimit
    /// How sheets are compared, and the line that says why when not exactly (or that an option has no effect).
    package let comparison: PixelComparison
    package let comparisonNote: String?
    /// What a renderer fingerprint that is not the baseline's makes of the run.
    package let rendererChange: RendererChange

    /// `failsOnRendererChange` (`--fail-on-renderer-change`): a fingerprint that differs, is
    /// missing or cannot be read fails the run (the sheets are still compared and reported).
    package init(baseline: String, budget: DiffBudget, limit: PixelLimit, fingerprint: FingerprintCheck, failsOnRendererChange: Bool = false) {
        self.baseline = baseline; self.budget = budget; self.limit = limit
        rendererChange = RendererChange(fingerprint, failsOnRendererChange: failsOnRendererChange)
        (comparison, comparisonNote) = PixelComparison.forVerify(budget, fingerprint: fingerprint, failsOnRendererChange: failsOnRendererChange)
    }

    /// The path of `relative` inside the baseline folder.
    package func path(_ relative: String) -> String { baseline + "/" + relative }

    /// The PNG sheets among a unit's files (`<unitFolder>/<state>[@Nx].png`, not strips or the
    /// gallery), each with its atlas bytes (`<state>[@Nx].json`) when rendered.
    package static func sheets(unitFolder: String, in files: [OutputFile]) -> [(png: OutputFile, atlas: Data?)] {
        let byPath = Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
        return files.filter { file in
            file.path.hasSuffix(".png") && file.path.hasPrefix(unitFolder + "/")
                && !file.path.dropFirst(unitFolder.count + 1).contains("/")
        }.map { ($0, byPath[String($0.path.dropLast(4)) + ".json"]) }
    }

    /// The verdicts of one unit's rendered sheets against their baseline files, in file order.
    /// Safe to call from several threads at once.
    package func verdicts(unitFolder: String, files: [OutputFile]) -> [SheetVerdict] {
        Self.sheets(unitFolder: unitFolder, in: files).map {
            SheetVerdict.compare($0.png, baselinePath: path($0.png.path), baselineRoot: baseline, atlas: $0.atlas, budget: budget,
                                 comparison: comparison, limit: limit)
        }
    }

    /// The verdicts of one unit's rendered raster pages (`sheets`: each PNG with its atlas bytes and
    /// the frames of the layout it was drawn from), in order; safe to call from several threads.
    package func verdicts(sheets: [(png: OutputFile, atlas: Data?, frames: AtlasFrames)]) -> [SheetVerdict] {
        sheets.map {
            SheetVerdict.compare($0.png, baselinePath: path($0.png.path), baselineRoot: baseline, atlas: $0.atlas, frames: $0.frames, budget: budget,
                                 comparison: comparison, limit: limit)
        }
    }

    /// The verdict of one rendered unit's `manifest.json` among `files` against the baseline's;
    /// nil when it says the same (or the unit has none).
    package func manifestVerdict(files: [OutputFile]) -> ManifestVerdict? {
        guard let manifest = files.first(where: { ($0.path as NSString).lastPathComponent == "manifest.json" }) else { return nil }
        return ManifestVerdict.compare(manifest, baseline: baseline, tolerance: manifestTolerance)
    }

    /// Why a manifest that differs passes, or nil when it fails: a tolerated renderer change (text
    /// measured by another Pango moves title rects), a comparison that is not exact, or a budget
    /// that allows pixels to differ (a theme change the sheets tolerate changes what the manifest
    /// records too). Either way it is listed as within tolerance.
    var manifestTolerance: String? {
        if rendererChange == .tolerated { return "the renderer fingerprint differs" }
        if comparison != .exact { return "compared \(comparison.description)" }
        if (budget.maxDiffPixels ?? 0) > 0 || (budget.maxDiffRatio ?? 0) > 0 { return "budget \(budget.summary)" }
        return nil
    }

    /// The verdicts of one unit whose `files` are its baseline's own (`SheetVerdict.unchanged`).
    package func unchangedVerdicts(unitFolder: String, files: [OutputFile]) -> [SheetVerdict] {
        Self.sheets(unitFolder: unitFolder, in: files).map { SheetVerdict.unchanged($0.png, atlas: $0.atlas) }
    }

    /// The result of a whole run.
    package struct Outcome {
        /// Why baseline files could not be used at all (over the pixel limit, not regular files):
        /// bad input, to be printed and to stop the run (exit 2) when not empty.
        package var refusals: [String]
        /// The baseline files nothing rendered, and the symbolic links not looked through.
        package var obsolete: ObsoleteBaselines
        /// Every verdict, the comparison, fingerprint and obsolete files, ready to print or write.
        package var report: RegressionReport
        /// Whether every sheet passed (obsolete files do not fail) and no renderer change fails the run.
        package var passed: Bool { report.passed }
    }

    /// The outcome of `verdicts` (every unit's, in unit order): the refusals among them, the obsolete
    /// baseline files of `unitFolders` given the paths `rendered` (see `ObsoleteBaselines`), and the report.
    package func outcome(_ verdicts: [SheetVerdict], manifests: [ManifestVerdict] = [], unitFolders: [String], rendered: Set<String>,
                         includesUnitFolders: Bool, current: RendererFingerprint, fingerprint: FingerprintCheck) -> Outcome {
        let obsolete = ObsoleteBaselines(baseline: baseline, unitFolders: unitFolders, rendered: rendered,
                                         includesUnitFolders: includesUnitFolders)
        var report = RegressionReport(verdicts: verdicts, baseline: baseline, budget: budget, comparison: comparison,
                                      comparisonNote: comparisonNote, fingerprint: current,
                                      fingerprintNotes: fingerprint.notes, obsolete: obsolete.paths)
        report.rendererChange = rendererChange
        report.manifests = manifests.filter { $0.refusal == nil }
        let pointers = verdicts.filter(\.isLFSPointer).map { path($0.path) }
        let refusals = verdicts.filter { !$0.isLFSPointer }.compactMap(\.refusal) + manifests.compactMap(\.refusal)
            + (pointers.isEmpty ? [] : [LFSPointer.refusal(pointers)])
        return Outcome(refusals: refusals, obsolete: obsolete, report: report)
    }
}
