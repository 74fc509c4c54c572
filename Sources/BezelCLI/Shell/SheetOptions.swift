import Foundation
import Bezel

/// The command-line options that decide what sheets a render makes and how they are packed —
/// `--scale`, `--state`, `--padding`, `--extrude`, `--max-sheet-size`, `--power-of-two` and the
/// accessibility variants — shared by `render` and `record` (`verify` takes the variants only).
/// They are read into the value a baseline stores (`RecordedOptions`: scales, states and a
/// `PackingOptions`), so that `verify` renders exactly as `record` did; the defaults are
/// `PackingOptions`'.
struct SheetOptions {
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
    ] + AccessibilityOptions.specs()

    static let names = specs.map(\.name)

    /// The options as a baseline stores them (`render-options.json`).
    let recorded: RecordedOptions
    /// Whether any of them was given on the command line.
    let given: Bool

    /// Reads the options; each value out of range and each unknown state is a mistake.
    init(_ args: inout OptionReader) {
        given = args.anyGiven(Self.names)
        var options = RecordedOptions()
        if let list = args.list(.scale) {
            let parsed = list.map { Double($0.hasSuffix("x") ? String($0.dropLast()) : $0) }
            if parsed.contains(where: { $0 == nil || !RecordedOptions.scaleRange.contains($0!) }) {
                args.mistake("--scale takes numbers from 0.25 to 4, e.g. 1,2,3")
            } else {
                var seen = Set<Double>()
                let scales = parsed.map { $0! }.filter { seen.insert($0).inserted }
                if scales.count > InputLimits.scaleCount.value {
                    args.mistake("--scale takes at most \(InputLimits.scaleCount.value) scales, found \(scales.count)" + InputLimits.scaleCount.tag)
                } else {
                    options.scales = scales
                }
            }
        }
        if let list = args.list(.state) {
            var parsed: [ControlState] = []
            for s in list {
                if let state = ControlState(name: s) { if !parsed.contains(state) { parsed.append(state) } }
                else { args.mistake("--state: " + ControlState.unknownNameMessage(s)) }
            }
            options.states = parsed
        }
        let defaults = PackingOptions()
        options.packing = PackingOptions(
            padding: args.int(.padding, in: PackingOptions.paddingRange) ?? defaults.padding,
            extrude: args.int(.extrude, in: PackingOptions.extrudeRange) ?? defaults.extrude,
            maxSheetSize: args.int(.maxSheetSize, in: PackingOptions.maxSheetSizeRange) ?? defaults.maxSheetSize,
            powerOfTwo: args.flag(.powerOfTwo))
        options.accessibility = AccessibilityOptions(&args).variants
        recorded = options
    }

    /// Only the accessibility variants (`verify`'s sheet options), the rest as `PackingOptions`' defaults.
    init(accessibility: AccessibilityOptions) {
        var options = RecordedOptions()
        options.accessibility = accessibility.variants
        recorded = options
        given = accessibility.given
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
