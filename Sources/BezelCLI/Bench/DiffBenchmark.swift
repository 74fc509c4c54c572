import BezelDiff

/// A deterministic speed measurement of `pixelMatch`, for `bezel bench`, diff image drawn, on one of
/// the two `PixelMatchWorkload` pairs with about `differingFraction` of the pixels changed:
/// - `gradient`: a smooth gradient against a copy changed in blocks and single pixels (a fixed
///   linear congruential generator): every pixel differs from its neighbours, the worst case for
///   anti-aliasing detection;
/// - `sheet`: a button sheet (flat fills in a grid, 1-px borders) against a copy with some buttons
///   recoloured, as `bezel verify` sees when a state colour changes.
enum DiffBenchmark {
    typealias Content = PixelMatchWorkload.Content

    /// Compares the synthetic pair `iterations` times and returns the throughput in megapixels per
    /// second (wall clock) and the difference count of one comparison.
    static func run(width: Int = 1024, height: Int = 1024, differingFraction: Double = 0.15,
                    iterations: Int, parallel: Bool = true, content: Content = .gradient) -> (megapixelsPerSecond: Double, count: Int) {
        precondition(width > 0 && height > 0 && iterations > 0, "DiffBenchmark.run: empty work")
        let (a, b) = content == .gradient ? PixelMatchWorkload.pair(width: width, height: height, differingFraction: differingFraction)
                                           : PixelMatchWorkload.sheetPair(width: width, height: height, differingFraction: differingFraction)
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
}
