import Bezel
import BezelPNG
import Foundation
import Testing

/// G-1: a Bezel TextureButton clicked in Godot 3 (`godot3-server`, Tests/Readers/godot3_press.gd)
/// shows its pressed look while pressed, then its hover look, then its normal look, although the
/// click gave it the focus: the scene leaves `texture_focused` (which Godot draws over the state's
/// texture while the button has focus) unset, and the theme's `web.hover: "focused"` shows the
/// focused look on hover. Godot's server build draws nothing that can be captured: Godot reports
/// the focus, the draw mode and the textures of the loaded scene, the reader lists what
/// TextureButton's draw code draws for them (bottom to top) and dumps their pixels with Godot's Image,
/// and the test compares those with the button rendered alone.
@Suite struct GodotFocusTests {
    static let theme = ##"""
    { "name": "press", "scales": [1, 2], "states": ["normal", "highlighted", "focused"], "web": { "hover": "focused" },
      "buttons": { "ok": { "type": "custom", "size": [60, 24], "cornerRadius": 4,
                           "backgroundColor": { "normal": "#0d6efd", "highlighted": "#dc3545", "focused": "#ffc107" } } } }
    """##

    @Test func aClickedButtonShowsItsPressedLookNotItsFocusedSprite() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/press.json"))
        let run = CLIRun(["render", input + "/press.json", "-o", out + "/godot", "--format", "godot3", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let strips = CLIRun(["render", input + "/press.json", "-o", out + "/strips", "--strips", "-q"])
        #expect(strips.code == 0, "\(strips.err)")
        let scene = try String(contentsOfFile: out + "/godot/press/godot/ok.tscn", encoding: .utf8)
        #expect(!scene.contains("texture_focused") && scene.contains("texture_hover = "), "\(scene)")
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("godot3_textures.py", [out + "/godot/press", dump, "godot3_press.gd", "ok"])
        #expect(read.status == 0)
        let lines = read.output.split(separator: "\n").filter { $0.hasPrefix("press ") }.map { $0.split(separator: " ").map(String.init) }
        try #require(lines.count == 3, "\(read.output)")
        // Phase, whether Godot gave it the focus, and what it draws bottom to top, each the button in that state.
        let expected: [(phase: String, drawn: String, state: String)] = [
            ("down", "texture_pressed", "highlighted"), ("up", "texture_hover", "focused"), ("away", "texture_normal", "normal")]
        for (line, want) in zip(lines, expected) {
            #expect(line[1] == want.phase && line[2] == "focus=true", "the click gave the button the focus: \(line)")
            #expect(line[5] == "drawn=" + want.drawn, "\(want.phase): Godot draws \(line[5]), not \(want.drawn) alone")
            let shown = try PNGDecoder.decode(path: "\(dump)/\(want.phase)/\(want.drawn.dropFirst("texture_".count)).png")
            #expect(EngineFormatTests.same(shown, try EngineFormatTests.alone(out + "/strips/press", "ok", want.state, scale: 1)),
                    "\(want.phase): \(want.drawn) is the \(want.state) sprite")
        }
    }
}
