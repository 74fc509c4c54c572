import Foundation
import BezelCore

/// How much two images may differ. Two separate questions, answered by separate options:
///
/// - `threshold` (per pixel, 0–1): how different one pixel's colour must be to count as a
///   differing pixel (pixelmatch's YIQ distance; 0 counts any change, 1 nothing). Anti-aliased
///   pixels are detected and not counted unless `includeAA`. nil when `--threshold` was not given:
///   `diff` then uses pixelmatch's 0.1, `verify` compares exactly (see `PixelComparison`).
/// - `maxDiffPixels` / `maxDiffRatio` (whole image): how many differing pixels are allowed, as a
///   count or as a fraction of all pixels. Without either, the budget is 0: one differing pixel
///   fails. With both, the image must be within both.
package struct DiffBudget: Sendable {
    package var threshold: Double?
    package var includeAA = false
    package var maxDiffPixels: Int?
    package var maxDiffRatio: Double?

    /// Whether `count` differing pixels out of `total` are within the budget.
    package func allows(_ count: Int, of total: Int) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return count == 0 }
        if let n = maxDiffPixels, count > n { return false }
        if let r = maxDiffRatio, Double(count) > r * Double(total) { return false }
        return true
    }

    /// The budget in words, for messages: "0 pixels", "50 pixels and ratio 0.01".
    package var summary: String {
        var parts: [String] = []
        if let n = maxDiffPixels { parts.append("\(n) pixel\(n == 1 ? "" : "s")") }
        if let r = maxDiffRatio { parts.append("ratio \(JSONWriter.number(r))") }
        return parts.isEmpty ? "0 pixels" : parts.joined(separator: " and ")
    }

    package init() {}
}
