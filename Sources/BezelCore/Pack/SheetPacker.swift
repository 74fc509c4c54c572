/// Packs sprites into one sheet per scale with a shelf (row) packer in name order.
///
/// The layout is meant to be predictable and diff-friendly rather than tight:
/// - Sprites are sorted by name (UTF-8 byte order) and placed left to right in rows; a row wraps
///   when the next sprite would pass the *row width*. A row is as tall as its tallest sprite.
/// - The row width, in @1x pixels, is the smallest power of two `>= sqrt(total area)` of the sprites
///   (each with its padding and extrusion), at most `maxSheetSize / planningScale` (with
///   `powerOfTwo`, the largest power of two `<= maxSheetSize` over `planningScale`) so that the same
///   rows still fit at the largest scale usually rendered, and at least the widest sprite. Because
///   of the power of two, adding a sprite with a later name usually moves no earlier sprite.
/// - The rows are computed once, at @1x, and reused at every scale, so a sprite keeps its row and
///   neighbours at every scale and the layout does not depend on which scales are rendered.
/// - A sprite with a margin (`SpriteMargin`, a shadow's reach) is the button plus its margin:
///   `ceil(margin × scale)` more pixels on each side, the button's bounds inside at that offset.
/// - Pixel sizes: a button takes `ceil(ceil(points) × scale)` pixels, its slot; a button whose size
///   is given on a scale's pixel grid (`SheetSprite.scaledSize`: 34.333 pt at @3x) takes exactly
///   `points × scale` there (103 px) at the top left of that slot (105 px), the rest transparent.
///   Padding and extrude are pixels at @1x and take `ceil(value × scale)` pixels. At an integral
///   scale every slot (position and size) is therefore exactly `scale ×` its @1x slot. At a
///   fractional scale (1.5) positions are accumulated from those rounded-up slots (or a sprite's
///   own size where it is larger) along the same rows: every position is a whole pixel and no two
///   sprites overlap.
/// - Padding separates neighbouring sprites (and their extrusions); there is none at the sheet's
///   edges. Extrusion surrounds each frame, inside the sheet, and does not change the frame.
/// - The sheet is as large as its rows (rounded up to powers of two with `powerOfTwo`). A sheet
///   with no sprite is 1×1 pixels, so that it can still be written as an image and loaded.
public struct SheetPacker: Hashable, Sendable {
    /// Transparent pixels between neighbours at @1x, scaled with the sheet.
    public var padding: Int
    /// Edge pixels repeated around each sprite at @1x, scaled with the sheet.
    public var extrude: Int
    /// The largest sheet width or height in pixels at any scale.
    public var maxSheetSize: Int
    /// Rounds each sheet's width and height up to powers of two.
    public var powerOfTwo: Bool
    /// The scale the row width is planned for (default 3): rows wrap at no more than
    /// `maxSheetSize / planningScale` @1x pixels, unless a single sprite is wider.
    public var planningScale: Double

    /// A packer with each setting given, the others at `PackingOptions`' defaults.
    public init(padding: Int = PackingOptions().padding, extrude: Int = PackingOptions().extrude,
                maxSheetSize: Int = PackingOptions().maxSheetSize, powerOfTwo: Bool = PackingOptions().powerOfTwo,
                planningScale: Double = 3) {
        self.padding = padding; self.extrude = extrude; self.maxSheetSize = maxSheetSize
        self.powerOfTwo = powerOfTwo; self.planningScale = planningScale
    }

    /// A packer with `packing`'s settings.
    public init(_ packing: PackingOptions, planningScale: Double = 3) {
        self.init(padding: packing.padding, extrude: packing.extrude, maxSheetSize: packing.maxSheetSize,
                  powerOfTwo: packing.powerOfTwo, planningScale: planningScale)
    }

    /// The packer's settings (without the planning scale).
    public var packing: PackingOptions {
        PackingOptions(padding: padding, extrude: extrude, maxSheetSize: maxSheetSize, powerOfTwo: powerOfTwo)
    }

    /// The sheet layouts of `sprites` at each of `scales`, in that order, each scale's pages in page
    /// order: one layout per scale when the sprites fit one sheet of `maxSheetSize`, else the same
    /// number of pages at every scale (`SheetLayout.page`, `pageCount`), a sprite on the same page
    /// at every scale. Only a sprite larger than the limit on its own is an error.
    public func layouts(_ sprites: [SheetSprite], scales: [Double], theme: String) throws -> [SheetLayout] {
        try paginate(plan(sprites), scales: scales, theme: theme)
    }

    /// The one sheet of `sprites` at `scale`; throws `SheetError.sheetTooLarge` when they need more
    /// than one page (use `layouts` to spill into pages).
    public func layout(_ sprites: [SheetSprite], scale: Double, theme: String) throws -> SheetLayout {
        let pages = try paginate(plan(sprites), scales: [scale], theme: theme)
        if pages.count > 1 {
            let size = PixelSize(width: pages.map(\.size.width).max()!,
                                 height: pages.map(\.size.height).reduce(0, +) + (pages.count - 1) * pages[0].padding)
            throw SheetError.sheetTooLarge(theme: theme, size: size, scale: scale, limit: maxSheetSize)
        }
        return pages[0]
    }

    /// The row width in @1x pixels that `sprites` wrap at (see the type's documentation).
    public func rowWidth(_ sprites: [SheetSprite]) throws -> Int {
        try plan(sprites).rowWidth
    }

    // MARK: - Plan (rows at @1x)

    struct Plan {
        var rows: [[SheetSprite]]
        var rowWidth: Int
    }

    func validate() throws {
        if padding < 0 { throw SheetError.invalidOption("padding must not be negative (got \(padding))") }
        if extrude < 0 { throw SheetError.invalidOption("extrude must not be negative (got \(extrude))") }
        if maxSheetSize < 1 {
            throw SheetError.invalidOption("the maximum sheet size must be at least 1 px (got \(maxSheetSize))")
        }
        if !SheetPixels.isValid(scale: planningScale) { throw SheetError.invalidScale(planningScale) }
    }

    func plan(_ sprites: [SheetSprite]) throws -> Plan {
        try validate()
        for sprite in sprites where !SheetPixels.isValid(size: sprite.size) {
            throw SheetError.invalidSize(name: sprite.name, size: sprite.size)
        }
        let sorted = sprites.sorted { SheetPixels.byteOrder($0.name, $1.name) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.name.utf8.elementsEqual(b.name.utf8) {
            throw SheetError.duplicateName(a.name)
        }
        // Cell sizes at @1x: the button rounded up to whole points, its margin, and its extrusion
        // on both sides.
        func cellWidth(_ s: SheetSprite) -> Int {
            s.margin.left + SheetPixels.sprite(s.size.width, scale: 1) + s.margin.right + 2 * extrude
        }
        func cellHeight(_ s: SheetSprite) -> Int {
            s.margin.top + SheetPixels.sprite(s.size.height, scale: 1) + s.margin.bottom + 2 * extrude
        }

        let area = sorted.reduce(0.0) { $0 + Double(cellWidth($1) + padding) * Double(cellHeight($1) + padding) }
        let target = SheetPixels.powerOfTwo(atLeast: Int(area.squareRoot().rounded(.up)))
        // With power-of-two sheets, a row must still fit once its width is rounded up.
        let limit = powerOfTwo ? 1 << (Int.bitWidth - 1 - maxSheetSize.leadingZeroBitCount) : maxSheetSize
        let cap = max(1, Int((Double(limit) / planningScale).rounded(.down)))
        let widest = sorted.map(cellWidth).max() ?? 0
        let rowWidth = max(widest, min(target, cap))

        var rows: [[SheetSprite]] = []
        var x = 0
        for sprite in sorted {
            let w = cellWidth(sprite)
            if let last = rows.indices.last, !rows[last].isEmpty, x + padding + w <= rowWidth {
                rows[last].append(sprite)
                x += padding + w
            } else {
                rows.append([sprite])
                x = w
            }
        }
        return Plan(rows: rows, rowWidth: rowWidth)
    }
}
