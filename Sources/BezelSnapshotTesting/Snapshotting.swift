import Foundation

/// How a value is snapshot-tested, as swift-snapshot-testing's `Snapshotting`: the file extension
/// of its reference, how the reference is stored and compared (`diffing`), and how a value becomes
/// that format (`snapshot`). Strategies are built from others with `pullback`, so a test suite's
/// own strategies (`extension Snapshotting where Value == UIView, Format == UIImage`) compile.
/// The snapshot is taken synchronously; a snapshot that cannot be taken throws, and the assertion
/// fails with the error's text.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension ("png", "txt"); none when nil.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// The value in the format.
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy for another value, turned into this one's by `transform`.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// A strategy whose value is its format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// The value as it is.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
