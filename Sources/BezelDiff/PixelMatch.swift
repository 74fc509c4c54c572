// A port of mapbox/pixelmatch v7.2.0 (ISC licence): the same counts and the same diff images,
// bit for bit, as the JavaScript reference run on the same straight-alpha RGBA8 buffers.

import Dispatch

/// Options of `pixelMatch`, with pixelmatch v7.2.0's defaults.
public struct PixelMatchOptions: Sendable, Equatable {
    /// An opaque colour drawn into the diff image.
    public struct Color: Sendable, Hashable {
        public var r: UInt8, g: UInt8, b: UInt8
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    }

    /// Matching threshold, 0…1; smaller is more sensitive. Pixels whose squared YIQ distance exceeds
    /// `35215 × threshold²` differ. Default: 0.1.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of detecting and ignoring them. Default: false.
    public var includeAA: Bool = false
    /// Opacity of the grey copy of the first image drawn under the diff. Default: 0.1.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels in the diff image. Default: yellow (255, 255, 0).
    public var aaColor = Color(255, 255, 0)
    /// Colour of differing pixels in the diff image. Default: red (255, 0, 0).
    public var diffColor = Color(255, 0, 0)
    /// Colour of differing pixels that are darker in the second image; `nil` uses `diffColor`. Default: nil.
    public var diffColorAlt: Color? = nil
    /// Draw only the differences, leaving every other output pixel untouched (a mask over whatever
    /// the caller put there, normally transparent black). Default: false.
    public var diffMask: Bool = false
    /// Blend semi-transparent pixels over a fixed pseudo-random checkerboard (true) or over white
    /// (false) before comparing. Default: true.
    public var checkerboard: Bool = true
    /// Compare row bands of large images on all cores. The result is identical either way. Default: true.
    public var parallel: Bool = true

    public init() {}
}

/// Why `pixelMatch` refused its inputs.
public enum PixelMatchError: Error, Equatable, CustomStringConvertible {
    /// The two images, or the first image and the output, have different byte counts.
    case sizesDiffer(first: Int, second: Int)
    /// The image bytes are not `width × height × 4`.
    case dataSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .sizesDiffer(first, second):
            "Image sizes do not match: \(first) bytes vs \(second) bytes."
        case let .dataSizeMismatch(expected, actual):
            "Image data size does not match width/height: expected \(expected) bytes, got \(actual)."
        }
    }
}

/// Compares two straight-alpha RGBA8 images of `width × height` pixels, exactly as pixelmatch
/// v7.2.0 does, and returns the number of differing pixels (anti-aliased pixels excluded unless
/// `options.includeAA`). If `output` is given (same size as the inputs) the diff image is drawn
/// into it: a faded grey copy of `a`, differing pixels in `diffColor`/`diffColorAlt`, anti-aliased
/// ones in `aaColor` (with `diffMask`, only the differing pixels are written).
///
///     let count = try a.withUnsafeBufferPointer { a in
///         try b.withUnsafeBufferPointer { b in try pixelMatch(a, b, output: nil, width: w, height: h) }
///     }
public func pixelMatch(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
    output: UnsafeMutableBufferPointer<UInt8>?,
    width: Int, height: Int, options: PixelMatchOptions = PixelMatchOptions()
) throws(PixelMatchError) -> Int {
    guard a.count == b.count else { throw .sizesDiffer(first: a.count, second: b.count) }
    if let output, output.count != a.count { throw .sizesDiffer(first: a.count, second: output.count) }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, !overflow, pixels <= Int.max / 4, a.count == pixels * 4 else {
        throw .dataSizeMismatch(expected: overflow ? Int.max : max(width, 0) * max(height, 0) * 4, actual: a.count)
    }
    guard pixels > 0, let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }

    let kernel = PixelMatchKernel(a: aBase, b: bBase, out: output?.baseAddress,
                                  width: width, height: height, options: options)
    if kernel.identical(pixels: pixels) {
        if output != nil && !options.diffMask { kernel.drawGray(pixels: pixels) }
        return 0
    }
    let bandCount = options.parallel && pixels >= 1 << 16 ? min(height, 32) : 1
    if bandCount == 1 { return kernel.compare(rows: 0..<height) }

    var counts = [Int](repeating: 0, count: bandCount)
    counts.withUnsafeMutableBufferPointer { counts in
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            let rows = height * band / bandCount ..< height * (band + 1) / bandCount
            counts[band] = kernel.compare(rows: rows)
        }
    }
    return counts.reduce(0, +)
}

/// The array form of `pixelMatch`; `output`, when given, must already be `a.count` bytes.
public func pixelMatch(
    _ a: [UInt8], _ b: [UInt8], output: inout [UInt8]?,
    width: Int, height: Int, options: PixelMatchOptions = PixelMatchOptions()
) throws(PixelMatchError) -> Int {
    try a.withUnsafeBufferPointer { (a) throws(PixelMatchError) -> Int in
        try b.withUnsafeBufferPointer { (b) throws(PixelMatchError) -> Int in
            guard output != nil else {
                return try pixelMatch(a, b, output: nil, width: width, height: height, options: options)
            }
            return try output!.withUnsafeMutableBufferPointer { (out) throws(PixelMatchError) -> Int in
                try pixelMatch(a, b, output: out, width: width, height: height, options: options)
            }
        }
    }
}

/// The comparison proper, over raw pointers (no bounds checks, no allocation). Rows are
/// independent, so row bands may run concurrently: reads are shared, writes are per pixel.
struct PixelMatchKernel: @unchecked Sendable {
    let a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>?
    let width: Int, height: Int
    let maxDelta: Double
    let includeAA: Bool, diffMask: Bool, checkerboard: Bool
    let alpha: Double
    let aaWord: UInt32, diffWord: UInt32, altWord: UInt32
    /// `Double(d) × coefficient` of the Y (luma) row for d in −255…255, at `luma.r[d]` etc.
    let luma = LumaTable.shared

    init(a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?,
         width: Int, height: Int, options: PixelMatchOptions) {
        self.a = a; self.b = b; self.out = out
        self.width = width; self.height = height
        // 35215 is the largest possible YIQ distance; comparing squares avoids a square root.
        maxDelta = 35215 * options.threshold * options.threshold
        includeAA = options.includeAA; diffMask = options.diffMask; checkerboard = options.checkerboard
        alpha = options.alpha
        aaWord = Self.word(options.aaColor)
        diffWord = Self.word(options.diffColor)
        altWord = Self.word(options.diffColorAlt ?? options.diffColor)
    }

    /// An opaque pixel as the 32-bit word whose bytes in memory are r, g, b, 255.
    static func word(_ c: PixelMatchOptions.Color) -> UInt32 {
        (UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | 0xFF00_0000).littleEndian
    }

    @inline(__always) func load(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
    }

    @inline(__always) func store(_ word: UInt32, _ i: Int) {
        UnsafeMutableRawPointer(out.unsafelyUnwrapped).storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
    }

    func identical(pixels: Int) -> Bool {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b), bytes = pixels &* 4
        var i = 0
        while i &+ 8 <= bytes {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i &+= 8
        }
        while i < bytes {
            if ra.load(fromByteOffset: i, as: UInt8.self) != rb.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    func drawGray(pixels: Int) {
        var cache = makeGrayCache()
        defer { cache.free() }
        for y in 0..<height {
            for x in 0..<width { store(gray(y &* width &+ x, x, &cache), y &* width &+ x) }
        }
    }

    /// Counts the differing pixels of `rows`, drawing them into `out` if there is one.
    func compare(rows: Range<Int>) -> Int {
        var count = 0
        var cache = makeGrayCache()
        defer { cache.free() }
        let drawGray = out != nil && !diffMask
        for y in rows {
            let rowStart = y &* width
            // The anti-aliasing checks reach two rows down; load those rows ahead, in order. The
            // check only keeps the loads (a one-word cache may always be dropped).
            if !includeAA && y &+ 2 < height && warm(row: y &+ 2) == 0x5EED_F00D { cache.valid = false }
            for x in 0..<width {
                let i = rowStart &+ x
                if load(a, i) == load(b, i) {
                    if drawGray { store(gray(i, x, &cache), i) }
                    continue
                }
                let delta = colorDelta(i &* 4)
                if abs(delta) > maxDelta {
                    if !includeAA && eitherAntialiased(x, y, i) {
                        if drawGray { store(aaWord, i) }
                    } else {
                        if out != nil { store(delta < 0 ? altWord : diffWord, i) }
                        count &+= 1
                    }
                } else if drawGray {
                    store(gray(i, x, &cache), i)
                }
            }
        }
        return count
    }

    /// Loads one word per 64-byte line of `row` of both images, so that the scattered reads of
    /// the anti-aliasing checks find them in cache, and returns their wrapping sum.
    @inline(never) func warm(row: Int) -> UInt32 {
        var sum: UInt32 = 0, i = row &* width
        let end = i &+ width
        while i < end { sum &+= load(a, i) &+ load(b, i); i &+= 16 }
        return sum
    }

    /// The background semi-transparent pixels are blended over, chosen by the byte offset `k` of
    /// the (centre) pixel. pixelmatch's red term is `48 + 159 × (k % 2)`; `k` is always a multiple
    /// of 4, so red is always 48, which is kept as is.
    @inline(__always) func background(_ k: Int) -> (r: Int, g: Int, b: Int) {
        guard checkerboard else { return (255, 255, 255) }
        // `(k / φ | 0) % 2` in JavaScript: truncate to Int32, then a remainder that keeps the sign.
        let g = Int(Int32(truncatingIfNeeded: Int64(Double(k) / 1.618033988749895)) % 2)
        let b = Int(Int32(truncatingIfNeeded: Int64(Double(k) / 2.618033988749895)) % 2)
        return (48, 48 + 159 * g, 48 + 159 * b)
    }

    /// The squared YIQ distance of pixel byte offset `k` in `a` and `b`, negative when `b` is darker.
    @inline(__always) func colorDelta(_ k: Int) -> Double {
        let r1 = Int(a[k]), g1 = Int(a[k &+ 1]), b1 = Int(a[k &+ 2]), a1 = Int(a[k &+ 3])
        let r2 = Int(b[k]), g2 = Int(b[k &+ 1]), b2 = Int(b[k &+ 2]), a2 = Int(b[k &+ 3])
        let (dr, dg, db) = channelDifferences(r1, g1, b1, a1, r2, g2, b2, a2, background: k)
        let y = a1 < 255 || a2 < 255 ? dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            : luma.y(r1 &- r2, g1 &- g2, b1 &- b2)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The luma difference between byte offsets `k` and `m` of `img`, both blended over the
    /// background chosen by `k`.
    @inline(__always) func brightnessDelta(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        let r1 = Int(img[k]), g1 = Int(img[k &+ 1]), b1 = Int(img[k &+ 2]), a1 = Int(img[k &+ 3])
        let r2 = Int(img[m]), g2 = Int(img[m &+ 1]), b2 = Int(img[m &+ 2]), a2 = Int(img[m &+ 3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        let (dr, dg, db) = channelDifferences(r1, g1, b1, a1, r2, g2, b2, a2, background: k)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The channel differences of two pixels, both blended over the background chosen by byte
    /// offset `k` when either is not opaque (pixelmatch's blend), else the plain differences.
    @inline(__always) func channelDifferences(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                                              _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                                              background k: Int) -> (Double, Double, Double) {
        guard a1 < 255 || a2 < 255 else { return (Double(r1 &- r2), Double(g1 &- g2), Double(b1 &- b2)) }
        let bg = background(k), da = a1 &- a2
        return (Double(r1 &* a1 &- r2 &* a2 &- bg.r &* da) / 255,
                Double(g1 &* a1 &- g2 &* a2 &- bg.g &* da) / 255,
                Double(b1 &* a1 &- b2 &* a2 &- bg.b &* da) / 255)
    }
}

/// The luma row of the YIQ transform as lookups: `Double(d) × 0.29889531` (and the green and
/// blue coefficients) for every channel difference d in −255…255. A lookup gives exactly the
/// product the multiplication would, and the sums are formed in the same order, so results are
/// bit-identical to the arithmetic they replace.
struct LumaTable: @unchecked Sendable {
    /// Allocated once and never freed; copies of the struct share the tables.
    static let shared = LumaTable()
    /// Centre-indexed: `r[d]` for d in −255…255.
    let r: UnsafePointer<Double>, g: UnsafePointer<Double>, b: UnsafePointer<Double>

    private init() {
        func table(_ c: Double) -> UnsafePointer<Double> {
            let t = UnsafeMutablePointer<Double>.allocate(capacity: 511)
            for d in -255...255 { t[d + 255] = Double(d) * c }
            return UnsafePointer(t + 255)
        }
        r = table(0.29889531); g = table(0.58662247); b = table(0.11448223)
    }

    /// `Double(dr) * 0.29889531 + Double(dg) * 0.58662247 + Double(db) * 0.11448223`.
    @inline(__always) func y(_ dr: Int, _ dg: Int, _ db: Int) -> Double { r[dr] + g[dg] + b[db] }
}
