import Foundation

/// A TexturePacker "JSON Hash" atlas for one sheet, as PixiJS (v8 `Spritesheet`) and Phaser 3
/// (`load.atlas`, `Parsers.JSONHash`) read it.
///
/// Layout of the JSON, keys in this order:
/// ```
/// {"frames": {"<name>": {"frame": {x,y,w,h}, "rotated": false, "trimmed": false,
///                        "spriteSourceSize": {"x":0,"y":0,w,h}, "sourceSize": {w,h},
///                        "pivot": {"x":0.5,"y":0.5},
///                        ["borders": {left,top,right,bottom}, "scale9Borders": {x,y,w,h}]}, …},
///  "meta": {"app":"bezel", "version", "image", "format":"RGBA8888", "size":{w,h}, "scale":"2",
///           ["related_multi_packs": ["normal@2x-1.json", …]]}}
/// ```
/// A page of a paged sheet lists the atlases of the other pages in `related_multi_packs`, file
/// names relative to its own folder, in page order and without itself: PixiJS v8's spritesheet
/// loader loads each of them (joined to the atlas's folder) and links the pages.
/// Frames follow the layout's order (name order for packed sheets). Sprites are never rotated or
/// trimmed, so `spriteSourceSize` is the whole frame and `sourceSize` is the frame's size. A sprite
/// that holds a shadow around the button (`SheetFrame.hasMargin`) is still one untrimmed frame, the
/// shadow included; its `pivot` is the centre of the button's bounds as fractions of the frame,
/// and it also gets `"anchor"` with the same point after the other keys: PixiJS v8 `Spritesheet`
/// reads `anchor` (the texture's `defaultAnchor`) and Phaser 3 `JSONArray`/`JSONHash` reads
/// `anchor` (the frame's custom pivot, which sets a sprite's origin); neither reads `pivot`. `meta.scale`
/// is a string, as TexturePacker writes it (Pixi reads it with `parseFloat` as the resolution).
/// `borders` is read by Pixi (nine-slice default borders); `scale9Borders` by Phaser
/// (`Frame.setScale9(x, y, w, h)`: the centre rect relative to the frame). Both are in sheet pixels.
public struct TexturePackerAtlas: Hashable, Sendable {
    /// `meta.app`.
    public static let app = "bezel"
    /// `meta.version`: the atlas format version this writer produces.
    public static let version = "0.1.0"
    /// `meta.format`: sheets are 8-bit RGBA PNGs.
    public static let format = "RGBA8888"

    /// The sheet's layout.
    public var layout: SheetLayout
    /// The sheet image's file name, relative to the atlas (`highlighted@2x.png`).
    public var image: String
    /// Nine-slice borders of stretchable frames, by frame name; frames without an entry have none.
    public var borders: [String: NineSliceBorders]
    /// The atlases of the sheet's other pages, relative to this one (`meta.related_multi_packs`,
    /// which PixiJS follows to load every page); empty for a sheet of one page.
    public var relatedMultiPacks: [String]

    public init(layout: SheetLayout, image: String, borders: [String: NineSliceBorders] = [:], relatedMultiPacks: [String] = []) {
        self.layout = layout; self.image = image; self.borders = borders; self.relatedMultiPacks = relatedMultiPacks
    }

    /// The atlas as a JSON value.
    public var json: JSONValue {
        var frames = JSONObject()
        for f in layout.frames {
            var o = Self.frameObject(f.frame, borders: borders[f.name])
            if f.hasMargin { Self.setAnchor(&o, f) }
            frames.entries.append((f.name, .object(o)))
        }
        var meta = plainMeta
        if !relatedMultiPacks.isEmpty { meta.entries.append(("related_multi_packs", .array(relatedMultiPacks.map(JSONValue.string)))) }
        return .object(JSONObject([("frames", .object(frames)), ("meta", .object(meta))]))
    }

    /// `meta` without `related_multi_packs`: app, version, image, format, size and scale.
    var plainMeta: JSONObject {
        JSONObject([
            ("app", .string(Self.app)),
            ("version", .string(Self.version)),
            ("image", .string(image)),
            ("format", .string(Self.format)),
            ("size", Self.object(("w", layout.size.width), ("h", layout.size.height))),
            ("scale", .string(JSONWriter.number(layout.scale))),
        ])
    }

    /// The atlas as JSON text (`JSONWriter`, pretty by default, ending in a newline).
    public func text(pretty: Bool = true) -> String { JSONWriter.write(json, pretty: pretty) }

    /// The UTF-8 bytes of `text(pretty:)`, for the atlas file.
    public func data(pretty: Bool = true) -> Data { JSONWriter.data(json, pretty: pretty) }

    static func frameObject(_ r: PixelRect, borders: NineSliceBorders?) -> JSONObject {
        var o = JSONObject([
            ("frame", object(("x", r.x), ("y", r.y), ("w", r.width), ("h", r.height))),
            ("rotated", .bool(false)),
            ("trimmed", .bool(false)),
            ("spriteSourceSize", object(("x", 0), ("y", 0), ("w", r.width), ("h", r.height))),
            ("sourceSize", object(("w", r.width), ("h", r.height))),
            ("pivot", .object(JSONObject([("x", .number(0.5)), ("y", .number(0.5))]))),
        ])
        if let b = borders {
            o.entries.append(("borders", object(("left", b.left), ("top", b.top), ("right", b.right), ("bottom", b.bottom))))
            o.entries.append(("scale9Borders", object(("x", b.left), ("y", b.top), ("w", max(0, r.width - b.left - b.right)),
                                                      ("h", max(0, r.height - b.top - b.bottom)))))
        }
        return o
    }

    /// A sprite with a margin (a shadow around the button): `pivot` and `anchor` at the centre of
    /// the button's bounds, as fractions of the sprite (Pixi reads `anchor` as the texture's default
    /// anchor, Phaser as the frame's custom pivot; `pivot` is TexturePacker's own name).
    static func setAnchor(_ o: inout JSONObject, _ f: SheetFrame) {
        let x = (Double(f.bounds.x) + Double(f.bounds.width) / 2) / Double(max(1, f.frame.width))
        let y = (Double(f.bounds.y) + Double(f.bounds.height) / 2) / Double(max(1, f.frame.height))
        let point = JSONValue.object(JSONObject([("x", .number(x)), ("y", .number(y))]))
        o["pivot"] = point
        o.entries.append(("anchor", point))
    }

    /// An object of whole numbers, keys in the order given.
    static func object(_ a: (String, Int), _ b: (String, Int)) -> JSONValue {
        .object(JSONObject([(a.0, .number(Double(a.1))), (b.0, .number(Double(b.1)))]))
    }

    static func object(_ a: (String, Int), _ b: (String, Int), _ c: (String, Int), _ d: (String, Int)) -> JSONValue {
        .object(JSONObject([(a.0, .number(Double(a.1))), (b.0, .number(Double(b.1))),
                            (c.0, .number(Double(c.1))), (d.0, .number(Double(d.1)))]))
    }
}
