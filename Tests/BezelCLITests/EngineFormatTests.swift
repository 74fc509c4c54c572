import Bezel
import BezelPNG
import Foundation
import Testing

/// `bezel render --format json-array,starling,love,libgdx,libgdx-legacy,godot,godot3`: each format
/// handed to a reader nobody in this project wrote — Phaser's and Starling's field rules, PyPI
/// SpineAtlas, the LÖVE engine, PyPI godot-parser and the Godot 3 engine — and every sprite they
/// cut compared with the button rendered alone (its strip, `--strips`).
@Suite struct EngineFormatTests {
    /// A plain button in five states, a stretchable one with content insets, one with a shadow
    /// around it, and a toggle; hover shows the highlighted look.
    static let theme = ##"""
    { "name": "eng", "scales": [1, 2], "states": ["normal", "highlighted", "disabled", "selected", "focused"],
      "web": { "hover": "highlighted" },
      "buttons": {
        "ok": { "type": "custom", "size": [60, 24], "title": "OK", "cornerRadius": 4,
                "backgroundColor": { "normal": "#0d6efd", "highlighted": "#dc3545", "disabled": "#888888",
                                     "selected": "#198754", "focused": "#ffc107" } },
        "wide": { "stretchable": true, "size": [100, 30], "backgroundColor": "#ff0000", "cornerRadius": 4,
                  "border": { "width": 1, "color": "#000000" }, "contentEdgeInsets": [4, 12, 4, 12] },
        "raised": { "type": "custom", "size": [50, 20], "backgroundColor": "#6f42c1",
                    "shadow": { "color": "#000000", "offset": [0, 2], "radius": 3, "opacity": 0.5 } },
        "star": { "type": "custom", "size": [24, 24], "changesSelectionAsPrimaryAction": true,
                  "backgroundColor": { "normal": "#aaaaaa", "selected": "#ffcc00" }, "states": ["normal", "highlighted", "selected"] }
      } }
    """##

    /// Renders the theme with `formats` into a new folder, and its strips (the reference) into
    /// another (strips do not spill into pages); returns the unit's folder and the strips'.
    static func render(_ formats: String, extra: [String] = []) throws -> (unit: String, alone: String) {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/eng.json"))
        let run = CLIRun(["render", input + "/eng.json", "-o", out + "/formats", "--format", formats, "-q"] + extra)
        #expect(run.code == 0, "\(run.err)")
        let strips = CLIRun(["render", input + "/eng.json", "-o", out + "/strips", "--strips", "-q"])
        #expect(strips.code == 0, "\(strips.err)")
        return (out + "/formats/eng", out + "/strips/eng")
    }

    /// The button `name` in `state` at `scale` as rendered alone (its strip's frame in `unit`).
    static func alone(_ unit: String, _ name: String, _ state: String, scale: Int) throws -> DecodedImage {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let atlas = try SheetPagesTests.json("\(unit)/buttons/\(name)\(suffix).json")
        let f = ((atlas["frames"] as! [String: [String: Any]])["\(name)/\(state)"]!["frame"]) as! [String: Int]
        return try PNGDecoder.decode(path: "\(unit)/buttons/\(name)\(suffix).png").cropped(x: f["x"]!, y: f["y"]!, width: f["w"]!, height: f["h"]!)
    }

    static func same(_ a: DecodedImage, _ b: DecodedImage) -> Bool {
        a.width == b.width && a.height == b.height && a.rgba == b.rgba
    }

    @Test
    func starlingXMLAndJSONArrayHoldTheHashFrames() throws {
        try requireReader(pythonReader != nil, "python3 is not installed (scripts/install-deps installs it)")
        let unit = try Self.render("json-array,starling", extra: ["--max-sheet-size", "160"]).unit
        var pages = 0
        for state in ["normal", "highlighted", "disabled", "selected", "focused"] {
            for page in 0..<8 where FileManager.default.fileExists(atPath: "\(unit)/\(state)@2x-\(page).json") {
                let base = "\(unit)/\(state)@2x-\(page)"
                let hash = try SheetPagesTests.reader("pixi", base + ".json")
                let xml = try ToolOutput.reader("atlas_loaders.py", ["atlasxml", base + ".xml"])
                let array = try ToolOutput.reader("atlas_loaders.py", ["jsonarray", base + ".array.json"])
                #expect(xml.status == 0 && array.status == 0)
                // Pixi follows related_multi_packs to every page: keep this page's frames.
                let own = hash.filter { $0.split(separator: " ")[1] == "\(state)@2x-\(page).png" }
                #expect(xml.output.split(separator: "\n").map(String.init) == own, "\(state) page \(page): Starling XML")
                #expect(array.output.split(separator: "\n").map(String.init) == own, "\(state) page \(page): JSON array")
                pages += 1
            }
        }
        #expect(pages >= 10, "every state spills into pages at 256 px: \(pages)")
        let xml = try String(contentsOfFile: unit + "/normal@2x-0.xml", encoding: .utf8)
        #expect(xml.contains(#"<SubTexture name="raised" "#) && xml.contains(#"pivotX="#), "the shadowed sprite's pivot: \(xml)")
    }

    @Test(arguments: ["libgdx", "libgdx-legacy"])
    func spineAtlasCutsEveryRegion(format: String) throws {
        try requireReader(ToolOutput.hasPyPIReaders, "the PyPI readers are not installed (scripts/install-deps installs them)")
        let (unit, ref) = try Self.render(format)
        for scale in [1, 2] {
            let dump = RenderCommandTests.tempDir()
            let atlas = unit + (scale == 1 ? "/buttons.atlas" : "/buttons@2x.atlas")
            let read = try ToolOutput.reader("spine_atlas.py", [atlas, dump, format == "libgdx" ? "current" : "legacy"])
            #expect(read.status == 0)
            let lines = read.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            #expect(lines.count == 3 * 5 + 3, "ok, wide, raised in 5 states, star in 3: \(lines.count)")
            for line in lines {
                let (name, state) = (line[2].split(separator: "/").map(String.init)[0], line[2].split(separator: "/").map(String.init)[1])
                #expect(line[1].hasPrefix(state), "\(line[2]) on its state's page \(line[1])")
                if name == "wide" {
                    // caps 5 pt (radius 4 + border 1), content insets 4, 12, 4, 12 pt; libGDX's order is left, right, top, bottom.
                    let (c, p) = (5 * scale, [12, 12, 4, 4].map { $0 * scale })
                    #expect(line[9] == "split=\(c),\(c),\(c),\(c)" && line[10] == "pad=\(p.map(String.init).joined(separator: ","))", "\(line)")
                    #expect(Int(line[5]) == 11 * scale && Int(line[6]) == 11 * scale, "the minimal stretchable sprite")
                    // SpineAtlas reads the legacy layout by line position: split and pad take orig's and offset's places.
                    if format == "libgdx-legacy" { continue }
                } else {
                    #expect(line[9] == "split=-" && line[10] == "pad=-", "\(line)")
                }
                let cut = try PNGDecoder.decode(path: "\(dump)/\(line[0]).png")
                #expect(Self.same(cut, try Self.alone(ref, name, state, scale: scale)), "\(line[2]) @\(scale)x as SpineAtlas cuts it")
            }
        }
    }

    @Test
    func loveLoadsEveryFrame() throws {
        let (unit, ref) = try Self.render("love", extra: ["--max-sheet-size", "160"])
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("love_frames.py", [unit, dump])
        #expect(read.status == 0)
        let frames = read.output.split(separator: "\n").filter { $0.hasPrefix("frame ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(frames.count == 2 * 4 * 5, "every button on every state's page at @1x and @2x, as in the JSON hash: \(frames.count)")
        for f in frames {
            let name = String(f[8].dropFirst().dropLast()), base = f[1]
            let state = String(base.prefix { $0 != "@" && $0 != "-" && $0 != "." })
            let scale = base.contains("@2x") ? 2 : 1
            let cut = try PNGDecoder.decode(path: "\(dump)/\(base)/\(f[2]).png")
            if name == "star" && (state == "disabled" || state == "focused") {
                #expect(cut.rgba.allSatisfy { $0 == 0 }, "star draws no \(state): its frame is empty")
                continue
            }
            #expect(Self.same(cut, try Self.alone(ref, name, state, scale: scale)), "\(name) \(base) as LÖVE cuts it")
            // The shadowed sprite carries the centre of the button as its origin: 25 × 10 pt from the shadow's edge.
            #expect((f[7] != "-") == (name == "raised"), "\(f)")
        }
    }

    @Test
    func godot4FilesParseAndPointAtTheFrames() throws {
        try requireReader(ToolOutput.hasPyPIReaders, "the PyPI readers are not installed (scripts/install-deps installs them)")
        let unit = try Self.render("godot").unit
        let read = try ToolOutput.reader("godot4_resources.py", [unit])
        #expect(read.status == 0)
        let lines = read.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        var atlases = 0
        for line in lines where line[0] == "atlas" || line[0] == "stylebox" {
            // godot/<button>/<state>[@2x].tres: the region is the button's frame on that state's page.
            let parts = line[1].split(separator: "/").map(String.init)
            let state = String(parts[2].prefix { $0 != "@" && $0 != "." })
            let hash = try SheetPagesTests.json("\(unit)/\(line[2].dropLast(4)).json")
            let f = (hash["frames"] as! [String: [String: Any]])[parts[1]]!["frame"] as! [String: Int]
            #expect(line[2].hasPrefix(state))
            #expect(line[3...6].map { Int($0)! } == [f["x"]!, f["y"]!, f["w"]!, f["h"]!], "\(line)")
            if line[0] == "atlas" { atlases += 1; #expect(line[7] == "filter_clip=true") }
            if line[0] == "stylebox" {
                #expect(parts[1] == "wide")
                let s = line[1].contains("@2x") ? 2 : 1
                #expect(line[7] == "margins=\(5 * s),\(5 * s),\(5 * s),\(5 * s)" && line[8] == "content=\(12 * s),\(4 * s),\(12 * s),\(4 * s)", "\(line)")
            }
        }
        #expect(atlases == 2 * (3 * 5 + 3))
        let scenes = Dictionary(uniqueKeysWithValues: lines.filter { $0[0] == "scene" }.map { ($0[1], Array($0[2...])) })
        // texture_filter 2: CanvasItem.TEXTURE_FILTER_LINEAR, as every engine format filters.
        #expect(scenes["godot/ok@2x.tscn"] == ["ok", "TextureButton", "toggle=false", "filter=2", "texture_normal=godot/ok/normal@2x.tres",
                                                "texture_pressed=godot/ok/highlighted@2x.tres", "texture_hover=godot/ok/highlighted@2x.tres",
                                                "texture_disabled=godot/ok/disabled@2x.tres"])
        #expect(scenes["godot/star.tscn"] == ["star", "TextureButton", "toggle=true", "filter=2", "texture_normal=godot/star/normal.tres",
                                               "texture_pressed=godot/star/selected.tres", "texture_hover=godot/star/highlighted.tres"])
        #expect(scenes.count == 8)
    }

    /// Godot 3 itself imports the pages (with the `.png.import` settings Bezel writes: Godot reports
    /// each page filtered linearly, without mipmaps or repeat), loads every scene, instantiates its
    /// TextureButton and shows, for each texture, the button alone.
    @Test
    func godot3ShowsEveryStateOfEveryTextureButton() throws {
        let (unit, ref) = try Self.render("godot3", extra: ["--max-sheet-size", "160"])
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("godot3_textures.py", [unit, dump])
        #expect(read.status == 0)
        let lines = read.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let scenes = lines.filter { $0[0] == "scene" }.map { $0[1...3].joined(separator: " ") }
        #expect(scenes.count == 8)
        #expect(scenes.contains("star@2x type=TextureButton toggle_mode=true") && scenes.contains("ok type=TextureButton toggle_mode=false"))
        let textures = lines.filter { $0[0] == "texture" }
        #expect(textures.count == 2 * (3 * 4 + 3), "no texture_focused: \(textures.count)")
        for t in textures {
            let (base, property) = (t[1], String(t[2].dropFirst("texture_".count)))
            let name = String(base.prefix { $0 != "@" }), scale = base.hasSuffix("@2x") ? 2 : 1
            let state = ["normal": "normal", "pressed": name == "star" ? "selected" : "highlighted", "hover": "highlighted",
                         "disabled": "disabled", "focused": "focused"][property]!
            let shown = try PNGDecoder.decode(path: "\(dump)/\(base)/\(property).png")
            #expect(Self.same(shown, try Self.alone(ref, name, state, scale: scale)), "\(base) \(t[2]) shows \(state) as Godot 3 loads it")
        }
        let boxes = lines.filter { $0[0] == "stylebox" }
        #expect(boxes.count == 2 * 5, "wide's five states at two scales")
        for b in boxes {
            let s = b[1].contains("@2x") ? 2 : 1, state = String(b[1].dropFirst("wide/".count).prefix { $0 != "@" && $0 != "." })
            #expect(b[3...6] == ["\(5 * s)", "\(5 * s)", "\(5 * s)", "\(5 * s)"] && b[8...11] == ["\(12 * s)", "\(4 * s)", "\(12 * s)", "\(4 * s)"], "\(b)")
            let shown = try PNGDecoder.decode(path: "\(dump)/styleboxes/\(b[1].replacingOccurrences(of: "/", with: "_")).png")
            #expect(Self.same(shown, try Self.alone(ref, "wide", state, scale: s)), "\(b[1])")
        }
    }

    /// G-7: one filter for every engine format, linear. Where a format carries a filter it says
    /// linear: libGDX's pages (`filter:Linear,Linear`, both layouts), Godot 3's import
    /// (`flags/filter=true`; that Godot honours it is checked where Godot 3 loads the pages), Godot
    /// 4's scenes (`texture_filter = 2`, its import has no filter); the JSON array, Starling XML and
    /// LÖVE table carry none, and their engines' default (Phaser, Starling, LÖVE) is linear.
    @Test func everyEngineFormatFiltersLinearly() throws {
        for (formats, layout) in [("libgdx,godot", "current"), ("libgdx-legacy,godot3,json-array,starling,love", "legacy")] {
            let unit = try Self.render(formats).unit
            let atlas = try String(contentsOfFile: unit + "/buttons@2x.atlas", encoding: .utf8)
            let filters = atlas.split(separator: "\n").filter { $0.hasPrefix("filter:") }
            #expect(filters.count == 5 && Set(filters) == [layout == "current" ? "filter:Linear,Linear" : "filter: Linear,Linear"], "\(filters)")
            let imports = try String(contentsOfFile: unit + "/normal@2x.png.import", encoding: .utf8)
            let scene = try String(contentsOfFile: unit + "/godot/ok@2x.tscn", encoding: .utf8)
            if layout == "current" {
                #expect(!imports.contains("filter") && scene.hasSuffix("texture_filter = 2\n"), "Godot 4: \(imports)\n\(scene)")
            } else {
                #expect(imports.contains("\nflags/filter=true\n") && !scene.contains("filter"), "Godot 3: \(imports)\n\(scene)")
                for file in ["normal@2x.array.json", "normal@2x.xml", "normal@2x.lua"] {
                    let text = try String(contentsOfFile: unit + "/" + file, encoding: .utf8)
                    #expect(!text.lowercased().contains("filter") && !text.contains("smooth"), "\(file) leaves the filter to its engine")
                }
            }
        }
    }

    /// Engine files of pages go with their pages' shards, and those over every page with the rest
    /// of the unit: three shards merge into the tree of one run.
    @Test func shardedEngineFilesMergeIntoOneRun() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/eng.json"))
        let options = ["--format", "png,json-array,starling,love,libgdx,godot", "--max-sheet-size", "160", "-q"]
        #expect(CLIRun(["render", input + "/eng.json", "-o", out + "/whole"] + options).code == 0)
        for i in 1...3 { #expect(CLIRun(["render", input + "/eng.json", "-o", out + "/\(i)", "--shard", "\(i)/3"] + options).code == 0) }
        #expect(CLIRun(["merge", out + "/1", out + "/2", out + "/3", "-o", out + "/merged"]).code == 0)
        let whole = RenderCommandTests.tree(out + "/whole")
        #expect(whole.keys.contains("eng/buttons@2x.atlas") && whole.keys.contains("eng/godot/star@2x.tscn") && whole.keys.contains("eng/normal@2x-1.lua"))
        #expect(RenderCommandTests.tree(out + "/merged") == whole)
    }

    @Test func formatsThatWriteTheSameFilesAreAUsageError() {
        let run = CLIRun(["render", "x.json", "-o", RenderCommandTests.tempDir(), "--format", "png,godot,godot3"])
        #expect(run.code == 2)
        #expect(run.err.contains("--format godot and godot3 write the same files; choose one"), "\(run.err)")
    }
}
