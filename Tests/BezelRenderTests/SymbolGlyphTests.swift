import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The iOS 13+ glyphs (docs/uikit.md, "Defaults per button type"): contactAdd is `plus.circle`,
/// intrinsically 24.333 × 23.667 pt, its frame on the device-pixel grid (73 × 71 px at @3x, as on
/// iOS 17), a 21.67-pt ring with a 1.67-pt stroke (5 px at @3x), never touching the frame's edge;
/// `"glyphStyle": "ios12"` keeps the 22-pt flat artwork.
@Suite struct SymbolGlyphTests {
    static let theme = themeJSON(buttons: """
        "add": { "type": "contactAdd" }, "info": { "type": "infoLight" },
        "old": { "type": "contactAdd", "glyphStyle": "ios12" }
        """, extra: ##""name": "t", "scales": [3], "states": ["normal"]"##)

    @Test func contactAddIsThePlusCircleSymbol() throws {
        let f = ThemeFixture(["theme.json": Self.theme])
        let intrinsic = f.appearance("add", .normal).image?.size
        #expect(intrinsic == Size(width: 73.0 / 3, height: 71.0 / 3))
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 3)
        let image = try renderer.image(forButton: "add")
        #expect(image.width == 73 && image.height == 71, "\(image.width) × \(image.height)")  // 24.333 × 23.667 pt
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * image.width + x) * 4 + 3] }
        // The middle row crosses the ring's left stroke: 5 px of ink (coverage summed), none at the edge.
        let row = (0..<14).map { alpha($0, 35) }
        let ink = row.reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(ink - 5) < 0.15 && row[0] == 0 && row[13] == 0, "\(row), \(ink)")
        // No ink on the frame's edges: nothing is clipped.
        let edges = (0..<image.width).flatMap { [alpha($0, 0), alpha($0, image.height - 1)] }
            + (0..<image.height).flatMap { [alpha(0, $0), alpha(image.width - 1, $0)] }
        #expect(edges.allSatisfy { $0 == 0 })
        #expect(try renderer.image(forButton: "info").width == 73)
        #expect(try renderer.image(forButton: "old").width == 66)  // 22 pt at @3x
    }
}
