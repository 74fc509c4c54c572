import Foundation

/// How a snapshot's format is written to and read from its reference file, and compared, as
/// swift-snapshot-testing's `Diffing`. `diff` returns nil when the two match, else the failure's
/// text and the files that show it (a difference image), which a failing assertion writes beside
/// the failed snapshot.
public struct Diffing<Value> {
    public var toData: (Value) -> Data
    public var fromData: (Data) throws -> Value
    public var diff: (Value, Value) -> (String, [SnapshotAttachment])?

    public init(toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) throws -> Value,
                diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [SnapshotAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that shows a failure (XCTest on Linux has no `XCTAttachment`): written to the artifacts
/// folder as `<snapshot file name without extension>.<name>.<pathExtension>`.
public struct SnapshotAttachment: Sendable, Equatable {
    public var name: String
    public var pathExtension: String
    public var data: Data

    public init(name: String, pathExtension: String, data: Data) {
        self.name = name
        self.pathExtension = pathExtension
        self.data = data
    }
}
