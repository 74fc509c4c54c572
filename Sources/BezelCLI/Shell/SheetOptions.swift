import Foundation
import Bezel

/// The command-line options that decide what sheets a render makes and how they are packed —
/// `--scale`, `--state`, `--padding`, `--extrude`, `--max-sheet-size`, `--power-of-two` — shared by
/// `render`, `record` and `verify`. They are read into the value a baseline stores
/// (`RecordedOptions`: scales, states and a `PackingOptions`), so that `verify` renders exactly as
/// `record` did; the defaults are `PackingOptions`'.
enum SheetOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(.scale, value: "scales", help: "Scales to render, e.g. 1,2,3 (default: each theme's scales)."),
        OptionSpec(.state, value: "states", help: "States to render, e.g. normal,highlighted (default: each theme's)."),
        OptionSpec(.padding, value: "px", help: "Pixels between sprites at @1x, scaled with the sheet.",
                   default: String(PackingOptions().padding)),
        OptionSpec(.extrude, value: "px", help: "Pixels of edge extrusion around each sprite at @1x.",
                   default: String(PackingOptions().extrude)),
        OptionSpec(.maxSheetSize, value: "px", help: "The largest sheet side allowed.",
                   default: String(PackingOptions().maxSheetSize)),
        OptionSpec(.powerOfTwo, help: "Round sheet sides up to powers of two."),
    ] + AccessibilityOptions.specs

    static let names = specs.map(\.name)

    /// Reads the options from the command line; problems are added to `usage`.
    static func parse(_ args: ParsedArguments, usage: inout [String]) -> RecordedOptions {
        var options = RecordedOptions()
        if let list = args.list(.scale) {
            let parsed = list.map { Double($0.hasSuffix("x") ? String($0.dropLast()) : $0) }
            if parsed.contains(where: { $0 == nil || !RecordedOptions.scaleRange.contains($0!) }) {
                usage.append("--scale takes numbers from 0.25 to 4, e.g. 1,2,3")
            } else {
                options.scales = parsed.map { $0! }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            }
        }
        if let list = args.list(.state) {
            var parsed: [ControlState] = []
            for s in list {
                if let state = ControlState(name: s) { if !parsed.contains(state) { parsed.append(state) } }
                else { usage.append("--state: " + ControlState.unknownNameMessage(s)) }
            }
            options.states = parsed
        }
        let defaults = PackingOptions()
        options.packing = PackingOptions(
            padding: args.int(.padding, in: PackingOptions.paddingRange, usage: &usage) ?? defaults.padding,
            extrude: args.int(.extrude, in: PackingOptions.extrudeRange, usage: &usage) ?? defaults.extrude,
            maxSheetSize: args.int(.maxSheetSize, in: PackingOptions.maxSheetSizeRange, usage: &usage) ?? defaults.maxSheetSize,
            powerOfTwo: args.flag(.powerOfTwo))
        options.accessibility = AccessibilityOptions.parse(args, usage: &usage)
        return options
    }

    /// Whether any of these options was given on the command line.
    static func given(_ args: ParsedArguments) -> Bool {
        names.contains { args.value($0) != nil || args.flag($0) }
    }
}

extension RenderOptions {
    /// Renders the scales and states of `sheets`, packed as it says.
    mutating func use(_ sheets: RecordedOptions) {
        scales = sheets.scales
        states = sheets.states
        packing = sheets.packing
        accessibility = sheets.accessibility
    }
}
