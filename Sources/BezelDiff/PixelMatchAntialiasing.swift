// Anti-aliasing detection of the pixelmatch v7.2.0 port (see PixelMatch.swift).

extension PixelMatchKernel {
    /// Whether pixel (x1, y1), byte offset `i × 4`, of `img` looks anti-aliased (V. Vyšniauskas 2009,
    /// "Anti-aliased pixel and intensity slope detector"): it has both a darker and a brighter
    /// neighbour, at most two equal ones, and its darkest or brightest neighbour lies in a flat
    /// area (3+ equal neighbours) in both images. The scan order (x outer, y inner) and the strict
    /// comparisons pick the same extremes as pixelmatch.
    @inline(__always) func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            return identicalNeighbours(img, i) <= 2 && scanInterior(img, x1, y1, i)
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
        let aFlat = identicalNeighbours(a, i) > 2, bFlat = identicalNeighbours(b, i) > 2
        if aFlat && bFlat { return false }
        return (!aFlat && scanInterior(a, x1, y1, i)) || (!bFlat && scanInterior(b, x1, y1, i))
    }

    /// How many of the 8 neighbours of interior pixel `i` of `img` have exactly its RGBA value.
    @inline(__always) func identicalNeighbours(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        let centre = load(img, i), up = i &- width, down = i &+ width
        // Counted without branches: (d | −d) has its top bit set exactly when d ≠ 0.
        @inline(__always) func differs(_ n: Int) -> UInt32 { let d = load(img, n) ^ centre; return (d | (0 &- d)) >> 31 }
        let different = differs(up &- 1) &+ differs(up) &+ differs(up &+ 1) &+ differs(i &- 1) &+ differs(i &+ 1)
            &+ differs(down &- 1) &+ differs(down) &+ differs(down &+ 1)
        return 8 &- different
    }

    /// `antialiased` for a pixel with all 8 neighbours inside the image and at most two identical
    /// ones (out of line: most differing pixels never get here). The eight brightness differences
    /// are computed first, in pixelmatch's order (x outer, y inner). pixelmatch's scan keeps the
    /// first strictly smallest negative and the first strictly largest positive difference and
    /// stops at a third zero, which only decides the answer, so all can be found after the eight.
    @inline(never) func scanInterior(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        let k = i &* 4, w = width, centre = load(img, i)
        let d0 = delta(img, k, centre, i &- w &- 1), d1 = delta(img, k, centre, i &- 1)
        let d2 = delta(img, k, centre, i &+ w &- 1), d3 = delta(img, k, centre, i &- w)
        let d4 = delta(img, k, centre, i &+ w), d5 = delta(img, k, centre, i &- w &+ 1)
        let d6 = delta(img, k, centre, i &+ 1), d7 = delta(img, k, centre, i &+ w &+ 1)
        // The differences are finite, so `min`/`max` see no NaN.
        let lowest = min(min(min(d0, d1), min(d2, d3)), min(min(d4, d5), min(d6, d7)))
        let highest = max(max(max(d0, d1), max(d2, d3)), max(max(d4, d5), max(d6, d7)))
        if !(lowest < 0 && highest > 0) { return false }
        @inline(__always) func zero(_ d: Double) -> Int { d == 0 ? 1 : 0 }
        if zero(d0) &+ zero(d1) &+ zero(d2) &+ zero(d3) &+ zero(d4) &+ zero(d5) &+ zero(d6) &+ zero(d7) > 2 { return false }
        // The first neighbour, in scan order, holding the extreme.
        @inline(__always) func first(_ v: Double) -> Int {
            d0 == v ? 0 : d1 == v ? 1 : d2 == v ? 2 : d3 == v ? 3 : d4 == v ? 4 : d5 == v ? 5 : d6 == v ? 6 : 7
        }
        let lo = first(lowest), hi = first(highest)
        let minX = x1 &+ Self.scanDX(lo), minY = y1 &+ Self.scanDY(lo)
        let maxX = x1 &+ Self.scanDX(hi), maxY = y1 &+ Self.scanDY(hi)
        return (hasManySiblings(a, minX, minY) && hasManySiblings(b, minX, minY))
            || (hasManySiblings(a, maxX, maxY) && hasManySiblings(b, maxX, maxY))
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
            let up = i &- width, down = i &+ width
            var same = 0
            same &+= load(img, up &- 1) == value ? 1 : 0
            same &+= load(img, up) == value ? 1 : 0
            same &+= load(img, up &+ 1) == value ? 1 : 0
            same &+= load(img, i &- 1) == value ? 1 : 0
            same &+= load(img, i &+ 1) == value ? 1 : 0
            same &+= load(img, down &- 1) == value ? 1 : 0
            same &+= load(img, down) == value ? 1 : 0
            same &+= load(img, down &+ 1) == value ? 1 : 0
            return same > 2
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
