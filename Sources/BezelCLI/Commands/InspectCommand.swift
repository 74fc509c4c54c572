import Bezel
import BezelRaster

/// `bezel inspect`: what a button resolves to in each state, and its layout in points.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect", abstract: "Print what a button resolves to, state by state, with its layout.",
        positional: "<theme.json>", minPositionals: 1, maxPositionals: 1,
        options: [
            ButtonChoice.buttonSpec(help: "The button to inspect (required)."),
            ButtonChoice.stateSpec(.state, short: "s", help: "One state, e.g. selected+highlighted (default: every rendered state)."),
            ButtonChoice.modeSpec,
            ButtonChoice.localeSpec(help: "A locale whose titles to use, e.g. zh-Hans."),
            OptionSpec(.scale, value: "scale", help: "Lay the button out on the pixel grid of this scale, e.g. 2 (default 1), as iOS does on that screen: labels ceil'd to the pixel and centred on it."),
        ] + AccessibilityOptions.specs(help: [
            .contentSize: "Inspect the button at this Dynamic Type size, e.g. accessibilityLarge (default large).",
            .highContrast: "Inspect the button with Increase Contrast.",
            .boldText: "Inspect the button with Bold Text.",
            .buttonShapes: "Inspect the button with Button Shapes.",
        ], contentSizeValue: "category") + [
            OptionSpec(.explain, help: "Also print where each state's values come from: the button, appearance[type], appearance, a mode, or the type's default."),
            OptionSpec(.json, help: "Print one JSON object."),
            OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
        ] + InterfaceBuilderOptionGroup.specs,
        discussion: """
        Exit codes: 0 printed; 2 bad usage or bad input (a theme error, an unknown button, mode, locale or state, with a
        suggestion where one is close).
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let states = options.choice.state.map { [$0] }
        guard let selection = ButtonSelection.load(options.file, choice: options.choice, accessibility: options.accessibility,
                                                   allowsOutsidePaths: options.allowsOutsidePaths, interfaceBuilder: options.interfaceBuilder, states: states,
                                                   scales: [options.scale], io: io) else { return .badInput }
        let report = ButtonReport(inspection: ButtonInspection(prepared: selection.prepared, item: selection.item,
                                                               states: states ?? selection.item.ownStates,
                                                               measurer: selection.measurer, scale: options.scale),
                                  sources: options.explain ? selection.sources : nil)
        if options.json {
            io.out(JSONWriter.write(.object(report.json)))
        } else {
            io.out(report.text)
        }
        return .success
    }
}
