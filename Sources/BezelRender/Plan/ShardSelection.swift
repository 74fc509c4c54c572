import BezelCore

/// One part of a batch split with `--shard I/N` (1-based): which work items this run renders.
///
/// Work items are pages of sheets and the rest of each unit's files (`PlannedRender.workItems`),
/// weighed by the pixels they draw. They are balanced over the shards by the longest-first rule:
/// items are taken by weight, largest first (equal weights by key, in UTF-8 byte order), and each
/// goes to the shard with the least weight so far (the lowest index among equals). The split
/// depends only on the items and N, so it is the same on every machine and run; one big theme is
/// split over the shards page by page. Adding a theme may move other items to other shards: render
/// every shard from the same inputs and merge (`bezel merge`) the same run's folders.

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

    /// The 1-based shard of each item, in the order given, with the items balanced by `weight`
    /// over `count` shards (see the type's documentation). Keys should be unique.
    public static func balance(_ items: [(key: String, weight: Int)], count: Int) -> [Int] {
        precondition(count >= 1, "shard count must be at least 1")
        let order = items.indices.sorted { a, b in
            items[a].weight != items[b].weight ? items[a].weight > items[b].weight
                : SheetPixels.byteOrder(items[a].key, items[b].key)
        }
        var loads = [Int](repeating: 0, count: count)
        var shards = [Int](repeating: 1, count: items.count)
        for i in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[lightest] += max(0, items[i].weight)
            shards[i] = lightest + 1
        }
        return shards
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
