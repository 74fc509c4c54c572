import Foundation
import BezelCore
import BezelRaster

/// The options that decide what sheets a render makes and how they are packed — `--scale`,
/// `--state`, `--padding`, `--extrude`, `--max-sheet-size`, `--power-of-two` — shared by `render`,
/// `record` and `verify`, and stored with a baseline (`render-options.json`) so that `verify`
/// renders exactly as `record` did.
struct SheetOptions: Equatable {
    var scales: [Double]?
    var states: [ControlState]?
    var padding = 2
    var extrude = 0
    var maxSheetSize = 4096
    var powerOfTwo = false

    /// The file beside `fingerprint.json` in a baseline folder.
    static let fileName = "render-options.json"

    static let specs: [OptionSpec] = [
        OptionSpec("scale", value: "scales", help: "Scales to render, e.g. 1,2,3 (default: each theme's scales)."),
        OptionSpec("state", value: "states", help: "States to render, e.g. normal,highlighted (default: each theme's)."),
        OptionSpec("padding", value: "px", help: "Pixels between sprites at @1x, scaled with the sheet.", default: "2"),
        OptionSpec("extrude", value: "px", help: "Pixels of edge extrusion around each sprite at @1x.", default: "0"),
        OptionSpec("max-sheet-size", value: "px", help: "The largest sheet side allowed.", default: "4096"),
        OptionSpec("power-of-two", help: "Round sheet sides up to powers of two."),
    ]

    static let names = specs.map(\.name)

    /// What each option accepts (on the command line and in `render-options.json`).
    static let scaleRange = 0.25...4.0, paddingRange = 0...256, extrudeRange = 0...64, maxSheetSizeRange = 16...32768

    /// Reads the options from the command line; problems are added to `usage`.
    init(_ args: ParsedArguments, usage: inout [String]) {
        if let list = args.list("scale") {
            let parsed = list.map { Double($0.hasSuffix("x") ? String($0.dropLast()) : $0) }
            if parsed.contains(where: { $0 == nil || !Self.scaleRange.contains($0!) }) { usage.append("--scale takes numbers from 0.25 to 4, e.g. 1,2,3") }
            else { scales = parsed.map { $0! }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        }
        if let list = args.list("state") {
            var parsed: [ControlState] = []
            for s in list {
                if let state = ControlState(name: s) { if !parsed.contains(state) { parsed.append(state) } }
                else { usage.append("unknown state '\(s)' in --state; states are normal, highlighted, disabled, selected, focused, joined with +") }
            }
            states = parsed
        }
        padding = args.int("padding", in: Self.paddingRange, usage: &usage) ?? 2
        extrude = args.int("extrude", in: Self.extrudeRange, usage: &usage) ?? 0
        maxSheetSize = args.int("max-sheet-size", in: Self.maxSheetSizeRange, usage: &usage) ?? 4096
        powerOfTwo = args.flag("power-of-two")
    }

    /// Whether any of these options was given on the command line.
    static func given(_ args: ParsedArguments) -> Bool {
        names.contains { args.value($0) != nil || args.flag($0) }
    }

    /// Sets these options on `options`.
    func apply(to options: inout RenderOptions) {
        options.scales = scales
        options.states = states
        options.padding = padding
        options.extrude = extrude
        options.maxSheetSize = maxSheetSize
        options.powerOfTwo = powerOfTwo
    }

    /// The options as stored in a baseline folder.
    var json: JSONValue {
        .object(JSONObject([
            ("scales", scales.map { .array($0.map(JSONValue.number)) } ?? .null),
            ("states", states.map { .array($0.map { .string($0.name) }) } ?? .null),
            ("padding", .number(Double(padding))), ("extrude", .number(Double(extrude))),
            ("maxSheetSize", .number(Double(maxSheetSize))), ("powerOfTwo", .bool(powerOfTwo)),
        ]))
    }

    /// Reads stored options; nil when the file is not what `json` writes.
    init?(json data: Data) {
        guard let object = try? JSONParser.parse([UInt8](data)).objectValue else { return nil }
        func number(_ key: String) -> Int? { object[key]?.numberValue.flatMap { Int(exactly: $0) } }
        guard let padding = number("padding"), Self.paddingRange.contains(padding),
              let extrude = number("extrude"), Self.extrudeRange.contains(extrude),
              let maxSheetSize = number("maxSheetSize"), Self.maxSheetSizeRange.contains(maxSheetSize),
              case .bool(let powerOfTwo)? = object["powerOfTwo"] else { return nil }
        self.padding = padding; self.extrude = extrude; self.maxSheetSize = maxSheetSize; self.powerOfTwo = powerOfTwo
        if let list = object["scales"]?.arrayValue {
            scales = list.compactMap(\.numberValue).filter { Self.scaleRange.contains($0) }
            guard scales!.count == list.count, !list.isEmpty else { return nil }
        }
        if let list = object["states"]?.arrayValue {
            states = list.compactMap { $0.stringValue.flatMap(ControlState.init(name:)) }
            guard states!.count == list.count, !list.isEmpty else { return nil }
        }
    }
}
