import BezelCore
import BezelTestSupport
import Testing

/// docs/format.md §2, Names: one safe set for theme, mode and button names, used as written by
/// every output; anything else is an error with a suggestion.
@Suite struct SafeNameTests {
    @Test(arguments: ["play", "Play_Now", "play-now", "01-custom", "_x", String(repeating: "a", count: 150)])
    func safeNames(_ name: String) { #expect(SafeName.isSafe(name)) }

    @Test(arguments: ["", "Play Now", "-x", "a.b", "café", "登录", "a/b", "a+b", String(repeating: "a", count: 151)])
    func unsafeNames(_ name: String) { #expect(!SafeName.isSafe(name)) }

    @Test(arguments: [("Play Now", "Play-Now"), ("Fantasy RPG", "Fantasy-RPG"), ("café au lait", "cafe-au-lait"),
                      ("--x", "x"), ("a.b", "a-b"), ("  spaced  ", "spaced"), ("登录", nil)] as [(String, String?)])
    func suggestions(_ name: String, _ expected: String?) { #expect(SafeName.suggestion(for: name) == expected) }

    @Test func everyUnsafeNameIsReportedWithItsPathAndASuggestion() {
        let f = ThemeFixture(["theme.json": ##"{ "name": "Fantasy RPG", "modes": { "dark mode": {} }, "buttons": { "Play Now": { "title": "Play" }, "ok": { "title": "OK" } } }"##])
        let messages = f.validate().diagnostics.map { "\($0.path): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("name: unsafe theme name 'Fantasy RPG'") && $0.hasSuffix("(try 'Fantasy-RPG')") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("modes.dark mode: unsafe mode name 'dark mode'") && $0.hasSuffix("(try 'dark-mode')") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("buttons.Play Now: unsafe button name 'Play Now'") && $0.hasSuffix("(try 'Play-Now')") }, "\(messages)")
    }

    @Test func aThemeNamedAfterAnUnsafeFileNameNeedsAName() {
        let f = ThemeFixture(["My Theme.json": ##"{ "buttons": { "a": { "title": "A" } } }"##,
                              "Named Theme.json": ##"{ "name": "named", "buttons": { "a": { "title": "A" } } }"##])
        let unnamed = f.validate("My Theme.json").diagnostics
        #expect(unnamed.count == 1 && unnamed[0].message.hasSuffix(#"give it a "name" such as "name": "My-Theme""#), "\(unnamed)")
        #expect(f.validate("Named Theme.json").diagnostics.isEmpty)
    }

    @Test func namesThatDifferOnlyInCaseCollide() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""play": { "title": "a" }, "Play": { "title": "b" }"##)])
        #expect(f.validate().diagnostics.contains { $0.message.contains("differs from 'play' only in case") })
    }
}

/// Library errors speak the library: a path refused by `ThemeFileSystem` names its root and
/// `allowsOutsidePaths`, not the CLI's flag. The advice is a value (`Advice`) on the diagnostic, so a
/// tool words it in its own terms (the CLI names its flag) without rewriting the library's text.
@Suite struct LibraryWordingTests {
    @Test func aRefusedPathNamesTheFileSystemsRootAndSetting() throws {
        let f = ThemeFixture(["themes/t.json": themeJSON(buttons: ##""b": { }"##, extra: ##""tokens": "t.tokens.json""##),
                              "themes/t.tokens.json": "{}", "elsewhere/readme.txt": "x"])
        let fs = ThemeFileSystem(root: f.path("elsewhere"))
        guard case .failure(let problems) = ThemeLoader(fileSystem: fs).load(f.path("themes/t.json")) else {
            Issue.record("a theme outside the root loaded"); return
        }
        let text = "\(problems)"
        #expect(text.contains("escapes the theme folder '\(f.path("elsewhere"))', the root of the ThemeFileSystem (set ThemeFileSystem's allowsOutsidePaths to permit it)"), "\(text)")
        #expect(!text.contains("--allow-outside-paths"))
        let refused = try #require(problems.items.first { $0.advice != nil })
        #expect(refused.advice == .allowPathOutsideRoot)
        #expect(refused.message.hasSuffix("escapes the theme folder '\(f.path("elsewhere"))'"), "\(refused.message)")
        #expect(refused.description(wordingAdvice: { _ in " (ask)" }).hasSuffix("escapes the theme folder '\(f.path("elsewhere"))' (ask)"))
    }

    @Test func anAbsolutePathCarriesItsAdvice() {
        let fs = ThemeFileSystem(root: "/tmp/theme")
        guard case .failure(let error) = fs.resolve("/etc/hosts.png", in: "/tmp/theme") else {
            Issue.record("an absolute path resolved"); return
        }
        #expect(error.message == "absolute path '/etc/hosts.png' is not allowed")
        #expect(error.advice == .allowAbsolutePath)
        #expect(Advice.allowAbsolutePath.libraryWording == " (set ThemeFileSystem's allowsOutsidePaths to permit it)")
        guard case .success(let allowed) = ThemeFileSystem(root: "/tmp/theme", allowsOutsidePaths: true).resolve("/etc/hosts.png", in: "/tmp/theme") else {
            Issue.record("allowsOutsidePaths did not allow an absolute path"); return
        }
        #expect(allowed == "/etc/hosts.png")
    }
}
