/// How sprites are packed into sheets: the settings `SheetPacker` and `StripLayout` use, with
/// Bezel's defaults (padding 2, extrude 0, sheets at most 4096 px a side, no power-of-two rounding)
/// declared here once. `RenderOptions.packing`, the command line's `--padding`, `--extrude`,
/// `--max-sheet-size` and `--power-of-two`, and a baseline's `render-options.json` all hold one.
///
///     var packing = PackingOptions()
///     packing.maxSheetSize = 2048
///     let packer = SheetPacker(packing, planningScale: 2)
public struct PackingOptions: Hashable, Sendable {
    /// Transparent pixels between neighbouring sprites at @1x, scaled with the sheet.
    public var padding: Int
    /// Edge pixels repeated around each sprite at @1x, scaled with the sheet.
    public var extrude: Int
    /// The largest sheet width or height in pixels at any scale.
    public var maxSheetSize: Int
    /// Rounds each sheet's width and height up to powers of two.
    public var powerOfTwo: Bool

    public init(padding: Int = 2, extrude: Int = 0, maxSheetSize: Int = 4096, powerOfTwo: Bool = false) {
        self.padding = padding; self.extrude = extrude; self.maxSheetSize = maxSheetSize; self.powerOfTwo = powerOfTwo
    }

    /// The values the command line and `render-options.json` accept for each setting.
    public static let paddingRange = 0...256, extrudeRange = 0...64, maxSheetSizeRange = 16...32768
}
