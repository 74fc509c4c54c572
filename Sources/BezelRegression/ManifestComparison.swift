import BezelCore
import BezelPNG
import Foundation

/// A unit's rendered `manifest.json` against the baseline's, compared as JSON values (what it
/// says, not how it is spaced): the buttons whose entries differ (changed, new or gone), the other
/// top-level keys that differ, and the first difference as a JSON path with both values. `verify`
/// fails on any difference; `record --button`, `record --only-missing` and `approve --button` take
/// the entries of the buttons they record (`patched`), so the baseline's manifest stays the one a
/// full `record` would write.
package struct ManifestComparison: Equatable, Sendable {
    /// Buttons whose entries differ, sorted.
    package var buttons: [String]
    /// Top-level keys other than `buttons` whose values differ, in the rendered manifest's order.
    package var otherKeys: [String]
    /// `buttons.save.states.normal.titleColor: "#FFFFFFFF" → "#000000FF"`.
    package var firstDifference: String

    /// The comparison of `expected` (the baseline's bytes) with `actual`; nil when they say the same.
    package init?(expected: Data, actual: Data) {
        let parsedActual = try? JSONParser.parse([UInt8](actual))
        guard let parsedExpected = try? JSONParser.parse([UInt8](expected)) else {
            (buttons, otherKeys, firstDifference) = ([], ["(all)"], "the baseline's manifest.json is not JSON")
            return
        }
        guard let parsedActual, parsedActual != parsedExpected else { return nil }
        firstDifference = JSONDifference.first(parsedExpected, parsedActual) ?? "(none)"
        let e = parsedExpected.objectValue ?? JSONObject([]), a = parsedActual.objectValue ?? JSONObject([])
        let keys = a.keys + e.keys.filter { a[$0] == nil }
        otherKeys = keys.filter { $0 != "buttons" && e[$0] != a[$0] }
        let eb = e["buttons"]?.objectValue ?? JSONObject([]), ab = a["buttons"]?.objectValue ?? JSONObject([])
        buttons = Set(eb.keys + ab.keys).filter { eb[$0] != ab[$0] }.sorted()
    }

    /// One line for `verify`: what differs and where first.
    package var summary: String {
        var parts: [String] = []
        if !buttons.isEmpty { parts.append("the entr\(buttons.count == 1 ? "y" : "ies") of \(buttons.joined(separator: ", "))") }
        if !otherKeys.isEmpty { parts.append(otherKeys.joined(separator: ", ")) }
        return "differs from the baseline's in " + parts.joined(separator: " and ") + "; first at " + firstDifference
    }

    /// The baseline's manifest `baseline` with the entries of `buttons` taken from `actual` (added,
    /// replaced, or removed when `actual` has none), the other entries and keys kept; nil when
    /// either is not a manifest. The bytes are `JSONWriter`'s, as `render` writes a manifest.
    /// With `state` (a state's name), only that state's entry of each button (`states.<state>`)
    /// is taken, as `approve --state` takes only that state's sheets; a button the baseline's
    /// manifest lacks is taken whole.
    package static func patched(baseline: Data, actual: Data, buttons: Set<String>, state: String? = nil) -> Data? {
        guard case .object(var root)? = try? JSONParser.parse([UInt8](baseline)),
              let rendered = (try? JSONParser.parse([UInt8](actual)))?.objectValue?["buttons"]?.objectValue,
              var entries = root["buttons"]?.objectValue else { return nil }
        for name in buttons.sorted() {
            let i = entries.entries.firstIndex { $0.key == name }
            guard let entry = rendered[name] else { if state == nil { entries.entries.removeAll { $0.key == name } }; continue }
            guard let i else { entries.entries.append((key: name, value: entry)); continue }
            guard let state else { entries.entries[i].value = entry; continue }
            guard case .object(var kept) = entries.entries[i].value, case .object(var states)? = kept["states"] else { continue }
            states[state] = entry.objectValue?["states"]?.objectValue?[state]
            kept["states"] = .object(states)
            entries.entries[i].value = .object(kept)
        }
        // In the rendered manifest's order, as `record` would write it; others (gone there) last.
        let order = Dictionary(rendered.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        entries.entries = entries.entries.enumerated().sorted { x, y in
            (order[x.element.key] ?? Int.max, x.offset) < (order[y.element.key] ?? Int.max, y.offset)
        }.map(\.element)
        root["buttons"] = .object(entries)
        return JSONWriter.data(.object(root))
    }

    /// The manifests to write so that the baseline's hold the rendered entries of `buttons` (nil:
    /// of every button the baseline's manifest lacks, for `record --only-missing`): for each
    /// rendered manifest among `files`, the baseline's patched (`patched`), or the rendered one
    /// when the baseline has none; only those that change. A symbolic link on the way is an error.
    package static func recording(_ buttons: Set<String>?, in files: [OutputFile], baseline: String) throws -> [OutputFile] {
        var out: [OutputFile] = []
        for file in files where (file.path as NSString).lastPathComponent == "manifest.json" {
            guard let rendered = (try? JSONParser.parse([UInt8](file.data)))?.objectValue?["buttons"]?.objectValue else { continue }
            guard let existing = try FolderTree.read(file.path, in: baseline, limit: ManifestVerdict.fileByteLimit) else {
                if buttons != nil { out.append(file) }
                continue
            }
            let known = Set((try? JSONParser.parse([UInt8](existing)))?.objectValue?["buttons"]?.objectValue?.keys ?? [])
            let names = buttons.map { $0.intersection(rendered.keys) } ?? Set(rendered.keys).subtracting(known)
            guard !names.isEmpty, let patched = patched(baseline: existing, actual: file.data, buttons: names),
                  ManifestComparison(expected: existing, actual: patched) != nil else { continue }
            out.append(OutputFile(path: file.path, data: patched))
        }
        return out
    }
}
