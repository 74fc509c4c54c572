import BezelCore
import BezelPNG
import Foundation

/// How a unit's rendered `manifest.json` compares with the baseline's (`ManifestComparison`):
/// `verify` lists only manifests that differ or are missing. A difference passes within tolerance
/// when the run tolerates differences at all (`BaselineComparison.manifestTolerance`: a renderer
/// change, a threshold, a pixel budget), as the sheets' pixels do; otherwise it fails the run.
package struct ManifestVerdict: Sendable {
    package var path: String
    /// `.fail` (differs) or `.missing`.
    package var status: SheetVerdict.Status
    package var comparison: ManifestComparison?
    package var message: String
    /// The rendered manifest (what `bezel approve` takes into the baseline).
    package var actual: Data
    /// A difference that passes: the run tolerates differences (see `BaselineComparison.manifestTolerance`).
    package var withinTolerance = false
    /// Why the baseline file cannot be used at all (a symbolic link, not a regular file): bad input.
    package var refusal: String?

    /// Where the report keeps the rendered manifest.
    package var reportPath: String { "files/" + path }
    /// Whether it fails the run.
    package var fails: Bool { !withinTolerance }

    /// The largest baseline manifest read (10,000 buttons make about 22 MB).
    package static let fileByteLimit = 1 << 30

    /// The verdict of the rendered manifest `file` against the baseline folder `baseline`; nil when
    /// the baseline's says the same.
    /// `tolerance` says why a difference passes, or is nil when it fails.
    package static func compare(_ file: OutputFile, baseline: String, tolerance: String?) -> ManifestVerdict? {
        var v = ManifestVerdict(path: file.path, status: .fail, message: "", actual: file.data)
        let expected: Data?
        do { expected = try FolderTree.read(file.path, in: baseline, limit: fileByteLimit) } catch {
            v.refusal = "\(error)"
            return v
        }
        guard let expected else {
            v.status = .missing
            v.message = "missing baseline \(baseline)/\(file.path) (record it with 'bezel record … --only-missing')"
            return v
        }
        guard expected != file.data, let comparison = ManifestComparison(expected: expected, actual: file.data) else { return nil }
        v.comparison = comparison
        v.message = comparison.summary
        if let tolerance {
            v.withinTolerance = true
            v.message += " (tolerated: \(tolerance))"
        }
        return v
    }
}
