import Foundation

/// How a value of type `Format` is stored and compared: bytes out, bytes in, and a comparison that
/// returns nil on a match or a failure message.
///
///     let lines = GoldenDiffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
///                                       diff: { $0 == $1 ? nil : "text differs" })
public struct GoldenDiffing<Format>: Sendable {
    public var toData: @Sendable (Format) -> Data
    public var fromData: @Sendable (Data) throws -> Format
    /// `diff(expected, actual)`: nil when they match, else a message saying how they differ.
    public var diff: @Sendable (Format, Format) -> String?

    public init(toData: @escaping @Sendable (Format) -> Data, fromData: @escaping @Sendable (Data) throws -> Format,
                diff: @escaping @Sendable (Format, Format) -> String?) {
        self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

/// A golden strategy: how a `Value` under test becomes a stored `Format` (a value witness, like
/// swift-snapshot-testing's `Snapshotting`). Use the built-ins (`.png`, `.json`) or derive one with
/// `pullback`.
///
///     let atlas: Golden<TexturePackerAtlas, String> = Golden<JSONValue, String>.json.pullback { $0.json }
public struct Golden<Value, Format>: Sendable {
    /// The golden file's extension, without the dot ("png", "json").
    public var fileExtension: String
    public var diffing: GoldenDiffing<Format>
    /// Turns the value under test into what is stored.
    public var make: @Sendable (Value) -> Format

    public init(fileExtension: String, diffing: GoldenDiffing<Format>, make: @escaping @Sendable (Value) -> Format) {
        self.fileExtension = fileExtension; self.diffing = diffing; self.make = make
    }

    /// The same strategy for another value type, through `transform`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Golden<NewValue, Format> {
        let make = self.make
        return Golden<NewValue, Format>(fileExtension: fileExtension, diffing: diffing) { make(transform($0)) }
    }
}

extension Golden where Value == Format {
    /// A strategy that stores the value itself.
    public init(fileExtension: String, diffing: GoldenDiffing<Format>) {
        self.init(fileExtension: fileExtension, diffing: diffing) { $0 }
    }
}
