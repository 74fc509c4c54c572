// The faded grey copy of the first image drawn under the diff, for the pixelmatch v7.2.0 port
// (see PixelMatch.swift).
extension PixelMatchKernel {
    /// Pixels of `a` already turned grey: the last one of each column (content often repeats
    /// down a column, which keeps the branch predictable), the last one (flat runs), and a small
    /// direct-mapped table of recent colours. Grey depends only on the pixel's four bytes, so a
    /// hit returns exactly what the computation would.
    struct GrayCache {
        static let bits = 10
        var word: UInt32 = 0, gray: UInt32 = 0, valid = false
        let keys: UnsafeMutablePointer<UInt32>, values: UnsafeMutablePointer<UInt32>
        /// Per column: the word in the low half, its grey in the high half.
        let columns: UnsafeMutablePointer<UInt64>, width: Int

        init(width: Int) {
            keys = .allocate(capacity: 1 << Self.bits)
            values = .allocate(capacity: 1 << Self.bits)
            columns = .allocate(capacity: width)
            self.width = width
        }

        /// Fills every slot with word 0 and its grey (computed by the caller).
        func reset(zeroGray: UInt32) {
            keys.initialize(repeating: 0, count: 1 << Self.bits)
            values.initialize(repeating: zeroGray, count: 1 << Self.bits)
            columns.initialize(repeating: UInt64(zeroGray) << 32, count: width)
        }

        func free() { keys.deallocate(); values.deallocate(); columns.deallocate() }

        @inline(__always) static func slot(_ word: UInt32) -> Int { Int((word &* 0x9E37_79B1) >> (32 - UInt32(bits))) }
    }

    /// A grey cache ready for `gray`; `free()` it when done.
    func makeGrayCache() -> GrayCache {
        let cache = GrayCache(width: width)
        cache.reset(zeroGray: grayOf(word: 0))
        return cache
    }

    /// Pixel `i` of `a` as its luma, faded towards white by `alpha × a/255`, truncated to a byte
    /// as a JavaScript Uint8Array store does.
    @inline(__always) func gray(_ i: Int, _ x: Int, _ cache: inout GrayCache) -> UInt32 {
        let word = load(a, i), column = cache.columns[x]
        if UInt32(truncatingIfNeeded: column) == word { return UInt32(truncatingIfNeeded: column >> 32) }
        let gray = grayUncached(word, &cache)
        cache.columns[x] = UInt64(word) | UInt64(gray) << 32
        return gray
    }

    /// `gray` for a word not in its column's slot.
    @inline(__always) func grayUncached(_ word: UInt32, _ cache: inout GrayCache) -> UInt32 {
        if cache.valid && cache.word == word { return cache.gray }
        // Opaque greys are cheap enough to compute, which saves the table's branches.
        if UInt32(littleEndian: word) >= 0xFF00_0000 {
            let gray = grayOf(word: word)
            cache.word = word; cache.gray = gray; cache.valid = true
            return gray
        }
        let slot = GrayCache.slot(word)
        let gray: UInt32
        if cache.keys[slot] == word {
            gray = cache.values[slot]
        } else {
            gray = grayOf(word: word)
            cache.keys[slot] = word
            cache.values[slot] = gray
        }
        cache.word = word; cache.gray = gray; cache.valid = true
        return gray
    }

    /// The grey of the pixel `word` (its bytes in memory are r, g, b, a).
    @inline(__always) func grayOf(word: UInt32) -> UInt32 {
        let c = UInt32(littleEndian: word)
        let r = Int(c & 0xFF), g = Int(c >> 8 & 0xFF), b = Int(c >> 16 & 0xFF), a = c >> 24
        // The same products as `Double(r) * 0.29889531 + …`, looked up; the sum is in the same order.
        let luma = self.luma.y(r, g, b)
        let faded = (luma - 255) * alpha
        var byte: UInt32
        if a == 255 {
            // For opaque pixels `× 255 / 255` moves the value by a few ulps at most, which can only
            // change the truncated byte right at an integer: skip the division everywhere else.
            let approx = 255 + faded
            let whole = approx >= 0 && approx < 256 ? Int(approx) : -1
            let fraction = approx - Double(whole)
            if whole >= 0 && fraction > 1e-6 && fraction < 1 - 1e-6 {
                byte = UInt32(truncatingIfNeeded: whole)
            } else {
                byte = UInt32(jsUint8(255 + faded * 255 / 255))
            }
        } else {
            byte = UInt32(jsUint8(255 + faded * Double(a) / 255))
        }
        return (byte | byte << 8 | byte << 16 | 0xFF00_0000).littleEndian
    }

    /// JavaScript's ToUint8: truncate towards zero, then modulo 256 (NaN and infinities give 0).
    @inline(__always) func jsUint8(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        if v >= 0 && v < 256 { return UInt8(v) }
        // Doubles of magnitude ≥ 2⁶³ are multiples of 256.
        return abs(v) < 0x1p63 ? UInt8(truncatingIfNeeded: Int64(v)) : 0
    }
}
