import Testing
@testable import BezelCore

/// `StripLayout`: one button's states side by side, and its atlas.
@Suite struct SheetStripTests {
    let strip = StripLayout(button: "ok", size: Size(width: 60, height: 30),
                            states: [.normal, .highlighted, .disabled, [.selected, .highlighted]])

    @Test func framesSideBySideInStateOrder() throws {
        let ls = try strip.layouts(scales: [1, 2])
        #expect(ls[0].frames.map(\.name) == ["ok/normal", "ok/highlighted", "ok/disabled", "ok/highlighted+selected"])
        #expect(ls[0].frames.map(\.frame) == [0, 62, 124, 186].map { PixelRect(x: $0, y: 0, width: 60, height: 30) })
        #expect(ls[0].size == PixelSize(width: 246, height: 30))
        #expect(ls[1].frames.map(\.frame) == [0, 124, 248, 372].map { PixelRect(x: $0, y: 0, width: 120, height: 60) })
        #expect(ls[1].size == PixelSize(width: 492, height: 60))
    }

    @Test func extrudeAndFractionalPoints() throws {
        let l = try StripLayout(button: "b", size: Size(width: 9.5, height: 4), states: [.normal, .selected],
                                padding: 1, extrude: 1).layout(scale: 2)
        // 10 pt → 20 px, extrude 2, padding 2: cells 24 wide.
        #expect(l.frames.map(\.frame) == [PixelRect(x: 2, y: 2, width: 20, height: 8),
                                          PixelRect(x: 28, y: 2, width: 20, height: 8)])
        #expect(l.size == PixelSize(width: 50, height: 12))
    }

    @Test func atlasKeysFollowStateOrder() throws {
        let layout = try strip.layout(scale: 2)
        let atlas = TexturePackerAtlas(layout: layout, image: "ok@2x.png")
        let root = try #require(atlas.json.objectValue)
        #expect(root["frames"]?.objectValue?.keys
            == ["ok/normal", "ok/highlighted", "ok/disabled", "ok/highlighted+selected"])
        #expect(root["meta"]?.objectValue?["image"]?.stringValue == "ok@2x.png")
        #expect(SheetNaming.stripFileName(button: "ok", scale: 2, kind: .png) == "buttons/ok@2x.png")
    }

    @Test func errors() throws {
        let dup = StripLayout(button: "ok", size: Size(width: 1, height: 1), states: [.normal, .selected, .normal])
        #expect(throws: SheetError.duplicateName("ok/normal")) { try dup.layout(scale: 1) }
        let wide = StripLayout(button: "wide", size: Size(width: 100, height: 10), states: [.normal, .highlighted],
                               maxSheetSize: 150)
        #expect(throws: SheetError.stripTooLarge(button: "wide", size: PixelSize(width: 202, height: 10),
                                                 scale: 1, limit: 150)) { try wide.layout(scale: 1) }
        // The message names the strip and a fix that works.
        #expect(SheetError.stripTooLarge(button: "wide", size: PixelSize(width: 202, height: 10), scale: 1, limit: 150).description
                == "strip buttons/wide (--strips: the states of button 'wide' in one row) would be 202×10 px at @1x, over the 150 px limit; "
                + "render without --strips or pass --max-sheet-size 202 (or more)")
        #expect(throws: SheetError.spriteTooLarge(name: "wide", size: PixelSize(width: 200, height: 20),
                                                  scale: 2, limit: 150)) { try wide.layout(scale: 2) }
        let none = StripLayout(button: "none", size: Size(width: 5, height: 5), states: [])
        #expect(try none.layout(scale: 1).size == PixelSize(width: 1, height: 1))
    }
}
