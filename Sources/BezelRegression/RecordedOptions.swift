import BezelCore
import Foundation

/// The sheet options a baseline was recorded with, stored beside its `fingerprint.json` as
/// `render-options.json`: which scales and states were rendered and how they were packed. `record`
/// writes it; `verify` and `record --only-missing` render with it, so that they draw exactly the
/// sheets `record` drew. Pure: JSON bytes to a value and back (see `RecordedOptions+File` for the file).
///
///     { "scales": [1, 2], "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }
package struct RecordedOptions: Equatable, Sendable {
    /// Scales rendered; nil: each theme's own.
    package var scales: [Double]?
    /// States rendered; nil: each theme's.
    package var states: [ControlState]?
    package var packing = PackingOptions()
    /// Accessibility variants rendered instead of each theme's own list; nil: each theme's.
    /// Stored as folder names (`["accessibilityLarge", "bold-text"]`), and only when given.
    package var accessibility: [AccessibilitySettings]?

    package init(scales: [Double]? = nil, states: [ControlState]? = nil, packing: PackingOptions = PackingOptions(),
                 accessibility: [AccessibilitySettings]? = nil) {
        self.scales = scales; self.states = states; self.packing = packing; self.accessibility = accessibility
    }

    /// The file beside `fingerprint.json` in a baseline folder.
    package static let fileName = "render-options.json"
    /// The scales the command line and the file accept.
    package static let scaleRange = 0.25...4.0
    /// The most scales the file may list: as many as a theme's `scales` (`InputLimits.scaleCount`).
    package static let maxScales = InputLimits.scaleCount.value
    /// The most states the file may list: every combination of the named states (highlighted,
    /// disabled, selected, focused, hover).
    package static let maxStates = 1 << ControlState.namedBits.count
    /// The most accessibility variants the file may list: every combination of a text size, Increase
    /// Contrast, Bold Text and Button Shapes but the default.
    package static let maxVariants = ContentSizeCategory.allCases.count * 8 - 1
    /// The keys of the file, in the order they are written.
    package static let keys = ["scales", "states", "padding", "extrude", "maxSheetSize", "powerOfTwo", "accessibility"]

    /// Why stored options were refused: the JSON path of the value and what it should be.
    package struct StoredValueError: Error, Equatable, CustomStringConvertible {
        package var path: String
        package var expected: String
        package var description: String { path.isEmpty ? expected : "\(path): \(expected)" }
    }

    /// The options as stored.
    package var json: JSONValue {
        var o = JSONObject([
            ("scales", scales.map { .array($0.map(JSONValue.number)) } ?? .null),
            ("states", states.map { .array($0.map { .string($0.name) }) } ?? .null),
            ("padding", .number(Double(packing.padding))), ("extrude", .number(Double(packing.extrude))),
            ("maxSheetSize", .number(Double(packing.maxSheetSize))), ("powerOfTwo", .bool(packing.powerOfTwo)),
        ])
        if let accessibility { o.entries.append(("accessibility", .array(accessibility.compactMap(\.folderName).map(JSONValue.string)))) }
        return .object(o)
    }

    /// The bytes of `render-options.json`: `json` as Bezel's writer prints it (two-space indent,
    /// one final newline).
    package var jsonData: Data { JSONWriter.data(json) }

    /// Reads stored options, refusing anything `json` would not write (and values outside the
    /// command line's ranges) with the JSON path of the first bad value.
    package init(json data: Data) throws(StoredValueError) {
        guard let object = try? JSONParser.parse([UInt8](data)).objectValue else {
            throw StoredValueError(path: "$", expected: "must be a JSON object")
        }
        if let unknown = object.entries.first(where: { !Self.keys.contains($0.key) }) {
            let key = JSONWriter.write(.string(unknown.key), pretty: false).trimmingCharacters(in: .newlines)
            throw StoredValueError(path: key, expected: "is not a sheet option (\(Self.keys.joined(separator: ", ")))")
        }
        func whole(_ key: String, _ range: ClosedRange<Int>) throws(StoredValueError) -> Int {
            guard let n = object[key]?.numberValue.flatMap({ Int(exactly: $0) }), range.contains(n) else {
                throw StoredValueError(path: key, expected: "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
        packing.padding = try whole("padding", PackingOptions.paddingRange)
        packing.extrude = try whole("extrude", PackingOptions.extrudeRange)
        packing.maxSheetSize = try whole("maxSheetSize", PackingOptions.maxSheetSizeRange)
        guard case .bool(let powerOfTwo)? = object["powerOfTwo"] else {
            throw StoredValueError(path: "powerOfTwo", expected: "must be true or false")
        }
        packing.powerOfTwo = powerOfTwo
        // nil for a missing or null list; the items, each read by `item`, for a non-empty array of
        // at most `most` distinct items (counted before any item is read: a list of 100,000 repeats
        // is refused at once). A repeat is refused with its index: `[1, 1]` is not `[1]`.
        // `limit` (an `InputLimits` entry) ends the message of a list over it with its name.
        func list<T: Equatable>(_ key: String, _ expected: String, most: Int, limit: InputLimit? = nil,
                                _ item: (JSONValue) -> T?) throws(StoredValueError) -> [T]? {
            let wanted = "must be null or a list of 1 to \(most) \(expected)"
            switch object[key] {
            case nil, .null?: return nil
            case .array(let values)? where !values.isEmpty:
                guard values.count <= most else {
                    throw StoredValueError(path: key, expected: wanted + ", found \(values.count)" + (limit?.tag ?? ""))
                }
                var items: [T] = []
                for (i, value) in values.enumerated() {
                    guard let read = item(value) else { throw StoredValueError(path: "\(key)[\(i)]", expected: wanted) }
                    if let first = items.firstIndex(of: read) {
                        throw StoredValueError(path: "\(key)[\(i)]", expected: "repeats \(key)[\(first)]: \(wanted), each once")
                    }
                    items.append(read)
                }
                return items
            default: break
            }
            throw StoredValueError(path: key, expected: wanted)
        }
        scales = try list("scales", "scales from 0.25 to 4", most: Self.maxScales, limit: InputLimits.scaleCount) { $0.numberValue.flatMap { Self.scaleRange.contains($0) ? $0 : nil } }
        states = try list("states", "state names", most: Self.maxStates) { $0.stringValue.flatMap(ControlState.init(name:)) }
        // An empty list is kept: no variants at all (the command line named only the default).
        if case .array(let values)? = object["accessibility"], values.isEmpty { accessibility = [] } else {
            accessibility = try list("accessibility", "accessibility variant names", most: Self.maxVariants) { $0.stringValue.flatMap(AccessibilitySettings.init(folderName:)) }
        }
    }
}
