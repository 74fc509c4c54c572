import Foundation
import BezelCore

/// What `verify --report <dir>` writes:
///
/// - `index.html`: a self-contained page (inline CSS and a few lines of script). Failures first, one
///   card per changed button of a unit (`ChangedButton`: every state and scale it changed in, one
///   zoom, how much its pixels changed, its sheets one click away), then the failing sheets no
///   button explains, then passes within tolerance; passing sheets last, folded.
/// - `report.json`: per sheet `path`, `status` (pass, fail, missing, size-mismatch), `diffPixels`,
///   `changedPixels`, `withinTolerance`, `ratio`, `buttons`, `newButtons`, `change`, `message` and
///   the image files; the changed buttons; the comparison and budget, the fingerprint comparison and
///   the `obsolete` baseline files.
/// - `junit.xml`: one test case per button and sheet (class = theme unit, name = `save (highlighted,
///   @2x)`), one per sheet whose buttons are unknown; a failure says how much the pixels changed.
/// - `<theme unit>/<button>/<sheet>.{expected,actual,diff}.png`: each changed button of a failing
///   sheet (or one passing within tolerance), cut out of the three sheets (`ButtonEvidence`).
/// - `images/<theme unit>/<sheet>.{expected,actual,diff}.png`, and the actual atlas
///   `<sheet>.actual.json`: for sheets that fail or changed within tolerance; for every sheet
///   with `reportAll`.
/// - `files/<theme unit>/manifest.json`: the rendered manifest of each unit whose manifest is not
///   the baseline's (`ManifestVerdict`), listed in `report.json`'s `manifests`.
/// - `fingerprint.json`: the renderer that drew the actual sheets (what `bezel approve` writes to
///   the baseline once everything is approved).
package struct RegressionReport {
    package var verdicts: [SheetVerdict]
    /// The units' manifests that are not the baseline's.
    package var manifests: [ManifestVerdict] = []
    package var baseline: String
    package var budget: DiffBudget
    /// How the sheets were compared, and the line that said why when not exactly.
    package var comparison: PixelComparison
    package var comparisonNote: String?
    package var fingerprint: RendererFingerprint
    package var fingerprintNotes: [String]
    /// Baseline files nothing renders any more (`ObsoleteBaselines`); listed, never failing.
    package var obsolete: [String] = []
    /// Whether identical sheets get their images too (`--report-all`).
    package var reportAll = false
    /// The themes `verify` was given, as the hint to record a new button names them.
    package var themeInputs: [String] = []
    /// What the run made of a renderer fingerprint that is not the baseline's.
    package var rendererChange: RendererChange = .none

    package init(verdicts: [SheetVerdict], baseline: String, budget: DiffBudget, comparison: PixelComparison,
                 comparisonNote: String?, fingerprint: RendererFingerprint, fingerprintNotes: [String], obsolete: [String] = []) {
        self.verdicts = verdicts; self.baseline = baseline; self.budget = budget; self.comparison = comparison
        self.comparisonNote = comparisonNote; self.fingerprint = fingerprint; self.fingerprintNotes = fingerprintNotes
        self.obsolete = obsolete
    }

    /// Whether the run passed: every sheet within budget, and no renderer change that fails it.
    package var passed: Bool {
        verdicts.allSatisfy { $0.status == .pass } && !manifests.contains(where: \.fails) && rendererChange != .fails
    }

    /// The changed buttons, grouped by unit and button (`ChangedButton.grouped`).
    package var changedButtons: [ChangedButton] { ChangedButton.grouped(verdicts) }

    /// The command that records `buttons` into the baseline:
    /// `bezel record themes --baseline baselines --button help`.
    package func recordCommand(_ buttons: [String]) -> String {
        let themes = themeInputs.isEmpty ? ["<themes>"] : themeInputs.map { Self.shellWord(Self.shown($0)) }
        return (["bezel record"] + themes + ["--baseline", Self.shellWord(shownBaseline)] + buttons.flatMap { ["--button", Self.shellWord($0)] })
            .joined(separator: " ")
    }

    /// A path as a report names it: as given when relative, else relative to the working directory.
    static func shown(_ path: String) -> String {
        path.hasPrefix("/") ? ThemeFileSystem.relativePath(path, from: FileManager.default.currentDirectoryPath) : path
    }

    /// `word` as one shell word: as it is when it needs no quoting, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./+@,=:".unicodeScalars.contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Failures first (fail, size mismatch, missing), then passes within tolerance, then clean
    /// passes; by path within each group.
    package var ordered: [SheetVerdict] {
        func key(_ v: SheetVerdict) -> Int {
            if v.withinTolerance { return 3 }
            switch v.status { case .fail: return 0; case .sizeMismatch: return 1; case .missing: return 2; case .pass: return 4 }
        }
        return verdicts.sorted { (key($0), $0.path) < (key($1), $1.path) }
    }

    /// The baseline folder as the report names it: as given when relative, else relative to the
    /// working directory, so a report made on one machine names no path of that machine.
    package var shownBaseline: String { Self.shown(baseline) }

    /// Whether the report holds `v`'s sheet images: a sheet that fails or changed, or any with `reportAll`.
    package func showsImages(_ v: SheetVerdict) -> Bool { reportAll || v.status != .pass || v.withinTolerance }

    package func images(_ v: SheetVerdict) -> (expected: String?, actual: String, diff: String?, atlas: String?) {
        let stem = "images/" + v.path.dropLast(4)
        return (v.expected.map { _ in stem + ".expected.png" }, stem + ".actual.png", v.diff.map { _ in stem + ".diff.png" },
                v.atlas.map { _ in stem + ".actual.json" })
    }

    /// The report's files, paths relative to the report folder (`bezel verify` writes them all or none).
    package var files: [OutputFile] {
        var files: [OutputFile] = []
        for v in verdicts where showsImages(v) {
            let paths = images(v)
            if let e = paths.expected, let data = v.expected { files.append(OutputFile(path: e, data: data)) }
            files.append(OutputFile(path: paths.actual, data: v.actual))
            if let d = paths.diff, let data = v.diff { files.append(OutputFile(path: d, data: data)) }
            if let a = paths.atlas, let data = v.atlas { files.append(OutputFile(path: a, data: data)) }
            for e in v.evidence {
                let p = e.paths
                if let expected = e.expected { files.append(OutputFile(path: p.expected, data: expected)) }
                files.append(OutputFile(path: p.actual, data: e.actual))
                if let diff = e.diff { files.append(OutputFile(path: p.diff, data: diff)) }
            }
        }
        files += manifests.map { OutputFile(path: $0.reportPath, data: $0.actual) }
        return files + [OutputFile(path: "fingerprint.json", data: fingerprint.jsonData()),
                        OutputFile(path: "report.json", data: JSONWriter.data(json)),
                        OutputFile(path: "junit.xml", data: Data(junit.utf8)), OutputFile(path: "index.html", data: Data(html.utf8))]
    }
}
