import BezelCore
import Foundation

/// A box blur of `2·radius + 1` pixels over an 8-bit alpha image, in place: a horizontal then a
/// vertical pass, each a running sum (constant work per pixel whatever the radius), pixels outside
/// the image counting as `edge` (0 for a shape's mask; 255 for an inset shadow's, which is filled
/// everywhere beyond its hole), each result rounded to the nearest integer (deterministic).

struct BoxBlur {
    let width: Int
    let height: Int
    let stride: Int
    let radius: Int
    /// The value of every pixel outside the image.
    var edge: UInt8 = 0

    /// Applies `passes` horizontal-then-vertical blurs to `data` (`height` rows of `stride` bytes).
    /// Its buffers are asked of `malloc`, so memory that runs out is an error, not an abort (the
    /// check keeps masks under `InputLimits.spritePixels` and `.blurMaskPixels`).
    func apply(_ data: UnsafeMutablePointer<UInt8>, passes: Int) throws {
        guard width > 0, height > 0, radius > 0 else { return }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let lineMemory = malloc(width * 4), sumsMemory = malloc(width * 4), outMemory = overflow ? nil : malloc(pixels)
        defer { free(lineMemory); free(sumsMemory); free(outMemory) }
        guard let lineMemory, let sumsMemory, let outMemory else {
            throw RasterError.surface(reason: "out of memory for a \(width)×\(height) px shadow blur")
        }
        let line = lineMemory.bindMemory(to: Int32.self, capacity: width)
        let sums = sumsMemory.bindMemory(to: Int32.self, capacity: width)
        let out = outMemory.bindMemory(to: UInt8.self, capacity: pixels)
        for _ in 0..<passes {
            for y in 0..<height { horizontal(data + y * stride, line: line) }
            vertical(data, sums: sums, out: out)
        }
    }

    /// One row, in place, through `line` (a copy of the row).
    func horizontal(_ row: UnsafeMutablePointer<UInt8>, line: UnsafeMutablePointer<Int32>) {
        let size = Int32(2 * radius + 1), half = size / 2, outside = Int32(edge)
        for x in 0..<width { line[x] = Int32(row[x]) }
        // The window of x = 0: `radius` pixels before the image, then the row's first radius + 1.
        var sum = outside * Int32(radius) + outside * Int32(max(0, radius + 1 - width))
        for x in 0...min(radius, width - 1) { sum += line[x] }
        for x in 0..<width {
            row[x] = UInt8(truncatingIfNeeded: (sum + half) / size)
            let leaving = x - radius, entering = x + radius + 1
            sum -= leaving >= 0 ? line[leaving] : outside
            sum += entering < width ? line[entering] : outside
        }
    }

    /// Every column at once, row by row: one running sum per column, results into `out`, then
    /// copied back.
    func vertical(_ data: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>, out: UnsafeMutablePointer<UInt8>) {
        let size = Int32(2 * radius + 1), half = size / 2, outside = Int32(edge)
        sums.initialize(repeating: outside * Int32(radius) + outside * Int32(max(0, radius + 1 - height)), count: width)
        for y in 0...min(radius, height - 1) {
            let row = data + y * stride
            for x in 0..<width { sums[x] += Int32(row[x]) }
        }
        for y in 0..<height {
            let target = out + y * width
            for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: (sums[x] + half) / size) }
            let leaving = y - radius, entering = y + radius + 1
            if leaving >= 0 {
                let row = data + leaving * stride
                for x in 0..<width { sums[x] -= Int32(row[x]) }
            } else if outside != 0 {
                for x in 0..<width { sums[x] -= outside }
            }
            if entering < height {
                let row = data + entering * stride
                for x in 0..<width { sums[x] += Int32(row[x]) }
            } else if outside != 0 {
                for x in 0..<width { sums[x] += outside }
            }
        }
        for y in 0..<height { (data + y * stride).update(from: out + y * width, count: width) }
    }
}
