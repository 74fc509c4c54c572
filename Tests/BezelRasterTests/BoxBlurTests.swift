import BezelCore
import Testing
@testable import BezelRaster

/// `BoxBlur` (the shadow's blur): the same bytes as a plain per-pixel window sum, for any radius.
@Suite struct BoxBlurTests {
    /// The reference: every output pixel sums its window directly (pixels outside count as `edge`).
    static func reference(_ pixels: [UInt8], width: Int, height: Int, radius: Int, passes: Int, edge: Int = 0) -> [UInt8] {
        var image = pixels
        let size = 2 * radius + 1
        for _ in 0..<passes {
            var h = image
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (x - radius...x + radius).reduce(0) { $0 + ((0..<width).contains($1) ? Int(image[y * width + $1]) : edge) }
                    h[y * width + x] = UInt8((sum + size / 2) / size)
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (y - radius...y + radius).reduce(0) { $0 + ((0..<height).contains($1) ? Int(h[$1 * width + x]) : edge) }
                    image[y * width + x] = UInt8((sum + size / 2) / size)
                }
            }
        }
        return image
    }

    @Test(arguments: [(17, 9, 1, 0), (17, 9, 3, 0), (5, 23, 4, 0), (9, 9, 12, 0), (17, 9, 3, 255), (5, 23, 4, 255), (9, 9, 12, 255)])
    func matchesTheDirectSum(width: Int, height: Int, radius: Int, edge: Int) throws {
        var state: UInt32 = 12345
        let stride = width + 3  // rows padded like a Cairo A8 surface; the padding must be left alone
        var data = [UInt8](repeating: 7, count: stride * height)
        var plain: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let v = UInt8(truncatingIfNeeded: state >> 16) & (x % 4 == 0 ? 0xFF : 0x0F)
                data[y * stride + x] = v
                plain.append(v)
            }
        }
        try data.withUnsafeMutableBufferPointer { buffer in
            try BoxBlur(width: width, height: height, stride: stride, radius: radius, edge: UInt8(edge)).apply(buffer.baseAddress!, passes: 3)
        }
        let expected = Self.reference(plain, width: width, height: height, radius: radius, passes: 3, edge: edge)
        for y in 0..<height {
            #expect(Array(data[(y * stride)..<(y * stride + width)]) == Array(expected[(y * width)..<((y + 1) * width)]), "row \(y)")
            #expect(data[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 7 }, "padding of row \(y)")
        }
    }
}
