/// Writes a DEFLATE bit stream (RFC 1951 §3.1.1: each value's least significant bit first, codes
/// already bit-reversed) into a buffer its owner provides and grows. Bits gather in a 64-bit word
/// and leave it four bytes at a time (`put`), or all whole bytes at once (`add`, `flushWholeBytes`).
struct DeflateBitWriter {
    /// Where the bytes go; the owner makes room (`room`) before each block.
    var bytes: UnsafeMutablePointer<UInt8>
    /// Whole bytes written.
    var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(bytes: UnsafeMutablePointer<UInt8>) { self.bytes = bytes }

    /// Appends the low `n` (≤ 32) bits of `value`; the higher bits of `value` must be zero.
    @inline(__always)
    mutating func put(_ value: UInt32, _ n: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += n
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(bytes + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Appends the low `n` bits of `value` without writing any out: the caller keeps the pending
    /// bits at most 64 (`flushWholeBytes` leaves at most 7).
    @inline(__always)
    mutating func add(_ value: UInt64, _ n: Int) {
        pending |= value &<< UInt64(pendingCount)
        pendingCount &+= n
    }

    /// Writes the pending whole bytes out, without a branch: all 8 bytes of the pending word are
    /// stored (the owner keeps 8 bytes of room past the end), the count advances by the whole ones.
    /// At most 63 bits may be pending.
    @inline(__always)
    mutating func flushWholeBytes() {
        UnsafeMutableRawPointer(bytes + count).storeBytes(of: pending.littleEndian, as: UInt64.self)
        let whole = pendingCount & ~7
        count &+= whole &>> 3
        pending = pending &>> UInt64(whole)
        pendingCount &-= whole
    }

    /// Bits written, whole bytes and pending ones.
    var bitCount: Int { count * 8 + pendingCount }

    /// Writes the pending bits out, the last byte padded with zero bits (a byte boundary).
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Writes an empty stored block that is not final (a sync flush: `000`, padding to a byte
    /// boundary, LEN 0, NLEN 0xFFFF), so that the stream ends on a byte boundary and another
    /// piece can follow.
    mutating func syncFlush() {
        put(0, 3)
        alignToByte()
        for byte: UInt8 in [0, 0, 0xFF, 0xFF] { bytes[count] = byte; count += 1 }
    }

    /// Writes an empty final block with the fixed codes (`1`, `01`, end-of-block `0000000`) and
    /// pads to a byte boundary: the end of a stream that has no other block to carry the final bit.
    mutating func emptyFinalBlock() {
        put(0b011, 3)
        put(0, 7)
        alignToByte()
    }
}
