/// The `--strips` sheet of one button: its states side by side, left to right in the given order.
///
/// Every state's frame has the button's size plus its margin (a shadow's reach, `SpriteMargin`); neighbours are separated by padding, with the same
/// pixel rules as `SheetPacker` (`ceil(ceil(points) × scale)` pixels per frame, padding and extrude
/// in @1x pixels scaled up with `ceil`), so at integral scales every frame is exactly `scale ×` its
/// @1x frame. Frames are named `<button>/<state>` (`SheetNaming.stripFrameName`), in state order, and
/// the result is a `SheetLayout` that `TexturePackerAtlas` turns into the strip's atlas.
public struct StripLayout: Hashable, Sendable {
    /// The button's name (the strip's file name and the frames' prefix).
    public var button: String
    /// The button's size in points.
    public var size: Size
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

    /// The strip at `scale`. Throws `SheetError` for bad options, duplicate states, or a strip over
    /// `maxSheetSize` (named `buttons/<button>` in the message).
    public func layout(scale: Double) throws -> SheetLayout {
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
        let bounds = SheetPixels.bounds(size, margin: margin, scale: scale)
        let w = bounds.sprite.width, h = bounds.sprite.height
        let cell = PixelSize(width: w + 2 * ext, height: h + 2 * ext)
        if cell.width > maxSheetSize || cell.height > maxSheetSize {
            if !margin.isZero {
                throw SheetError.shadowTooLarge(name: button, size: cell, margin: margin, scale: scale, limit: maxSheetSize)
            }
            throw SheetError.spriteTooLarge(name: button, size: cell, scale: scale, limit: maxSheetSize)
        }
        let frames = states.enumerated().map { i, state in
            SheetFrame(name: SheetNaming.stripFrameName(button: button, state: state),
                       frame: PixelRect(x: i * (cell.width + pad) + ext, y: ext, width: w, height: h),
                       pointSize: size, bounds: bounds.inside)
        }
        let width = states.count * cell.width + max(0, states.count - 1) * pad
        let sheet = frames.isEmpty ? PixelSize(width: 1, height: 1)
            : PixelSize(width: max(1, width), height: max(1, cell.height))
        let layout = SheetLayout(scale: scale, size: sheet, frames: frames, padding: pad, extrude: ext)
        try layout.checkLimit(maxSheetSize, theme: SheetNaming.stripFolder + "/" + button)
        return layout
    }

    /// The strip at each of `scales`, in that order.
    public func layouts(scales: [Double]) throws -> [SheetLayout] {
        try scales.map { try layout(scale: $0) }
    }
}
