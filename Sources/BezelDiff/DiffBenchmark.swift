/// A deterministic speed measurement of `pixelMatch`, for `bezel bench`: a smooth gradient image
/// against a copy with about `differingFraction` of its pixels changed (rectangular blocks and
/// scattered single pixels from a fixed linear congruential generator), diff image drawn.
public enum DiffBenchmark {
    /// Compares the synthetic pair `iterations` times and returns the throughput in megapixels per
    /// second (wall clock) and the difference count of one comparison.
    public static func run(width: Int = 1024, height: Int = 1024, differingFraction: Double = 0.15,
                           iterations: Int, parallel: Bool = true) -> (megapixelsPerSecond: Double, count: Int) {
        precondition(width > 0 && height > 0 && iterations > 0, "DiffBenchmark.run: empty work")
        let (a, b) = pair(width: width, height: height, differingFraction: differingFraction)
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        var options = PixelMatchOptions()
        options.parallel = parallel
        var count = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<iterations {
                // The inputs are valid by construction.
                count = (try? pixelMatch(a, b, output: &output, width: width, height: height, options: options)) ?? -1
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let megapixels = Double(width * height * iterations) / 1e6
        return (megapixels / max(seconds, 1e-9), count)
    }

    /// The synthetic pair: `a` a smooth opaque gradient, `b` a copy with about `differingFraction`
    /// of the pixels changed, two thirds of them in 2…33-pixel blocks, the rest as single pixels.
    public static func pair(width: Int, height: Int, differingFraction: Double) -> (a: [UInt8], b: [UInt8]) {
        var a = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                a[p] = UInt8(x * 255 / max(width - 1, 1))
                a[p + 1] = UInt8(y * 255 / max(height - 1, 1))
                a[p + 2] = UInt8((x + y) * 255 / max(width + height - 2, 1))
            }
        }
        var b = a
        var changed = [Bool](repeating: false, count: width * height)
        let target = Int(Double(width * height) * min(max(differingFraction, 0), 1))
        var remaining = target
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func change(_ x: Int, _ y: Int) {
            let i = y * width + x
            guard !changed[i] else { return }
            changed[i] = true
            remaining -= 1
            b[i * 4] ^= 0x80
            b[i * 4 + 1] ^= 0x55
        }
        while remaining > target / 3 {
            let w = 2 + next(32), h = 2 + next(32), x0 = next(width), y0 = next(height)
            for y in y0..<min(y0 + h, height) {
                for x in x0..<min(x0 + w, width) where remaining > target / 3 { change(x, y) }
            }
        }
        while remaining > 0 { change(next(width), next(height)) }
        return (a, b)
    }
}
