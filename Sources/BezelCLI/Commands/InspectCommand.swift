import Bezel
import BezelRaster

/// `bezel inspect`: what a button resolves to in each state, and its layout in points.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect", abstract: "Print what a button resolves to, state by state, with its layout.",
        positional: "<theme.json>", minPositionals: 1, maxPositionals: 1,
        options: [
            OptionSpec(.button, short: "b", value: "name", help: "The button to inspect (required)."),
            OptionSpec(.state, short: "s", value: "state", help: "One state, e.g. selected+highlighted (default: every rendered state)."),
            OptionSpec(.mode, value: "mode", help: "A mode of the theme, e.g. dark."),
            OptionSpec(.locale, value: "locale", help: "A locale whose titles to use, e.g. zh-Hans."),
            OptionSpec(.scale, value: "scale", help: "Lay the button out on the pixel grid of this scale, e.g. 2 (default 1), as iOS does on that screen: labels ceil'd to the pixel and centred on it."),
        ] + AccessibilityOptions.specs.map { spec in
            var s = spec
            if s.name == .contentSize {
                s.valueName = "category"
                s.help = "Inspect the button at this Dynamic Type size, e.g. accessibilityLarge (default large)."
            }
            else { s.help = s.help.replacingOccurrences(of: "Render the variants", with: "Inspect the button") }
            return s
        } + [
            OptionSpec(.explain, help: "Also print where each state's values come from: the button, appearance[type], appearance, a mode, or the type's default."),
            OptionSpec(.json, help: "Print one JSON object."),
            OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
        ],
        discussion: """
        Exit codes: 0 printed; 2 bad usage or bad input (a theme error, an unknown button, mode, locale or state, with a
        suggestion where one is close).
        """)

    static func run(_ args: ParsedArguments, io: CommandIO) -> ExitCode {
        let file = args.positionals[0]
        guard args.value(.button) != nil else {
            return spec.usageFailure(["Missing expected option '--button <name>'"], io: io)
        }
        var states: [ControlState]?
        if let s = args.value(.state) {
            guard let state = ControlState(name: s) else {
                io.err("Error: \(ControlState.unknownNameMessage(s))\n")
                return .badInput
            }
            states = [state]
        }
        var scale = 1.0
        if let text = args.value(.scale) {
            guard let value = Double(text), value.isFinite, value > 0, value <= 16 else {
                return spec.usageFailure(["--scale: expected a number above 0 and at most 16, found '\(UntrustedText.shown(text, limit: 40))'"], io: io)
            }
            scale = value
        }
        guard let selection = ButtonSelection.load(file, args: args, states: states, scales: [scale], io: io) else { return .badInput }
        let report = ButtonReport(inspection: ButtonInspection(prepared: selection.prepared, item: selection.item,
                                                               states: states ?? selection.item.ownStates,
                                                               measurer: selection.measurer, scale: scale),
                                  sources: args.flag(.explain) ? selection.sources : nil)
        if args.flag(.json) {
            io.out(JSONWriter.write(.object(report.json)))
        } else {
            io.out(report.text)
        }
        return .success
    }
}
