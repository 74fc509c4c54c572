@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// The token files design tools write (samples/tokens/: Figma, Tokens Studio, Style Dictionary v3, a
/// DTCG resolver) render through `bezel render` of the folder: every mode they make, each button's
/// background sampled from the sheet.
@Suite struct DesignToolRenderTests {
    @Test func everyToolsTokensRenderInEveryMode() throws {
        let out = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = CLIRun(["render", repositoryRoot + "/samples/tokens", "-o", out, "-q"])
        #expect(run.code == 0, "\(run.err)")
        let files = RenderCommandTests.tree(out)
        // (sheet folder, button, background 4 pt in from the left edge, halfway down).
        let expected: [(String, String, String)] = [
            ("figma", "primary", "#0D6EFD"), ("figma/dark", "primary", "#6EA8FE"),
            ("tokens-studio", "confirm", "#198754"), ("tokens-studio/Dark", "confirm", "#75B798"),
            ("style-dictionary", "delete", "#DC3545"),
            ("resolver", "go", "#7F22FE"), ("resolver/dark", "go", "#C4B4FF"),
            ("resolver/compact", "go", "#7F22FE"), ("resolver/dark-compact", "go", "#C4B4FF"),
        ]
        for (folder, button, hex) in expected {
            let sheet = try RasterImage(pngData: try #require(files["\(folder)/normal.png"], "\(folder)"))
            let atlas = try ShadowSpriteTests.object(files["\(folder)/normal.json"])
            let frame = ShadowSpriteTests.rect(atlas["frames"]?.objectValue?[button]?.objectValue?["frame"])
            #expect(sheet.pixel(x: frame[0] + 4, y: frame[1] + frame[3] / 2) == RGBAColor(hex: hex), "\(folder)")
        }
        // The compact resolver context pads 8 pt instead of 12: its sprite is 8 pt shorter.
        let regular = try ShadowSpriteTests.object(files["resolver/normal.json"])
        let compact = try ShadowSpriteTests.object(files["resolver/compact/normal.json"])
        let h = { (a: JSONObject) in ShadowSpriteTests.rect(a["frames"]?.objectValue?["go"]?.objectValue?["frame"])[3] }
        #expect(h(regular) - h(compact) == 8)
    }
}
