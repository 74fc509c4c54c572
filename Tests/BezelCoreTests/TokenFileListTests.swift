import BezelCore
import BezelTestSupport
import Testing

/// One token set in several files, as Style Dictionary's `source: ["tokens/**/*.json"]`, Tokens
/// Studio folders and per-tier pipelines write it: a theme's `tokens` (and a mode's) may be a list of
/// files and globs, merged in order (a later file's token wins) with a warning where a token is set
/// twice; a resolver may list value/type files.
@Suite struct TokenFileListTests {
    static let files: [String: String] = [
        "tokens/color/base.json": ##"{ "color": { "base": { "blue": { "value": "#0366d6" }, "white": { "value": "#ffffff" } } } }"##,
        "tokens/color/semantic.json": ##"{ "color": { "action": { "value": "{color.base.blue.value}" }, "on-action": { "value": "{color.base.white.value}" } } }"##,
        "tokens/size/padding.json": ##"{ "size": { "padding": { "medium": { "value": 0.75 } } } }"##,
        "tokens/.hidden.json": ##"{ "color": { "action": { "value": "#ff0000" } } }"##,
        "brand/override.json": ##"{ "color": { "action": { "$type": "color", "$value": "#6f42c1" } } }"##,
    ]

    static func fixture(_ tokens: String, modes: String = "") -> ThemeFixture {
        var all = files
        all["theme.json"] = themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{color.action}", "titleColor": "{color.on-action}", "contentEdgeInsets": ["{size.padding.medium}", 0, 0, 0] }"##,
                                      extra: "\"tokens\": \(tokens)" + modes)
        return ThemeFixture(all)
    }

    @Test func aGlobMergesEveryFileItMatches() throws {
        let f = Self.fixture(##""tokens/**/*.json""##)
        let (themes, d) = f.validate()
        #expect(d.isEmpty, "\(d)")
        let a = f.appearance("b", .normal)
        // .hidden.json is not matched (a name starting with '.' needs a pattern starting with '.').
        #expect(a.backgroundColor == RGBAColor(hex: "#0366D6") && a.titleColor == RGBAColor(hex: "#FFFFFF"))
        #expect(themes.first?.button(named: "b")?.layout.contentEdgeInsets.top == 12)
    }

    @Test func aListMergesInOrderAndWarnsOfATokenSetTwice() throws {
        let f = Self.fixture(##"["tokens/color/*.json", "tokens/size/padding.json", "brand/override.json"]"##)
        let (_, d) = f.validate()
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#6F42C1"))
        let warnings = d.filter { $0.severity == .warning }
        #expect(warnings.count == 1 && warnings[0].file.hasSuffix("brand/override.json") && warnings[0].path == "color.action.$value", "\(warnings)")
        #expect(warnings.first?.message == "token {color.action} is set again (it is also in tokens/color/semantic.json: color.action.value); "
                + "this later file wins (token files merge in order)", "\(warnings)")
    }

    @Test func aModesTokensMayBeAListToo() throws {
        let f = Self.fixture(##""tokens/**/*.json""##, modes: ##", "modes": { "brand": { "tokens": ["brand/override.json"] } }"##)
        #expect(f.appearance("b", .normal, mode: "brand").backgroundColor == RGBAColor(hex: "#6F42C1"))
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#0366D6"))
    }

    @Test(arguments: [
        (##""tokens/**/*.yaml""##, "tokens", "'tokens/**/*.yaml' matches no file"),
        (##"["tokens/color/base.json", 3]"##, "tokens[1]", "expected a token file path or glob, found a number"),
        (##"["../elsewhere/*.json"]"##, "tokens[0]", "escapes the theme folder"),
        (##"["tokens/color/base.json", "r.resolver.json"]"##, "tokens[1]", "defines modes"),
    ])
    func badListsAreErrors(tokens: String, path: String, message: String) {
        var all = Self.files
        all["r.resolver.json"] = ##"{ "version": "2025.10", "resolutionOrder": [] }"##
        all["theme.json"] = themeJSON(buttons: ##""b": { "title": "x" }"##, extra: "\"tokens\": \(tokens)")
        let errors = ThemeFixture(all).validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.path == path && $0.message.contains(message) }, "\(errors)")
    }

    /// A list or glob merges at most 256 files, and a `**` looks at most 32 folders deep (docs/format.md §12.1).
    @Test func aGlobIsBounded() {
        var many: [String: String] = ["theme.json": themeJSON(buttons: ##""b": { "title": "x" }"##, extra: ##""tokens": "many/*.json""##)]
        for i in 0...256 { many["many/t\(i).json"] = "{ \"t\(i)\": { \"$value\": \(i) } }" }
        let tooMany = ThemeFixture(many).validate().diagnostics.filter { $0.severity == .error }
        #expect(tooMany.map(\.path) == ["tokens"] && tooMany.first?.message == "257 token files; at most 256 (limit token-files)", "\(tooMany)")
        let deep = (0...33).map { "d\($0)" }.joined(separator: "/")
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "title": "x" }"##, extra: ##""tokens": "deep/**/*.json""##),
                              "deep/\(deep)/t.json": ##"{ "t": { "$value": 1 } }"##])
        let errors = f.validate().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["tokens"] && errors.first?.message == "'deep/**/*.json' reaches folders more than 32 deep (limit glob-depth)", "\(errors)")
    }

    @Test func aResolverMayListValueTypeFiles() throws {
        var all = Self.files
        all["r.resolver.json"] = ##"""
            { "version": "2025.10", "sets": { "sd": { "sources": [{ "$ref": "tokens/color/base.json" }, { "$ref": "tokens/color/semantic.json" }, { "$ref": "tokens/size/padding.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/sd" }] }
            """##
        all["theme.json"] = themeJSON(buttons: ##""b": { "title": "x", "backgroundColor": "{color.action}", "contentEdgeInsets": ["{size.padding.medium}", 0, 0, 0] }"##,
                                      extra: ##""tokens": "r.resolver.json""##)
        let f = ThemeFixture(all)
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#0366D6"))
        #expect(f.theme().button(named: "b")?.layout.contentEdgeInsets.top == 12)
    }
}
