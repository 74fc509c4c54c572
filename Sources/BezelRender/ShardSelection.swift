import BezelCore

/// One part of a batch split with `--shard I/N` (1-based): which work items this run renders.
///
/// Items (strings such as `theme/mode/locale`) are assigned by a stable hash, not by position:
/// item → `FNV-1a 64(UTF-8 bytes) mod N` + 1. The assignment of an item depends only on the item
/// and N, so it is the same on every machine and run (Swift's `Hasher` is seeded per process and
/// would not be), and adding or removing a theme never moves another theme to a different shard.
/// The price is balance: with few items some shards may get more items than others, or none.

public struct ShardSelection: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based index of this shard, `1...count`.
    public let index: Int
    /// The number of shards, `>= 1`.
    public let count: Int

    /// The whole batch in one shard (`1/1`).
    public static let all = ShardSelection(uncheckedIndex: 1, count: 1)

    /// A shard; throws `ShardError` unless `1 <= index <= count`.
    public init(index: Int, count: Int) throws(ShardError) {
        let text = "\(index)/\(count)"
        guard count >= 1 else { throw ShardError(text: text, reason: "the shard count must be at least 1") }
        guard index >= 1 else { throw ShardError(text: text, reason: "shards are numbered from 1") }
        guard index <= count else {
            throw ShardError(text: text, reason: "shard \(index) is past the last shard, \(count)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `I/N` (ASCII digits only, no spaces or signs), as given to `--shard`.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func number(_ s: Substring) -> Int? {
            guard !s.isEmpty, s.count <= 9, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(s)
        }
        guard parts.count == 2, let i = number(parts[0]), let n = number(parts[1]) else {
            throw ShardError(text: text, reason: "expected I/N, two whole numbers such as 2/4")
        }
        try self.init(index: i, count: n)
    }

    private init(uncheckedIndex index: Int, count: Int) { self.index = index; self.count = count }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether `item` belongs to this shard.
    public func contains(_ item: String) -> Bool { Self.shard(of: item, count: count) == index }

    /// The items of this shard, sorted by UTF-8 bytes, duplicates removed.
    public func select(_ items: [String]) -> [String] {
        var result: [String] = []
        for item in items.sorted(by: SheetPixels.byteOrder) where contains(item) {
            if result.last.map({ !$0.utf8.elementsEqual(item.utf8) }) ?? true { result.append(item) }
        }
        return result
    }

    /// The 1-based shard of `item` among `count` shards (`count >= 1`).
    public static func shard(of item: String, count: Int) -> Int {
        precondition(count >= 1, "shard count must be at least 1")
        return Int(fnv1a64(item) % UInt64(count)) + 1
    }

    /// FNV-1a, 64-bit, of the UTF-8 bytes of `s` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
    public static func fnv1a64(_ s: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// A `--shard` value that is not `I/N` with `1 <= I <= N`.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value as given.
    public var text: String
    /// What is wrong with it.
    public var reason: String
    public init(text: String, reason: String) { self.text = text; self.reason = reason }
    public var description: String { "--shard \"\(text)\": \(reason)" }
}
