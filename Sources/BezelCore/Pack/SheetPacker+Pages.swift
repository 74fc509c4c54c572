/// Placing the packer's rows in pixels at each scale, and cutting them into pages.
///
/// Pages are whole rows: a page takes the next row while the page still fits `maxSheetSize` (after
/// rounding to powers of two, when asked) at *every* scale rendered, so a sprite is on the same
/// page at every scale and in every state's sheet, and each page at @1x is its @2x page halved.
/// Every page starts at y = 0; there is no padding above its first row.
extension SheetPacker {
    /// One row placed at one scale: its frames (y relative to the row's top), its width and height
    /// in pixels (extrusion included).
    struct PlacedRow {
        var frames: [SheetFrame]
        var width: Int
        var height: Int
    }

    /// The pages of `plan` at each of `scales` (scale-major, page-minor).
    func paginate(_ plan: Plan, scales: [Double], theme: String) throws -> [SheetLayout] {
        for scale in scales where !SheetPixels.isValid(scale: scale) { throw SheetError.invalidScale(scale) }
        let placed = try scales.map { scale in try plan.rows.map { try placeRow($0, scale: scale) } }
        let pads = scales.map { SheetPixels.scaled(padding, scale: $0) }
        let breaks = try pageBreaks(placed, pads: pads, scales: scales, theme: theme)
        return scales.indices.flatMap { s in
            breaks.enumerated().map { page, rows in
                pageLayout(placed[s][rows], scale: scales[s], pad: pads[s], page: page, pageCount: breaks.count)
            }
        }
    }

    /// `row` at `scale`: sprites left to right with the scaled padding between their cells.
    func placeRow(_ row: [SheetSprite], scale: Double) throws -> PlacedRow {
        let pad = SheetPixels.scaled(padding, scale: scale)
        let ext = SheetPixels.scaled(extrude, scale: scale)
        var frames: [SheetFrame] = []
        var x = 0, height = 0
        for (c, sprite) in row.enumerated() {
            if c > 0 { x += pad }
            let bounds = SheetPixels.bounds(sprite, scale: scale)
            let w = bounds.sprite.width, h = bounds.sprite.height
            let cell = PixelSize(width: bounds.slot.width + 2 * ext, height: bounds.slot.height + 2 * ext)
            if cell.width > maxSheetSize || cell.height > maxSheetSize {
                if !sprite.margin.isZero {
                    throw SheetError.shadowTooLarge(name: sprite.name, size: cell, margin: sprite.margin, scale: scale, limit: maxSheetSize)
                }
                throw SheetError.spriteTooLarge(name: sprite.name, size: cell, scale: scale, limit: maxSheetSize)
            }
            frames.append(SheetFrame(name: sprite.name, frame: PixelRect(x: x + ext, y: ext, width: w, height: h),
                                     pointSize: sprite.size(atScale: scale), bounds: bounds.inside, slot: bounds.slot))
            x += cell.width
            height = max(height, cell.height)
        }
        return PlacedRow(frames: frames, width: x, height: height)
    }

    /// The rows of each page: consecutive rows, as many as fit at every scale. A row that does not
    /// fit a page on its own (possible only at a fractional scale) fails with the page's size.
    func pageBreaks(_ placed: [[PlacedRow]], pads: [Int], scales: [Double], theme: String) throws -> [Range<Int>] {
        let rowCount = placed.first?.count ?? 0
        guard rowCount > 0 else { return [0..<0] }
        var breaks: [Range<Int>] = []
        var start = 0
        var widths = [Int](repeating: 0, count: scales.count), heights = widths
        var end = 0
        while end < rowCount {
            var fits = true
            var nextWidths = widths, nextHeights = heights
            for s in scales.indices {
                let row = placed[s][end]
                nextWidths[s] = max(widths[s], row.width)
                nextHeights[s] = heights[s] + (end > start ? pads[s] : 0) + row.height
                let size = sheetSize(PixelSize(width: nextWidths[s], height: nextHeights[s]))
                if size.width > maxSheetSize || size.height > maxSheetSize {
                    if end == start { throw SheetError.sheetTooLarge(theme: theme, size: size, scale: scales[s], limit: maxSheetSize) }
                    fits = false
                }
            }
            if fits {
                widths = nextWidths; heights = nextHeights; end += 1
            } else {
                breaks.append(start..<end)
                start = end
                widths = widths.map { _ in 0 }; heights = widths
            }
        }
        breaks.append(start..<end)
        return breaks
    }

    /// One page at one scale: `rows` stacked from y = 0 with the scaled padding between them.
    func pageLayout(_ rows: ArraySlice<PlacedRow>, scale: Double, pad: Int, page: Int, pageCount: Int) -> SheetLayout {
        var frames: [SheetFrame] = []
        var width = 0, y = 0
        for (r, row) in rows.enumerated() {
            if r > 0 { y += pad }
            for var f in row.frames {
                f.frame.y += y
                frames.append(f)
            }
            width = max(width, row.width)
            y += row.height
        }
        let size = frames.isEmpty ? sheetSize(PixelSize(width: 1, height: 1)) : sheetSize(PixelSize(width: max(width, 1), height: max(y, 1)))
        return SheetLayout(scale: scale, size: size, frames: frames, padding: pad,
                           extrude: SheetPixels.scaled(extrude, scale: scale), page: page, pageCount: pageCount)
    }

    /// `size` rounded up to powers of two when `powerOfTwo` is set.
    func sheetSize(_ size: PixelSize) -> PixelSize {
        powerOfTwo ? PixelSize(width: SheetPixels.powerOfTwo(atLeast: size.width), height: SheetPixels.powerOfTwo(atLeast: size.height)) : size
    }
}
