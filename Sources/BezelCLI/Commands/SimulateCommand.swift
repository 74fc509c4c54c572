import Bezel
import BezelRaster
import Foundation

/// `bezel simulate`: replays a gesture script through a button's touch-tracking state machine and
/// prints, per step, the state it leaves and the control events sent.
enum SimulateCommand: Command {
    static let spec = CommandSpec(
        name: "simulate", abstract: "Replay touches on a button; print its state and control events per step.",
        positional: "<theme.json>", minPositionals: 1, maxPositionals: 1,
        options: [
            ButtonChoice.buttonSpec(help: "The button to simulate (required)."),
            OptionSpec(.events, short: "e", value: "script", help: "The touches, e.g. \"down, move(10,200), move(10,20), up\" (required).",
                       required: true),
            OptionSpec(.toggles, help: "Touch-up inside flips the selection (a show/hide or favourite toggle); the default for buttons with changesSelectionAsPrimaryAction."),
            ButtonChoice.stateSpec(.initialState, help: "Start in this state, e.g. selected or disabled (default: the theme's isEnabled/isSelected)."),
            OptionSpec(.noUserInteraction, help: "Turn user interaction off: no touches arrive, the state stays."),
            ButtonChoice.modeSpec,
            ButtonChoice.localeSpec(help: "A locale whose titles size the button, e.g. zh-Hans."),
            OptionSpec(.json, help: "Print a JSON array of steps."),
            OptionSpec(.render, value: "out", help: "Write a filmstrip PNG, one labelled frame per step, into this folder (<button>-filmstrip.png)."),
            OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
        ] + InterfaceBuilderOptionGroup.specs,
        discussion: """
        SCRIPT: steps separated by commas: down, down(x,y), move(x,y), up, up(x,y), cancel, tap, tap(x,y),
          doubleTap, doubleTap(x,y). Points are in points from the button's top left; down and tap default to
          the centre, up and cancel to where the finger is. doubleTap = down, up, down (tapCount 2), up.
        A touch counts as inside up to \(Int(UIKitControlConstants.mostlyInsideMargin)) pt outside the bounds (UIKit's expanded tracking area).
        Exit codes: 0 success, 2 bad usage or a bad theme, button or script (printed as 'file: json.path: message'),
        3 the filmstrip could not be drawn or written (the system's reason is printed).
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let renderFolder = options.renderFolder
        if let renderFolder, let message = OutputOption.notAFolder(renderFolder) { io.err(message + "\n"); return .badInput }
        // The script and the theme are both checked, so that one run reports both kinds of mistake.
        let script: GestureScript?
        do { script = try GestureScript(parsing: options.events) } catch {
            io.err("\(error.description)\n")
            script = nil
        }
        guard let selection = ButtonSelection.load(options.file, choice: options.choice, allowsOutsidePaths: options.allowsOutsidePaths,
                                                   interfaceBuilder: options.interfaceBuilder, scales: [ButtonSimulation.scale], io: io),
              let script else { return .badInput }
        let simulation = ButtonSimulation(selection.prepared, selection.item, script: script, initial: options.choice.state,
                                          toggles: options.toggles, userInteractionEnabled: options.userInteractionEnabled)
        let (button, steps, initialState) = (selection.button, simulation.steps, simulation.initialState)

        if renderFolder != nil, steps.count + 1 > maxFilmstripFrames {
            io.err("events: \(steps.count) steps are more than a filmstrip shows (at most \(maxFilmstripFrames - 1)); split the gesture\n")
            return .badInput
        }
        if let out = renderFolder {
            let frames = simulation.filmstripFrames(measurer: selection.measurer)
            let png: Data
            do { png = try FilmstripRenderer(fontConfiguration: selection.fonts).renderPNG(frames) } catch {
                io.err("\(out): cannot draw the filmstrip: \(error)\n")
                return .internalFailure
            }
            do { try AtomicFileWriter(root: out).writeAll([("\(button.name)-filmstrip.png", png)]) } catch {
                io.err("cannot write the filmstrip: \(error)\n")
                return .cannotWrite
            }
        }
        if options.json {
            io.out(JSONWriter.write(.array(steps.enumerated().map { json($1, number: $0 + 1) })) + "\n")
        } else {
            io.out(text(steps, button: button, bounds: simulation.bounds, initial: initialState))
        }
        return .success
    }

    /// The most frames a filmstrip holds (rows of `FilmstripRenderer.framesPerRow`), so that the
    /// picture stays within Cairo's surface limits.
    static let maxFilmstripFrames = 401

    /// A header, then one line per step: number, step, state after it, events sent (`-` for none).
    static func text(_ steps: [GestureStepResult], button: ButtonModel, bounds: Rect, initial: ControlState) -> String {
        func n(_ v: Double) -> String { GestureStep.format(v) }
        var lines = ["\(button.name): \(n(bounds.width))×\(n(bounds.height)) pt, initial state \(initial.name)"]
        let numberWidth = String(steps.count).count
        let stepWidth = steps.map(\.step.count).max() ?? 0
        let stateWidth = steps.map(\.state.name.count).max() ?? 0
        for (i, s) in steps.enumerated() {
            let number = String(i + 1)
            var line = String(repeating: " ", count: numberWidth - number.count) + number
            line += "  " + s.step.padding(toLength: stepWidth, withPad: " ", startingAt: 0)
            line += "  " + s.state.name.padding(toLength: stateWidth, withPad: " ", startingAt: 0)
            line += "  " + (s.events.isEmpty ? "-" : s.eventNames.joined(separator: ", "))
            if s.quickTapHighlight { line += "  (quick tap: highlighted at touch-up)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as a JSON object.
    static func json(_ s: GestureStepResult, number: Int) -> JSONValue {
        .object(JSONObject([
            ("step", .number(Double(number))), ("text", .string(s.step)),
            ("state", .string(s.state.name)), ("stateValue", .number(Double(s.state.rawValue))),
            ("highlighted", .bool(s.isHighlighted)), ("selected", .bool(s.isSelected)), ("tracking", .bool(s.isTracking)),
            ("events", .array(s.eventNames.map(JSONValue.string))),
            ("stateAtTouchUp", s.stateAtTouchUp.map { .string($0.name) } ?? .null),
            ("quickTapHighlight", .bool(s.quickTapHighlight)),
        ]))
    }
}
