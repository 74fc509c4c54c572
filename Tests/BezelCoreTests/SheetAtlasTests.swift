import Testing
@testable import BezelCore

/// `TexturePackerAtlas`: the exact JSON Hash text, and the fields Pixi and Phaser read.
@Suite struct SheetAtlasTests {
    let two = [SheetSprite(name: "ok", size: Size(width: 60, height: 30)),
               SheetSprite(name: "cancel", size: Size(width: 80, height: 30))]

    @Test func exactTextForTwoSprites() throws {
        // Row width 128 pt: cancel (80) and ok (2 + 60) do not fit side by side.
        let layout = try SheetPacker().layout(two, scale: 2, theme: "demo")
        let atlas = TexturePackerAtlas(layout: layout, image: "highlighted@2x.png",
                                       borders: ["ok": NineSliceBorders(capInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 10), scale: 2)])
        #expect(atlas.text() == """
            {
              "frames": {
                "cancel": {
                  "frame": {
                    "x": 0,
                    "y": 0,
                    "w": 160,
                    "h": 60
                  },
                  "rotated": false,
                  "trimmed": false,
                  "spriteSourceSize": {
                    "x": 0,
                    "y": 0,
                    "w": 160,
                    "h": 60
                  },
                  "sourceSize": {
                    "w": 160,
                    "h": 60
                  },
                  "pivot": {
                    "x": 0.5,
                    "y": 0.5
                  }
                },
                "ok": {
                  "frame": {
                    "x": 0,
                    "y": 64,
                    "w": 120,
                    "h": 60
                  },
                  "rotated": false,
                  "trimmed": false,
                  "spriteSourceSize": {
                    "x": 0,
                    "y": 0,
                    "w": 120,
                    "h": 60
                  },
                  "sourceSize": {
                    "w": 120,
                    "h": 60
                  },
                  "pivot": {
                    "x": 0.5,
                    "y": 0.5
                  },
                  "borders": {
                    "left": 16,
                    "top": 16,
                    "right": 20,
                    "bottom": 16
                  },
                  "scale9Borders": {
                    "x": 16,
                    "y": 16,
                    "w": 84,
                    "h": 28
                  }
                }
              },
              "meta": {
                "app": "bezel",
                "version": "0.1.0",
                "image": "highlighted@2x.png",
                "format": "RGBA8888",
                "size": {
                  "w": 160,
                  "h": 124
                },
                "scale": "2"
              }
            }

            """)
    }

    @Test func compactTextAndFractionalScale() throws {
        let layout = try SheetPacker().layout([two[0]], scale: 1.5, theme: "demo")
        let text = TexturePackerAtlas(layout: layout, image: "normal@1.5x.png").text(pretty: false)
        #expect(text == #"{"frames":{"ok":{"frame":{"x":0,"y":0,"w":90,"h":45},"rotated":false,"trimmed":false,"#
            + #""spriteSourceSize":{"x":0,"y":0,"w":90,"h":45},"sourceSize":{"w":90,"h":45},"pivot":{"x":0.5,"y":0.5}}},"#
            + #""meta":{"app":"bezel","version":"0.1.0","image":"normal@1.5x.png","format":"RGBA8888","size":{"w":90,"h":45},"scale":"1.5"}}"#)
    }

    @Test func framesInNameOrderAndDeterministic() throws {
        let names = ["zeta", "Alpha", "mid", "beta"]
        let sprites = names.map { SheetSprite(name: $0, size: Size(width: 10, height: 10)) }
        let a = TexturePackerAtlas(layout: try SheetPacker().layout(sprites, scale: 1, theme: "t"), image: "normal.png")
        let b = TexturePackerAtlas(layout: try SheetPacker().layout(sprites.reversed(), scale: 1, theme: "t"), image: "normal.png")
        #expect(a.json.objectValue?["frames"]?.objectValue?.keys == ["Alpha", "beta", "mid", "zeta"])
        #expect(a.text() == b.text())
    }

    @Test func emptySheet() throws {
        let atlas = TexturePackerAtlas(layout: try SheetPacker().layout([], scale: 1, theme: "t"), image: "normal.png")
        #expect(atlas.text(pretty: false) == #"{"frames":{},"meta":{"app":"bezel","version":"0.1.0","#
            + #""image":"normal.png","format":"RGBA8888","size":{"w":1,"h":1},"scale":"1"}}"#)
    }

    /// What Phaser 3's `Parsers.JSONHash` and PixiJS v8's `Spritesheet` read (Phaser's
    /// `src/textures/parsers/JSONHash.js`, PixiJS's `src/spritesheet/Spritesheet.ts`), checked field by field on a parsed atlas.
    @Test func loadersFindTheirFields() throws {
        let layout = try SheetPacker().layout(two, scale: 3, theme: "t")
        let parsed = try JSONParser.parse(TexturePackerAtlas(layout: layout, image: "normal@3x.png").text())
        let root = try #require(parsed.objectValue)
        // Both: `frames` is an object (the Hash form; an array would be JSON Array for Phaser and
        // give Pixi keys "0", "1", …).
        let frames = try #require(root["frames"]?.objectValue)
        #expect(frames.keys == ["cancel", "ok"])
        for (name, value) in frames.entries {
            let f = try #require(value.objectValue, "frame \(name)")
            let rect = try #require(f["frame"]?.objectValue)
            #expect(rect.keys == ["x", "y", "w", "h"])
            #expect(f["rotated"]?.boolValue == false && f["trimmed"]?.boolValue == false)
            #expect(f["spriteSourceSize"]?.objectValue?.keys == ["x", "y", "w", "h"])
            // Pixi's `orig` and Phaser's trim size: sourceSize must equal the frame's size.
            #expect(f["sourceSize"]?.objectValue?["w"] == rect["w"] && f["sourceSize"]?.objectValue?["h"] == rect["h"])
            #expect(f["pivot"]?.objectValue?.keys == ["x", "y"])
        }
        // Pixi: `meta` must exist, `meta.image` names the sheet, `parseFloat(meta.scale)` is the resolution.
        let meta = try #require(root["meta"]?.objectValue)
        #expect(meta.keys == ["app", "version", "image", "format", "size", "scale"])
        #expect(meta["image"]?.stringValue == "normal@3x.png")
        #expect(meta["scale"]?.stringValue.flatMap(Double.init) == 3)
        #expect(meta["size"]?.objectValue?["w"]?.numberValue == Double(layout.size.width))
    }

    @Test func nineSliceCapsRoundUpAndCentreClamps() {
        #expect(NineSliceBorders(capInsets: EdgeInsets(top: 4.2, left: 6, bottom: 0, right: 6), scale: 1.5)
            == NineSliceBorders(left: 9, top: 7, right: 9, bottom: 0))
        let o = TexturePackerAtlas.frameObject(PixelRect(x: 0, y: 0, width: 10, height: 10),
                                               borders: NineSliceBorders(left: 8, top: 2, right: 8, bottom: 2))
        #expect(o["scale9Borders"] == .object(JSONObject([("x", .number(8)), ("y", .number(2)),
                                                          ("w", .number(0)), ("h", .number(6))])))
    }
}
