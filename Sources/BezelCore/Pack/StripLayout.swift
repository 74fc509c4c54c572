/// The `--strips` sheet of one button: its states side by side, left to right in the given order.
/// A strip wider than `maxSheetSize` wraps into rows, and one taller than that spills into pages,
/// as sheets do (`SheetPacker`): a strip is refused only when one state's frame is over the limit,
/// which `validate` refuses too.
///
/// Every state's frame has the button's size plus its margin (a shadow's reach, `SpriteMargin`); neighbours are separated by padding, with the same
/// pixel rules as `SheetPacker` (`ceil(ceil(points) × scale)` pixels per frame, or `points × scale`
/// for a size given on a scale's pixel grid; padding and extrude in @1x pixels scaled up with
/// `ceil`). Frames are named `<button>/<state>` (`SheetNaming.stripFrameName`), in state order, and
/// the result is a `SheetLayout` that `TexturePackerAtlas` turns into the strip's atlas.
public struct StripLayout: Hashable, Sendable {
    /// The button's name (the strip's file name and the frames' prefix).
    public var button: String
    /// The button's size in points at @1x (and at every scale `scaledSize` does not list).
    public var size: Size
    /// The button's size on the pixel grid of each scale where it differs from `size`
    /// (`SheetSprite.scaledSize`).
    public var scaledSize: [Double: Size] = [:]
    /// The states in strip order (duplicates are rejected).
    public var states: [ControlState]
    /// Transparent pixels between states at @1x, scaled with the sheet.
    public var padding: Int
    /// Edge pixels repeated around each frame at @1x, scaled with the sheet.
    public var extrude: Int
    /// The largest strip width or height in pixels.
    public var maxSheetSize: Int
    /// Whole points around the button inside each frame (its shadow's reach).
    public var margin: SpriteMargin

    /// The strip of `button` with each packing setting given, the others at `PackingOptions`' defaults.
    public init(button: String, size: Size, states: [ControlState], padding: Int = PackingOptions().padding,
                extrude: Int = PackingOptions().extrude, maxSheetSize: Int = PackingOptions().maxSheetSize,
                margin: SpriteMargin = .zero) {
        self.button = button; self.size = size; self.states = states
        self.padding = padding; self.extrude = extrude; self.maxSheetSize = maxSheetSize; self.margin = margin
    }

    /// The strip of `button` packed with `packing` (strips are never rounded to powers of two).
    public init(button: String, size: Size, states: [ControlState], packing: PackingOptions, margin: SpriteMargin = .zero) {
        self.init(button: button, size: size, states: states, padding: packing.padding, extrude: packing.extrude,
                  maxSheetSize: packing.maxSheetSize, margin: margin)
    }

    /// The strip of a button whose size depends on the scale, packed with `packing`.
    public init(button: String, size: ScaledSize, states: [ControlState], packing: PackingOptions, margin: SpriteMargin = .zero) {
        self.init(button: button, size: size.base, states: states, packing: packing, margin: margin)
        scaledSize = size.byScale
    }

    /// The strip at `scale` in one row. Throws `SheetError` for bad options, duplicate states, or a
    /// row over `maxSheetSize` (`stripTooLarge`).
    public func layout(scale: Double) throws -> SheetLayout {
        try pages(scale: scale, wrapping: false)[0]
    }

    /// The strip at `scale`: one row while it fits `maxSheetSize`, else rows of as many states as
    /// fit, on as many pages as it takes (each page `page` of `pageCount`). Throws `SheetError` for
    /// bad options, duplicate states, or one state's frame over the limit.
    public func pages(scale: Double) throws -> [SheetLayout] {
        try pages(scale: scale, wrapping: true)
    }

    func pages(scale: Double, wrapping: Bool) throws -> [SheetLayout] {
        guard SheetPixels.isValid(scale: scale) else { throw SheetError.invalidScale(scale) }
        guard SheetPixels.isValid(size: size) else { throw SheetError.invalidSize(name: button, size: size) }
        if padding < 0 { throw SheetError.invalidOption("padding must not be negative (got \(padding))") }
        if extrude < 0 { throw SheetError.invalidOption("extrude must not be negative (got \(extrude))") }
        var seen = Set<ControlState>()
        for state in states where !seen.insert(state).inserted {
            throw SheetError.duplicateName(SheetNaming.stripFrameName(button: button, state: state))
        }
        let pad = SheetPixels.scaled(padding, scale: scale)
        let ext = SheetPixels.scaled(extrude, scale: scale)
        var sprite = SheetSprite(name: button, size: size, margin: margin)
        sprite.scaledSize = scaledSize
        let bounds = SheetPixels.bounds(sprite, scale: scale)
        let cell = PixelSize(width: bounds.slot.width + 2 * ext, height: bounds.slot.height + 2 * ext)
        if cell.width > maxSheetSize || cell.height > maxSheetSize {
            if !margin.isZero {
                throw SheetError.shadowTooLarge(name: button, size: cell, margin: margin, scale: scale, limit: maxSheetSize)
            }
            throw SheetError.spriteTooLarge(name: button, size: cell, scale: scale, limit: maxSheetSize)
        }
        guard !states.isEmpty else { return [SheetLayout(scale: scale, size: PixelSize(width: 1, height: 1), frames: [], padding: pad, extrude: ext)] }
        let oneRow = states.count * cell.width + (states.count - 1) * pad
        let columns = oneRow <= maxSheetSize || !wrapping ? states.count : max(1, (maxSheetSize + pad) / (cell.width + pad))
        let rowsPerPage = max(1, (maxSheetSize + pad) / (cell.height + pad))
        let perPage = columns * rowsPerPage
        let pageCount = (states.count + perPage - 1) / perPage
        var pages: [SheetLayout] = []
        for page in 0..<pageCount {
            let onPage = Array(states.enumerated().dropFirst(page * perPage).prefix(perPage))
            let frames = onPage.enumerated().map { slot, entry in
                SheetFrame(name: SheetNaming.stripFrameName(button: button, state: entry.element),
                           frame: PixelRect(x: slot % columns * (cell.width + pad) + ext, y: slot / columns * (cell.height + pad) + ext,
                                            width: bounds.sprite.width, height: bounds.sprite.height),
                           pointSize: sprite.size(atScale: scale), bounds: bounds.inside, slot: bounds.slot)
            }
            let used = min(onPage.count, columns), rows = (onPage.count + columns - 1) / columns
            let sheet = PixelSize(width: used * cell.width + (used - 1) * pad, height: rows * cell.height + (rows - 1) * pad)
            let layout = SheetLayout(scale: scale, size: sheet, frames: frames, padding: pad, extrude: ext, page: page, pageCount: pageCount)
            if sheet.width > maxSheetSize || sheet.height > maxSheetSize {
                throw SheetError.stripTooLarge(button: button, size: sheet, scale: scale, limit: maxSheetSize)
            }
            pages.append(layout)
        }
        return pages
    }

    /// The strip's pages at each of `scales`, scale by scale.
    public func layouts(scales: [Double]) throws -> [SheetLayout] {
        try scales.flatMap { try pages(scale: $0) }
    }
}
