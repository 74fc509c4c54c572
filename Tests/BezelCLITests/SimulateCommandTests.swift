@testable import BezelRaster
import Testing
import Foundation
@testable import BezelCLI
@testable import BezelCore

@Suite struct SimulateCommandTests {
    let theme = "\(fixtures)/simulate/controls.json"

    @Test func dragOutAndBackPrintsOneLinePerStep() {
        let run = CLIRun(["simulate", theme, "--button", "save", "--events", "down, move(10,200), move(10,20), up"])
        #expect(run.code == 0, "stderr: \(run.err)")
        #expect(run.err.isEmpty)
        #expect(run.out == """
            save: 100×44 pt, initial state normal
            1  down          highlighted  touchDown
            2  move(10,200)  normal       touchDragExit, touchDragOutside
            3  move(10,20)   highlighted  touchDragEnter, touchDragInside
            4  up            normal       touchUpInside, primaryActionTriggered

            """)
    }

    @Test func jsonIsAnArrayOfSteps() throws {
        let run = CLIRun(["simulate", theme, "-b", "starred", "-e", "down, up", "--json"])
        #expect(run.code == 0, "stderr: \(run.err)")
        let steps = try #require(try JSONParser.parse(run.out).arrayValue)
        #expect(steps.count == 2)
        let down = steps[0].objectValue
        #expect(down?["text"]?.stringValue == "down")
        #expect(down?["state"]?.stringValue == "highlighted+selected")
        #expect(down?["stateValue"]?.numberValue == 5)
        #expect(down?["events"]?.arrayValue?.compactMap(\.stringValue) == ["touchDown"])
        let up = steps[1].objectValue
        #expect(up?["state"]?.stringValue == "selected")
        #expect(up?["stateAtTouchUp"]?.stringValue == "highlighted+selected")
        #expect(up?["events"]?.arrayValue?.compactMap(\.stringValue) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func togglesFlipSelectionOnTouchUpInside() {
        let run = CLIRun(["simulate", theme, "-b", "eye", "-e", "tap, down, move(0,300), up, tap", "--toggles"])
        let states = run.out.split(separator: "\n").dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] }
        #expect(states == ["selected", "highlighted+selected", "selected", "selected", "normal"], "out: \(run.out)")
        #expect(run.out.contains("4  up           selected              touchUpOutside\n"))
        let plain = CLIRun(["simulate", theme, "-b", "eye", "-e", "tap"])
        #expect(plain.out.contains("1  tap  normal  touchDown, touchUpInside, primaryActionTriggered"))
    }

    @Test func disabledButtonReceivesNothing() {
        let run = CLIRun(["simulate", theme, "-b", "off", "-e", "down, up"])
        #expect(run.code == 0)
        #expect(run.out.contains("1  down  disabled  -\n2  up    disabled  -\n"), "out: \(run.out)")
    }

    @Test func initialStateAndNoUserInteraction() {
        let disabled = CLIRun(["simulate", theme, "-b", "save", "-e", "tap", "--initial-state", "disabled+selected"])
        #expect(disabled.out.contains("initial state disabled+selected"))
        #expect(disabled.out.contains("1  tap  disabled+selected  -"))
        let enabled = CLIRun(["simulate", theme, "-b", "off", "-e", "down", "--initial-state", "normal"])
        #expect(enabled.out.contains("1  down  highlighted  touchDown"))
        let noTouch = CLIRun(["simulate", theme, "-b", "save", "-e", "down", "--no-user-interaction"])
        #expect(noTouch.out.contains("1  down  normal  -"))
        let bad = CLIRun(["simulate", theme, "-b", "save", "-e", "down", "--initial-state", "pressed"])
        #expect(bad.code == 2)
    }

    @Test func quickTapIsNoted() {
        let run = CLIRun(["simulate", theme, "-b", "save", "-e", "down, move(10,300), up(10,10)"])
        #expect(run.out.contains("3  up(10,10)     normal       touchDragEnter, touchUpInside, primaryActionTriggered  (quick tap: highlighted at touch-up)"),
                "out: \(run.out)")
    }

    @Test func badScriptIsExitTwoWithPositionAndSuggestion() {
        let run = CLIRun(["simulate", theme, "-b", "save", "-e", "down, mvoe(1,2), up"])
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err == "events: 2: unknown step 'mvoe(1,2)' (did you mean 'move'?)\n")
        let sequence = CLIRun(["simulate", theme, "-b", "save", "-e", "up"])
        #expect(sequence.code == 2)
        #expect(sequence.err.contains("events: 1: 'up': no finger is down"))
    }

    @Test func badButtonIsExitTwoInFilePathMessageForm() {
        let run = CLIRun(["simulate", theme, "-b", "saev", "-e", "tap"])
        #expect(run.code == 2)
        #expect(run.err == "\(theme): buttons: no button 'saev' (did you mean 'save'?)\n")
    }

    @Test func badScriptAndBadButtonAreBothReported() {
        let run = CLIRun(["simulate", theme, "-b", "nope", "-e", "tapp"])
        #expect(run.code == 2)
        #expect(run.err.contains("events: 1: unknown step 'tapp' (did you mean 'tap'?)"))
        #expect(run.err.contains("buttons: no button 'nope'"))
    }

    @Test func missingOptionsAndFilesAreUsageErrors() {
        #expect(CLIRun(["simulate", theme, "-e", "tap"]).code == 2)
        #expect(CLIRun(["simulate", theme, "-b", "save"]).code == 2)
        #expect(CLIRun(["simulate", "-b", "save", "-e", "tap"]).code == 2)
        let missing = CLIRun(["simulate", "\(fixtures)/simulate/nope.json", "-b", "save", "-e", "tap"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("nope.json"))
    }

    @Test func helpAndCommandList() {
        let help = CLIRun(["simulate", "--help"])
        #expect(help.code == 0)
        #expect(help.out.contains("--events <script>"))
        #expect(help.out.contains("--toggles"))
        #expect(help.out.contains("--render <out>"))
        #expect(CLIRun(["--help"]).out.contains("simulate"))
    }
}

@Suite struct SimulateRenderTests {
    @Test func rendersALabelledFilmstripDeterministically() throws {
        let theme = "\(fixtures)/simulate/controls.json"
        let button = try #require(BezelCore.JSONParser.parse(String(contentsOfFile: theme, encoding: .utf8)).objectValue?["buttons"]?.objectValue?.keys.first)
        var pngs: [Data] = []
        for _ in 0..<2 {
            let out = NSTemporaryDirectory() + "bezel-film-" + UUID().uuidString
            let run = CLIRun(["simulate", theme, "--button", button, "--events", "down, up", "--render", out])
            #expect(run.code == 0, "\(run.err)")
            pngs.append(try #require(FileManager.default.contents(atPath: "\(out)/\(button)-filmstrip.png")))
        }
        #expect(pngs[0] == pngs[1])
        let image = try RasterImage(pngData: pngs[0])
        #expect(image.width > 200 && image.height > 60)
        #expect(image.pixel(x: 1, y: 1) == .white) // the white backdrop
    }
}

/// The acceptance on the shipped password toggle: selected after a tap, and the normal look
/// (the normal image, darkened) while pressed again.
@Suite struct PasswordToggleSampleTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/14-password-toggle.json").path

    @Test func tapSelectsAndPressingAgainShowsTheNormalImage() throws {
        let run = CLIRun(["simulate", Self.sample, "--button", "toggle", "--events", "tap, down", "--json"])
        #expect(run.code == 0, "\(run.err)")
        let steps = try #require(JSONParser.parse(run.out).arrayValue)
        #expect(steps.map { $0.objectValue?["state"]?.stringValue } == ["selected", "highlighted+selected"])
        let theme = ThemeValidator.validate(Self.sample).themes[0]
        let button = try #require(theme.button(named: "toggle"))
        let pressed = AppearanceResolver(theme: theme).resolve(button, state: [.selected, .highlighted]).appearance
        #expect(pressed.image?.path?.hasSuffix("login_pwd_hide.svg") == true)
        #expect(pressed.image?.adjustment == .darken)
        let selected = AppearanceResolver(theme: theme).resolve(button, state: .selected).appearance
        #expect(selected.image?.path?.hasSuffix("login_pwd_show.svg") == true)
    }
}
