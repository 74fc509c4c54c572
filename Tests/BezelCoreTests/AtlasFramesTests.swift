import Foundation
import Testing
@testable import BezelCore

/// `AtlasFrames`: the button frames of a sheet, read from its packed layout (what `verify` uses
/// for the sheets it renders) or from its TexturePacker atlas (a baseline's): the same frames.
@Suite struct AtlasFramesTests {
    @Test func aLayoutsFramesAreTheFramesItsAtlasLists() throws {
        let sprites = [SheetSprite(name: "ok", size: Size(width: 40, height: 20)),
                       SheetSprite(name: "cancel", size: Size(width: 61.5, height: 20), margin: SpriteMargin(left: 3, top: 2, right: 3, bottom: 4)),
                       SheetSprite(name: "wide", size: Size(width: 90, height: 30))]
            + (0..<8).map { SheetSprite(name: "b\($0)", size: Size(width: 30 + Double($0), height: 24)) }
        let packing = PackingOptions(padding: 2, extrude: 1, maxSheetSize: 190)
        let pages = try SheetPacker(packing, planningScale: 2).layouts(sprites, scales: [1, 2], theme: "t")
        #expect(pages.contains { $0.isPaged }, "the @2x sheet spills into pages")
        for page in pages {
            let atlas = Data(TexturePackerAtlas(layout: page, image: "normal.png").text().utf8)
            let fromLayout = AtlasFrames(layout: page)
            #expect(fromLayout == AtlasFrames(json: atlas))
            #expect(fromLayout.frames.count == page.frames.count && !fromLayout.frames.isEmpty)
        }
    }
}
