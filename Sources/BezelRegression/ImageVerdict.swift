import BezelCore
import BezelPNG

/// The one verdict on two images of one size: compared exactly or by pixelmatch
/// (`PixelComparison`, into an `ImageComparison`) and held to a budget (`DiffBudget`). `verify`
/// (`SheetVerdict`), `bezel diff`, `ImageDifference` and BezelTesting's `.png` goldens all judge
/// through it, so an image passes or fails the same way wherever it is compared.
package struct ImageVerdict: Sendable {
    /// The pixel counts, the points and the diff image.
    package let result: ImageComparison
    package let budget: DiffBudget

    /// Compares `expected` with `actual` (the same size) by `comparison`; `marksBelowThreshold`
    /// marks pixels pixelmatch forgave in the diff image (`verify`'s report).
    package init(_ expected: DecodedImage, _ actual: DecodedImage, comparison: PixelComparison, budget: DiffBudget,
                 marksBelowThreshold: Bool = false) throws {
        result = try ImageComparison.compare(expected, actual, comparison: comparison, marksBelowThreshold: marksBelowThreshold)
        self.budget = budget
    }

    /// Whether the pixels that count are within the budget (none given: no pixel may count).
    package var passes: Bool { budget.allows(result.diffPixels, of: result.total) }
}
