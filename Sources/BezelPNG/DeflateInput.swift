/// The bytes a whole-buffer compressor gathers before compressing them as one chunk: one buffer
/// that grows (doubling) up to `limit` bytes, or to whatever one larger write needs. Its owner
/// frees it (`deallocate`).
struct DeflateInput {
    /// The gathered bytes start here.
    private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are gathered.
    var count = 0
    /// The most bytes gathered before the owner compresses them.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        capacity = min(1 << 16, limit)
        base = .allocate(capacity: capacity)
    }

    /// Whether `extra` more bytes would take the chunk past `limit` (it holds some already).
    func isFull(adding extra: Int) -> Bool { count > 0 && count + extra > limit }

    /// Where `extra` more bytes go, the buffer grown first when they would not fit.
    mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity {
            capacity = max(count + extra, min(capacity * 2, limit))
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: base, count: count)
            base.deallocate()
            base = grown
        }
        return base + count
    }

    func deallocate() { base.deallocate() }
}
