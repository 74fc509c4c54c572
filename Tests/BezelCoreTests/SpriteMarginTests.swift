import Testing
@testable import BezelCore

/// `SpriteMargin`: the room a layer shadow needs around the bounds, and how the packer and the
/// strips place a sprite with it.
@Suite struct SpriteMarginTests {
    static func shadow(radius: Double, offset: Size, opacity: Double = 0.3) -> ResolvedShadow {
        ResolvedShadow(color: .black, offset: offset, radius: radius, opacity: opacity)
    }

    @Test func reachIsThreeBoxRadiiPlusOnePixelAndTheOffset() {
        // radius 3: 10 px at @1x (10 pt), 19 px at @2x (9.5 pt), 28 px at @3x (9.33 pt): the union is 10 pt.
        let m = SpriteMargin(shadows: [Self.shadow(radius: 3, offset: Size(width: 0, height: 1))], scales: [1, 2, 3])
        #expect(m == SpriteMargin(left: 10, top: 9, right: 10, bottom: 11))
        // radius 1.2 at @1.5x: round(1.8) = 2 → 7 px = 4.67 pt → 5; at @1x round(1.2) = 1 → 4 pt.
        #expect(SpriteMargin(shadows: [Self.shadow(radius: 1.2, offset: .zero)], scales: [1]) == SpriteMargin(left: 4, top: 4, right: 4, bottom: 4))
        #expect(SpriteMargin(shadows: [Self.shadow(radius: 1.2, offset: .zero)], scales: [1, 1.5]) == SpriteMargin(left: 5, top: 5, right: 5, bottom: 5))
        // An offset larger than the reach leaves nothing on the far side.
        #expect(SpriteMargin(shadows: [Self.shadow(radius: 0, offset: Size(width: -4, height: 0))], scales: [1])
                == SpriteMargin(left: 5, top: 1, right: 0, bottom: 1))
    }

    @Test func invisibleShadowsTakeNoRoomAndStatesUnite() {
        #expect(SpriteMargin(shadows: [Self.shadow(radius: 3, offset: .zero, opacity: 0)], scales: [1]).isZero)
        #expect(SpriteMargin(shadows: [ResolvedShadow(color: .clear, offset: .zero, radius: 3, opacity: 1)], scales: [1]).isZero)
        let union = SpriteMargin(shadows: [Self.shadow(radius: 1, offset: Size(width: 0, height: 6)),
                                           Self.shadow(radius: 2, offset: .zero)], scales: [1])
        #expect(union == SpriteMargin(left: 7, top: 7, right: 7, bottom: 10))
    }

    @Test func packerGrowsTheFrameAndPlacesTheBoundsInside() throws {
        let margin = SpriteMargin(left: 10, top: 9, right: 10, bottom: 11)
        let sprites = [SheetSprite(name: "a", size: Size(width: 110, height: 40), margin: margin),
                       SheetSprite(name: "b", size: Size(width: 20, height: 20))]
        let packer = SheetPacker(padding: 2, maxSheetSize: 4096, planningScale: 1)
        let layouts = try packer.layouts(sprites, scales: [1, 1.5], theme: "t")
        let a1 = try #require(layouts[0].frame(named: "a")), b1 = try #require(layouts[0].frame(named: "b"))
        #expect(a1.frame == PixelRect(x: 0, y: 0, width: 130, height: 60))
        #expect(a1.bounds == PixelRect(x: 10, y: 9, width: 110, height: 40) && a1.hasMargin)
        #expect(b1.frame == PixelRect(x: 0, y: 62, width: 20, height: 20))  // the 130 px row is full
        #expect(b1.bounds == PixelRect(x: 0, y: 0, width: 20, height: 20) && !b1.hasMargin)
        // @1.5x: each side ceil(points × 1.5), the button ceil(ceil(points) × 1.5).
        let a15 = try #require(layouts[1].frame(named: "a"))
        #expect(a15.frame == PixelRect(x: 0, y: 0, width: 15 + 165 + 15, height: 14 + 60 + 17))
        #expect(a15.bounds == PixelRect(x: 15, y: 14, width: 165, height: 60))
        let strip = try StripLayout(button: "a", size: Size(width: 110, height: 40), states: [.normal, .disabled],
                                    margin: margin).layout(scale: 2)
        #expect(strip.frames.map(\.frame) == [PixelRect(x: 0, y: 0, width: 260, height: 120),
                                              PixelRect(x: 264, y: 0, width: 260, height: 120)])
        #expect(strip.frames.allSatisfy { $0.bounds == PixelRect(x: 20, y: 18, width: 220, height: 80) })
    }

    @Test func spriteTooLargeOnlyWithItsShadowSaysSo() {
        let sprite = SheetSprite(name: "glow", size: Size(width: 100, height: 40), margin: SpriteMargin(left: 60, top: 0, right: 60, bottom: 0))
        #expect(throws: SheetError.shadowTooLarge(name: "glow", size: PixelSize(width: 220, height: 40),
                                                  margin: SpriteMargin(left: 60, top: 0, right: 60, bottom: 0), scale: 1, limit: 200)) {
            try SheetPacker(maxSheetSize: 200, planningScale: 1).layout([sprite], scale: 1, theme: "t")
        }
    }
}
