import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// `render`, the preflight and the title-fit check draw and judge the `PreparedTheme` they are
/// handed: nothing is resolved, laid out or measured again. The theme is prepared with the fake
/// measurer (10 pt → 6 per character), whose numbers Pango would never give, so a layout or a
/// warning with them can only come from the prepared theme.
@Suite struct PreparedThemeRenderTests {
    let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
        "wide": { "title": "Hello", "size": [100, 40], "font": { "size": 10 } },
        "tight": { "title": "Truncated", "size": [30, 20], "font": { "size": 10 } }
        """, extra: #""name": "t", "states": ["normal", "highlighted"], "locales": ["de"]"#)])

    func prepared(_ measurer: any TextMeasurer, locale: String? = nil) -> PreparedTheme {
        PreparedTheme(theme: fixture.theme(), locale: locale, measurer: measurer)
    }

    @Test func renderDrawsThePreparedThemeAndMeasuresNothingMore() throws {
        let recorder = RecordingTextMeasurer()
        let theme = prepared(recorder)
        let measured = recorder.calls.count
        let result = try ThemeRenderer().render(RenderUnit(theme: theme.theme, locale: nil, prepared: theme), options: RenderOptions())
        #expect(recorder.calls.count == measured)
        let manifest = try #require(result.files.first { $0.path == "t/manifest.json" })
        let json = try #require(String(data: manifest.data, encoding: .utf8))
        // The fake layout of "Hello": 30 × 12, centred in 100 × 40.
        #expect(json.contains(#""titleRect": [35, 14, 30, 12]"#), "\(json)")
        // A truncated title is the check's warning (`ThemePreflight`), not measured again by the render.
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func renderWithoutAPreparedThemePreparesItWithPango() throws {
        let result = try ThemeRenderer().render(RenderUnit(theme: fixture.theme(), locale: nil), options: RenderOptions())
        let manifest = try #require(result.files.first { $0.path == "t/manifest.json" })
        let json = try #require(String(data: manifest.data, encoding: .utf8))
        #expect(json.contains(#""titleRect": ["#))
        #expect(!json.contains(#""titleRect": [35, 14, 30, 12]"#))
        #expect(result.warnings.isEmpty, "a truncated title is the check's to tell")
    }

    @Test func preflightAndTitleFitReadThePreparedTheme() {
        let recorder = RecordingTextMeasurer()
        let base = prepared(recorder), german = prepared(recorder, locale: "de")
        let measured = recorder.calls.count
        let outcome = ThemePreflight(options: RenderOptions()).check(base.theme, prepared: [nil: base, "de": german])
        #expect(outcome.diagnostics.map(\.message) == [
            "states normal, highlighted: title truncated: it needs 54 pt, the title rect is 30 pt wide",
            "states normal, highlighted, locale de: title truncated: it needs 54 pt, the title rect is 30 pt wide",
        ])
        #expect(TitleFitCheck.findings(base, states: [.highlighted]).map(\.state) == [.highlighted])
        #expect(recorder.calls.count == measured)
    }

    @Test func theCheckHandsOnOnePreparedThemePerModeAndLocale() throws {
        let file = fixture.path("theme.json")
        let checked = ThemeCheck(options: RenderOptions(), allowsOutsidePaths: false).run(file)
        #expect(checked.themes.count == 1)
        let prepared = try #require(checked.themes.first?.prepared)
        #expect(Set(prepared.keys) == [nil, "de"])
        #expect(prepared["de"]?.locale == "de")
        #expect(prepared[nil]?.buttons.map(\.button.name) == ["tight", "wide"])
        #expect(checked.diagnostics.map(\.path) == ["buttons.tight.title", "buttons.tight.title"])
    }

    @Test func theCheckReportsWhatTheValidatorReportsInItsOrder() {
        let broken = ThemeFixture(["theme.json": themeJSON(buttons: """
            "a": { "title": "A", "backgroundColor": { "highlighted": { "shade": 0.2 } } },
            "b": { "title": "B", "titleShadowColor": { "selected": { "tint": 0.5 } } }
            """)])
        let file = broken.path("theme.json")
        let checked = ThemeCheck(options: RenderOptions(), allowsOutsidePaths: false).run(file)
        let validated = ThemeValidator.validate(file).diagnostics
        #expect(checked.diagnostics.count >= 2)
        #expect(checked.diagnostics == validated)
        #expect(checked.themes.isEmpty)
    }
}
