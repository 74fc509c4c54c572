import Testing
@testable import BezelCore
@testable import BezelRender

/// `ShardSelection`: `--shard I/N` parsing and the longest-first balance of work items.
@Suite struct SheetShardTests {
    @Test func parsesValidShards() throws {
        #expect(try ShardSelection(parsing: "2/4") == ShardSelection(index: 2, count: 4))
        #expect(try ShardSelection(parsing: "1/1") == .all)
        #expect(try ShardSelection(parsing: "10/10").description == "10/10")
        #expect(try ShardSelection(parsing: "007/8").index == 7)
    }

    @Test func rejectsBadShards() {
        func message(_ text: String) -> String? {
            do { _ = try ShardSelection(parsing: text); return nil } catch { return error.description }
        }
        #expect(message("0/4") == "--shard \"0/4\": shards are numbered from 1")
        #expect(message("5/4") == "--shard \"5/4\": shard 5 is past the last shard, 4")
        #expect(message("1/0") == "--shard \"1/0\": the shard count must be at least 1")
        #expect(message("0/0") == "--shard \"0/0\": the shard count must be at least 1")
        let garbage = "expected I/N, two whole numbers such as 2/4"
        for text in ["abc", "", "1", "1/", "/4", "1/2/3", " 1/4", "1/4 ", "+1/4", "-1/4", "1.0/4", "1/４", "1-4",
                     "99999999999/99999999999"] {
            #expect(message(text) == "--shard \"\(text)\": \(garbage)", "\(text)")
        }
    }

    @Test func longestFirstBalance() {
        // Weights 9, 7, 5, 4, 3 over 2 shards: 9→1, 7→2, 5→2 (7 < 9), 4→1 (9 < 12), 3→2 (12 < 13).
        let items = [("c", 5), ("a", 9), ("e", 3), ("b", 7), ("d", 4)].map { (key: $0.0, weight: $0.1) }
        #expect(ShardSelection.balance(items, count: 2) == [2, 1, 2, 2, 1])
        // Equal weights go in key byte order ("B" < "a"), each to the lightest, lowest shard.
        let equal = ["a", "B", "c"].map { (key: $0, weight: 1) }
        #expect(ShardSelection.balance(equal, count: 3) == [2, 1, 3])
        // More shards than items: the extra shards get nothing.
        #expect(ShardSelection.balance(equal, count: 5) == [2, 1, 3])
    }

    @Test func everyItemInExactlyOneShardWhateverTheOrder() {
        var items: [(key: String, weight: Int)] = []
        for t in 0..<40 { for mode in ["light", "dark"] { items.append((key: "theme\(t)/\(mode)/en", weight: (t * 37) % 11 + 1)) } }
        for n in 1...7 {
            let shards = ShardSelection.balance(items, count: n)
            #expect(shards.allSatisfy { (1...n).contains($0) })
            let reversed = ShardSelection.balance(items.reversed(), count: n)
            #expect(Array(reversed.reversed()) == shards, "the split depends on the items, not their order")
            let loads = (1...n).map { s in zip(items, shards).filter { $0.1 == s }.reduce(0) { $0 + $1.0.weight } }
            // Longest-first keeps every shard within the heaviest item of the lightest one.
            #expect(loads.max()! - loads.min()! <= items.map(\.weight).max()!, "\(loads)")
        }
    }
}
