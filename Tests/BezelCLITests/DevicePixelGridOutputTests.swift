import BezelCore
import BezelPNG
import Foundation
import Testing

/// What `render` writes for a button whose frame is on each scale's device-pixel grid (docs/cli.md,
/// "Packing" and the manifest): the iOS 13+ contactAdd, 24.333 × 23.667 pt, is 73 × 71 px at @3x
/// (as on iOS 17), 49 × 48 at @2x and 25 × 24 at @1x in the atlases, the manifest and the asset
/// catalog; its slot keeps whole points (75 × 72 px at @3x, transparent beyond the sprite), so the
/// next row starts where it always did and the CSS box is 25 × 24 px at every pixel ratio.
@Suite struct DevicePixelGridOutputTests {
    static let theme = ##"""
    { "name": "grid", "scales": [1, 2, 3], "states": ["normal"],
      "buttons": { "add": { "type": "contactAdd" },
                   "next": { "type": "custom", "size": [10, 10], "backgroundColor": "#ff0000" } } }
    """##

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    @Test func contactAddTakesItsOwnPixelsInEveryFormat() throws {
        let dir = NSTemporaryDirectory() + "bezel-grid-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: dir + "/t.json"))
        let run = CLIRun(["render", dir + "/t.json", "-o", dir + "/out", "--format", "png,css,xcassets"])
        #expect(run.code == 0, "\(run.err)")
        let unit = dir + "/out/grid"

        let manifest = try Self.json(unit + "/manifest.json")["buttons"] as! [String: [String: Any]]
        let add = try #require(manifest["add"])
        #expect(add["size"] as? [Double] == [25, 24])
        let frames = add["frames"] as! [String: [String: Any]]
        for (scale, w, h, size) in [("@1x", 25, 24, nil), ("@2x", 49, 48, [24.5, 24]), ("@3x", 73, 71, [24.333333, 23.666667])] {
            let f = try #require(frames[scale])
            #expect(f["w"] as? Int == w && f["h"] as? Int == h && f["x"] as? Int == 0 && f["y"] as? Int == 0, "\(scale): \(f)")
            #expect(f["size"] as? [Double] == size, "\(scale): \(f)")
        }
        // The next row starts below the whole-point slot (24 pt + 2 px padding at @1x), scaled.
        let next = (manifest["next"]?["frames"] as! [String: [String: Any]])
        #expect([next["@1x"]?["y"], next["@2x"]?["y"], next["@3x"]?["y"]].map { $0 as? Int } == [26, 52, 78])

        let atlas = try Self.json(unit + "/normal@3x.json")["frames"] as! [String: [String: Any]]
        let frame = try #require(atlas["add"]?["frame"] as? [String: Int])
        #expect(frame == ["x": 0, "y": 0, "w": 73, "h": 71])
        #expect(atlas["add"]?["sourceSize"] as? [String: Int] == ["w": 73, "h": 71])

        // The sheet: the ring's ink inside the 73 × 71 sprite, the slot's rest transparent.
        let sheet = try PNGDecoder.decode(path: unit + "/normal@3x.png")
        func alpha(_ x: Int, _ y: Int) -> UInt8 { sheet.rgba[(y * sheet.width + x) * 4 + 3] }
        #expect((0..<14).contains { alpha($0, 35) > 200 }, "the ring's left stroke")
        #expect((0..<72).allSatisfy { alpha(73, $0) == 0 && alpha(74, $0) == 0 } && (0..<75).allSatisfy { alpha($0, 71) == 0 })

        let css = try String(contentsOfFile: unit + "/buttons.css", encoding: .utf8)
        #expect(css.contains(".bezel-grid-add { width: 25px; height: 24px; background-position: 0 0; }"), "\(css)")
        #expect(css.contains(".bezel-grid-next { width: 10px; height: 10px; background-position: 0 -26px; }"))

        let set = unit + "/Grid.xcassets/add-normal.imageset/add-normal"
        for (suffix, w, h) in [("", 25, 24), ("@2x", 49, 48), ("@3x", 73, 71)] {
            let image = try PNGDecoder.decode(path: set + suffix + ".png")
            #expect(image.width == w && image.height == h, "\(suffix): \(image.width) × \(image.height)")
        }
    }
}
