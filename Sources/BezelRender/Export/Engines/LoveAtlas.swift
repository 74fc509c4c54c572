import BezelCore

/// A LÖVE atlas of one page (`normal@2x.lua`, `--format love`): a Lua chunk returning a table as
/// LÖVE users write one by hand, for `love.graphics.newQuad`:
/// ```
/// return {
///   image = "normal@2x.png", width = 640, height = 880, scale = 2,
///   frames = {
///     ["ok"] = {0, 0, 320, 88},
///     ["raised"] = {320, 0, 344, 112, 172, 52},
///   },
/// }
/// ```
/// A frame is `{x, y, w, h}` in the page's pixels; a sprite with a shadow margin adds the centre of
/// the button in the sprite (`ox, oy`, the origin `love.graphics.draw` takes), so that drawing it
/// at a point puts the button, not the shadow, there.
public enum LoveAtlas {
    /// The Lua text of `sheet`.
    public static func text(_ sheet: EngineSheet) -> String {
        var out = "-- Bezel atlas of \(sheet.image) (bezel render --format love): frames are {x, y, w, h} in pixels,\n"
        out += "-- then the origin {ox, oy} of a sprite whose shadow lies around the button.\n"
        out += "return {\n"
        out += "  image = \(quoted(sheet.image)),\n"
        out += "  width = \(sheet.size.width),\n  height = \(sheet.size.height),\n  scale = \(JSONWriter.number(sheet.scale)),\n"
        out += "  frames = {\n"
        for f in sheet.frames {
            var values = [f.rect.x, f.rect.y, f.rect.width, f.rect.height].map(String.init)
            if f.hasMargin { values += [JSONWriter.number(f.pivot.x), JSONWriter.number(f.pivot.y)] }
            out += "    [\(quoted(f.name))] = {\(values.joined(separator: ", "))},\n"
        }
        return out + "  },\n}\n"
    }

    /// `text` as a Lua string literal: `"`, `\` and control characters escaped (`\ddd`, always
    /// three digits so that a digit after it is not read as part of it).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where c.value < 0x20 || c.value == 0x7F:
                let digits = String(c.value)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
