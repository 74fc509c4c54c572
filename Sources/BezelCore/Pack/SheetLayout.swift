/// A sprite to place on a sheet: a unique name, the button's size in points and the margin
/// around it (its shadow's reach; none for most buttons).
public struct SheetSprite: Hashable, Sendable {
    public var name: String
    /// The button's size in points at @1x (and at every scale `scaledSize` does not list): the
    /// packer plans its rows with it and reserves `ceil(ceil(points) × scale)` pixels for it.
    public var size: Size
    /// The button's size on the pixel grid of each scale where it differs from `size` (an intrinsic
    /// size ceil'd to 1/scale: 34.333 pt at @3x); it takes exactly `points × scale` pixels there.
    public var scaledSize: [Double: Size]
    /// Whole points around the button inside the sprite (`ceil(points × scale)` pixels a side).
    public var margin: SpriteMargin
    public init(name: String, size: Size, margin: SpriteMargin = .zero) {
        self.name = name; self.size = size; self.scaledSize = [:]; self.margin = margin
    }
    /// A sprite whose size depends on the scale (`ScaledSize.base` plans the rows).
    public init(name: String, size: ScaledSize, margin: SpriteMargin = .zero) {
        self.name = name; self.size = size.base; self.scaledSize = size.byScale; self.margin = margin
    }
    /// The button's size in points at `scale`.
    public func size(atScale scale: Double) -> Size { scaledSize[scale] ?? size }
}

/// Where one sprite sits on a sheet.
public struct SheetFrame: Hashable, Sendable {
    /// The atlas key (a button name, or `<button>/<state>` in a strip).
    public var name: String
    /// The whole sprite's rect on the sheet in pixels (the button and its margin). Extruded
    /// pixels, if any, lie outside it.
    public var frame: PixelRect
    /// The button's size in points at the layout's scale, as given to the packer (on that scale's
    /// pixel grid for an intrinsic size: 34.333 pt at @3x). The renderer draws the button at
    /// `frame`'s origin plus `bounds`' origin at the layout's scale; it fits inside `bounds`.
    public var pointSize: Size
    /// The button's bounds inside the sprite, in pixels relative to `frame`'s origin: the whole
    /// frame for a sprite without a margin.
    public var bounds: PixelRect
    /// The pixels the packer reserves for the sprite from `frame`'s origin: the frame's size, or,
    /// for a button sized on this scale's pixel grid (34.333 pt: 103 px at @3x), the size it would
    /// take in whole points (105 px), the rest transparent, so that every integral scale's sheet is
    /// `scale ×` the @1x sheet in positions and size (CSS sprites rely on it).
    public var slot: PixelSize
    public init(name: String, frame: PixelRect, pointSize: Size, bounds: PixelRect? = nil, slot: PixelSize? = nil) {
        self.name = name; self.frame = frame; self.pointSize = pointSize
        self.bounds = bounds ?? PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        self.slot = slot ?? frame.size
    }
    /// Whether the sprite is larger than the button's bounds (a shadow around them).
    public var hasMargin: Bool { bounds != PixelRect(x: 0, y: 0, width: frame.width, height: frame.height) }
    /// The pixels between the button's bounds and each edge of the sprite (all 0 without a margin).
    public var margin: NineSliceBorders {
        NineSliceBorders(left: bounds.x, top: bounds.y, right: frame.width - bounds.maxX, bottom: frame.height - bounds.maxY)
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
    /// The page's index, from 0, when the sprites spill into several pages (`SheetPacker.layouts`).
    public var page: Int
    /// How many pages the sheet has: 1 when every sprite fits one sheet.
    public var pageCount: Int

    public init(scale: Double, size: PixelSize, frames: [SheetFrame], padding: Int = 0, extrude: Int = 0,
                page: Int = 0, pageCount: Int = 1) {
        self.scale = scale; self.size = size; self.frames = frames
        self.padding = padding; self.extrude = extrude; self.page = page; self.pageCount = pageCount
    }

    /// Whether the sheet is one of several pages (its files are then named `<state>[@Nx]-<page>`).
    public var isPaged: Bool { pageCount > 1 }
    /// The page as file names show it: `page` on a paged sheet, nil on a sheet of one page.
    public var namedPage: Int? { isPaged ? page : nil }

    /// The frame named `name`, if any.
    public func frame(named name: String) -> SheetFrame? { frames.first { $0.name == name } }

    /// Checks the sheet size against `limit` in both dimensions.
    func checkLimit(_ limit: Int, theme: String) throws {
        if size.width > limit || size.height > limit {
            throw SheetError.sheetTooLarge(theme: theme, size: size, scale: scale, limit: limit)
        }
    }
}
