import Foundation
import BezelCore

/// How two same-sized images are compared: exactly (any pixel whose RGBA bytes differ counts) or
/// with pixelmatch v7.2.0 (a per-pixel colour threshold, anti-aliased pixels detected and not
/// counted unless `includeAA`).
///
/// `diff` always uses pixelmatch (threshold 0.1 unless `--threshold`). `verify` compares exactly
/// while the baseline's renderer fingerprint equals the current one, since the same renderer draws
/// the same pixels; pixelmatch only when `--threshold` asks for it, or at 0.1 when the fingerprint
/// differs or cannot be read (and it says so).
package enum PixelComparison: Sendable, Equatable {
    case exact
    case pixelmatch(threshold: Double, includeAA: Bool)

    /// pixelmatch's own default threshold.
    package static let defaultThreshold = 0.1

    /// `diff`'s comparison: pixelmatch at the given threshold, else 0.1.
    package init(diff budget: DiffBudget) {
        self = .pixelmatch(threshold: budget.threshold ?? Self.defaultThreshold, includeAA: budget.includeAA)
    }

    /// `verify`'s comparison and the one line that explains it when it is not the default exact one
    /// (or when an option has no effect); `fingerprint` is the baseline fingerprint check.
    package static func forVerify(_ budget: DiffBudget, fingerprint: FingerprintCheck) -> (comparison: PixelComparison, note: String?) {
        if let t = budget.threshold {
            let c = PixelComparison.pixelmatch(threshold: t, includeAA: budget.includeAA)
            return (c, "comparing with \(c.description) instead of exactly, as --threshold asks")
        }
        if let reason = fingerprint.mismatch {
            let c = PixelComparison.pixelmatch(threshold: defaultThreshold, includeAA: budget.includeAA)
            return (c, "\(reason): comparing with \(c.description) instead of exactly")
        }
        if budget.includeAA {
            return (.exact, "note: --include-aa changes nothing here: the renderer fingerprint matches, so sheets are compared exactly "
                    + "(every changed pixel counts, anti-aliased ones too); give --threshold to compare with pixelmatch")
        }
        return (.exact, nil)
    }

    /// "pixelmatch threshold 0.1 (anti-aliased pixels not counted)", or "exactly".
    package var description: String {
        switch self {
        case .exact: "exactly"
        case let .pixelmatch(t, includeAA):
            "pixelmatch threshold \(JSONWriter.number(t))" + (includeAA ? " (anti-aliased pixels counted)" : " (anti-aliased pixels not counted)")
        }
    }

    /// The threshold, or nil for the exact comparison.
    package var threshold: Double? {
        if case let .pixelmatch(t, _) = self { return t }
        return nil
    }

    /// Whether anti-aliased pixels count (always for the exact comparison).
    package var includesAA: Bool {
        if case let .pixelmatch(_, includeAA) = self { return includeAA }
        return true
    }
}
