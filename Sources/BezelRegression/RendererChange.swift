/// What `verify` makes of a renderer fingerprint that is not the baseline's (differs, missing or
/// unreadable: `FingerprintCheck.mismatch`). The sheets are then compared with pixelmatch
/// (`PixelComparison.forVerify`), which forgives glyph and edge differences; the change itself is
/// tolerated and said so (in the job summary too), or, with `--fail-on-renderer-change`, fails the run.
package enum RendererChange: String, Sendable {
    /// The fingerprint is the baseline's.
    case none
    /// It is not, and the run goes on with the renderer-change comparison.
    case tolerated
    /// It is not, and `--fail-on-renderer-change` makes that a failure (exit 1).
    case fails

    /// The outcome for `fingerprint` under the option.
    package init(_ fingerprint: FingerprintCheck, failsOnRendererChange: Bool) {
        self = fingerprint.mismatch == nil ? .none : failsOnRendererChange ? .fails : .tolerated
    }
}
