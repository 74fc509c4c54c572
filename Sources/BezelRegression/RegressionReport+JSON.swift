import BezelCore
import Foundation

extension RegressionReport {
    /// `report.json` (docs/cli.md, "Report").
    package var json: JSONValue {
        let count = { (s: SheetVerdict.Status) in Double(verdicts.filter { $0.status == s }.count) }
        return .object(JSONObject([
            ("baseline", .string(shownBaseline)),
            ("passed", .bool(passed)),
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
                                                ("rendererChange", .string(rendererChange.rawValue)),
                                                ("cairo", .string(fingerprint.cairo)), ("pango", .string(fingerprint.pango)),
                                                ("harfbuzz", .string(fingerprint.harfbuzz)), ("freetype", .string(fingerprint.freetype)),
                                                ("fontsSHA256", .string(fingerprint.fontsSHA256))]))),
            ("changedButtons", .array(changedButtons.map(json))),
            ("sheets", .array(ordered.map(json))),
            ("manifests", .array(manifests.map(json))),
            ("obsolete", .array(obsolete.map(JSONValue.string))),
        ]))
    }

    /// One manifest of `manifests[]`.
    func json(_ m: ManifestVerdict) -> JSONValue {
        .object(JSONObject([("path", .string(m.path)), ("status", .string(m.status.rawValue)), ("withinTolerance", .bool(m.withinTolerance)),
                            ("buttons", .array((m.comparison?.buttons ?? []).map(JSONValue.string))),
                            ("otherKeys", .array((m.comparison?.otherKeys ?? []).map(JSONValue.string))),
                            ("message", .string(m.message)), ("actual", .string(m.reportPath))]))
    }

    /// One sheet of `sheets[]`.
    func json(_ v: SheetVerdict) -> JSONValue {
        let paths = showsImages(v) ? images(v) : (expected: nil, actual: "", diff: nil, atlas: nil)
        let evidence: [JSONValue] = v.evidence.map { e in
            let p = e.paths
            return .object(JSONObject([("button", .string(e.button)), ("new", .bool(e.isNew)),
                                       ("frame", .array([e.frame.x, e.frame.y, e.frame.width, e.frame.height].map { .number(Double($0)) })),
                                       ("differingPixels", .number(Double(e.differingPixels))), ("change", e.change?.json ?? .null),
                                       ("expected", e.expected == nil ? .null : .string(p.expected)), ("actual", .string(p.actual)),
                                       ("diff", e.diff == nil ? .null : .string(p.diff))]))
        }
        return .object(JSONObject([
            ("path", .string(v.path)), ("status", .string(v.status.rawValue)),
            ("diffPixels", .number(Double(v.diffPixels))), ("changedPixels", .number(Double(v.changedPixels))),
            ("withinTolerance", .bool(v.withinTolerance)), ("totalPixels", .number(Double(v.totalPixels))),
            ("ratio", .number(v.ratio)), ("buttons", .array(v.buttons.map(JSONValue.string))),
            ("newButtons", .array(v.newButtons.map(JSONValue.string))), ("change", v.change?.json ?? .null),
            ("message", .string(v.message)),
            ("expected", paths.expected.map(JSONValue.string) ?? .null),
            ("actual", paths.actual.isEmpty ? .null : .string(paths.actual)),
            ("diff", paths.diff.map(JSONValue.string) ?? .null), ("atlas", paths.atlas.map(JSONValue.string) ?? .null),
            ("evidence", .array(evidence)),
        ]))
    }

    /// One button of `changedButtons[]`.
    func json(_ b: ChangedButton) -> JSONValue {
        let sheets: [JSONValue] = b.rows.map { r in
            .object(JSONObject([("path", .string(r.verdict.path)), ("status", .string(r.status.rawValue)),
                                ("differingPixels", .number(Double(r.evidence.differingPixels))), ("change", r.evidence.change?.json ?? .null)]))
        }
        return .object(JSONObject([("unit", .string(b.unit)), ("button", .string(b.button)), ("status", .string(b.status.rawValue)),
                                   ("differingPixels", .number(Double(b.differingPixels))), ("change", b.change?.json ?? .null),
                                   ("record", b.newSheets.isEmpty ? .null : .string(recordCommand([b.button]))),
                                   ("sheets", .array(sheets))]))
    }
}
