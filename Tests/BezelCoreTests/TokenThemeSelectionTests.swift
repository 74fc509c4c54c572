import BezelCore
import BezelTestSupport
import Testing

/// A Tokens Studio `$themes.json` with several theme groups: a theme picks one theme per group
/// (`tokenSettings.select`) and names the groups that make modes (`tokenSettings.modeGroups`);
/// without them, a file with too many combinations still loads, with the colour-scheme group as its
/// modes and a warning; a colour scheme that lists Dark first has a Light base. A resolver's
/// modifiers are chosen the same way.
@Suite struct TokenThemeSelectionTests {
    /// Scheme (Dark, Light) × Size (4) × Brand (5) × Density (4): 160 combinations.
    static func folder(settings: String = "", density: Bool = true) -> ThemeFixture {
        var files: [String: String] = [:]
        var themes: [String] = []
        func add(_ group: String, _ names: [String], _ token: String, _ values: [String]) {
            for (name, value) in zip(names, values) {
                files["tokens/\(group.lowercased())/\(name).json"] = "{ \"\(token)\": { \"$type\": \"\(token == "pad" ? "dimension" : "color")\", \"$value\": \"\(value)\" } }"
                themes.append("{ \"name\": \"\(name)\", \"group\": \"\(group)\", \"selectedTokenSets\": { \"\(group.lowercased())/\(name)\": \"enabled\" } }")
            }
        }
        add("Scheme", ["Dark", "Light"], "bg", ["#111111", "#eeeeee"])
        add("Size", ["small", "medium", "large", "xl"], "pad", ["4", "8", "12", "16"])
        add("Brand", ["a", "b", "c", "d", "e"], "accent", ["#aa0000", "#00aa00", "#0000aa", "#aaaa00", "#00aaaa"])
        if density { add("Density", ["x", "y", "z", "w"], "ink", ["#000001", "#000002", "#000003", "#000004"]) }
        files["tokens/$themes.json"] = "[" + themes.joined(separator: ",\n") + "]"
        files["theme.json"] = themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{bg}", "titleColor": "{accent}", "contentEdgeInsets": ["{pad}", 0, 0, 0] }"##,
                                        extra: ##""tokens": "tokens/$themes.json""## + settings)
        return ThemeFixture(files)
    }

    static func look(_ themes: [ButtonTheme], _ mode: String?) throws -> (bg: RGBAColor?, accent: RGBAColor?, pad: Double?) {
        let t = try #require(themes.first { $0.mode == mode }, "no mode \(mode ?? "base")")
        let a = AppearanceResolver(theme: t).resolve(t.button(named: "b")!, state: .normal).appearance
        return (a.backgroundColor, a.titleColor, t.button(named: "b")?.layout.contentEdgeInsets.top)
    }

    @Test func tooManyCombinationsLoadWithTheColourSchemeAsModes() throws {
        let (themes, d) = Self.folder().validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        #expect(themes.map { $0.mode ?? "" } == ["", "Dark"])
        let warning = d.first { $0.severity == .warning && $0.path == "tokens" }
        #expect(warning?.message.contains("the theme groups make 159 modes, more than 64: only 'Scheme' make modes") == true, "\(d)")
        #expect(warning?.message.contains("theme 'small' of 'Size', theme 'a' of 'Brand', theme 'x' of 'Density'") == true, "\(d)")
        // Dark is listed first, Light is the base.
        let base = try Self.look(themes, nil), dark = try Self.look(themes, "Dark")
        #expect(base.bg == RGBAColor(hex: "#EEEEEE") && base.accent == RGBAColor(hex: "#AA0000") && base.pad == 4)
        #expect(dark.bg == RGBAColor(hex: "#111111") && dark.accent == RGBAColor(hex: "#AA0000") && dark.pad == 4)
    }

    @Test func selectPicksAThemeAndModeGroupsNameTheModes() throws {
        let f = Self.folder(settings: ##", "tokenSettings": { "select": { "Size": "large", "Brand": "c", "Density": "y" }, "modeGroups": ["Scheme", "Brand"] }"##)
        let (themes, d) = f.validate()
        #expect(d.isEmpty, "\(d)")
        #expect(themes.map { $0.mode ?? "" }.sorted() == ["", "Dark", "Dark-a", "Dark-b", "Dark-d", "Dark-e", "a", "b", "d", "e"])
        let base = try Self.look(themes, nil), darkE = try Self.look(themes, "Dark-e")
        #expect(base.bg == RGBAColor(hex: "#EEEEEE") && base.accent == RGBAColor(hex: "#0000AA") && base.pad == 12)
        #expect(darkE.bg == RGBAColor(hex: "#111111") && darkE.accent == RGBAColor(hex: "#00AAAA") && darkE.pad == 12)
    }

    @Test func aGroupNeitherSelectedNorAModeGroupIsAWarning() throws {
        let (themes, d) = Self.folder(settings: ##", "tokenSettings": { "modeGroups": ["Scheme"] }"##).validate()
        #expect(themes.map { $0.mode ?? "" } == ["", "Dark"])
        let warnings = d.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("theme group 'Size' is neither selected nor a mode group: the theme uses its theme 'small'") }, "\(warnings)")
        #expect(warnings.count == 3, "\(warnings)")
    }

    @Test func fewCombinationsAllBecomeModesOnALightBase() throws {
        let (themes, d) = Self.folder(density: false).validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        #expect(themes.count == 40 && themes.first?.mode == nil)
        #expect(try Self.look(themes, nil).bg == RGBAColor(hex: "#EEEEEE"))
        #expect(try Self.look(themes, "Dark-xl-e").bg == RGBAColor(hex: "#111111"))
        #expect(try Self.look(themes, "Dark-xl-e").pad == 16)
    }

    @Test(arguments: [
        (##"{ "select": { "Sizes": "large" } }"##, "tokenSettings.select.Sizes", "no theme group 'Sizes' in the theme's token file (did you mean 'Size'?)"),
        (##"{ "select": { "Size": "huge" } }"##, "tokenSettings.select.Size", "'huge' is not a theme of theme group 'Size' (did you mean 'large'?); its themes are small, medium, large, xl"),
        (##"{ "modeGroups": ["Schemes"] }"##, "tokenSettings.modeGroups[0]", "no theme group 'Schemes'"),
        (##"{ "select": { "Size": 3 } }"##, "tokenSettings.select.Size", "expected a theme (context) name"),
    ])
    func mistakesInTheChoiceAreErrors(settings: String, path: String, message: String) {
        let d = Self.folder(settings: ", \"tokenSettings\": " + settings).validate().diagnostics.filter { $0.severity == .error }
        #expect(d.contains { $0.path == path && $0.message.contains(message) }, "\(d)")
    }

    @Test func aResolverModifierIsChosenTheSameWay() throws {
        let resolver = ##"""
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [{ "bg": { "$type": "color", "$value": "#eeeeee" } }],
                                                      "dark": [{ "bg": { "$type": "color", "$value": "#111111" } }] }, "default": "light" },
                             "size": { "contexts": { "s": [{ "pad": { "$type": "dimension", "$value": "4" } }], "l": [{ "pad": { "$type": "dimension", "$value": "12" } }] }, "default": "s" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }] }
            """##
        let f = ThemeFixture(["r.resolver.json": resolver, "theme.json": themeJSON(
            buttons: ##""b": { "title": "x", "backgroundColor": "{bg}", "contentEdgeInsets": ["{pad}", 0, 0, 0] }"##,
            extra: ##""tokens": "r.resolver.json", "tokenSettings": { "select": { "theme": "dark", "size": "l" }, "modeGroups": ["theme"] }"##)])
        let (themes, d) = f.validate()
        #expect(d.isEmpty, "\(d)")
        #expect(themes.map { $0.mode ?? "" } == ["", "light"])
        let t = try #require(themes.first), light = try #require(themes.last)
        #expect(AppearanceResolver(theme: t).resolve(t.button(named: "b")!, state: .normal).appearance.backgroundColor == RGBAColor(hex: "#111111"))
        #expect(AppearanceResolver(theme: light).resolve(light.button(named: "b")!, state: .normal).appearance.backgroundColor == RGBAColor(hex: "#EEEEEE"))
        #expect(t.button(named: "b")?.layout.contentEdgeInsets.top == 12 && light.button(named: "b")?.layout.contentEdgeInsets.top == 12)
    }
}
