import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The engine writers' exact text for one small page: a plain sprite, a stretchable one and one
/// with a shadow margin, and one button that does not draw the page's state.
@Suite struct EngineWritersTests {
    static let sheet = EngineSheet(state: .highlighted, image: "highlighted@2x-1.png", size: PixelSize(width: 64, height: 32), scale: 2, frames: [
        .init(name: "ok", rect: PixelRect(x: 0, y: 0, width: 20, height: 10), bounds: PixelRect(x: 0, y: 0, width: 20, height: 10)),
        .init(name: "raised", rect: PixelRect(x: 24, y: 0, width: 30, height: 20), bounds: PixelRect(x: 5, y: 4, width: 20, height: 10)),
        .init(name: "star", rect: PixelRect(x: 0, y: 12, width: 8, height: 8), bounds: PixelRect(x: 0, y: 0, width: 8, height: 8), isDrawn: false),
        .init(name: "wide", rect: PixelRect(x: 10, y: 12, width: 11, height: 11), bounds: PixelRect(x: 0, y: 0, width: 11, height: 11),
              caps: NineSliceBorders(left: 5, top: 4, right: 3, bottom: 2), padding: NineSliceBorders(left: 12, top: 8, right: 10, bottom: 6)),
    ])

    @Test func libGDXCurrentLayout() {
        let two = [Self.sheet, EngineSheet(state: .normal, image: "normal.png", size: PixelSize(width: 1, height: 1), scale: 2, frames: [])]
        #expect(LibGDXAtlas(layout: .current).text(two) == """
        highlighted@2x-1.png
        size:64,32
        format:RGBA8888
        filter:Linear,Linear
        repeat:none
        ok/highlighted
        bounds:0,0,20,10
        raised/highlighted
        bounds:24,0,30,20
        wide/highlighted
        bounds:10,12,11,11
        split:5,3,4,2
        pad:12,10,8,6

        normal.png
        size:1,1
        format:RGBA8888
        filter:Linear,Linear
        repeat:none

        """)
    }

    @Test func libGDXLegacyLayoutKeepsLibGDXsLineOrder() {
        let text = LibGDXAtlas(layout: .legacy).text([Self.sheet])
        #expect(text.hasPrefix("\nhighlighted@2x-1.png\nsize: 64,32\nformat: RGBA8888\nfilter: Linear,Linear\nrepeat: none\nok/highlighted\n  rotate: false\n"))
        #expect(text.hasSuffix("""
        wide/highlighted
          rotate: false
          xy: 10, 12
          size: 11, 11
          split: 5, 3, 4, 2
          pad: 12, 10, 8, 6
          orig: 11, 11
          offset: 0, 0
          index: -1

        """))
        #expect(!text.contains("star/"), "a button that does not draw the state has no region")
    }

    @Test func starlingAndLoveListEveryFrameOfThePage() {
        let xml = StarlingAtlas.text(Self.sheet)
        #expect(xml.contains(#"<TextureAtlas imagePath="highlighted@2x-1.png" width="64" height="32">"#))
        #expect(xml.contains(#"<SubTexture name="raised" x="24" y="0" width="30" height="20" pivotX="15" pivotY="9"/>"#))
        #expect(xml.contains(#"<SubTexture name="star" x="0" y="12" width="8" height="8"/>"#), "as in the JSON hash")
        let comment = xml.components(separatedBy: "<!--")[1].components(separatedBy: "-->")[0]
        #expect(!comment.isEmpty && !comment.contains("--"), "XML comments cannot hold a double hyphen")
        let lua = LoveAtlas.text(Self.sheet)
        #expect(lua.contains("  image = \"highlighted@2x-1.png\",\n  width = 64,\n  height = 32,\n  scale = 2,\n"))
        #expect(lua.contains("    [\"raised\"] = {24, 0, 30, 20, 15, 9},\n    [\"star\"] = {0, 12, 8, 8},\n"))
        #expect(LoveAtlas.quoted("a\"b\\c\n1é") == #""a\"b\\c\0101é""#)
    }

    @Test func godotTexturesFollowTheButtonsRole() {
        let all: [ControlState] = [.normal, .highlighted, .disabled, .selected, .focused]
        #expect(GodotResources.textures(states: all, toggles: false, hover: .focused).map(\.property)
                == ["texture_normal", "texture_pressed", "texture_hover", "texture_disabled"], "texture_focused is Godot's overlay: unset")
        #expect(GodotResources.textures(states: all, toggles: false, hover: .focused).map(\.state) == [.normal, .highlighted, .focused, .disabled])
        #expect(GodotResources.textures(states: [.normal, .selected], toggles: true, hover: .none).map(\.state) == [.normal, .selected])
        let files = GodotResources(version: .godot3, hover: .none).files([Self.sheet], toggles: [])
        #expect(files.map(\.path) == ["godot/ok/highlighted@2x.tres", "godot/ok@2x.tscn", "godot/raised/highlighted@2x.tres", "godot/raised@2x.tscn",
                                      "godot/wide/highlighted@2x.tres", "godot/wide/highlighted@2x.stylebox.tres", "godot/wide@2x.tscn"])
        #expect(files[5].text == """
        [gd_resource type="StyleBoxTexture" load_steps=2 format=2]

        [ext_resource path="../../highlighted@2x-1.png" type="Texture" id=1]

        [resource]
        content_margin_left = 12.0
        content_margin_top = 8.0
        content_margin_right = 10.0
        content_margin_bottom = 6.0
        texture = ExtResource( 1 )
        margin_left = 5.0
        margin_top = 4.0
        margin_right = 3.0
        margin_bottom = 2.0
        region_rect = Rect2( 10, 12, 11, 11 )

        """)
    }
}
