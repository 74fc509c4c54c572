import Foundation

/// TexturePacker's "JSON Array" atlas of one sheet page (`normal@2x.array.json`, `--format
/// json-array`), for loaders that take that variant: Phaser 3's `JSONArray` parser
/// (`load.atlas` with an array), PixiJS, Defold and HaxeFlixel importers.
///
/// The same frame objects as `TexturePackerAtlas` (JSON Hash), in an array, each with the frame's
/// name first as `filename`:
/// ```
/// {"frames": [{"filename": "<name>", "frame": {x,y,w,h}, "rotated": false, "trimmed": false,
///              "spriteSourceSize": {…}, "sourceSize": {…}, "pivot": {…}, …}, …],
///  "meta": {"app": "bezel", "version", "image", "format": "RGBA8888", "size": {w,h}, "scale": "2"}}
/// ```
/// A page of a paged sheet is an atlas of its own (TexturePacker's array format has no list of
/// related pages; `PhaserMultiAtlas` is the file that joins them).
public struct TexturePackerArrayAtlas: Hashable, Sendable {
    /// The atlas with the same frames as a hash.
    public var atlas: TexturePackerAtlas

    public init(_ atlas: TexturePackerAtlas) { self.atlas = atlas }

    /// The atlas as a JSON value.
    public var json: JSONValue {
        let frames: [JSONValue] = atlas.layout.frames.map { f in
            var o = TexturePackerAtlas.frameObject(f.frame, borders: atlas.borders[f.name])
            if f.hasMargin { TexturePackerAtlas.setAnchor(&o, f) }
            o.entries.insert(("filename", .string(f.name)), at: 0)
            return .object(o)
        }
        return .object(JSONObject([("frames", .array(frames)), ("meta", .object(atlas.plainMeta))]))
    }

    /// The atlas as JSON text (`JSONWriter`, pretty, ending in a newline).
    public func text() -> String { JSONWriter.write(json, pretty: true) }

    /// The UTF-8 bytes of `text()`, for the atlas file.
    public func data() -> Data { JSONWriter.data(json, pretty: true) }
}
