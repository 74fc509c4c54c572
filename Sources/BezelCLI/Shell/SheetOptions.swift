import Foundation
import Bezel
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

    /// Why a stored options file was refused: the JSON path of the value and what it should be.
    struct StoredValueError: Error, CustomStringConvertible {
        var path: String
        var expected: String
        var description: String { path.isEmpty ? expected : "\(path): \(expected)" }
    }

    /// The largest `render-options.json` read (a real one is about 100 bytes).
    static let fileByteLimit = 1 << 20

    /// The options stored at `path` (a baseline's `render-options.json`): nil when there is none;
    /// an error when it is not a regular file (a folder, a device, a symlink to one), is over
    /// `fileByteLimit`, or holds anything `json` would not write.
    static func read(path: String) throws(StoredValueError) -> SheetOptions? {
        let data: Data?
        do { data = try RegularFile.read(path, limit: fileByteLimit) } catch {
            throw StoredValueError(path: "", expected: error.reason)
        }
        return try data.map { data throws(StoredValueError) in try SheetOptions(json: data) }
    }

    /// Reads stored options, refusing anything `json` would not write (and values outside the
    /// command line's ranges) with the JSON path of the first bad value.
    init(json data: Data) throws(StoredValueError) {
        guard let object = try? JSONParser.parse([UInt8](data)).objectValue else {
            throw StoredValueError(path: "$", expected: "must be a JSON object")
        }
        let keys = ["scales", "states", "padding", "extrude", "maxSheetSize", "powerOfTwo"]
        if let unknown = object.entries.first(where: { !keys.contains($0.key) }) {
            throw StoredValueError(path: JSONWriter.write(.string(unknown.key), pretty: false).trimmingCharacters(in: .newlines), expected: "is not a sheet option (\(keys.joined(separator: ", ")))")
        }
        func whole(_ key: String, _ range: ClosedRange<Int>) throws(StoredValueError) -> Int {
            guard let n = object[key]?.numberValue.flatMap({ Int(exactly: $0) }), range.contains(n) else {
                throw StoredValueError(path: key, expected: "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
        padding = try whole("padding", Self.paddingRange)
        extrude = try whole("extrude", Self.extrudeRange)
        maxSheetSize = try whole("maxSheetSize", Self.maxSheetSizeRange)
        guard case .bool(let powerOfTwo)? = object["powerOfTwo"] else {
            throw StoredValueError(path: "powerOfTwo", expected: "must be true or false")
        }
        self.powerOfTwo = powerOfTwo
        // nil for a missing or null list; the items, each read by `item`, for a non-empty array.
        func list<T>(_ key: String, _ expected: String, _ item: (JSONValue) -> T?) throws(StoredValueError) -> [T]? {
            switch object[key] {
            case nil, .null?: return nil
            case .array(let values)? where !values.isEmpty:
                let items = values.compactMap(item)
                if items.count == values.count { return items }
            default: break
            }
            throw StoredValueError(path: key, expected: "must be null or a non-empty list of \(expected)")
        }
        scales = try list("scales", "scales from 0.25 to 4") { $0.numberValue.flatMap { Self.scaleRange.contains($0) ? $0 : nil } }
        states = try list("states", "state names") { $0.stringValue.flatMap(ControlState.init(name:)) }
    }
}
