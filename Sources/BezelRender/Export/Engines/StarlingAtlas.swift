import BezelCore

/// Starling/Sparrow `TextureAtlas` XML of one page (`normal@2x.xml`, `--format starling`), as
/// Starling's `TextureAtlas`, Phaser's `load.atlasXML`, HaxeFlixel's `FlxAtlasFrames.fromSparrow`
/// and OpenFL read it:
/// ```
/// <TextureAtlas imagePath="normal@2x.png" width="640" height="880">
///     <SubTexture name="ok" x="0" y="0" width="320" height="88"/>
/// </TextureAtlas>
/// ```
/// Sprites are never trimmed or rotated, so no `frameX`/`rotated`; a sprite with a shadow margin
/// gets `pivotX`/`pivotY` (Starling 2), the centre of the button in the sprite's pixels (Starling
/// divides them by the texture's scale, as it does the rect).
public enum StarlingAtlas {
    /// The XML text of `sheet`.
    public static func text(_ sheet: EngineSheet) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!-- Bezel: the sprites of \(Markup.escaped(sheet.image)), written by bezel render for Starling. -->\n"
        out += "<TextureAtlas imagePath=\"\(Markup.escaped(sheet.image))\" width=\"\(sheet.size.width)\" height=\"\(sheet.size.height)\">\n"
        for f in sheet.frames {
            let r = f.rect
            out += "    <SubTexture name=\"\(Markup.escaped(f.name))\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\""
            if f.hasMargin {
                out += " pivotX=\"\(JSONWriter.number(f.pivot.x))\" pivotY=\"\(JSONWriter.number(f.pivot.y))\""
            }
            out += "/>\n"
        }
        return out + "</TextureAtlas>\n"
    }
}
