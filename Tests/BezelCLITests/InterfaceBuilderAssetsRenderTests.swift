import BezelCore
import BezelPNG
import Foundation
import Testing

/// An Interface Builder document with its asset catalog, strings file and AccentColor through the
/// commands (samples/interface-builder/project): colours sampled from the rendered sheets are the
/// colour sets' in each appearance, the catalog's template image is tinted with the AccentColor,
/// the German titles are the strings file's, and `import` renders to the same bytes.
@Suite struct InterfaceBuilderAssetsRenderTests {
    static let project = repositoryRoot + "/samples/interface-builder/project"

    /// A copy of the sample project in a fresh folder, its document, and an output folder.
    static func copy() throws -> (document: String, out: String) {
        let dir = RenderCommandTests.tempDir() + "/project"
        try FileManager.default.copyItem(atPath: project, toPath: dir)
        return (dir + "/Base.lproj/Main.storyboard", RenderCommandTests.tempDir() + "/out")
    }

    /// The value at a dotted path of a unit's manifest.
    static func manifest(_ unit: String, _ path: String) throws -> JSONValue? {
        var value = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: unit + "/manifest.json")))) as JSONValue?
        for key in path.split(separator: ".") { value = value?.objectValue?[String(key)] }
        return value
    }

    @Test func colourSetsImagesAndTheAccentColorAreDrawnInEachAppearance() throws {
        let (doc, out) = try Self.copy()
        let run = CLIRun(["render", doc, "-o", out, "-q"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.isEmpty, "nothing is left out of the sample: \(run.err)")
        let base = out + "/Main"
        // Surface: gray-gamma-22 0.95 is #F3F3F3 in light, 0.15 is #212121 in dark.
        #expect(try InterfaceBuilderRenderTests.pixel(base, "normal", "Surface", 2, 2) == RGBAColor(red: 0xF3, green: 0xF3, blue: 0xF3))
        #expect(try InterfaceBuilderRenderTests.pixel(base + "/dark", "normal", "Surface", 2, 2) == RGBAColor(red: 0x21, green: 0x21, blue: 0x21))
        // Brand's title: any, dark and high-contrast entries of the colour set.
        let size = (140, 44)
        #expect(try InterfaceBuilderRenderTests.colours(base, "normal", "Surface", size: size).contains(RGBAColor(red: 0x00, green: 0x66, blue: 0xCC)))
        #expect(try InterfaceBuilderRenderTests.colours(base + "/dark", "normal", "Surface", size: size).contains(RGBAColor(red: 0xFF, green: 0xCC, blue: 0x00)))
        #expect(try InterfaceBuilderRenderTests.colours(base + "/high-contrast", "normal", "Surface", size: size).contains(RGBAColor(red: 0x00, green: 0x33, blue: 0x66)))
        // Play: no tint in the document, so the AccentColor tints its title and its template image.
        let play = try InterfaceBuilderRenderTests.colours(base, "normal", "Play", size: size)
        #expect(play.contains(RGBAColor(red: 0x6A, green: 0x1B, blue: 0x9A)))
        #expect(try InterfaceBuilderRenderTests.colours(base + "/dark", "normal", "Play", size: size).contains(RGBAColor(red: 0xD0, green: 0xA8, blue: 0xF0)))
        let image = try #require(try Self.manifest(base, "buttons.Play.states.normal.imageRect")?.arrayValue?.compactMap(\.numberValue))
        #expect(image.count == 4 && image[2] == 20 && image[3] == 20, "the @2x/@3x image set is 20 × 20 pt: \(image)")
        let centre = try InterfaceBuilderRenderTests.pixel(base, "normal", "Play", Int(image[0] + 10), Int(image[1] + 10))
        #expect(centre == RGBAColor(red: 0x6A, green: 0x1B, blue: 0x9A), "the disc's centre, tinted")
        // The dark image set entry is a square: its corner is drawn in dark only.
        let corner = (Int(image[0] + 3), Int(image[1] + 3))
        #expect(try InterfaceBuilderRenderTests.pixel(base, "normal", "Play", corner.0, corner.1).alpha == 0)
        #expect(try InterfaceBuilderRenderTests.pixel(base + "/dark", "normal", "Play", corner.0, corner.1) == RGBAColor(red: 0xD0, green: 0xA8, blue: 0xF0))
        // The strings file's titles, in the de locale.
        #expect(try Self.manifest(base + "/de", "buttons.Play.states.normal.title") == .string("Abspielen"))
        #expect(try Self.manifest(base + "/de", "buttons.Brand.states.normal.title") == .string("Marke"))
    }

    @Test func importRendersTheSameBytesAndCopiesTheCatalogFiles() throws {
        let (doc, out) = try Self.copy()
        let imported = RenderCommandTests.tempDir() + "/imported"
        let run = CLIRun(["import", doc, "-o", imported])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("Main.storyboard: asset catalog "), "\(run.out)")
        for file in ["Main.json", "Assets.xcassets/Icons/play.imageset/play@3x.png", "Assets.xcassets/Icons/play.imageset/play-dark@3x.png",
                     "Assets.xcassets/panel.imageset/panel_2x.png"] {
            #expect(FileManager.default.fileExists(atPath: imported + "/" + file), "\(file)")
        }
        #expect(CLIRun(["render", doc, "-o", out + "/a", "-q"]).code == 0)
        #expect(CLIRun(["render", imported + "/Main.json", "-o", out + "/b", "-q"]).code == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: out + "/a").filter { !$0.hasSuffix(".bezel-unit.json") && $0.contains(".") }.sorted()
        #expect(files.count > 100)
        for f in files {
            #expect(FileManager.default.contents(atPath: out + "/a/" + f) == FileManager.default.contents(atPath: out + "/b/" + f), "\(f)")
        }
    }

    @Test func assetsNamesTheCatalogsAndAMissingOneIsAnError() throws {
        let (doc, out) = try Self.copy()
        let elsewhere = RenderCommandTests.tempDir() + "/Other.xcassets"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let run = CLIRun(["validate", doc, "--assets", elsewhere])
        #expect(run.code == 0)
        #expect(run.err.contains("named colour 'Brand' is in no asset catalog (searched Other.xcassets): drawn with the value the document caches (one appearance)"), "\(run.err)")
        let missing = CLIRun(["render", doc, "-o", out, "--assets", elsewhere + "/nope.xcassets"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("--assets '\(elsewhere)/nope.xcassets' is not a folder"), "\(missing.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
