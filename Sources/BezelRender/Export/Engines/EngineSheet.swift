import BezelCore

/// One raster page as the engine formats (`libgdx`, `love`, `starling`, `godot`) see it: the
/// page's image, size and scale and every sprite on it with its nine-slice caps and content
/// padding. A page is a state's sheet page, or a page of the panels' sheet (`backgrounds[@Nx].png`,
/// `state` nil), whose frames are the panels of buttons with cap insets (`Frame.panel`). Made once per page from the packed layout (`ThemeRenderer.engineSheet`) and handed to
/// every engine writer, so no writer derives a frame of its own.
public struct EngineSheet: Hashable, Sendable {
    /// One sprite: a button in this page's state.
    public struct Frame: Hashable, Sendable {
        /// The button's name (the JSON-hash frame key).
        public var name: String
        /// The sprite's rect on the page, in pixels (the button and the shadow around it, if any).
        public var rect: PixelRect
        /// The button's bounds inside the sprite, relative to `rect`'s origin: all of `rect` for a
        /// sprite without a shadow margin.
        public var bounds: PixelRect
        /// The fixed edges of a stretchable sprite in pixels (its cap insets, plus the shadow
        /// margin): what stays when the sprite is stretched. Nil: not stretchable.
        public var caps: NineSliceBorders?
        /// Where content (a title) goes in a stretchable sprite: its content insets in pixels, plus
        /// the shadow margin. Nil when the sprite is not stretchable.
        public var padding: NineSliceBorders?
        /// Whether the button draws the page's state. A button keeps its frame on every state's
        /// page, as in the TexturePacker atlases, and that frame is empty in a state it does not
        /// draw (`"states"` narrowed for the button, a state with hover the button has no look
        /// for); libGDX regions and Godot textures leave it out.
        public var isDrawn: Bool
        /// On the panels' page: the button and state whose panel this frame is (`name` is
        /// `<button>/<state>/background`); nil on a state's page.
        public var panel: Panel?

        public init(name: String, rect: PixelRect, bounds: PixelRect, caps: NineSliceBorders? = nil,
                    padding: NineSliceBorders? = nil, isDrawn: Bool = true, panel: Panel? = nil) {
            self.name = name; self.rect = rect; self.bounds = bounds; self.caps = caps; self.padding = padding
            self.isDrawn = isDrawn; self.panel = panel
        }

        /// The centre of the button's bounds in pixels from the sprite's top-left corner: the point
        /// a sprite with a shadow margin is placed by.
        public var pivot: (x: Double, y: Double) {
            (Double(bounds.x) + Double(bounds.width) / 2, Double(bounds.y) + Double(bounds.height) / 2)
        }
        /// Whether the sprite is larger than the button (a shadow around it).
        public var hasMargin: Bool { bounds != PixelRect(x: 0, y: 0, width: rect.width, height: rect.height) }
    }

    /// The button and state a panel frame belongs to.
    public struct Panel: Hashable, Sendable {
        public var button: String
        public var state: ControlState
        public init(button: String, state: ControlState) { self.button = button; self.state = state }
    }

    /// The state the page draws; nil for a page of the panels' sheet.
    public var state: ControlState?
    /// The page's PNG file name (`normal@2x.png`, `normal@2x-1.png`).
    public var image: String
    /// The page's size in pixels.
    public var size: PixelSize
    /// Pixels per point.
    public var scale: Double
    /// The sprites in atlas order (name order).
    public var frames: [Frame]

    public init(state: ControlState?, image: String, size: PixelSize, scale: Double, frames: [Frame]) {
        self.state = state; self.image = image; self.size = size; self.scale = scale; self.frames = frames
    }

    /// The file beside the page that holds `kind` (`normal@2x.lua` beside `normal@2x.png`).
    public func sibling(_ kind: SheetFileKind) -> String {
        String(image.dropLast(".png".count)) + "." + kind.fileExtension
    }
}
