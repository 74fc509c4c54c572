import Foundation

/// The bytes of the JSON text `JSONWriter` is writing: one growing `malloc` block, written through
/// a pointer (no per-byte capacity or uniqueness checks of an array), that becomes the `Data` at
/// the end without a copy.
struct JSONTextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(16, capacity)
        base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Makes room for `n` more bytes and returns where they go; `count` does not move.
    @inline(__always)
    mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if count + n > capacity { grow(count + n) }
        return base + count
    }

    private mutating func grow(_ needed: Int) {
        capacity = max(needed, capacity * 2)
        base = realloc(base, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    /// Counts `n` bytes written at `room(_:)` as part of the text.
    @inline(__always)
    mutating func advance(_ n: Int) { count += n }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        room(bytes.count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends an ASCII literal.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        let n = literal.utf8CodeUnitCount
        room(n).update(from: literal.utf8Start, count: n)
        count += n
    }

    /// Appends `n` copies of `byte`.
    @inline(__always)
    mutating func append(_ byte: UInt8, times n: Int) {
        room(n).update(repeating: byte, count: n)
        count += n
    }

    /// The text as a `String` (the bytes are UTF-8: they come from `String`s and ASCII).
    consuming func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The text as `Data`, which takes over the block (no copy).
    consuming func data() -> Data {
        let (start, n) = (base, count)
        discard self
        return Data(bytesNoCopy: start, count: n, deallocator: .free)
    }
}
