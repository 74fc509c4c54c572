import BezelCore
import BezelPNG
import Foundation

/// What `bezel record` writes into a baseline folder: the rendered files, `fingerprint.json` and
/// `render-options.json`. With `onlyMissing`, files the baseline already has are kept, except that
/// buttons a baseline sheet does not have (not in its atlas) are added to it the way `record
/// --button` adds them (`SheetPatch`: every other button's baseline pixels kept); and so are
/// its `fingerprint.json` (with a warning when it names another renderer or cannot be used: the
/// existing sheets were not recorded with the current renderer as far as anyone knows) and its
/// `render-options.json`. Decides only; the caller writes `files` all or nothing.
package struct BaselineRecording {
    /// The files to write, paths relative to the baseline folder.
    package var files: [OutputFile] = []
    /// Rendered files among `files`, and PNG sheets among those.
    package var rendered = 0, sheets = 0
    /// Rendered files kept because the baseline has them (`onlyMissing`).
    package var kept = 0
    /// Warnings for standard error.
    package var warnings: [String] = []
    /// What was added to existing sheets (`onlyMissing`): "added help to shop/normal.png".
    package var lines: [String] = []

    package init(rendered: [OutputFile], baseline: String, options: RecordedOptions, fingerprint: RendererFingerprint,
                 onlyMissing: Bool) {
        func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: baseline + "/" + relative) }
        for file in rendered {
            // A unit's record vouches for every one of its files; recording only the missing ones
            // cannot, so it writes none (an existing record stays: the files it lists are kept).
            if onlyMissing && (file.path as NSString).lastPathComponent == SheetNaming.unitRecordFileName { continue }
            if onlyMissing && exists(file.path) { kept += 1; continue }
            files.append(file)
        }
        if onlyMissing { addMissingButtons(rendered, baseline: baseline) }
        self.rendered = files.count
        sheets = files.filter { $0.path.hasSuffix(".png") }.count
        if !(onlyMissing && keepsFingerprint(baseline + "/fingerprint.json", current: fingerprint)) {
            files.append(OutputFile(path: "fingerprint.json", data: fingerprint.jsonData()))
        }
        if !onlyMissing || !exists(RecordedOptions.fileName) {
            files.append(OutputFile(path: RecordedOptions.fileName, data: options.jsonData))
        }
    }

    /// Whether the baseline's `fingerprint.json` is kept: when there is one, with a warning when it
    /// names another renderer or cannot be used.
    private mutating func keepsFingerprint(_ path: String, current: RendererFingerprint) -> Bool {
        do {
            guard let baseline = try RendererFingerprint.read(path: path) else { return false }
            let changes = current.differences(from: baseline)
            if !changes.isEmpty {
                warnings.append("warning: the existing baselines were recorded with another renderer (\(changes.joined(separator: "; "))); "
                                + "fingerprint.json is kept. Re-record everything (without --only-missing) to update it.")
            }
        } catch {
            warnings.append("warning: \(error); it is kept as it is. Re-record everything (without --only-missing) to write a new one.")
        }
        return true
    }

    /// Adds to each existing baseline sheet the rendered buttons its atlas does not list; a sheet
    /// where that would also take another button from this render (its size changed) is left as
    /// it is, with a warning.
    private mutating func addMissingButtons(_ rendered: [OutputFile], baseline: String) {
        var added: [String: Set<String>] = [:]  // unit folder → buttons added to its sheets
        defer { addToManifests(added, rendered: rendered, baseline: baseline) }
        for sheet in SheetPatch.sheets(holding: nil, in: rendered) {
            let atlasPath = String(sheet.png.path.dropLast(4)) + ".json"
            guard FileManager.default.fileExists(atPath: baseline + "/" + sheet.png.path),
                  let known = AtlasFrames(json: (try? RegularFile.read(baseline + "/" + atlasPath, limit: 64 << 20)) ?? nil) else { continue }
            let names = Set(known.frames.map(\.name))
            let missing = sheet.frames.frames.map(\.name).filter { !names.contains($0) }
            guard !missing.isEmpty else { continue }
            let list = missing.joined(separator: ", ")
            do {
                guard let patch = try SheetPatch.recording(Set(missing), png: sheet.png, atlas: sheet.atlas, frames: sheet.frames, baseline: baseline) else { continue }
                guard patch.alsoTaken.isEmpty else {
                    warnings.append("warning: \(sheet.png.path): \(list) not added: the new layout would also take \(patch.alsoTaken.joined(separator: ", ")) "
                                    + "from this render (its size changed); verify and approve, or record it with --button")
                    continue
                }
                files += patch.files
                kept -= patch.files.count
                added[ThemeFileSystem.folder(of: sheet.png.path), default: []].formUnion(missing)
                lines.append("added \(list) to \(sheet.png.path)" + (patch.how == "relaid" ? " (the other buttons' baseline pixels moved to the new layout)" : ""))
            } catch {
                warnings.append("warning: \(sheet.png.path): \(list) not added: the baseline sheet cannot be read: \(error)")
            }
        }
    }

    /// Adds the entries of the buttons added to a unit's sheets to its baseline manifest, which is
    /// otherwise kept (`ManifestComparison.recording`).
    private mutating func addToManifests(_ added: [String: Set<String>], rendered: [OutputFile], baseline: String) {
        for (unit, buttons) in added.sorted(by: { $0.key < $1.key }) {
            guard let manifest = rendered.first(where: { $0.path == (unit == "." ? "" : unit + "/") + "manifest.json" }),
                  FileManager.default.fileExists(atPath: baseline + "/" + manifest.path) else { continue }
            do {
                let patched = try ManifestComparison.recording(buttons, in: [manifest], baseline: baseline)
                files += patched
                kept -= patched.count
            } catch {
                warnings.append("warning: \(unit)/manifest.json: \(buttons.sorted().joined(separator: ", ")) not added: \(error)")
            }
        }
    }
}
