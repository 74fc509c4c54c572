@testable import BezelRender
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRaster

/// The fontconfig cache lives in the user's own cache folder, private to them, or nowhere
/// (docs/cli.md, "Environment variables").
@Suite struct FontCacheDirectoryTests {
    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func aFreshCacheHomeGetsPrivateFolders() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let home = root + "/cache"
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": home, "HOME": "/nonexistent"]) == home + "/bezel/fontconfig")
        for folder in [home, home + "/bezel", home + "/bezel/fontconfig"] { #expect(Self.mode(folder) == 0o700, "\(folder)") }
        // Without XDG_CACHE_HOME (or with a relative one): $HOME/.cache.
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": "relative", "HOME": root]) == root + "/.cache/bezel/fontconfig")
        #expect(Self.mode(root + "/.cache/bezel") == 0o700)
    }

    @Test func aFolderOthersMayWriteIsNotUsed() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/bezel/fontconfig", withIntermediateDirectories: true)
        chmod(root + "/bezel/fontconfig", 0o700)
        chmod(root + "/bezel", 0o777)
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": root]) == nil)
        chmod(root + "/bezel", 0o700)
        chmod(root + "/bezel/fontconfig", 0o770)
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": root]) == nil)
        chmod(root + "/bezel/fontconfig", 0o700)
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": root]) == root + "/bezel/fontconfig")
        // A link in place of the folder is not followed.
        try FileManager.default.removeItem(atPath: root + "/bezel/fontconfig")
        try FileManager.default.createSymbolicLink(atPath: root + "/bezel/fontconfig", withDestinationPath: root)
        #expect(FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": root]) == nil)
    }

    @Test func noWritableCacheStillRendersTheSameBytes() throws {
        let unusable = ["XDG_CACHE_HOME": "/dev/null/cache", "HOME": "/nonexistent-home"]
        #expect(FontCacheDirectory.resolve(environment: unusable) == nil)
        let uncached = try FontConfiguration(cacheEnvironment: unusable)
        #expect(uncached.cacheDirectory == nil)
        // fontconfig scanned into a private scratch folder, gone once the fonts were built.
        let scratch = try #require(uncached.xml.split(separator: "\n").first { $0.contains("<cachedir>") })
            .replacingOccurrences(of: "<cachedir>", with: "").replacingOccurrences(of: "</cachedir>", with: "")
            .trimmingCharacters(in: .whitespaces)
        #expect(scratch.hasPrefix(NSTemporaryDirectory() + "bezel-fontconfig-"))
        #expect(!FileManager.default.fileExists(atPath: scratch))
        #expect(uncached.fontFiles == FontConfiguration.pinnedFontFiles.sorted())
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BezelCLITests/Fixtures/good/tokens-and-modes.json").path
        let (themes, diagnostics) = ThemeValidator.validate(fixture, fontCatalog: RendererFontCatalog.shared)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let unit = RenderUnit(theme: try #require(themes.first), locale: nil)
        let expected = try ThemeRenderer().render(unit, options: RenderOptions()).files
        let actual = try ThemeRenderer(fontConfiguration: uncached).render(unit, options: RenderOptions()).files
        #expect(actual.map(\.path) == expected.map(\.path))
        #expect(actual.map(\.data) == expected.map(\.data))
        #expect(RendererFingerprint.current(fontConfiguration: uncached).fontsSHA256 == RendererFingerprint.current().fontsSHA256)
    }
}
