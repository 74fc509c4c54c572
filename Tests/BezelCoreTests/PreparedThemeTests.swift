import BezelTestSupport
import Testing
@testable import BezelCore

/// `PreparedTheme`: every button sized once and each state resolved, laid out and drawn-decided
/// once, with the injected measurer. Fake measurer: 10 pt → 6 per character, 12 tall.
@Suite struct PreparedThemeTests {
    let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
        "ok": { "title": "OK", "font": { "size": 10 } },
        "wide": { "title": "Hello", "size": [100, 40], "font": { "size": 10 },
                  "localizations": { "de": { "title": "Hallo Welt" } } },
        "tight": { "title": "Truncated", "size": [30, 20], "font": { "size": 10 } },
        "bar": { "title": "Stretch", "stretchable": true, "backgroundColor": "#336699", "cornerRadius": 4,
                 "size": [80, 30], "font": { "size": 10 } },
        "only": { "title": "One", "states": ["normal"], "font": { "size": 10 } }
        """, extra: #""states": ["normal", "highlighted"]"#)])

    func prepared(locale: String? = nil, states: [ControlState]? = nil, measurer: any TextMeasurer = FakeTextMeasurer(),
                  jobs: Int = 1) -> PreparedTheme {
        PreparedTheme(theme: fixture.theme(), locale: locale, states: states, measurer: measurer, jobs: jobs)
    }

    @Test func framesAndRectsOfKnownButtons() throws {
        let theme = prepared()
        #expect(theme.buttons.map(\.button.name) == ["bar", "ok", "only", "tight", "wide"])
        // "OK": 12 × 12; no size: max(12, 30) = 30 wide, 12 + 6 + 6 = 24 tall; the title centred:
        // x = (30 − 12) / 2 = 9, y = (24 − 12) / 2 = 6.
        let ok = try #require(theme.button(named: "ok"))
        #expect(ok.frame == ScaledSize(Size(width: 30, height: 24)))
        #expect(ok.size == ok.frame)
        #expect(ok.caps == nil)
        for state: ControlState in [.normal, .highlighted] {
            let layout = try #require(ok[state]).layout
            #expect(layout.bounds == rect(0, 0, 30, 24))
            #expect(layout.titleRect == rect(9, 6, 12, 12))
            #expect(ok[state]?.drawing.titleOverflow == nil)
        }
        // "Hello" 30 × 12 in the given 100 × 40: x = 35, y = 14.
        let wide = try #require(theme.button(named: "wide"))
        #expect(wide.frame == ScaledSize(Size(width: 100, height: 40)))
        #expect(wide[.normal]?.layout.titleRect == rect(35, 14, 30, 12))
        // In German, "Hallo Welt" 60 × 12: x = 20.
        let german = try #require(prepared(locale: "de").button(named: "wide"))
        #expect(german[.normal]?.appearance.title?.string == "Hallo Welt")
        #expect(german[.normal]?.layout.titleRect == rect(20, 14, 60, 12))
    }

    @Test func aTitleThatDoesNotFitIsFoundWhilePreparing() throws {
        // "Truncated": 9 × 6 = 54 pt on one line, in a 30-pt-wide title rect.
        let tight = try #require(prepared().button(named: "tight"))
        let overflow = try #require(tight[.normal]?.drawing.titleOverflow)
        #expect(overflow.kind == .truncated)
        #expect(overflow.needed == Size(width: 54, height: 12))
        #expect(overflow.available.width == 30)
    }

    @Test func aStretchableSpriteIsItsBackgroundAtItsMinimalSize() throws {
        let bar = try #require(prepared().button(named: "bar"))
        // Caps: corner radius 4 (no border) on every side; the sprite 4 + 1 + 4 = 9 pt each way.
        #expect(bar.frame == ScaledSize(Size(width: 80, height: 30)))
        #expect(bar.size == ScaledSize(Size(width: 9, height: 9)))
        #expect(bar.caps == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let normal = try #require(bar[.normal])
        // The drawing leaves the title out; the appearance keeps it (inspect, contrast).
        #expect(normal.drawing.appearance.title == nil)
        #expect(normal.appearance.title?.string == "Stretch")
        #expect(normal.layout.bounds == rect(0, 0, 9, 9))
    }

    @Test func statesAreTheButtonsOwnThenTheDrawnOnesItHas() throws {
        let theme = prepared(states: [.selected])
        let ok = try #require(theme.button(named: "ok"))
        #expect(ok.ownStates == [.normal, .highlighted])
        #expect(ok.states == [.normal, .highlighted, .selected])
        #expect(ok[.selected] != nil)
        #expect(ok[.disabled] == nil)
        // A button that limits its states is prepared only in those.
        let only = try #require(theme.button(named: "only"))
        #expect(only.states == [.normal])
        #expect(only.drawnStates([.normal, .selected]) == [.normal])
        #expect(theme.covers([.normal, .selected]))
        #expect(!theme.covers([.disabled]))
    }

    @Test func theSameWhateverTheNumberOfThreads() {
        let one = prepared(jobs: 1), four = prepared(jobs: 4)
        #expect(one.buttons.map(\.button.name) == four.buttons.map(\.button.name))
        for (a, b) in zip(one.buttons, four.buttons) {
            #expect(a.frame == b.frame && a.size == b.size && a.caps == b.caps && a.states == b.states)
            #expect(a.drawings(a.states) == b.drawings(b.states))
        }
    }

    /// Preparing asks each button's distinct measuring questions once (`MeasurementMemo`): what one
    /// frame and one drawing per state need, nothing twice; reading the prepared theme (its
    /// problems, the contrast check, its drawings) measures nothing.
    @Test func eachTitleIsMeasuredOncePerQuestionAndNeverAfter() throws {
        let recorder = RecordingTextMeasurer()
        let theme = prepared(locale: "de", measurer: recorder)
        let afterPreparing = recorder.calls.count

        // The reference: a frame for buttons without a size, then one drawing per state, each
        // button's questions counted once.
        var reference: [RecordingTextMeasurer.Call] = []
        let resolver = AppearanceResolver(theme: theme.theme, locale: "de")
        for item in theme.buttons {
            let recording = RecordingTextMeasurer()
            let engine = ButtonLayoutEngine(measurer: recording)
            let button = item.button
            if button.size == nil {
                let normal = resolver.resolve(button, state: .normal).appearance
                _ = engine.intrinsicSize(ButtonLayoutInput(button: button, appearance: normal, locale: "de"))
            }
            for state in item.states {
                _ = ButtonDrawing(button: button, state: state, size: item.size.base, resolver: resolver, engine: engine,
                                  backgroundOnly: button.stretchable)
            }
            var asked: [RecordingTextMeasurer.Call] = []
            for call in recording.calls where !asked.contains(call) { asked.append(call) }
            reference += asked
        }
        #expect(afterPreparing == reference.count)
        #expect(Dictionary(grouping: recorder.calls.map(\.text), by: { $0 }).mapValues(\.count)
                == Dictionary(grouping: reference.map(\.text), by: { $0 }).mapValues(\.count))
        // "OK" (no size): its natural size (frame, intrinsic size and fit check ask the same), then
        // its title rect's width: 2 questions for 2 states and 7 layout steps; "Hallo Welt" (given
        // size) the same 2; the stretchable "Stretch" none (its sprite has no title).
        let counts = Dictionary(grouping: recorder.calls.map(\.text), by: { $0 }).mapValues(\.count)
        #expect(counts["OK"] == 2)
        #expect(counts["Hallo Welt"] == 2)
        #expect(counts["Stretch"] == nil)

        _ = theme.diagnostics
        _ = ContrastCheck.check(theme)
        _ = theme.buttons.map { $0.drawings($0.states) }
        _ = theme.covers([.normal, .highlighted])
        #expect(recorder.calls.count == afterPreparing)
    }

    @Test func problemsAreThoseTheValidatorReports() throws {
        let broken = ThemeFixture(["theme.json": themeJSON(buttons: """
            "a": { "title": "A", "backgroundColor": { "highlighted": { "shade": 0.2 } } },
            "b": { "title": "B" }
            """)])
        let theme = try #require(ThemeValidator.decode(broken.path("theme.json")).themes.first)
        let prepared = PreparedTheme(theme: theme, locale: nil, measurer: FakeTextMeasurer())
        let validated = ThemeValidator.validate(broken.path("theme.json")).diagnostics
        #expect(!prepared.diagnostics.isEmpty)
        #expect(Set(prepared.diagnostics) == Set(validated))
        #expect(PreparedTheme.resolveDiagnostics(theme, locale: nil) == prepared.diagnostics)
        // Preparing one button (inspect, simulate) still resolves the others for their problems.
        let one = PreparedTheme(theme: theme, locale: nil, measurer: FakeTextMeasurer(), only: ["b"])
        #expect(one.buttons.map(\.button.name) == ["b"])
        #expect(one.diagnostics == prepared.diagnostics)
    }
}
