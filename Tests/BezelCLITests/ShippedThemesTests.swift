@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// The shipped themes render, and their pixels carry the design systems' published numbers
/// (Material 3 state layers from material-web's tokens, the iOS 13 system colours, Bootstrap 5.3's
/// Sass-computed state colours; themes/README.md lists the sources).
@Suite(.serialized) struct ShippedThemesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let out: String = {
        let out = NSTemporaryDirectory() + "bezel-shipped-" + UUID().uuidString
        let run = CLIRun(["render", root + "/themes", "-o", out, "--scale", "1", "--quiet"])
        precondition(run.code == 0, "themes did not render: \(run.err)")
        return out
    }()

    /// The colour at `(dx, dy)` points inside `button`'s frame in the `state` sheet of `folder`.
    func pixel(_ folder: String, _ state: String, _ button: String, dx: Int, dy: Int) throws -> RGBAColor {
        let atlas = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.out)/\(folder)/\(state).json")))).objectValue
        let frame = try #require(atlas?["frames"]?.objectValue?[button]?.objectValue?["frame"]?.objectValue)
        let sheet = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: "\(Self.out)/\(folder)/\(state).png")))
        return sheet.pixel(x: Int(frame["x"]!.numberValue!) + dx, y: Int(frame["y"]!.numberValue!) + dy)
    }

    @Test func bootstrapPrimaryStates() throws {
        // Top middle, inside the 1-px border, above the label.
        #expect(try pixel("bootstrap", "normal", "btn-primary", dx: 30, dy: 3) == RGBAColor(red: 0x0d, green: 0x6e, blue: 0xfd))
        #expect(try pixel("bootstrap", "focused", "btn-primary", dx: 30, dy: 3) == RGBAColor(red: 0x0b, green: 0x5e, blue: 0xd7)) // hover
        #expect(try pixel("bootstrap", "highlighted", "btn-primary", dx: 30, dy: 3) == RGBAColor(red: 0x0a, green: 0x58, blue: 0xca)) // active
        // Opacity .65: alpha 166; the colour within 1 of #0d6efd after 8-bit premultiplied storage.
        let disabled = try pixel("bootstrap", "disabled", "btn-primary", dx: 30, dy: 3)
        #expect(disabled.alpha == 166)
        #expect(abs(Int(disabled.red) - 0x0d) <= 1 && abs(Int(disabled.green) - 0x6e) <= 1 && abs(Int(disabled.blue) - 0xfd) <= 1)
        #expect(try pixel("bootstrap", "focused", "btn-success", dx: 30, dy: 3) == RGBAColor(red: 0x15, green: 0x73, blue: 0x47))
    }

    @Test func oceanSwapsTokensAndKeepsBootstrapsDerivations() throws {
        // ocean.json only extends bootstrap and swaps tokens: its primary is #006C8E, and the states
        // follow Bootstrap's rules: active shade 20 %, hover shade 15 %.
        let primary = RGBAColor(red: 0x00, green: 0x6c, blue: 0x8e)
        #expect(try pixel("ocean", "normal", "btn-primary", dx: 30, dy: 3) == primary)
        #expect(try pixel("ocean", "highlighted", "btn-primary", dx: 30, dy: 3) == primary.shade(0.20))
        #expect(try pixel("ocean", "focused", "btn-primary", dx: 30, dy: 3) == primary.shade(0.15))
        #expect(primary.shade(0.20) == RGBAColor(red: 0x00, green: 0x56, blue: 0x72)) // 0x6c × 0.8 = 86.4 → 86
    }

    @Test func material3FilledStateLayers() throws {
        #expect(try pixel("material3", "normal", "filled", dx: 30, dy: 3) == RGBAColor(red: 0x67, green: 0x50, blue: 0xa4))
        #expect(try pixel("material3", "highlighted", "filled", dx: 30, dy: 3) == RGBAColor(red: 0x79, green: 0x65, blue: 0xaf)) // + white @ .12
        #expect(try pixel("material3/dark", "normal", "filled", dx: 30, dy: 3) == RGBAColor(red: 0xd0, green: 0xbc, blue: 0xff))
    }

    /// Lumen's tokens are three tiers in several files (themes/lumen/); the dark mode swaps the
    /// semantic tier only, and the component tier's state groups follow it.
    @Test func lumenDrawsItsMultiFileTokens() throws {
        #expect(try pixel("lumen", "normal", "primary", dx: 30, dy: 3) == RGBAColor(red: 0x0d, green: 0x7f, blue: 0x6d)) // teal.600
        #expect(try pixel("lumen", "highlighted", "primary", dx: 30, dy: 3) == RGBAColor(red: 0x0b, green: 0x6e, blue: 0x5f)) // teal.700
        #expect(try pixel("lumen", "selected", "primary", dx: 30, dy: 3) == RGBAColor(red: 0x09, green: 0x57, blue: 0x4c)) // teal.800
        #expect(try pixel("lumen", "normal", "secondary", dx: 30, dy: 0) == RGBAColor(red: 0xb3, green: 0xba, blue: 0xc6)) // the 1-px ink.300 border
        #expect(try pixel("lumen", "normal", "danger", dx: 30, dy: 3) == RGBAColor(red: 0xd6, green: 0x3d, blue: 0x2b)) // coral.600
        #expect(try pixel("lumen/dark", "normal", "primary", dx: 30, dy: 3) == RGBAColor(red: 0x3f, green: 0xc4, blue: 0xab)) // teal.400
        #expect(try pixel("lumen/dark", "highlighted", "danger", dx: 30, dy: 3) == RGBAColor(red: 0xff, green: 0xa0, blue: 0x8f)) // coral.300
        // Disabled: 40 % of teal.600, alpha 0.4 × 255 = 102.
        #expect(try pixel("lumen", "disabled", "primary", dx: 30, dy: 3).alpha == 102)
    }

    @Test func iosFilledUsesSystemBlueAndDarkModeItsDarkValue() throws {
        #expect(try pixel("ios", "normal", "filledMedium", dx: 30, dy: 3) == RGBAColor(red: 0, green: 122, blue: 255))
        #expect(try pixel("ios/dark", "normal", "filledMedium", dx: 30, dy: 3) == RGBAColor(red: 10, green: 132, blue: 255))
    }

    @Test func localesRenderAsTheirOwnSetsAndArabicIsMirrored() throws {
        for folder in ["material3/ar", "material3/zh-Hans", "material3/dark/ar"] {
            #expect(FileManager.default.fileExists(atPath: "\(Self.out)/\(folder)/normal.png"), "\(folder)")
        }
        let manifest = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.out)/material3/ar/manifest.json")))).objectValue
        let normal = manifest?["buttons"]?.objectValue?["filledIcon"]?.objectValue?["states"]?.objectValue?["normal"]?.objectValue
        let image = (normal?["imageRect"]?.arrayValue ?? []).compactMap { $0.numberValue }
        let title = (normal?["titleRect"]?.arrayValue ?? []).compactMap { $0.numberValue }
        try #require(image.count == 4 && title.count == 4)
        #expect(normal?["title"]?.stringValue == "إضافة عنصر")
        #expect(image[0] >= title[0] + title[2]) // the leading image sits right of the title
    }
}
