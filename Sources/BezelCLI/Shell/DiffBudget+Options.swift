import Bezel

/// The budget options `diff` and `verify` share, read from the command line into the `DiffBudget`.
extension DiffBudget {
    /// `diff`'s budget options: pixelmatch with its default threshold 0.1.
    static let diffOptions = options(threshold: OptionSpec(
        .threshold, value: "t", help: "Per-pixel colour distance (0-1, pixelmatch YIQ) above which one pixel counts as different; smaller is stricter.",
        default: "0.1"))

    /// `verify`'s budget options: no fixed threshold; exact while the renderer is the baseline's.
    static let verifyOptions = options(threshold: OptionSpec(
        .threshold, value: "t", help: "Compare with pixelmatch at this per-pixel colour distance (0-1, YIQ) instead of exactly "
            + "(default: exact when the renderer fingerprint matches the baseline's, else 0.1)."))

    static func options(threshold: OptionSpec) -> [OptionSpec] {
        [threshold,
         OptionSpec(.includeAA, help: "Count anti-aliased pixels too (by default pixelmatch detects and does not count them)."),
         OptionSpec(.maxDiffPixels, value: "n", help: "Whole-image budget: differing pixels allowed per image (default: 0 unless --max-diff-ratio is given)."),
         OptionSpec(.maxDiffRatio, value: "r", help: "Whole-image budget: differing pixels allowed as a fraction (0-1) of the image's pixels.")]
    }

    static let explanation = """
    --threshold decides whether ONE pixel differs (its colour distance); --max-diff-pixels and --max-diff-ratio decide
    how MANY differing pixels an image may have. Raising the threshold hides colour changes; prefer a small pixel budget.
    """

    /// Reads the shared options; a value out of range is a mistake.
    init(_ args: inout OptionReader) {
        self.init()
        if let t = args.value(.threshold) {
            if let v = Double(t), (0...1).contains(v) { threshold = v } else { args.mistake("--threshold takes a number from 0 to 1, e.g. 0.1") }
        }
        includeAA = args.flag(.includeAA)
        if let n = args.value(.maxDiffPixels) {
            if let v = Int(n), v >= 0 { maxDiffPixels = v } else { args.mistake("--max-diff-pixels takes a whole number ≥ 0") }
        }
        if let r = args.value(.maxDiffRatio) {
            if let v = Double(r), (0...1).contains(v) { maxDiffRatio = v } else { args.mistake("--max-diff-ratio takes a fraction from 0 to 1, e.g. 0.001") }
        }
    }
}
