import BezelUIKit
import Foundation
import Testing

/// The layout questions answered by Bezel's layout engine: the same rects `bezel inspect` prints
/// for the JSON samples.
@Suite @MainActor struct UIButtonLayoutTests {
    @Test func insetsAndAlignmentAsInspectPrintsThem() {
        let button = SampleButtons.insetsAlignment()
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == CGRect(x: 10, y: 10, width: 72, height: 90))
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 10, y: 10, width: 48, height: 48))
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 16, y: 63, width: 36, height: 22))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        #expect(button.intrinsicContentSize == CGSize(width: 94, height: 58))
        #expect(button.image(for: .normal)?.size == CGSize(width: 48, height: 48))
    }

    @Test func overriddenRectsAreTheSubclasses() {
        let tile = SampleButtons.tile()
        let content = tile.contentRect(forBounds: tile.bounds)
        #expect(tile.imageRect(forContentRect: content) == CGRect(x: 25, y: 15, width: 50, height: 50))
        #expect(tile.titleRect(forContentRect: content) == CGRect(x: 0, y: 65, width: 100, height: 35))
    }

    @Test func sizeToFitTakesTheIntrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("button2", for: .normal)
        let size = button.intrinsicContentSize
        #expect(size.height == 30 && size.width > 30 && size.width < 80)
        button.sizeToFit()
        #expect(button.frame.size == size && button.sizeThatFits(.zero) == size)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize.width == size.width + 40)
        let title = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(title.width > 0 && title.height > 0)
    }
}
