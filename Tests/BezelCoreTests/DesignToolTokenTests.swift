import BezelCore
import BezelTestSupport
import Foundation
import Testing

/// Token files in the shapes design tools write them (samples/tokens/): Figma's DTCG export with one
/// file per mode, a Tokens Studio sync folder with `$themes.json`, a Style Dictionary v3 file and a
/// DTCG 2025.10 resolver. Each loads, its modes appear, and every value resolves exactly.
@Suite struct DesignToolTokenTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples/tokens").path

    static func themes(_ name: String) -> [String?: ButtonTheme] {
        let (themes, diagnostics) = ThemeValidator.validate(samples + "/" + name + ".json")
        precondition(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return Dictionary(uniqueKeysWithValues: themes.map { ($0.mode, $0) })
    }

    static func appearance(_ theme: ButtonTheme, _ button: String, _ state: ControlState) -> Appearance {
        AppearanceResolver(theme: theme).resolve(theme.button(named: button)!, state: state).appearance
    }

    @Test func figmaExportsOneFilePerMode() throws {
        let themes = Self.themes("figma")
        #expect(themes.keys.map { $0 ?? "" }.sorted() == ["", "dark"])
        let light = try #require(themes[nil]), dark = try #require(themes["dark"])
        for (theme, bg, pressed, label) in [(light, "#0D6EFD", "#0A58CA", "#FFFFFF"), (dark, "#6EA8FE", "#9EC5FE", "#000000")] {
            let normal = Self.appearance(theme, "primary", .normal)
            #expect(normal.backgroundColor == RGBAColor(hex: bg) && normal.titleColor == RGBAColor(hex: label))
            #expect(Self.appearance(theme, "primary", .highlighted).backgroundColor == RGBAColor(hex: pressed))
            #expect(normal.cornerRadius == .points(8))
            #expect(theme.button(named: "primary")?.layout.contentEdgeInsets == EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        }
    }

    @Test func tokensStudioThemesBecomeModesWithMathAndPercentages() throws {
        let themes = Self.themes("tokens-studio")
        #expect(themes.keys.map { $0 ?? "" }.sorted() == ["", "Dark"])
        let light = try #require(themes[nil]), dark = try #require(themes["Dark"])
        let normal = Self.appearance(light, "confirm", .normal)
        #expect(normal.backgroundColor == RGBAColor(hex: "#198754") && normal.titleColor == RGBAColor(hex: "#FFFFFF"))
        #expect(Self.appearance(light, "confirm", .highlighted).backgroundColor == RGBAColor(hex: "#146C43"))
        // "50%" opacity: 0.5 of 255, rounded half up.
        #expect(Self.appearance(light, "confirm", .disabled).backgroundColor == RGBAColor(hex: "#19875480"))
        let font = try #require(normal.title?.font)
        // 1rem = 16 pt, "Bold" = 700, "150%" line height = 24 pt, "0%" letter spacing = 0.
        #expect(font.family == "DejaVu Sans" && font.size == 16 && font.weight == 700 && font.lineHeight == 24 && font.letterSpacing == 0)
        #expect(normal.cornerRadius == .points(6))
        // {spacing.base} * 5 = 20; {spacing.md} - 2 = 4 × 3 − 2 = 10.
        #expect(light.button(named: "confirm")?.layout.contentEdgeInsets == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let darkNormal = Self.appearance(dark, "confirm", .normal)
        #expect(darkNormal.backgroundColor == RGBAColor(hex: "#75B798") && darkNormal.titleColor == RGBAColor(hex: "#212529"))
        #expect(Self.appearance(dark, "confirm", .highlighted).backgroundColor == RGBAColor(hex: "#198754"))
    }

    @Test func styleDictionaryV3FilesReadWithValueReferences() throws {
        let theme = try #require(Self.themes("style-dictionary")[nil])
        let normal = Self.appearance(theme, "delete", .normal)
        #expect(normal.backgroundColor == RGBAColor(hex: "#DC3545") && normal.titleColor == RGBAColor(hex: "#FFFFFF"))
        #expect(Self.appearance(theme, "delete", .highlighted).backgroundColor == RGBAColor(hex: "#B02A37"))
        #expect(normal.title?.font.size == 14 && normal.cornerRadius == .points(4))
        // "8px" and "1rem".
        #expect(theme.button(named: "delete")?.layout.contentEdgeInsets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func resolverModifiersBecomeModes() throws {
        let themes = Self.themes("resolver")
        #expect(themes.keys.map { $0 ?? "" }.sorted() == ["", "compact", "dark", "dark-compact"])
        // oklch(0.541 0.281 293.009) is Tailwind's violet-600, #7F22FE; oklch(0.811 0.111 293.571),
        // violet-300, is outside sRGB and maps to #C4B4FF; ink is srgb(0.09 0.09 0.11).
        let expected: [(String?, String, String, Double)] = [(nil, "#7F22FE", "#FFFFFF", 12), ("compact", "#7F22FE", "#FFFFFF", 8),
                                                             ("dark", "#C4B4FF", "#17171C", 12), ("dark-compact", "#C4B4FF", "#17171C", 8)]
        for (mode, bg, label, padding) in expected {
            let theme = try #require(themes[mode])
            let a = Self.appearance(theme, "go", .normal)
            #expect(a.backgroundColor == RGBAColor(hex: bg) && a.titleColor == RGBAColor(hex: label), "\(mode ?? "base")")
            #expect(theme.button(named: "go")?.layout.contentEdgeInsets == EdgeInsets(top: padding, left: 16, bottom: padding, right: 16), "\(mode ?? "base")")
        }
    }

    @Test func aSingleTokensStudioFileWithTwoThemeGroupsMakesEveryCombination() throws {
        let tokens = ##"""
        { "core": { "c": { "a": { "value": "#111111", "type": "color" } }, "space": { "base": { "value": "8", "type": "spacing" } }, "pad": { "value": "{space.base}", "type": "spacing" } },
          "light": { "bg": { "value": "{c.a}", "type": "color" } }, "dark": { "bg": { "value": "#222222", "type": "color" } },
          "roomy": { "pad": { "value": "{space.base} * 2", "type": "spacing" } },
          "$themes": [
            { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
            { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
            { "name": "Regular", "group": "Density", "selectedTokenSets": {} },
            { "name": "Roomy", "group": "Density", "selectedTokenSets": { "roomy": "enabled" } } ],
          "$metadata": { "tokenSetOrder": ["core", "light", "dark", "roomy"] } }
        """##
        let f = ThemeFixture(["ts.json": tokens, "theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "{bg}", "contentEdgeInsets": ["{pad}", 0, 0, 0] }"##,
                                                                        extra: ##""tokens": "ts.json""##)])
        let (themes, d) = f.validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        #expect(themes.map { $0.mode ?? "" }.sorted() == ["", "Dark", "Dark-Roomy", "Roomy"])
        for (mode, bg, pad) in [(nil, "#111111", 8.0), ("Dark", "#222222", 8), ("Roomy", "#111111", 16), ("Dark-Roomy", "#222222", 16)] {
            let t = try #require(themes.first { $0.mode == mode })
            #expect(AppearanceResolver(theme: t).resolve(t.button(named: "b")!, state: .normal).appearance.backgroundColor == RGBAColor(hex: bg))
            #expect(t.button(named: "b")?.layout.contentEdgeInsets.top == pad, "\(mode ?? "base")")
        }
    }

    @Test(arguments: [
        (["r.resolver.json": ##"{ "version": "1.0", "resolutionOrder": [] }"##], "r.resolver.json", "version", "version must be \"2025.10\""),
        (["r.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/nope" }] }"##], "r.resolver.json",
         "resolutionOrder[0].$ref", "names no set or modifier"),
        (["r.resolver.json": ##"{ "version": "2025.10", "modifiers": { "m": { "contexts": { "a": [], "b": [] }, "default": "c" } }, "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }"##],
         "r.resolver.json", "modifiers.m.default", "default 'c' is not one of the contexts a, b"),
        (["r.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "sources": [{ "$ref": "missing.json" }] }] }"##],
         "theme.json", "", ""),
    ])
    func badTokenFilesAreErrorsNamingTheFileAndPath(files: [String: String], file: String, path: String, message: String) throws {
        let tokenFile = files.keys.first!
        var all = files
        all["theme.json"] = themeJSON(buttons: ##""b": { "title": "x" }"##, extra: "\"tokens\": \"\(tokenFile)\"")
        let (_, d) = ThemeFixture(all).validate()
        let errors = d.filter { $0.severity == .error }
        if message.isEmpty {
            #expect(errors.contains { $0.message.contains("missing.json") }, "\(errors)")
        } else {
            #expect(errors.contains { $0.file.hasSuffix(file) && $0.path == path && $0.message.contains(message) }, "\(errors)")
        }
    }

    @Test func aResolverInsideAModeIsAnError() {
        let f = ThemeFixture(["r.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [] }"##,
                              "theme.json": themeJSON(buttons: ##""b": { "title": "x" }"##, extra: ##""modes": { "dark": { "tokens": "r.resolver.json" } }"##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["modes.dark.tokens"] && errors[0].message.contains("defines modes"), "\(errors)")
    }

    @Test func aFolderOfThemesSkipsTokenStudioAndResolverFiles() {
        let f = ThemeFixture(["theme.json": "{}", "$themes.json": "[]", "$metadata.json": "{}", "b.resolver.json": "{}", "c.tokens.json": "{}"])
        let (files, diagnostics) = ThemeInputs.themeFiles([f.folder])
        #expect(files.map { ThemeFileSystem.baseName($0) } == ["theme"] && diagnostics.isEmpty, "\(files)")
    }

    @Test func inlineLegacyTreesAreReadInTheThemeAndInItsModes() throws {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "{color.bg}", "cornerRadius": "{size.r}" }"##, extra: ##"""
            "tokens": { "color": { "bg": { "value": "#112233" } }, "size": { "r": { "value": "6px", "type": "borderRadius" } } },
            "modes": { "dark": { "tokens": { "color": { "bg": { "value": "{color.base.value}" }, "base": { "value": "#445566" } } } } }
            """##)])
        let (themes, d) = f.validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        for (mode, hex) in [(nil, "#112233"), ("dark", "#445566")] as [(String?, String)] {
            let t = try #require(themes.first { $0.mode == mode })
            let a = AppearanceResolver(theme: t).resolve(t.button(named: "b")!, state: .normal).appearance
            #expect(a.backgroundColor == RGBAColor(hex: hex) && a.cornerRadius == .points(6), "\(mode ?? "base")")
        }
    }

    @Test func aResolverSetsProblemsAreReportedOnceForAllItsModes() {
        let f = ThemeFixture(["r.resolver.json": ##"""
            { "version": "2025.10", "sets": { "a": { "sources": [{ "$ref": "missing.json" }, { "x": { "value": "1" } }] } },
              "modifiers": { "m": { "contexts": { "l": [{ "$ref": "#/sets/a" }], "d": [], "h": [] }, "default": "l" } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }, { "$ref": "#/modifiers/m" }] }
            """##, "theme.json": themeJSON(buttons: ##""b": { "title": "x" }"##, extra: ##""tokens": "r.resolver.json""##)])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["sets.a.sources[0].$ref"], "\(errors)")
    }
}
