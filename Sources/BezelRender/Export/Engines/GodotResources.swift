import BezelCore

/// Godot resources over the pages at one scale (`--format godot`: Godot 4, `format=3`; `godot3`:
/// Godot 3, `format=2`), in `godot/` below the unit's folder:
///
/// ```
/// godot/<button>/<state>[@Nx].tres            AtlasTexture: the page, region = the sprite's frame
/// godot/<button>/<state>[@Nx].stylebox.tres   StyleBoxTexture of a stretchable sprite, or of the
///                                             panel of a button with cap insets (its background
///                                             alone, on the panels' page): the caps as texture
///                                             margins, the content insets as content margins
/// godot/<button>[@Nx].tscn                    a TextureButton with the state textures (Godot 4:
///                                             and `texture_filter = 2`, linear)
/// ```
/// Paths to other files are relative (`../../normal@2x.png`), which Godot resolves from the file
/// that names them, so the folder can sit anywhere under `res://`.
///
/// The scene's textures: `texture_normal` ← normal, `texture_pressed` ← highlighted (selected for a
/// button that toggles its selection, which gets `toggle_mode = true`: Godot shows the pressed
/// texture while a toggle is on; Godot then shows no pressed feedback while a toggle is held down),
/// `texture_hover` ← the button's `hover` look, or, for a button without one, the state the
/// theme's `web.hover` names (so `"focused"` shows the focused look on hover), `texture_disabled`
/// ← disabled. A state the button
/// does not draw leaves its property unset, and Godot shows the normal texture instead.
/// `texture_focused` stays unset: TextureButton draws it *over* the state's texture whenever the
/// button has focus, and a button takes the focus when clicked, so an opaque focused sprite there
/// would hide the pressed and normal looks after the first click (Godot's class reference asks for
/// a partly transparent overlay; a Bezel sprite is the whole button). The focused sprite is still
/// written (`<button>/focused[@Nx].tres`) for a project's own focus handling.
public struct GodotResources: Sendable {
    /// Which Godot's text resource syntax.
    public enum Version: Sendable { case godot4, godot3 }

    public var version: Version
    /// The state hovering shows on a button without a hover look (the theme's `web.hover`).
    public var hover: WebHover
    public init(version: Version, hover: WebHover) { self.version = version; self.hover = hover }

    /// The folder below the unit's folder.
    public static let folder = "godot"

    /// Every resource and scene over `sheets` (the pages at one scale), paths relative to the
    /// unit's folder, in a fixed order: per button (name order) its textures and styleboxes in
    /// state order, then its scene. `toggles` names the buttons that toggle their selection.
    public func files(_ sheets: [EngineSheet], toggles: Set<String>) -> [(path: String, text: String)] {
        guard let scale = sheets.first?.scale else { return [] }
        let suffix = SheetNaming.scaleSuffix(scale)
        var sprites: [String: [(state: ControlState, image: String, frame: EngineSheet.Frame)]] = [:]
        var panels: [EngineSheet.Panel: (image: String, frame: EngineSheet.Frame)] = [:]
        for sheet in sheets {
            for f in sheet.frames where f.isDrawn {
                if let state = sheet.state { sprites[f.name, default: []].append((state, sheet.image, f)) }
                if let panel = f.panel { panels[panel] = (sheet.image, f) }
            }
        }
        var out: [(path: String, text: String)] = []
        for (name, own) in sprites.sorted(by: { SheetPixels.byteOrder($0.key, $1.key) }) {
            for s in own {
                let base = Self.folder + "/" + name + "/" + s.state.name + suffix
                out.append((base + ".tres", atlasTexture(image: "../../" + s.image, rect: s.frame.rect)))
                // The stylebox of a stretchable sprite, or of the panel of a button with cap insets.
                let sliced = s.frame.caps != nil ? (s.image, s.frame) : panels[EngineSheet.Panel(button: name, state: s.state)]
                if case let (image, frame)? = sliced, let caps = frame.caps {
                    out.append((base + ".stylebox.tres", styleBox(image: "../../" + image, frame: frame, caps: caps)))
                }
            }
            let toggle = toggles.contains(name)
            let textures = Self.textures(states: own.map(\.state), toggles: toggle, hover: hover)
                .map { ($0.property, name + "/" + $0.state.name + suffix + ".tres") }
            out.append((Self.folder + "/" + name + suffix + ".tscn", scene(name: name, textures: textures, toggles: toggle)))
        }
        return out
    }

    /// The TextureButton properties a button with `states` sets, and the state each shows.
    public static func textures(states: [ControlState], toggles: Bool, hover: WebHover) -> [(property: String, state: ControlState)] {
        var out: [(property: String, state: ControlState)] = [("texture_normal", .normal), ("texture_pressed", toggles ? .selected : .highlighted)]
        // The button's own hover look; else the state the theme's web.hover names.
        if let flag = states.contains(.hover) ? .hover : hover.flag { out.append(("texture_hover", flag)) }
        out.append(("texture_disabled", .disabled))
        return out.filter { states.contains($0.state) }
    }

    func atlasTexture(image: String, rect: PixelRect) -> String {
        header("gd_resource type=\"AtlasTexture\" load_steps=2") + externals([image]) + "\n[resource]\n"
            + "atlas = \(reference(1))\nregion = \(rect2(rect))\nfilter_clip = true\n"
    }

    func styleBox(image: String, frame: EngineSheet.Frame, caps: NineSliceBorders) -> String {
        let margin = version == .godot4 ? "texture_margin_" : "margin_"
        var out = header("gd_resource type=\"StyleBoxTexture\" load_steps=2") + externals([image]) + "\n[resource]\n"
        if let p = frame.padding { out += sides("content_margin_", p) }
        out += "texture = \(reference(1))\n" + sides(margin, caps) + "region_rect = \(rect2(frame.rect))\n"
        return out
    }

    func scene(name: String, textures: [(property: String, path: String)], toggles: Bool) -> String {
        var out = header("gd_scene load_steps=\(textures.count + 1)") + externals(textures.map(\.path))
        out += "\n[node name=\"\(name)\" type=\"TextureButton\"]\n"
        for (i, t) in textures.enumerated() { out += "\(t.property) = \(reference(i + 1))\n" }
        if toggles { out += "toggle_mode = true\n" }
        // Godot 4 filters per CanvasItem: linear (TEXTURE_FILTER_LINEAR), as every engine format.
        if version == .godot4 { out += "texture_filter = 2\n" }
        return out
    }

    func header(_ tag: String) -> String { "[\(tag) format=\(version == .godot4 ? 3 : 2)]\n" }

    /// The `ext_resource` lines of `paths`, ids 1, 2, …: a page image is a texture, and so is an
    /// AtlasTexture resource.
    func externals(_ paths: [String]) -> String {
        "\n" + paths.enumerated().map { i, path in
            let quoted = "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return version == .godot4
                ? "[ext_resource type=\"Texture2D\" path=\(quoted) id=\"\(i + 1)\"]\n"
                : "[ext_resource path=\(quoted) type=\"Texture\" id=\(i + 1)]\n"
        }.joined()
    }

    func reference(_ id: Int) -> String { version == .godot4 ? "ExtResource(\"\(id)\")" : "ExtResource( \(id) )" }

    func rect2(_ r: PixelRect) -> String {
        version == .godot4 ? "Rect2(\(r.x), \(r.y), \(r.width), \(r.height))" : "Rect2( \(r.x), \(r.y), \(r.width), \(r.height) )"
    }

    func sides(_ prefix: String, _ b: NineSliceBorders) -> String {
        [("left", b.left), ("top", b.top), ("right", b.right), ("bottom", b.bottom)]
            .map { "\(prefix)\($0.0) = \(Double($0.1))\n" }.joined()
    }
}
