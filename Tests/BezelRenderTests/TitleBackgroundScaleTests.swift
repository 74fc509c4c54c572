@testable import BezelRender
import Testing

/// `validate --contrast` draws each state with and without its title; it must never draw more than
/// the render whose limits `validate` checked (a fuzz input with scales [1, 0.25] and a radius-500
/// shadow took 26 s of CPU when the check drew it at @2x).
@Suite struct TitleBackgroundScaleTests {
    @Test(arguments: [
        ([1.0, 2, 3], 2.0), ([3.0], 2.0), ([2.0], 2.0), ([1.0, 0.25], 1.0), ([0.5], 0.5), ([1.5, 0.75], 1.5),
    ])
    func theCheckDrawsAtTwoOrTheLargestRenderedScaleBelowIt(scales: [Double], expected: Double) {
        #expect(TitleBackground.comparisonScale(scales) == expected)
    }
}
