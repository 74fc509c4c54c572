/// A sprite to place on a sheet: a unique name and its size in points.
public struct SheetSprite: Hashable, Sendable {
    public var name: String
    /// The size in points; the packer reserves `ceil(ceil(points) × scale)` pixels for it.
    public var size: Size
    public init(name: String, size: Size) { self.name = name; self.size = size }
}

/// Where one sprite sits on a sheet.
public struct SheetFrame: Hashable, Sendable {
    /// The atlas key (a button name, or `<button>/<state>` in a strip).
    public var name: String
    /// The sprite's rect on the sheet in pixels. Extruded pixels, if any, lie outside it.
    public var frame: PixelRect
    /// The sprite's size in points, as given to the packer. The renderer draws the sprite at
    /// `frame`'s origin at the layout's scale; it fits inside `frame` (see `SheetPixels`).
    public var pointSize: Size
    public init(name: String, frame: PixelRect, pointSize: Size) {
        self.name = name; self.frame = frame; self.pointSize = pointSize
    }
}

/// The layout of one sheet at one scale: the sheet's size and every sprite's frame, in pixels.
public struct SheetLayout: Hashable, Sendable {
    /// The scale the pixels are at (1 = @1x, 2 = @2x, …).
    public var scale: Double
    /// The sheet's size in pixels (1×1 when it holds no sprite, so that it is still a valid image).
    public var size: PixelSize
    /// The frames in atlas order: name order for packed sheets, the given state order for strips.
    public var frames: [SheetFrame]
    /// Transparent pixels between neighbouring sprites (with their extrusions) at this scale.
    public var padding: Int
    /// Pixels of each sprite's edge repeated outward around its frame at this scale.
    public var extrude: Int

    public init(scale: Double, size: PixelSize, frames: [SheetFrame], padding: Int = 0, extrude: Int = 0) {
        self.scale = scale; self.size = size; self.frames = frames
        self.padding = padding; self.extrude = extrude
    }

    /// The frame named `name`, if any.
    public func frame(named name: String) -> SheetFrame? { frames.first { $0.name == name } }

    /// Checks the sheet size against `limit` in both dimensions.
    func checkLimit(_ limit: Int, theme: String) throws {
        if size.width > limit || size.height > limit {
            throw SheetError.sheetTooLarge(theme: theme, size: size, scale: scale, limit: limit)
        }
    }
}
