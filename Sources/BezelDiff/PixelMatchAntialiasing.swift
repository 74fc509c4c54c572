// Anti-aliasing detection of the pixelmatch v7.2.0 port (see PixelMatch.swift).

extension PixelMatchKernel {
    /// Whether pixel (x1, y1), byte offset `i × 4`, of `img` looks anti-aliased (V. Vyšniauskas 2009,
    /// "Anti-aliased pixel and intensity slope detector"): it has both a darker and a brighter
    /// neighbour, at most two equal ones, and its darkest or brightest neighbour lies in a flat
    /// area (3+ equal neighbours) in both images. The scan order (x outer, y inner) and the strict
    /// comparisons pick the same extremes as pixelmatch.
    @inline(__always) func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            return antialiasedInterior(img, x1, y1, i)
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

    /// The running state of the neighbour scan of `antialiased`.
    struct Extremes {
        var zeroes = 0, minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
    }

    /// `antialiased` for a pixel with all 8 neighbours inside the image: the same scan, unrolled,
    /// with the neighbours loaded once. pixelmatch answers false as soon as a third neighbour of
    /// zero brightness difference turns up, whatever the extremes found so far; identical pixels
    /// have zero difference, so 3+ identical neighbours give that answer before any arithmetic.
    @inline(__always) func antialiasedInterior(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int) -> Bool {
        let w = width, centre = load(img, i)
        // x outer, y inner, as pixelmatch.
        let n0 = load(img, i &- w &- 1), n1 = load(img, i &- 1), n2 = load(img, i &+ w &- 1)
        let n3 = load(img, i &- w), n4 = load(img, i &+ w)
        let n5 = load(img, i &- w &+ 1), n6 = load(img, i &+ 1), n7 = load(img, i &+ w &+ 1)
        // Counted without branches: (d | −d) has its top bit set exactly when d ≠ 0.
        @inline(__always) func differs(_ n: UInt32) -> UInt32 { let d = n ^ centre; return (d | (0 &- d)) >> 31 }
        let identical = 8 &- (differs(n0) &+ differs(n1) &+ differs(n2) &+ differs(n3)
            &+ differs(n4) &+ differs(n5) &+ differs(n6) &+ differs(n7))
        if identical > 2 { return false }
        return scanInterior(img, x1, y1, i, centre, n0, n1, n2, n3, n4, n5, n6, n7)
    }

    /// The rest of `antialiasedInterior` (kept out of line: most calls stop before it), with the
    /// centre and its neighbours already loaded.
    @inline(never) func scanInterior(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ i: Int, _ centre: UInt32,
                                     _ n0: UInt32, _ n1: UInt32, _ n2: UInt32, _ n3: UInt32,
                                     _ n4: UInt32, _ n5: UInt32, _ n6: UInt32, _ n7: UInt32) -> Bool {
        let k = i &* 4, w = width
        var e = Extremes()
        // pixelmatch stops at the third zero; the visits have no other effect, so one check after
        // all eight gives the same answer.
        visit(img, k, centre, n0, i &- w &- 1, x1 &- 1, y1 &- 1, &e)
        visit(img, k, centre, n1, i &- 1, x1 &- 1, y1, &e)
        visit(img, k, centre, n2, i &+ w &- 1, x1 &- 1, y1 &+ 1, &e)
        visit(img, k, centre, n3, i &- w, x1, y1 &- 1, &e)
        visit(img, k, centre, n4, i &+ w, x1, y1 &+ 1, &e)
        visit(img, k, centre, n5, i &- w &+ 1, x1 &+ 1, y1 &- 1, &e)
        visit(img, k, centre, n6, i &+ 1, x1 &+ 1, y1, &e)
        visit(img, k, centre, n7, i &+ w &+ 1, x1 &+ 1, y1 &+ 1, &e)
        if e.zeroes > 2 || e.minDelta == 0 || e.maxDelta == 0 { return false }
        return (hasManySiblings(a, e.minX, e.minY) && hasManySiblings(b, e.minX, e.minY))
            || (hasManySiblings(a, e.maxX, e.maxY) && hasManySiblings(b, e.maxX, e.maxY))
    }

    /// One neighbour, pixel `n` holding `word`, of the scan of `antialiasedInterior`, without
    /// branches on the data when both pixels are opaque.
    @inline(__always) func visit(_ img: UnsafePointer<UInt8>, _ k: Int, _ centre: UInt32, _ word: UInt32, _ n: Int,
                                 _ x: Int, _ y: Int, _ e: inout Extremes) {
        let delta: Double
        if UInt32(littleEndian: centre) & UInt32(littleEndian: word) >= 0xFF00_0000 {
            // Both opaque: the plain luma difference, with the products looked up (0 if identical).
            let c = UInt32(littleEndian: centre), w = UInt32(littleEndian: word)
            delta = luma.y(Int(c & 0xFF) &- Int(w & 0xFF), Int(c >> 8 & 0xFF) &- Int(w >> 8 & 0xFF),
                           Int(c >> 16 & 0xFF) &- Int(w >> 16 & 0xFF))
        } else {
            delta = brightnessDelta(img, k, n &* 4)
        }
        e.zeroes &+= Int(unsafeBitCast(delta == 0, to: UInt8.self))
        // pixelmatch's `else if` chain: zero is neither below the minimum (≤ 0) nor above the
        // maximum (≥ 0), and a delta below the minimum is negative, so never above the maximum.
        let isMin = delta < e.minDelta, isMax = delta > e.maxDelta
        e.minDelta = isMin ? delta : e.minDelta; e.minX = isMin ? x : e.minX; e.minY = isMin ? y : e.minY
        e.maxDelta = isMax ? delta : e.maxDelta; e.maxX = isMax ? x : e.maxX; e.maxY = isMax ? y : e.maxY
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
