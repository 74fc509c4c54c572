import Bezel
import BezelTestSupport
import Foundation
import Testing

/// The library's `ThemeFile.render(into:)` writes the very files `bezel render <file> -o <folder>`
/// writes with its default options — through the same driver, so each unit's `.bezel-unit.json`
/// record too —: the same paths, byte for byte, in every mode and locale, and for one chosen mode
/// and locale the files `--mode`/`--locale` write.
@Suite struct LibraryRenderParityTests {
    static let theme = themeJSON(buttons: """
        "ok": { "title": "OK", "localizations": { "de": { "title": "Gut" } }, "backgroundColor": { "normal": "#336699", "highlighted": { "shade": 0.2 } } },
        "cancel": { "type": "system", "title": "Cancel", "shadow": { "color": "#000000", "opacity": 0.4, "radius": 3, "offset": [0, 1] } }
        """, extra: ##""name": "parity", "scales": [1, 2], "modes": { "dark": { "colorScheme": "dark" } }"##)

    /// Every file below `folder` by relative path, the `.bezel-unit.json` records included (the
    /// lock file is gone once a run ends).
    func files(_ folder: String) throws -> [String: Data] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder)
        var out: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            out[path] = FileManager.default.contents(atPath: folder + "/" + path)
        }
        return out
    }

    @Test func renderIntoWritesWhatTheCLIWrites() throws {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        let scratch = NSTemporaryDirectory() + "bezel-parity-" + UUID().uuidString
        defer { for f in [fixture.folder, scratch] { try? FileManager.default.removeItem(atPath: f) } }
        for (mode, locale) in [(nil, nil), ("dark", "de")] as [(String?, String?)] {
            let name = "\(mode ?? "all")-\(locale ?? "all")"
            let cli = CLIRun(["render", fixture.path("theme.json"), "-o", scratch + "/cli-" + name, "-q"]
                             + (mode.map { ["--mode", $0] } ?? []) + (locale.map { ["--locale", $0] } ?? []))
            #expect(cli.code == 0, "\(cli.err)")
            let written = try ThemeFile(contentsOfFile: fixture.path("theme.json"), mode: mode, locale: locale)
                .render(into: scratch + "/lib-" + name)
            let expected = try files(scratch + "/cli-" + name), actual = try files(scratch + "/lib-" + name)
            #expect(Set(written) == Set(expected.keys))
            #expect(actual.keys.sorted() == expected.keys.sorted())
            #expect(actual == expected)
            #expect(expected.count == (mode == nil ? 4 * 2 * 4 * 2 + 4 * 2 : 4 * 2 * 2 + 2), "\(expected.keys.sorted())")
        }
    }
}
