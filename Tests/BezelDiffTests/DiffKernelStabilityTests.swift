import BezelDiff
import Testing

/// The benchmark pair's count and diff image, recorded before the kernel's speed work: any change
/// to the arithmetic that moved a single pixel would show here (the conformance table checks the
/// reference fixtures).
@Suite struct DiffKernelStabilityTests {
    static func fnv(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    @Test(arguments: [false, true])
    func benchmarkPairIsUnchanged(_ parallel: Bool) throws {
        let (a, b) = PixelMatchWorkload.pair(width: 512, height: 384, differingFraction: 0.15)
        var options = PixelMatchOptions()
        options.parallel = parallel
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        let count = try pixelMatch(a, b, output: &output, width: 512, height: 384, options: options)
        // Semi-transparent variant: exercises the blended paths too.
        var ta = a, tb = b
        for i in stride(from: 3, to: ta.count, by: 4) { ta[i] = UInt8((i / 4) % 256); tb[i] = UInt8((i / 4 + (i / 4) % 3) % 256) }
        var output2: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        var options2 = options
        options2.threshold = 0.05
        let count2 = try pixelMatch(ta, tb, output: &output2, width: 512, height: 384, options: options2)
        let summary = "\(count) \(Self.fnv(output!)) \(count2) \(Self.fnv(output2!))"
        #expect(summary == "17117 7157525675458377940 26387 3475163067234732642")
    }
}
