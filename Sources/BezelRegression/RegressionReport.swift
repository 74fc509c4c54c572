import Foundation
import BezelCore

/// What `verify --report <dir>` writes:
///
/// - `index.html`: a self-contained page (inline CSS and a few lines of script). Failures first, one
///   card per sheet with the buttons whose frames hold differing pixels, expected / actual / diff
///   side by side, and a slider that reveals actual over expected. Passing sheets are listed last,
///   folded.
/// - `report.json`: per sheet `path`, `status` (pass, fail, missing, size-mismatch), `diffPixels`,
///   `changedPixels`, `withinTolerance`, `ratio`, `buttons`, `message` and the image files; the
///   comparison and budget, the fingerprint comparison and the `obsolete` baseline files.
/// - `junit.xml`: one test case per sheet (class = theme unit, name = sheet file); a failure's
///   message names the buttons; a pass within tolerance has properties and a `<system-out>` line.
/// - `<theme unit>/<button>/<sheet>.{expected,actual,diff}.png`: each changed button of a failing
///   sheet (or one passing within tolerance), cut out of the three sheets (`ButtonEvidence`).
/// - `images/<theme unit>/<sheet>.{expected,actual,diff}.png`, and the actual atlas
///   `<sheet>.actual.json`: for sheets that fail or changed within tolerance; for every sheet
///   with `reportAll`.
/// - `fingerprint.json`: the renderer that drew the actual sheets (what `bezel approve` writes to
///   the baseline once everything is approved).
package struct RegressionReport {
    package var verdicts: [SheetVerdict]
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

    package init(verdicts: [SheetVerdict], baseline: String, budget: DiffBudget, comparison: PixelComparison,
                 comparisonNote: String?, fingerprint: RendererFingerprint, fingerprintNotes: [String], obsolete: [String] = []) {
        self.verdicts = verdicts; self.baseline = baseline; self.budget = budget; self.comparison = comparison
        self.comparisonNote = comparisonNote; self.fingerprint = fingerprint; self.fingerprintNotes = fingerprintNotes
        self.obsolete = obsolete
    }

    /// Failures first (fail, size mismatch, missing), then passes within tolerance, then clean
    /// passes; by path within each group.
    package var ordered: [SheetVerdict] {
        let rank: [SheetVerdict.Status: Int] = [.fail: 0, .sizeMismatch: 1, .missing: 2, .pass: 4]
        func key(_ v: SheetVerdict) -> Int { v.withinTolerance ? 3 : rank[v.status]! }
        return verdicts.sorted { (key($0), $0.path) < (key($1), $1.path) }
    }

    /// The baseline folder as the report names it: as given when relative, else relative to the
    /// working directory, so a report made on one machine names no path of that machine.
    package var shownBaseline: String {
        baseline.hasPrefix("/") ? ThemeFileSystem.relativePath(baseline, from: FileManager.default.currentDirectoryPath) : baseline
    }

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
                files += [OutputFile(path: p.expected, data: e.expected), OutputFile(path: p.actual, data: e.actual)]
                if let diff = e.diff { files.append(OutputFile(path: p.diff, data: diff)) }
            }
        }
        return files + [OutputFile(path: "fingerprint.json", data: fingerprint.jsonData()),
                        OutputFile(path: "report.json", data: Data(JSONWriter.write(json).utf8)),
                        OutputFile(path: "junit.xml", data: Data(junit.utf8)), OutputFile(path: "index.html", data: Data(html.utf8))]
    }

    package var json: JSONValue {
        let count = { (s: SheetVerdict.Status) in Double(verdicts.filter { $0.status == s }.count) }
        let sheets: [JSONValue] = ordered.map { v in
            let paths = showsImages(v) ? images(v) : (expected: nil, actual: "", diff: nil, atlas: nil)
            let evidence: [JSONValue] = v.evidence.map { e in
                let p = e.paths
                return .object(JSONObject([("button", .string(e.button)), ("frame", .array([e.frame.x, e.frame.y, e.frame.width, e.frame.height].map { .number(Double($0)) })),
                                           ("expected", .string(p.expected)), ("actual", .string(p.actual)),
                                           ("diff", e.diff == nil ? .null : .string(p.diff))]))
            }
            return .object(JSONObject([
                ("path", .string(v.path)), ("status", .string(v.status.rawValue)),
                ("diffPixels", .number(Double(v.diffPixels))), ("changedPixels", .number(Double(v.changedPixels))),
                ("withinTolerance", .bool(v.withinTolerance)), ("totalPixels", .number(Double(v.totalPixels))),
                ("ratio", .number(v.ratio)), ("buttons", .array(v.buttons.map(JSONValue.string))),
                ("message", .string(v.message)),
                ("expected", paths.expected.map(JSONValue.string) ?? .null),
                ("actual", paths.actual.isEmpty ? .null : .string(paths.actual)),
                ("diff", paths.diff.map(JSONValue.string) ?? .null), ("atlas", paths.atlas.map(JSONValue.string) ?? .null),
                ("evidence", .array(evidence)),
            ]))
        }
        return .object(JSONObject([
            ("baseline", .string(shownBaseline)),
            ("passed", .bool(verdicts.allSatisfy { $0.status == .pass })),
            ("summary", .object(JSONObject([("sheets", .number(Double(verdicts.count))), ("pass", .number(count(.pass))),
                                            ("fail", .number(count(.fail))), ("missing", .number(count(.missing))),
                                            ("sizeMismatch", .number(count(.sizeMismatch))),
                                            ("withinTolerance", .number(Double(verdicts.filter(\.withinTolerance).count)))]))),
            ("budget", .object(JSONObject([("comparison", .string(comparison == .exact ? "exact" : "pixelmatch")),
                                           ("comparisonNote", comparisonNote.map(JSONValue.string) ?? .null),
                                           ("threshold", comparison.threshold.map(JSONValue.number) ?? .null),
                                           ("includeAA", .bool(comparison.includesAA)),
                                           ("maxDiffPixels", budget.maxDiffPixels.map { .number(Double($0)) } ?? .null),
                                           ("maxDiffRatio", budget.maxDiffRatio.map { .number($0) } ?? .null)]))),
            ("fingerprint", .object(JSONObject([("matchesBaseline", .bool(fingerprintNotes.isEmpty)),
                                                ("differences", .array(fingerprintNotes.map(JSONValue.string))),
                                                ("cairo", .string(fingerprint.cairo)), ("pango", .string(fingerprint.pango)),
                                                ("harfbuzz", .string(fingerprint.harfbuzz)), ("freetype", .string(fingerprint.freetype)),
                                                ("fontsSHA256", .string(fingerprint.fontsSHA256))]))),
            ("sheets", .array(sheets)),
            ("obsolete", .array(obsolete.map(JSONValue.string))),
        ]))
    }
}
