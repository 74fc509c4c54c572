import BezelTestSupport
import Testing
@testable import BezelCore

/// `titleOverflow`: the fake measurer makes a 10 pt character 6 pt wide and a line 12 pt tall.
@Suite struct LayoutTitleOverflowTests {
    let engine = ButtonLayoutEngine(measurer: FakeTextMeasurer())
    let font = TextFont(size: 10)

    @Test func oneLineThatFitsHasNoOverflow() {
        #expect(engine.titleOverflow(TitleText("abcde", font: font), in: Rect(x: 0, y: 0, width: 30, height: 12),
                                     numberOfLines: 1, lineBreakMode: .middle) == nil)
    }

    @Test func oneLineWiderThanItsRectIsTruncated() throws {
        let o = try #require(engine.titleOverflow(TitleText("abcdef", font: font), in: Rect(x: 0, y: 0, width: 30, height: 12),
                                                  numberOfLines: 1, lineBreakMode: .tail))
        #expect(o.kind == .truncated)
        #expect(o.needed == Size(width: 36, height: 12))
        #expect(o.description == "title truncated: it needs 36 pt, the title rect is 30 pt wide")
    }

    @Test func wrappedLinesBeyondTheLimitAreCut() throws {
        // 12 characters, 5 per 30-pt line: 3 lines (36 pt) of which 2 (24 pt) are drawn.
        let o = try #require(engine.titleOverflow(TitleText("abcdefghijkl", font: font), in: Rect(x: 0, y: 0, width: 30, height: 24),
                                                  numberOfLines: 2, lineBreakMode: .word))
        #expect(o.kind == .linesCut)
        #expect(o.description == "title lines cut: the whole title needs 36 pt of height, 24 pt are drawn")
        #expect(engine.titleOverflow(TitleText("abcdefghijkl", font: font), in: Rect(x: 0, y: 0, width: 30, height: 36),
                                     numberOfLines: 0, lineBreakMode: .word) == nil)
    }

    @Test func unlimitedLinesInARectTooShortAreCut() throws {
        let o = try #require(engine.titleOverflow(TitleText("abcdefghijkl", font: font), in: Rect(x: 0, y: 0, width: 30, height: 20),
                                                  numberOfLines: 0, lineBreakMode: .word))
        #expect(o.available.height == 20)
    }
}
