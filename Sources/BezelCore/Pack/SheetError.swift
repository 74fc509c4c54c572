/// Why a sheet cannot be laid out. `description` is the message shown to users.
public enum SheetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sprite alone (with its extrusion) is wider or taller than `limit` pixels at `scale`.
    case spriteTooLarge(name: String, size: PixelSize, scale: Double, limit: Int)
    /// One sprite is too large only with the margin its outer shadow layers need (`SpriteMargin`).
    case shadowTooLarge(name: String, size: PixelSize, margin: SpriteMargin, scale: Double, limit: Int)
    /// The packed sheet of `theme` is wider or taller than `limit` pixels at `scale`.
    case sheetTooLarge(theme: String, size: PixelSize, scale: Double, limit: Int)
    /// The one-row strip of `button` (`--strips`) is wider or taller than `limit` pixels at `scale`.
    case stripTooLarge(button: String, size: PixelSize, scale: Double, limit: Int)
    /// Two sprites share a name (atlas keys must be unique).
    case duplicateName(String)
    /// A sprite's size is negative, infinite or NaN.
    case invalidSize(name: String, size: Size)
    /// A scale is not a finite positive number.
    case invalidScale(Double)
    /// A packer option is out of range (negative padding, a non-positive limit, …).
    case invalidOption(String)

    public var description: String {
        switch self {
        case let .spriteTooLarge(name, size, scale, limit):
            return "sprite '\(name)' is \(size) at \(SheetNaming.scaleLabel(scale)), over the \(limit) px "
                + "limit of one sheet; make the button smaller or \(Self.raise(to: size, area: InputLimits.spritePixels) ?? Self.smallerScales(size, InputLimits.spritePixels))"
        case let .shadowTooLarge(name, size, m, scale, limit):
            return "sprite '\(name)' with its layer shadow is \(size) at \(SheetNaming.scaleLabel(scale)) (the shadow reaches "
                + "\(m.left), \(m.top), \(m.right), \(m.bottom) pt beyond the left, top, right, bottom of the button), over the "
                + "\(limit) px limit of one sheet; make the shadow's radius or spread smaller, "
                + (Self.raise(to: size, area: InputLimits.spritePixels).map { "render smaller scales or " + $0 }
                    ?? "or " + Self.smallerScales(size, InputLimits.spritePixels))
        case let .sheetTooLarge(theme, size, scale, limit):
            return "sheet for theme \(theme) would be \(size) at \(SheetNaming.scaleLabel(scale)), over the "
                + "\(limit) px limit; split the theme or \(Self.raise(to: size))"
        case let .stripTooLarge(button, size, scale, limit):
            return "strip \(SheetNaming.stripFolder)/\(button) (--strips: the states of button '\(button)' in one row) would be \(size) at "
                + "\(SheetNaming.scaleLabel(scale)), over the \(limit) px limit; render without --strips or \(Self.raise(to: size))"
        case .duplicateName(let name):
            return "two sprites are named '\(name)'; sprite names must be unique in a sheet"
        case let .invalidSize(name, size):
            return "sprite '\(name)' has an invalid size \(JSONWriter.number(size.width))×"
                + "\(JSONWriter.number(size.height)) pt; sizes must be finite and not negative"
        case .invalidScale(let scale):
            return "invalid scale \(scale); scales must be finite and greater than 0"
        case .invalidOption(let message):
            return message
        }
    }

    /// The `--max-sheet-size` that fits one sprite or mask of `size`, or nil when a larger sheet
    /// would not help: the sprite's `area` (pixels) is over its limit whatever the sheet size.
    package static func raise(to size: PixelSize, area: InputLimit) -> String? {
        size.width * size.height > area.value ? nil : raise(to: size)
    }

    /// The advice for a sprite or mask of `size` over `area`: smaller scales, since no sheet size helps.
    package static func smallerScales(_ size: PixelSize, _ area: InputLimit) -> String {
        "render smaller scales (a larger --max-sheet-size would not help: \(size) is over \(area.shown), limit \(area.name))"
    }

    /// The `--max-sheet-size` that fits `size`, when the option allows one that large.
    package static func raise(to size: PixelSize) -> String {
        let needed = max(size.width, size.height)
        guard needed <= PackingOptions.maxSheetSizeRange.upperBound else {
            return "render smaller scales (\(needed) px is over the largest --max-sheet-size, \(PackingOptions.maxSheetSizeRange.upperBound))"
        }
        return "pass --max-sheet-size \(needed) (or more)"
    }
}
