import BezelCore
import BezelPNG
import Foundation
import Testing

/// Found re-running the personas of the user trials: a background image sliced on one axis only
/// (`[0, 22, 0, 22]`, the usual capsule) made a 1-pt-tall panel, so every consumer stretched a line,
/// not the image; and `verify` compared the panels' sheets only when a unit was not re-rendered.
@Suite struct PanelAxisTests {
    /// 44 × 44 pt: the top half red, the bottom half blue, so a panel flattened to 1 pt loses one.
    static let image = ##"<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><rect width="44" height="22" fill="#ff0000"/><rect y="22" width="44" height="22" fill="#0000ff"/></svg>"##

    static func theme(description: String = "") -> String {
        ##"{"name":"pill","scales":[1],"states":["normal"],"buttons":{"play":{"type":"custom","size":[99,44],"title":"Play","titleColor":"#ffffff","description":"\##(description)","backgroundImage":{"src":"pill.svg","capInsets":[0,21.5,0,21.5]}}}}"##
    }

    static func input(description: String = "") throws -> String {
        let input = RenderCommandTests.tempDir()
        try Data(theme(description: description).utf8).write(to: URL(fileURLWithPath: input + "/pill.json"))
        try Data(image.utf8).write(to: URL(fileURLWithPath: input + "/pill.svg"))
        return input
    }

    /// The panel keeps the button's 44 pt on the axis without caps: 22 + 1 + 22 = 45 × 44 pt, red
    /// above blue like the image (before: 45 × 1 pt).
    @Test func anAxisWithoutCapsKeepsTheButtonsExtent() throws {
        let input = try Self.input(), out = RenderCommandTests.tempDir()
        let run = CLIRun(["render", input + "/pill.json", "-o", out])
        #expect(run.code == 0, "\(run.err)")
        let atlas = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/pill/backgrounds.json"))) as? [String: Any]
        let frames = atlas?["frames"] as? [String: Any]
        let frame = (frames?["play/normal/background"] as? [String: Any])?["frame"] as? [String: Int]
        #expect(frame?["w"] == 45 && frame?["h"] == 44, "\(String(describing: frame))")
        let sheet = try PNGDecoder.decode(path: out + "/pill/backgrounds.png")
        func pixel(_ x: Int, _ y: Int) -> RGBAColor {
            let i = (y * sheet.width + x) * 4
            return RGBAColor(red: sheet.rgba[i], green: sheet.rgba[i + 1], blue: sheet.rgba[i + 2], alpha: sheet.rgba[i + 3])
        }
        let (x, y) = (frame?["x"] ?? 0, frame?["y"] ?? 0)
        #expect(pixel(x + 22, y + 5) == RGBAColor(hex: "#FF0000"))
        #expect(pixel(x + 22, y + 38) == RGBAColor(hex: "#0000FF"))
    }

    /// A unit that `verify` renders again (its content key changed) has its panels' sheet
    /// compared like its state sheets: a baseline `backgrounds.png` that differs fails.
    @Test func verifyComparesThePanelsSheetOfARenderedUnit() throws {
        let recorded = try Self.input(), baseline = RenderCommandTests.tempDir() + "/base"
        #expect(CLIRun(["record", recorded + "/pill.json", "--baseline", baseline]).code == 0)
        // Another valid PNG of another size in place of the panels' page.
        try FileManager.default.removeItem(atPath: baseline + "/pill/backgrounds.png")
        try FileManager.default.copyItem(atPath: baseline + "/pill/normal.png", toPath: baseline + "/pill/backgrounds.png")
        let changed = try Self.input(description: "re-rendered: the content key differs")
        let run = CLIRun(["verify", changed + "/pill.json", "--baseline", baseline])
        #expect(run.code == 1, "\(run.out)\(run.err)")
        #expect(run.out.contains("pill/backgrounds.png"), "\(run.out)")
    }
}
