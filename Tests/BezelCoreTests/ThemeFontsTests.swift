import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore

/// Font checks of the decoder (docs/format.md, "Fonts") with a stand-in catalog, and without one.
@Suite struct ThemeFontsTests {
    /// Two pinned families; `brand.ttf` provides "Brand Sans"; anything else is not a font.
    struct Catalog: FontCatalog {
        let pinnedFamilies = ["DejaVu Sans", "Noto Sans CJK SC"]
        func family(ofFontFile path: String) -> Result<String, PathError> {
            path.hasSuffix("/brand.ttf") ? .success("Brand Sans") : .failure(PathError(message: "no face"))
        }
    }

    static func decode(_ buttons: String, catalog: (any FontCatalog)? = Catalog()) -> [Diagnostic] {
        let fixture = ThemeFixture(["theme.json": #"{ "buttons": { \#(buttons) } }"#,
                                    "brand.ttf": "\u{0}\u{1}\u{0}\u{0} not really a font", "notes.ttf": "hello"])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        return ThemeValidator.validate(fixture.path("theme.json"), fontCatalog: catalog).diagnostics
    }

    @Test func aShippedFileGivesItsFamily() throws {
        let fixture = ThemeFixture(["theme.json": #"{ "buttons": { "a": { "title": "x", "font": "brand.ttf" }, "b": { "title": "x", "font": { "family": "brand sans" } } } }"#,
                                    "brand.ttf": "x"])
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let (themes, diagnostics) = ThemeValidator.validate(fixture.path("theme.json"), fontCatalog: Catalog())
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(themes.first)
        #expect(theme.buttons[0].font[exact: .normal]?.family == "Brand Sans")
        #expect(theme.shippedFontFiles == [fixture.path("brand.ttf")])
    }

    @Test func aBlankFamilyIsAnErrorAndBlanksAroundANameAreNot() {
        // Blanks are spaces, tabs and the other Unicode space separators (an em space here).
        let d = Self.decode(#"""
            "a": { "title": "x", "font": { "family": "" } },
            "b": { "title": "x", "font": { "family": " \t\u2003 " } },
            "c": { "title": "x", "font": { "family": "  DejaVu Sans\t" } }
            """#)
        #expect(d.map(\.path) == ["buttons.a.font.normal.family", "buttons.b.font.normal.family"], "\(d)")
        #expect(d.allSatisfy { $0.message == "empty font family" })
    }

    @Test func familiesAreCheckedAgainstPinnedShippedAndGenericNames() {
        let d = Self.decode(#"""
            "a": { "title": "x", "font": { "family": "Comic Sans MS, Papyrus" } },
            "b": { "title": "x", "font": { "family": "'Noto Sans CJK SC'" } },
            "c": { "title": "x", "font": { "family": "DejaVuSans" } },
            "d": { "title": "x", "font": { "family": "system-ui" } },
            "e": { "title": "x", "font": { "family": "Dejavu Sanz" } },
            "f": { "title": "x", "font": { "family": "Brand Sans", "file": "brand.ttf" } },
            "g": { "title": "x", "font": { "family": " , " } }
            """#)
        #expect(d.map(\.path) == ["buttons.a.font.normal.family", "buttons.e.font.normal.family", "buttons.g.font.normal.family"], "\(d)")
        #expect(d.last?.message == "the family list names no family")
        #expect(d.first?.message == "no font provides any of the families 'Comic Sans MS', 'Papyrus' (available: DejaVu Sans, Noto Sans CJK SC, Brand Sans; generic: system-ui, -apple-system, BlinkMacSystemFont, SF Pro, SF Pro Text, SF Pro Display, San Francisco, .AppleSystemUIFont, sans-serif, emoji)")
        #expect(d[1].message.hasSuffix("(did you mean 'DejaVu Sans'?)"))
    }

    @Test func aFileThatIsNotAFontIsAnError() {
        let d = Self.decode(#""a": { "title": "x", "font": { "file": "notes.ttf" } }"#)
        #expect(d.map(\.path) == ["buttons.a.font.normal.file"])
        #expect(d.first?.message.hasSuffix("notes.ttf' is not a usable font file: no face") == true, "\(d)")
        // Without a catalog (BezelCore alone) the file's first bytes are checked; families are not.
        let bare = Self.decode(#""a": { "title": "x", "font": "notes.ttf" }, "b": { "title": "x", "font": { "family": "Nope" } }"#, catalog: nil)
        #expect(bare.map(\.path) == ["buttons.a.font.normal"])
        #expect(bare.first?.message.contains("is not a font file: it does not start with a TrueType") == true, "\(bare)")
        #expect(Self.decode(#""a": { "title": "x", "font": "brand.ttf" }"#, catalog: nil).isEmpty)
    }
}
