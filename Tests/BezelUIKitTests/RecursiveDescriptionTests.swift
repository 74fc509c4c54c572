import BezelUIKit
import Foundation
import Testing

/// `recursiveDescription` prints the button's tree as iOS does, with the layout engine's frames.
@Suite @MainActor struct RecursiveDescriptionTests {
    /// The text with addresses removed, as snapshot tests compare it.
    func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    @Test func aGlyphButtonSizedToFitPrintsAsIOSDoes() {
        let button = UIButton(type: .detailDisclosure)
        button.sizeToFit()
        // iOS prints the same two lines with frames (0 0; 25 24). The button's is the same: the
        // glyph's 24.333 × 23.667 pt ceil'd to the 1× grid; the image view keeps the glyph's size,
        // snapped to pixels at 1× (docs/uikit-swift.md, "Differences from iOS found").
        #expect(withoutAddresses(button.recursiveDescription) == """
        <UIButton; frame = (0 0; 25 24); opaque = NO; layer = <CALayer>>
           | <UIImageView; frame = (0 0; 24 24); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
        """)
    }

    @Test func titleAndImageFramesAreTheLayout() {
        let button = SampleButtons.insetsAlignment()
        let text = button.recursiveDescription
        #expect(text == button.recursiveDescription, "addresses are stable")
        #expect(text.hasPrefix("<UIButton: 0x600000000010; frame = (0 0; 82 100); opaque = NO; backgroundColor = UIExtendedGrayColorSpace 0.5 1; layer = <CALayer: 0x600000000020>>"))
        #expect(withoutAddresses(text).components(separatedBy: "\n").dropFirst() == [
            "   | <UIImageView; frame = (10 10; 48 48); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>",
            "   | <UIButtonLabel; frame = (16 63; 36 22); text = '标题'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>",
        ])
        button.layer.masksToBounds = true
        #expect(withoutAddresses(button.recursiveDescription).hasPrefix("<UIButton; frame = (0 0; 82 100); clipsToBounds = YES; opaque = NO;"))
    }
}
