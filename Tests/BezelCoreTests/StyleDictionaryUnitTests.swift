import BezelCore
import BezelTestSupport
import Testing

/// Style Dictionary v3 writes sizes as bare numbers in the `size` category (its size transforms read
/// them as rem): `size.*`, and under `component` a CSS size property as the last key. Such a number is
/// rem × `tokenSettings.remSize`; a bare number whose category says nothing is points, with a warning
/// where it lands in a length.
@Suite struct StyleDictionaryUnitTests {
    /// Component tokens in the component convention over `size` tokens, as Style Dictionary's own
    /// component example writes them (written here, not copied).
    static let tokens = ##"""
        { "size": { "font": { "base": { "value": 1 }, "big": { "value": "1.25" } }, "padding": { "base": { "value": 0.5 } } },
          "component": { "pill": { "font-size": { "value": 2 }, "padding": { "value": "{size.padding.base.value}" },
                                   "border-radius": { "value": 0.75 }, "shade": { "value": "#336699" } } },
          "misc": { "gap": { "value": 6 }, "ring": { "value": "3px" } } }
        """##

    static func fixture(settings: String = "") -> ThemeFixture {
        ThemeFixture(["sd.json": tokens, "theme.json": themeJSON(buttons: ##"""
            "a": { "title": "x", "font": { "family": "DejaVu Sans", "size": "{component.pill.font-size}" },
                   "backgroundColor": "{component.pill.shade}", "cornerRadius": "{component.pill.border-radius}",
                   "contentEdgeInsets": ["{component.pill.padding}", "{size.font.big}", "{component.pill.padding}", "{size.font.base}"] },
            "b": { "title": "y", "cornerRadius": "{misc.gap}", "border": { "width": "{misc.ring}", "color": "#000000" } }
            """##, extra: ##""tokens": "sd.json""## + settings)])
    }

    @Test func sizeCategoryNumbersAreRem() throws {
        let f = Self.fixture()
        let (themes, d) = f.validate()
        #expect(!d.contains { $0.severity == .error }, "\(d)")
        let theme = try #require(themes.first)
        let a = f.appearance("a", .normal)
        // font-size 2 rem = 32 pt; padding → size.padding.base 0.5 rem = 8; 1.25 and 1 rem = 20 and 16.
        #expect(a.title?.font.size == 32 && a.cornerRadius == .points(12) && a.backgroundColor == RGBAColor(hex: "#336699"))
        #expect(theme.button(named: "a")?.layout.contentEdgeInsets == EdgeInsets(top: 8, left: 20, bottom: 8, right: 16))
    }

    @Test func remSizeScalesThem() throws {
        let f = Self.fixture(settings: ##", "tokenSettings": { "remSize": 10 }"##)
        #expect(f.appearance("a", .normal).title?.font.size == 20)
        #expect(f.theme().button(named: "a")?.layout.contentEdgeInsets == EdgeInsets(top: 5, left: 12.5, bottom: 5, right: 10))
    }

    @Test func aBareNumberWithoutASizeCategoryIsPointsWithAWarning() throws {
        let f = Self.fixture()
        let (_, d) = f.validate()
        let warnings = d.filter { $0.severity == .warning }
        #expect(f.appearance("b", .normal).cornerRadius == .points(6))
        #expect(warnings.contains { $0.path == "buttons.b.cornerRadius" && $0.message.contains("token {misc.gap} (")
                                    && $0.message.contains("sd.json: misc.gap.value) is a bare number 6") && $0.message.contains("read as 6 points") },
                "\(warnings)")
        // A dimension string says its unit: no warning; and a size-category number says nothing either.
        #expect(warnings.count == 1, "\(warnings)")
    }

    @Test func typedLegacyNumbersKeepTokensStudiosPixels() {
        let f = ThemeFixture(["ts.json": ##"{ "size": { "pad": { "value": "8", "type": "spacing" } } }"##,
                              "theme.json": themeJSON(buttons: ##""a": { "title": "x", "contentEdgeInsets": ["{size.pad}", 0, 0, 0] }"##, extra: ##""tokens": "ts.json""##)])
        #expect(f.theme().button(named: "a")?.layout.contentEdgeInsets.top == 8)
    }
}
