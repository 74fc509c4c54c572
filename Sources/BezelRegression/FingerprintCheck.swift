import BezelCore
import Foundation

/// The baseline's `fingerprint.json` compared with the current renderer, before any pixel is: a
/// changed library or font explains pixel differences better than the theme, and decides whether
/// `verify` may compare exactly (see `PixelComparison.forVerify`).
package struct FingerprintCheck {
    /// For the report: the differences ("pango 1.50.12 → 1.52.0"), or why nothing could be compared;
    /// empty when the fingerprints are equal.
    package var notes: [String] = []
    /// Why the renderer may not be the baseline's ("renderer fingerprint differs from the
    /// baseline's"); nil when the fingerprints are equal.
    package var mismatch: String?
    /// What `verify` prints about it (nothing when equal).
    package var lines: [String] = []
    /// Warnings for standard error: a `fingerprint.json` that is there but cannot be used.
    package var warnings: [String] = []

    package init(baselineFile path: String, current: RendererFingerprint) {
        let read: RendererFingerprint?
        do { read = try RendererFingerprint.read(path: path) } catch {
            notes = ["unusable fingerprint.json: \(error.reason)"]
            mismatch = "\(path) cannot be read"
            warnings = ["warning: \(error); the renderer cannot be compared with the baseline's "
                        + "(re-record the baseline to write a new fingerprint.json)"]
            return
        }
        guard let recorded = read else {
            notes = ["the baseline has no fingerprint.json"]
            mismatch = "the baseline has no fingerprint.json"
            lines = ["note: the baseline has no fingerprint.json; differences cannot be told apart from renderer changes"]
            return
        }
        let changes = current.differences(from: recorded)
        guard !changes.isEmpty else { return }
        notes = changes
        mismatch = "renderer fingerprint differs from the baseline's"
        lines = ["renderer fingerprint differs from the baseline's: \(changes.joined(separator: "; ")): "
                 + "differences may come from the renderer, not the theme"]
    }
}
