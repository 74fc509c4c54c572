import BezelCore
import BezelPNG
import Foundation

extension BaselineApproval {
    /// One manifest the report lists as not the baseline's.
    struct ReportManifest {
        var path: String, buttons: [String], actual: String
    }

    /// The report's `manifests[]`: each path a `manifest.json` inside the folder, or the report is refused.
    static func manifests(_ value: JSONValue?, folder: String) throws(ApprovalError) -> [ReportManifest] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw ApprovalError("\(folder)/report.json: manifests is not a list; it is not a bezel verify report") }
        var out: [ReportManifest] = []
        for (i, item) in items.enumerated() {
            guard let o = item.objectValue, let path = o["path"]?.stringValue, let actual = o["actual"]?.stringValue,
                  OutputFile.staysInside(path), (path as NSString).lastPathComponent == "manifest.json",
                  OutputFile.staysInside(actual), actual.hasSuffix(".json") else {
                throw ApprovalError("\(folder)/report.json: manifests[\(i)] is not a manifest inside the folder; it is not a bezel verify report")
            }
            out.append(ReportManifest(path: path, buttons: o["buttons"]?.arrayValue?.compactMap(\.stringValue) ?? [], actual: actual))
        }
        return out
    }

    /// Takes what the selection approves of `manifest`: the whole rendered manifest when it names
    /// neither buttons nor a state, else the entries of the named buttons (every changed one when
    /// none is named) patched into the baseline's, only the named state's part of each with
    /// `--state` (`ManifestComparison.patched`). Returns whether everything that differs in it was taken.
    mutating func take(_ manifest: ReportManifest, selection: Selection, folder: String, baseline: String) throws(ApprovalError) -> Bool {
        guard Selection(unit: selection.unit).covers(manifest.path) else { return false }
        let actual = try Self.read(manifest.actual, in: folder)
        guard (try? JSONParser.parse([UInt8](actual)))?.objectValue?["buttons"]?.objectValue != nil else {
            throw ApprovalError("\(folder)/\(manifest.actual): is not a manifest; write the report again with 'bezel verify --report'")
        }
        let existing = try Self.readIfThere(manifest.path, in: baseline)
        let named = selection.buttons.isEmpty ? manifest.buttons : manifest.buttons.filter(selection.buttons.contains)
        if (selection.buttons.isEmpty && selection.state == nil) || existing == nil {
            guard selection.buttons.isEmpty || !named.isEmpty else { return false }
            files.append(OutputFile(path: manifest.path, data: actual))
            approvedManifests += 1
            lines.append("\(manifest.path): the whole manifest" + (existing == nil ? " (new)" : ""))
            return true
        }
        guard !named.isEmpty, let existing else { return false }
        guard let patched = ManifestComparison.patched(baseline: existing, actual: actual, buttons: Set(named), state: selection.state?.name) else {
            throw ApprovalError("\(baseline)/\(manifest.path): is not a manifest; record the baseline again")
        }
        guard ManifestComparison(expected: existing, actual: patched) != nil else { return false }  // nothing of it taken
        files.append(OutputFile(path: manifest.path, data: patched))
        approvedManifests += 1
        lines.append("\(manifest.path): the entries of \(named.joined(separator: ", "))" + (selection.state.map { " in state \($0.name)" } ?? ""))
        return named.count == manifest.buttons.count && ManifestComparison(expected: patched, actual: actual) == nil
    }
}
