import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The library's theme entry point (`ThemeFile`): loading with errors that name file and JSON path,
/// the mode and locale choice, and `render(into:)` writing what `bezel render` writes.
@Suite struct ThemeFileTests {
    static let theme = themeJSON(buttons: """
        "ok": { "type": "custom", "size": [20, 10], "backgroundColor": "#336699", "title": "OK",
                "localizations": { "de": { "title": "Gut" } } }
        """, extra: ##""name": "t", "scales": [1], "states": ["normal"], "modes": { "dark": { "appearance": { "tintColor": "#ffffff" } } }"##)

    @Test func loadsTheChosenModeAndLocale() throws {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let base = try ThemeFile(contentsOfFile: fixture.path("theme.json"))
        #expect(base.theme.mode == nil && base.themes.map(\.mode) == [nil, "dark"])
        let dark = try ThemeFile(contentsOfFile: fixture.path("theme.json"), mode: "dark", locale: "de")
        #expect(dark.theme.mode == "dark" && dark.themes.count == 1 && dark.locale == "de")
    }

    /// `themes` holds each mode and each accessibility variant; `identifier` tells them apart as
    /// the output folders do (I-7: name and mode alone repeat for a variant).
    @Test func eachThemeOfTheFileHasAnIdentifierNamingItsVariant() throws {
        let withVariants = Self.theme.replacingOccurrences(of: ##""name": "t","##,
                                                           with: ##""name": "t", "accessibility": { "contrast": ["standard", "high"], "boldText": true },"##)
        let fixture = ThemeFixture(["theme.json": withVariants])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let file = try ThemeFile(contentsOfFile: fixture.path("theme.json"))
        #expect(file.themes.map(\.identifier) == ["t", "t/bold-text", "t/high-contrast", "t/high-contrast+bold-text",
                                                   "t/dark", "t/dark/bold-text", "t/dark/high-contrast", "t/dark/high-contrast+bold-text"])
        #expect(Set(file.themes.map(\.identifier)).count == file.themes.count)
    }

    @Test func errorsNameTheFileAndJSONPath() throws {
        let fixture = ThemeFixture(["theme.json": Self.theme, "bad.json": themeJSON(buttons: ##""ok": { "backgroundColor": "#zz" }"##)])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        do { _ = try ThemeFile(contentsOfFile: fixture.path("bad.json")); Issue.record("no error") } catch {
            #expect(error.items.first?.file == fixture.path("bad.json"))
            #expect(error.items.first?.path == "buttons.ok.backgroundColor.normal")
        }
        do { _ = try ThemeFile(contentsOfFile: fixture.path("theme.json"), mode: "sepia"); Issue.record("no error") } catch {
            #expect(error.items == [Diagnostic(file: fixture.path("theme.json"), path: "modes", message: "no mode 'sepia' (modes: dark)")])
        }
        do { _ = try ThemeFile(contentsOfFile: fixture.path("theme.json"), locale: "fr"); Issue.record("no error") } catch {
            #expect(error.items.map(\.path) == ["locales"] && error.items[0].message == "no localization 'fr' (locales: de)")
        }
    }

    @Test func renderIntoWritesWhatTheRendererMakes() throws {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        let out = NSTemporaryDirectory() + "bezel-themefile-" + UUID().uuidString
        defer { for f in [fixture.folder, out] { try? FileManager.default.removeItem(atPath: f) } }
        let file = try ThemeFile(contentsOfFile: fixture.path("theme.json"))
        let written = try file.render(into: out)
        // What `bezel render` writes, the record a later `bezel render` skips the unit by included.
        let unit = { (folder: String) in ["normal.png", "normal.json", "manifest.json", ".bezel-unit.json"].map { folder + "/" + $0 } }
        #expect(written == unit("t") + unit("t/dark") + unit("t/dark/de") + unit("t/de"))
        let expected = try ThemeRenderer().render(RenderUnit(theme: file.theme, locale: "de"), options: RenderOptions()).files
        for f in expected { #expect(FileManager.default.contents(atPath: out + "/" + f.path) == f.data) }
        // The folder's lock is released (its file gone), as after `bezel render`.
        #expect(!FileManager.default.fileExists(atPath: out + "/.bezel.lock"))
        #expect(Set(try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }) == Set(written))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func renderIntoRefusesTheThemeFolderAndWritesNothingOnFailure() throws {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        let out = NSTemporaryDirectory() + "bezel-themefile-" + UUID().uuidString
        defer { for f in [fixture.folder, out] { try? FileManager.default.removeItem(atPath: f) } }
        let file = try ThemeFile(contentsOfFile: fixture.path("theme.json"))
        do { try file.render(into: fixture.folder); Issue.record("no error") } catch {
            // The same rule and words as `bezel render -o <the theme folder>`.
            #expect(error.items.first?.message == "is the theme folder \(fixture.folder); write into another folder")
        }
        // A folder where a file goes: the error names it, and nothing else is left behind.
        try FileManager.default.createDirectory(atPath: out + "/t/dark/manifest.json", withIntermediateDirectories: true)
        do { try file.render(into: out); Issue.record("no error") } catch {
            #expect("\(error)" == out + "/t/dark/manifest.json: is a folder: cannot write a file there")
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out).sorted() == ["t", "t/dark", "t/dark/manifest.json"])
    }
}
