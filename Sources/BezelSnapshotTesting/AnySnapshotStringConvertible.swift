import Foundation

/// A value that prints itself on one line of a `.dump` snapshot, as swift-snapshot-testing's
/// protocol of that name: `snapshotDescription` replaces the value's children unless
/// `renderChildren` is true (false by default), in which case it heads them.
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are printed below its `snapshotDescription`.
    static var renderChildren: Bool { get }

    /// The value's line in a `.dump` snapshot.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

extension String: AnySnapshotStringConvertible {
    /// Quoted and escaped: `"Sign in"`.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// Its size: "12 bytes".
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// In UTC, to the second: "2026-12-05T03:41:25Z".
    public var snapshotDescription: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: self)
    }
}
