import Testing
@testable import BezelCore
@testable import BezelRender

/// `ShardSelection`: `--shard I/N` parsing and the stable FNV-1a assignment.
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

    @Test func fnv1a64KnownVectors() {
        #expect(ShardSelection.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(ShardSelection.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(ShardSelection.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        #expect(ShardSelection.shard(of: "a", count: 4) == Int(UInt64(0xaf63_dc4c_8601_ec8c) % 4) + 1)
    }

    @Test func everyItemInExactlyOneShard() throws {
        var items: [String] = []
        for t in 0..<40 { for mode in ["light", "dark"] { items.append("theme\(t)/\(mode)/en") } }
        for n in 1...7 {
            let shards = try (1...n).map { try ShardSelection(index: $0, count: n) }
            for item in items { #expect(shards.filter { $0.contains(item) }.count == 1, "\(item) in \(n) shards") }
            let parts = shards.map { $0.select(items.shuffled()) }
            #expect(parts.joined().sorted() == items.sorted())
            for part in parts { #expect(part == part.sorted(by: SheetPixels.byteOrder)) }
        }
        // Deterministic, and a new item does not move the others.
        let four = try ShardSelection(index: 3, count: 4)
        #expect(four.select(items) == four.select(items.reversed()))
        #expect(four.select(items + ["zzz-new/light/en"]).filter { $0 != "zzz-new/light/en" } == four.select(items))
        #expect(ShardSelection.all.select(items + items) == items.sorted(by: SheetPixels.byteOrder))
    }
}
