// Anti-aliasing detection of the pixelmatch v7.2.0 port (see PixelMatch.swift).
extension PixelMatchKernel {
    /// Whether pixel (x1, y1), byte offset `i × 4`, of `img` looks anti-aliased (V. Vyšniauskas 2009,
    /// "Anti-aliased pixel and intensity slope detector"): it has both a darker and a brighter
    /// neighbour, at most two equal ones, and its darkest or brightest neighbour lies in a flat
    /// area (3+ equal neighbours) in both images. The scan order (x outer, y inner) and the strict
    /// comparisons pick the same extremes as pixelmatch.
    @inline(__always) func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            return identicalNeighbours(img, x1, i) <= 2 && scanInterior(img, x1, y1, i)
        }
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let k = i &* 4
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = brightnessDelta(img, k, (y &* width &+ x) &* 4)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a, minX, minY) && hasManySiblings(b, minX, minY))
            || (hasManySiblings(a, maxX, maxY) && hasManySiblings(b, maxX, maxY))
    }

    /// `antialiased(a, …) || antialiased(b, …)`. For an interior pixel both images' identical
    /// neighbours are counted first, without branches: 3+ identical neighbours (zero brightness
    /// difference) make pixelmatch answer false for that image before any arithmetic, and when
    /// that holds in both images, as for most differing pixels, there is nothing else to do.
    @inline(__always) func eitherAntialiased(_ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        guard x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 else {
            return antialiased(a, x1, y1, i) || antialiased(b, x1, y1, i)
        }
        let aFlat = identicalNeighbours(a, x1, i) > 2, bFlat = identicalNeighbours(b, x1, i) > 2
        if aFlat && bFlat { return false }
        return (!aFlat && scanInterior(a, x1, y1, i)) || (!bFlat && scanInterior(b, x1, y1, i))
    }

    /// How many of the 8 neighbours of interior pixel (x, ·), index `i`, of `img` have exactly its
    /// RGBA value.
    @inline(__always) func identicalNeighbours(_ img: UnsafePointer<UInt8>, _ x: Int, _ i: Int) -> UInt32 {
        let w = width, centre = load(img, i)
        guard w >= 4 else {
            // Counted without branches: (d | −d) has its top bit set exactly when d ≠ 0.
            @inline(__always) func differs(_ n: Int) -> UInt32 { let d = load(img, n) ^ centre; return (d | (0 &- d)) >> 31 }
            return 8 &- (differs(i &- w &- 1) &+ differs(i &- w) &+ differs(i &- w &+ 1) &+ differs(i &- 1)
                &+ differs(i &+ 1) &+ differs(i &+ w &- 1) &+ differs(i &+ w) &+ differs(i &+ w &+ 1))
        }
        // Each row of the 3×3 block as 4 words, x − 1…x + 2, or x − 2…x + 1 in the last interior
        // column (so nothing is read outside the image); the extra lane is masked off.
        let last = x == w &- 2
        let start = last ? i &- 2 : i &- 1
        let valid = last ? SIMD4<UInt32>(0, 1, 1, 1) : SIMD4<UInt32>(1, 1, 1, 0)
        let raw = UnsafeRawPointer(img), value = SIMD4(repeating: centre), none = SIMD4<UInt32>(repeating: 0)
        @inline(__always) func same(_ first: Int) -> SIMD4<UInt32> {
            none.replacing(with: valid, where: raw.loadUnaligned(fromByteOffset: first &* 4, as: SIMD4<UInt32>.self) .== value)
        }
        // The centre matches itself once.
        return (same(start &- w) &+ same(start) &+ same(start &+ w)).wrappedSum() &- 1
    }

    /// `antialiased` for a pixel with all 8 neighbours inside the image and at most two identical
    /// ones (out of line: most differing pixels never get here). pixelmatch's scan (x outer,
    /// y inner) keeps the first strictly smallest negative and the first strictly largest positive
    /// brightness difference and stops at a third zero, which only decides the answer, so the
    /// eight differences can be looked at in any order once known.
    @inline(never) func scanInterior(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        let w = width
        // The words with red in the low byte, whatever the host's byte order; in scan order.
        @inline(__always) func word(_ n: Int) -> UInt32 { UInt32(littleEndian: load(img, n)) }
        let c = word(i)
        let n0 = word(i &- w &- 1), n1 = word(i &- 1), n2 = word(i &+ w &- 1), n3 = word(i &- w)
        let n4 = word(i &+ w), n5 = word(i &- w &+ 1), n6 = word(i &+ 1), n7 = word(i &+ w &+ 1)
        let found = c & n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 >= 0xFF00_0000
            ? Self.opaqueExtremes(c, n0, n1, n2, n3, n4, n5, n6, n7)
            : blendedExtremes(img, i)
        guard let (lo, hi) = found else { return false }
        let minX = x1 &+ Self.scanDX(lo), minY = y1 &+ Self.scanDY(lo)
        let maxX = x1 &+ Self.scanDX(hi), maxY = y1 &+ Self.scanDY(hi)
        return (hasManySiblings(a, minX, minY) && hasManySiblings(b, minX, minY))
            || (hasManySiblings(a, maxX, maxY) && hasManySiblings(b, maxX, maxY))
    }

    /// The neighbours (0…7, scan order) holding the smallest negative and the largest positive
    /// brightness difference, first ones on ties, when all 9 pixels are opaque and at most two
    /// neighbours are identical to the centre `c`; nil when either kind is missing.
    ///
    /// An opaque difference is `Double(dr) × 0.29889531 + Double(dg) × 0.58662247 + Double(db) ×
    /// 0.11448223`, which is within 6e-14 of the integer `I = 29889531 dr + 58662247 dg +
    /// 11448223 db` × 1e-8, and `I = 0` only for dr = dg = db = 0 (both checked exhaustively over
    /// every channel difference, ±510 for the second). So differences with distinct `I` are
    /// ≥ 1e-8 apart and ordered as their `I`, equal `I` means equal channels and an equal
    /// difference, and `I`'s sign is the difference's: comparing the neighbours' integer lumas
    /// with the centre's gives pixelmatch's answers with no floating point. Zeroes are identical
    /// neighbours, at most two by the precondition.
    @inline(__always) static func opaqueExtremes(_ c: UInt32, _ n0: UInt32, _ n1: UInt32, _ n2: UInt32, _ n3: UInt32,
                                                 _ n4: UInt32, _ n5: UInt32, _ n6: UInt32, _ n7: UInt32) -> (Int, Int)? {
        @inline(__always) func luma(_ p: UInt32) -> Int {
            Int(p & 0xFF) &* 29_889_531 &+ Int(p >> 8 & 0xFF) &* 58_662_247 &+ Int(p >> 16 & 0xFF) &* 11_448_223
        }
        let l0 = luma(n0), l1 = luma(n1), l2 = luma(n2), l3 = luma(n3)
        let l4 = luma(n4), l5 = luma(n5), l6 = luma(n6), l7 = luma(n7), centre = luma(c)
        let brightest = max(max(max(l0, l1), max(l2, l3)), max(max(l4, l5), max(l6, l7)))
        let darkest = min(min(min(l0, l1), min(l2, l3)), min(min(l4, l5), min(l6, l7)))
        // The smallest difference is the brightest neighbour's, the largest the darkest's.
        guard brightest > centre && darkest < centre else { return nil }
        @inline(__always) func first(_ v: Int) -> Int {
            l0 == v ? 0 : l1 == v ? 1 : l2 == v ? 2 : l3 == v ? 3 : l4 == v ? 4 : l5 == v ? 5 : l6 == v ? 6 : 7
        }
        return (first(brightest), first(darkest))
    }

    /// `opaqueExtremes` for any alpha: the differences blended as pixelmatch does, and its zero count.
    @inline(never) func blendedExtremes(_ img: UnsafePointer<UInt8>, _ i: Int) -> (Int, Int)? {
        let k = i &* 4, w = width, centre = load(img, i)
        let d0 = delta(img, k, centre, i &- w &- 1), d1 = delta(img, k, centre, i &- 1)
        let d2 = delta(img, k, centre, i &+ w &- 1), d3 = delta(img, k, centre, i &- w)
        let d4 = delta(img, k, centre, i &+ w), d5 = delta(img, k, centre, i &- w &+ 1)
        let d6 = delta(img, k, centre, i &+ 1), d7 = delta(img, k, centre, i &+ w &+ 1)
        // The differences are finite, so `min`/`max` see no NaN.
        let lowest = min(min(min(d0, d1), min(d2, d3)), min(min(d4, d5), min(d6, d7)))
        let highest = max(max(max(d0, d1), max(d2, d3)), max(max(d4, d5), max(d6, d7)))
        guard lowest < 0 && highest > 0 else { return nil }
        @inline(__always) func zero(_ d: Double) -> Int { d == 0 ? 1 : 0 }
        if zero(d0) &+ zero(d1) &+ zero(d2) &+ zero(d3) &+ zero(d4) &+ zero(d5) &+ zero(d6) &+ zero(d7) > 2 { return nil }
        @inline(__always) func first(_ v: Double) -> Int {
            d0 == v ? 0 : d1 == v ? 1 : d2 == v ? 2 : d3 == v ? 3 : d4 == v ? 4 : d5 == v ? 5 : d6 == v ? 6 : 7
        }
        return (first(lowest), first(highest))
    }

    /// The column offset of neighbour `n` (0…7) in the scan order of `scanInterior`:
    /// −1, −1, −1, 0, 0, 1, 1, 1 (stored + 1 in 2-bit fields).
    @inline(__always) static func scanDX(_ n: Int) -> Int {
        Int((0b10_10_10_01_01_00_00_00 as UInt32) >> UInt32(n &* 2) & 3) &- 1
    }

    /// The row offset of neighbour `n` (0…7) in the scan order of `scanInterior`:
    /// −1, 0, 1, −1, 1, −1, 0, 1 (stored + 1 in 2-bit fields).
    @inline(__always) static func scanDY(_ n: Int) -> Int {
        Int((0b10_01_00_10_00_10_01_00 as UInt32) >> UInt32(n &* 2) & 3) &- 1
    }

    /// The brightness difference of pixel `n` of `img` from the centre (byte offset `k`, holding
    /// `centre`); when both are opaque, the luma of the channel differences with the products looked up.
    @inline(__always) func delta(_ img: UnsafePointer<UInt8>, _ k: Int, _ centre: UInt32, _ n: Int) -> Double {
        let c = UInt32(littleEndian: centre), w = UInt32(littleEndian: load(img, n))
        if c & w >= 0xFF00_0000 {
            return luma.y(Int(c & 0xFF) &- Int(w & 0xFF), Int(c >> 8 & 0xFF) &- Int(w >> 8 & 0xFF),
                          Int(c >> 16 & 0xFF) &- Int(w >> 16 & 0xFF))
        }
        return brightnessDelta(img, k, n &* 4)
    }

    /// Whether pixel (x1, y1) of `img` has 3+ neighbours of exactly its RGBA value (a border pixel
    /// starts with one counted).
    @inline(__always) func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let i = y1 &* width &+ x1
        let value = load(img, i)
        if x1 > 0 && x1 < width &- 1 && y1 > 0 && y1 < height &- 1 {
            return identicalNeighbours(img, x1, i) > 2
        }
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        var zeroes = 1
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if load(img, y &* width &+ x) == value { zeroes &+= 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
