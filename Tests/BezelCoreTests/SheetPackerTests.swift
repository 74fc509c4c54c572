import Testing
@testable import BezelCore

/// `SheetPacker`: shelf rows in name order, pixel rules, limits.
@Suite struct SheetPackerTests {
    /// Row width: cells with padding cover 122·46 + 82·32 + 32·32 + 62·32 = 11244 px², sqrt ≈ 106 → 128.
    let sprites = [
        SheetSprite(name: "ok", size: Size(width: 60, height: 30)),
        SheetSprite(name: "cancel", size: Size(width: 80, height: 30)),
        SheetSprite(name: "help", size: Size(width: 30, height: 30)),
        SheetSprite(name: "bigPlay", size: Size(width: 120, height: 44)),
    ]

    func rects(_ layout: SheetLayout) -> [String: PixelRect] {
        Dictionary(uniqueKeysWithValues: layout.frames.map { ($0.name, $0.frame) })
    }

    @Test func exactFramesAt1x() throws {
        #expect(try SheetPacker().rowWidth(sprites) == 128)
        let layout = try SheetPacker().layout(sprites, scale: 1, theme: "demo")
        #expect(layout.frames.map(\.name) == ["bigPlay", "cancel", "help", "ok"])
        #expect(rects(layout) == [
            "bigPlay": PixelRect(x: 0, y: 0, width: 120, height: 44),
            "cancel": PixelRect(x: 0, y: 46, width: 80, height: 30),
            "help": PixelRect(x: 82, y: 46, width: 30, height: 30),
            "ok": PixelRect(x: 0, y: 78, width: 60, height: 30),
        ])
        #expect(layout.size == PixelSize(width: 120, height: 108))
        #expect(layout.padding == 2 && layout.extrude == 0)
    }

    @Test func exactFramesAt2xAnd1_5x() throws {
        let layouts = try SheetPacker().layouts(sprites, scales: [2, 1.5], theme: "demo")
        #expect(rects(layouts[0]) == [
            "bigPlay": PixelRect(x: 0, y: 0, width: 240, height: 88),
            "cancel": PixelRect(x: 0, y: 92, width: 160, height: 60),
            "help": PixelRect(x: 164, y: 92, width: 60, height: 60),
            "ok": PixelRect(x: 0, y: 156, width: 120, height: 60),
        ])
        #expect(layouts[0].size == PixelSize(width: 240, height: 216))
        #expect(layouts[1].padding == 3)
        #expect(rects(layouts[1]) == [
            "bigPlay": PixelRect(x: 0, y: 0, width: 180, height: 66),
            "cancel": PixelRect(x: 0, y: 69, width: 120, height: 45),
            "help": PixelRect(x: 123, y: 69, width: 45, height: 45),
            "ok": PixelRect(x: 0, y: 117, width: 90, height: 45),
        ])
        #expect(layouts[1].size == PixelSize(width: 180, height: 162))
    }

    @Test func integralScalesAreExactMultiplesOf1x() throws {
        // Fractional point sizes included: frames round up to whole points first.
        var many = sprites
        for i in 0..<25 {
            many.append(SheetSprite(name: "b\(i)", size: Size(width: 20.5 + Double(i * 7 % 40) + 0.33,
                                                               height: 10 + Double(i % 5) * 6.25)))
        }
        let packer = SheetPacker(padding: 2, extrude: 1)
        let ls = try packer.layouts(many, scales: [1, 2, 3], theme: "demo")
        for k in [1, 2] {
            let s = k + 1
            #expect(ls[k].size == PixelSize(width: s * ls[0].size.width, height: s * ls[0].size.height))
            for (a, b) in zip(ls[0].frames, ls[k].frames) {
                #expect(a.name == b.name)
                #expect(b.frame == PixelRect(x: s * a.frame.x, y: s * a.frame.y,
                                             width: s * a.frame.width, height: s * a.frame.height))
            }
        }
        // b0 is 20.83 pt wide: 21 pt → 21, 42 and 63 px.
        #expect(ls.map { $0.frame(named: "b0")?.frame.width } == [21, 42, 63])
    }

    @Test func fractionalScaleRoundsSizesUpAndNeverOverlaps() throws {
        let fractional = [SheetSprite(name: "a", size: Size(width: 10.2, height: 10)),
                          SheetSprite(name: "b", size: Size(width: 7, height: 3))]
        let l = try SheetPacker(padding: 0).layout(fractional, scale: 1.5, theme: "t")
        // a: ceil(10.2) = 11 pt → ceil(16.5) = 17 px. Rows wrap at 16 pt (area 131 → 16), so b
        // starts the second row right under a's 15 px.
        #expect(l.frames.map(\.frame) == [PixelRect(x: 0, y: 0, width: 17, height: 15),
                                          PixelRect(x: 0, y: 15, width: 11, height: 5)])
        #expect(l.size == PixelSize(width: 17, height: 20))
        // 10 × 1.1 = 11.000000000000002 must stay 11 px.
        let tenth = try SheetPacker().layout([SheetSprite(name: "x", size: Size(width: 10, height: 10))],
                                             scale: 1.1, theme: "t")
        #expect(tenth.frames[0].frame.width == 11)
    }

    @Test func nameOrderAndDeterminism() throws {
        let packer = SheetPacker()
        let a = try packer.layouts(sprites, scales: [1, 2], theme: "t")
        let b = try packer.layouts(sprites.reversed(), scales: [1, 2], theme: "t")
        let c = try packer.layouts([sprites[2], sprites[0], sprites[3], sprites[1]], scales: [1, 2], theme: "t")
        #expect(a == b && a == c)
        // Byte order: uppercase before lowercase, "a" before "a-b" before "ab".
        let names = ["ab", "B", "a-b", "a", "Z"].map { SheetSprite(name: $0, size: Size(width: 5, height: 5)) }
        #expect(try packer.layout(names, scale: 1, theme: "t").frames.map(\.name) == ["B", "Z", "a", "a-b", "ab"])
    }

    @Test func addingALaterNameKeepsEarlierFrames() throws {
        let before = try SheetPacker().layout(sprites, scale: 2, theme: "t")
        let after = try SheetPacker().layout(sprites + [SheetSprite(name: "zoom", size: Size(width: 20, height: 20))],
                                             scale: 2, theme: "t")
        #expect(Array(after.frames.prefix(4)) == before.frames)
        #expect(after.frame(named: "zoom")?.frame == PixelRect(x: 124, y: 156, width: 40, height: 40))
    }

    @Test func paddingSeparatesNeighbours() throws {
        var many: [SheetSprite] = []
        for i in 0..<40 {
            many.append(SheetSprite(name: String(format: "s%02d", i),
                                    size: Size(width: Double(10 + i * 13 % 70), height: Double(8 + i * 7 % 30))))
        }
        for (padding, scale) in [(2, 1.0), (2, 2.0), (3, 1.5), (0, 1.0)] {
            let l = try SheetPacker(padding: padding, extrude: 1).layout(many, scale: scale, theme: "t")
            let gap = l.padding + 2 * l.extrude
            for (i, a) in l.frames.enumerated() {
                #expect(a.frame.x - l.extrude >= 0 && a.frame.y - l.extrude >= 0)
                #expect(a.frame.maxX + l.extrude <= l.size.width && a.frame.maxY + l.extrude <= l.size.height)
                for b in l.frames[(i + 1)...] {
                    let apart = b.frame.x >= a.frame.maxX + gap || a.frame.x >= b.frame.maxX + gap
                        || b.frame.y >= a.frame.maxY + gap || a.frame.y >= b.frame.maxY + gap
                    #expect(apart, "\(a.name) and \(b.name) closer than \(gap) px at @\(scale)x")
                }
            }
        }
    }

    @Test func extrudeSurroundsFramesAndScales() throws {
        let two = [SheetSprite(name: "a", size: Size(width: 10, height: 10)),
                   SheetSprite(name: "b", size: Size(width: 10, height: 10))]
        let ls = try SheetPacker(padding: 2, extrude: 1).layouts(two, scales: [1, 2], theme: "t")
        #expect(ls[0].frames.map(\.frame) == [PixelRect(x: 1, y: 1, width: 10, height: 10),
                                              PixelRect(x: 15, y: 1, width: 10, height: 10)])
        #expect(ls[0].size == PixelSize(width: 26, height: 12))
        #expect(ls[1].frames.map(\.frame) == [PixelRect(x: 2, y: 2, width: 20, height: 20),
                                              PixelRect(x: 30, y: 2, width: 20, height: 20)])
        #expect(ls[1].size == PixelSize(width: 52, height: 24))
        #expect(ls[1].extrude == 2 && ls[1].padding == 4)
    }

    @Test func powerOfTwoSheets() throws {
        let ls = try SheetPacker(powerOfTwo: true).layouts(sprites, scales: [1, 2, 3], theme: "t")
        #expect(ls.map(\.size) == [PixelSize(width: 128, height: 128), PixelSize(width: 256, height: 256),
                                   PixelSize(width: 512, height: 512)])
        #expect(ls[0].frame(named: "ok")?.frame == PixelRect(x: 0, y: 78, width: 60, height: 30))
    }

    @Test func emptySheetIsOnePixel() throws {
        let l = try SheetPacker().layout([], scale: 2, theme: "t")
        #expect(l.size == PixelSize(width: 1, height: 1) && l.frames.isEmpty)
    }

    @Test func spriteOverTheLimit() {
        let huge = [SheetSprite(name: "huge", size: Size(width: 5000, height: 10))]
        #expect {
            try SheetPacker().layout(huge, scale: 1, theme: "t")
        } throws: { error in
            (error as? SheetError)?.description
                == "sprite 'huge' is 5000×10 px at @1x, over the 4096 px limit of one sheet; "
                + "make the button smaller or pass --max-sheet-size 5000 (or more)"
        }
    }

    @Test func sheetOverTheLimit() throws {
        let three = ["a", "b", "c"].map { SheetSprite(name: $0, size: Size(width: 60, height: 40)) }
        // Rows wrap at min(128, 100 / 1) = 100 px, so each sprite takes a row: 60×124.
        #expect(throws: SheetError.sheetTooLarge(theme: "demo", size: PixelSize(width: 60, height: 124), scale: 1, limit: 100)) {
            try SheetPacker(maxSheetSize: 100, planningScale: 1).layout(three, scale: 1, theme: "demo")
        }
        let error = SheetError.sheetTooLarge(theme: "demo", size: PixelSize(width: 120, height: 248), scale: 2, limit: 130)
        #expect(error.description
            == "sheet for theme demo would be 120×248 px at @2x, over the 130 px limit; split the theme or pass --max-sheet-size 248 (or more)")
        let packer = SheetPacker(maxSheetSize: 130)
        #expect(try packer.layout(three, scale: 1, theme: "demo").size == PixelSize(width: 60, height: 124))
        // `layouts` spills into pages instead: two rows are 164 px at @2x, so one row a page, at
        // both scales (a sprite is on the same page at every scale).
        let pages = try packer.layouts(three, scales: [1, 2], theme: "demo")
        #expect(pages.map(\.page) == [0, 1, 2, 0, 1, 2])
        #expect(pages.allSatisfy { $0.pageCount == 3 && $0.isPaged })
        #expect(pages.map { $0.frames.map(\.name) } == [["a"], ["b"], ["c"], ["a"], ["b"], ["c"]])
        #expect(pages.map(\.size) == Array(repeating: PixelSize(width: 60, height: 40), count: 3)
                + Array(repeating: PixelSize(width: 120, height: 80), count: 3))
        #expect(pages.allSatisfy { $0.frames.allSatisfy { $0.frame.y == 0 } }, "every page starts at the top")
    }

    @Test func pagesOfFourHundredSprites() throws {
        let sprites: [SheetSprite] = (0..<400).map { (i: Int) -> SheetSprite in
            let name = "b" + String(1000 + i).dropFirst()
            let width = Double(40 + i % 7 * 13), height = Double(20 + i % 5 * 9)
            return SheetSprite(name: name, size: Size(width: width, height: height))
        }
        for (limit, powerOfTwo) in [(4096, false), (1000, false), (1000, true)] {
            let packer = SheetPacker(maxSheetSize: limit, powerOfTwo: powerOfTwo, planningScale: 3)
            let pages = try packer.layouts(sprites, scales: [1, 2, 3], theme: "t")
            let count = pages[0].pageCount
            let expected: [Int] = Array(0..<count) + Array(0..<count) + Array(0..<count)
            #expect(pages.map(\.page) == expected)
            for layout in pages {
                #expect(layout.size.width <= limit && layout.size.height <= limit, "\(limit): \(layout.size)")
                if powerOfTwo {
                    let w = layout.size.width, h = layout.size.height
                    #expect(w.nonzeroBitCount == 1 && h.nonzeroBitCount == 1)
                }
                for f in layout.frames {
                    #expect(f.frame.x >= 0 && f.frame.y >= 0 && f.frame.maxX <= layout.size.width && f.frame.maxY <= layout.size.height)
                }
            }
            // Each sprite once per scale, on the same page at every scale, `scale ×` its @1x frame.
            var at1: [String: (page: Int, frame: PixelRect)] = [:]
            for l in pages[0..<count] { for f in l.frames { at1[f.name] = (l.page, f.frame) } }
            #expect(at1.count == 400)
            for layout in pages[count...] {
                let s = Int(layout.scale)
                for f in layout.frames {
                    let (page, r) = at1[f.name]!
                    #expect(page == layout.page && f.frame == PixelRect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s))
                }
            }
            // Pages are consecutive runs of the name order.
            let names: [String] = pages[0..<count].flatMap { (l: SheetLayout) in l.frames.map(\.name) }
            #expect(names == sprites.map(\.name))
        }
        #expect(try SheetPacker().layouts(sprites, scales: [1, 2, 3], theme: "t")[0].pageCount == 2)
        #expect(try SheetPacker(maxSheetSize: 1000).layouts(sprites, scales: [1, 2, 3], theme: "t")[0].pageCount == 20, "115 rows, as many as fit 1000 px at @3x a page")
    }

    @Test func badInput() {
        let dup = [SheetSprite(name: "a", size: Size(width: 1, height: 1)),
                   SheetSprite(name: "a", size: Size(width: 2, height: 2))]
        #expect(throws: SheetError.duplicateName("a")) { try SheetPacker().layout(dup, scale: 1, theme: "t") }
        let negative = [SheetSprite(name: "n", size: Size(width: -1, height: 1))]
        #expect(throws: SheetError.invalidSize(name: "n", size: Size(width: -1, height: 1))) {
            try SheetPacker().layout(negative, scale: 1, theme: "t")
        }
        #expect(throws: SheetError.invalidScale(0)) { try SheetPacker().layout([], scale: 0, theme: "t") }
        #expect(throws: SheetError.invalidOption("padding must not be negative (got -1)")) {
            try SheetPacker(padding: -1).layout([], scale: 1, theme: "t")
        }
    }
}
