import Foundation
import BezelCore

/// How two same-sized images are compared: exactly (any pixel whose RGBA bytes differ counts) or
/// with pixelmatch v7.2.0 (a per-pixel colour threshold, anti-aliased pixels detected and not
/// counted unless `includeAA`).
///
/// `diff` always uses pixelmatch (threshold 0.1 unless `--threshold`). `verify` compares exactly
/// while the baseline's renderer fingerprint equals the current one, since the same renderer draws
/// the same pixels; pixelmatch only when `--threshold` asks for it, or, when the fingerprint differs
/// or cannot be read (and it says so), at `rendererChangeThreshold` with anti-aliasing detected:
/// strict enough that a flat colour change of one brand step fails, loose enough that glyph and
/// edge differences of another renderer pass.
package enum PixelComparison: Sendable, Equatable {
    case exact
    case pixelmatch(threshold: Double, includeAA: Bool)

    /// pixelmatch's own default threshold.
    package static let defaultThreshold = 0.1

    /// `verify`'s threshold when the renderer is not the baseline's. pixelmatch's 0.1 passes
    /// Bootstrap's primary one step darker (#0D6EFD → #0B5ED7, YIQ distance 0.071) on every pixel
    /// of a button's fill; 0.05 fails it, and anti-aliasing detection still forgives the glyph and
    /// edge pixels a different rasteriser, hinting or font version moves.
    package static let rendererChangeThreshold = 0.05

    /// `diff`'s comparison: pixelmatch at the given threshold, else 0.1.
    package init(diff budget: DiffBudget) {
        self = .pixelmatch(threshold: budget.threshold ?? Self.defaultThreshold, includeAA: budget.includeAA)
    }

    /// `verify`'s comparison and the one line that explains it when it is not the default exact one
    /// (or when an option has no effect); `fingerprint` is the baseline fingerprint check.
    package static func forVerify(_ budget: DiffBudget, fingerprint: FingerprintCheck,
                                  failsOnRendererChange: Bool = false) -> (comparison: PixelComparison, note: String?) {
        if let t = budget.threshold {
            let c = PixelComparison.pixelmatch(threshold: t, includeAA: budget.includeAA)
            return (c, "comparing with \(c.description) instead of exactly, as --threshold asks")
        }
        if let reason = fingerprint.mismatch {
            let c = PixelComparison.pixelmatch(threshold: rendererChangeThreshold, includeAA: budget.includeAA)
            return (c, "\(reason): comparing with \(c.description) instead of exactly"
                    + (failsOnRendererChange ? "; --fail-on-renderer-change: the run fails" : ""))
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
