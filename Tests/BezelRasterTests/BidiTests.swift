import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// Right-to-left scripts are laid out right to left by the same Pango layouts the renderer draws.
@Suite struct BidiTests {
    /// The x position (points) where the character at UTF-8 byte `index` starts.
    func x(ofByte index: Int32, in text: String) -> Double {
        FontConfiguration.shared.withPangoContext { context in
            let layout = PangoLayoutBuilder.makeLayout(TitleText(text, font: TextFont(size: 17)), in: context, maxWidth: nil,
                                                       numberOfLines: 1, lineBreakMode: .middle)
            var rect = PangoRectangle()
            pango_layout_index_to_pos(layout.pointer, index, &rect)
            return Double(rect.x) / Double(PANGO_SCALE)
        }
    }

    @Test func arabicRunsRightToLeft() {
        let text = "إرسال"  // the first letter, alef with hamza below (2 bytes), is drawn rightmost
        let first = x(ofByte: 0, in: text)
        let last = x(ofByte: Int32(text.utf8.count - 2), in: text)
        #expect(first > last)
    }

    @Test func hebrewRunsRightToLeftAndLatinLeftToRight() {
        #expect(x(ofByte: 0, in: "שלום") > x(ofByte: 6, in: "שלום"))
        #expect(x(ofByte: 0, in: "Save") < x(ofByte: 3, in: "Save"))
    }
}
