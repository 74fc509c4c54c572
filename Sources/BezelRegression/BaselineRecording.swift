import BezelCore
import Foundation

/// What `bezel record` writes into a baseline folder: the rendered files, `fingerprint.json` and
/// `render-options.json`. With `onlyMissing`, files the baseline already has are kept, and so are
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
}
