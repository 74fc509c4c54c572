/// A position in a source file, 1-based.
public struct SourcePosition: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// A parsed JSON value that remembers where it stood in its file, so errors can name line and column.
///
/// Objects keep their keys in file order (duplicates are rejected by the parser), which keeps every
/// pass over a theme deterministic. Not `indirect`: arrays and objects hold their children in array
/// storage already, so a number, string or boolean is stored inline rather than in a box of its own.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the value's kind, for messages ("expected a string, found an array").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var objectValue: JSONObject? { if case .object(let o) = self { o } else { nil } }
}

/// A JSON object with its keys in file order.
public struct JSONObject: Sendable, Equatable {
    public var entries: [(key: String, value: JSONValue)]
    public init(_ entries: [(key: String, value: JSONValue)] = []) { self.entries = entries }

    public var keys: [String] { entries.map(\.key) }
    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: String) -> JSONValue? {
        get { index(of: key).map { entries[$0].value } }
        set {
            if let i = index(of: key) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Adds `key` with `value` at the end, without looking for it first: for keys the object does
    /// not hold yet (a new object's distinct keys), where it is what assigning would do.
    public mutating func append(_ key: String, _ value: JSONValue) { entries.append((key, value)) }

    /// The position of `key` in `entries` (compared in place, without copying the entries).
    func index(of key: String) -> Int? {
        for i in entries.indices where entries[i].key == key { return i }
        return nil
    }

    /// Equal keys in the same order with equal values.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.entries.count == b.entries.count
            && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Deep merge: keys of `overlay` win; objects present on both sides merge recursively.
    public func merged(with overlay: JSONObject) -> JSONObject {
        var result = self
        for (key, value) in overlay.entries {
            if case .object(let mine)? = result[key], case .object(let theirs) = value {
                result[key] = .object(mine.merged(with: theirs))
            } else {
                result[key] = value
            }
        }
        return result
    }
}
