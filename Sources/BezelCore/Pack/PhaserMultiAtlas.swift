import Foundation

/// The Phaser 3 multiatlas of a sheet that spills into pages: one file per state and scale that
/// lists every page (`this.load.multiatlas(key, "normal@2x.multiatlas.json", folder)`).
///
/// Layout of the JSON, keys in this order:
/// ```
/// {"textures": [{"image": "normal@2x-0.png", "format": "RGBA8888", "size": {w,h}, "scale": 2,
///                "frames": [{"filename": "<name>", "frame": {x,y,w,h}, "rotated": false, "trimmed": false,
///                            "spriteSourceSize": {…}, "sourceSize": {…}, "pivot": {…}, …}, …]}, …],
///  "meta": {"app": "bezel", "version": "0.1.0"}}
/// ```
/// Phaser's `MultiAtlasFile` loads each texture's `image` (relative to the loader's path, or the
/// `path` argument of `multiatlas`, not to the JSON file), and its JSON-array parser reads the
/// frames of texture `i` from `textures[i].frames`: per frame `filename`, `frame`, `rotated`,
/// `trimmed`, `spriteSourceSize`, `sourceSize`, and `anchor` and `scale9Borders` when present. The
/// frame objects are the same as in `TexturePackerAtlas`, so a sprite has the same frame, anchor and
/// nine-slice borders in both files.
public struct PhaserMultiAtlas: Hashable, Sendable {
    /// One page: its layout, its image file name and the nine-slice borders of its frames.
    public struct Page: Hashable, Sendable {
        /// The page's layout (`SheetLayout.page`).
        public var layout: SheetLayout
        /// The page's image, relative to the folder the sheets are loaded from.
        public var image: String
        /// Nine-slice borders of the page's stretchable frames, by frame name.
        public var borders: [String: NineSliceBorders]
        public init(layout: SheetLayout, image: String, borders: [String: NineSliceBorders] = [:]) {
            self.layout = layout; self.image = image; self.borders = borders
        }
    }

    /// The pages in page order.
    public var pages: [Page]

    public init(pages: [Page]) { self.pages = pages }

    /// The multiatlas as a JSON value.
    public var json: JSONValue {
        let textures: [JSONValue] = pages.map { page in
            let frames: [JSONValue] = page.layout.frames.map { f in
                var o = TexturePackerAtlas.frameObject(f.frame, borders: page.borders[f.name])
                if f.hasMargin { TexturePackerAtlas.setAnchor(&o, f) }
                o.entries.insert(("filename", .string(f.name)), at: 0)
                return .object(o)
            }
            return .object(JSONObject([
                ("image", .string(page.image)),
                ("format", .string(TexturePackerAtlas.format)),
                ("size", TexturePackerAtlas.object(("w", page.layout.size.width), ("h", page.layout.size.height))),
                ("scale", .number(page.layout.scale)),
                ("frames", .array(frames)),
            ]))
        }
        let meta = JSONObject([("app", .string(TexturePackerAtlas.app)), ("version", .string(TexturePackerAtlas.version))])
        return .object(JSONObject([("textures", .array(textures)), ("meta", .object(meta))]))
    }

    /// The multiatlas as JSON text (`JSONWriter`, pretty by default, ending in a newline).
    public func text(pretty: Bool = true) -> String { JSONWriter.write(json, pretty: pretty) }

    /// The UTF-8 bytes of `text(pretty:)`, for the multiatlas file.
    public func data(pretty: Bool = true) -> Data { JSONWriter.data(json, pretty: pretty) }
}
