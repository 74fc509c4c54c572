import BezelCore
import Testing
@testable import BezelRaster

/// `BoxBlur` (the shadow's blur): the same bytes as a plain per-pixel window sum, for any radius.
@Suite struct BoxBlurTests {
    /// The reference: every output pixel sums its window directly (pixels outside count as 0).
    static func reference(_ pixels: [UInt8], width: Int, height: Int, radius: Int, passes: Int) -> [UInt8] {
        var image = pixels
        let size = 2 * radius + 1
        for _ in 0..<passes {
            var h = image
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, x - radius)...min(width - 1, x + radius)).reduce(0) { $0 + Int(image[y * width + $1]) }
                    h[y * width + x] = UInt8((sum + size / 2) / size)
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, y - radius)...min(height - 1, y + radius)).reduce(0) { $0 + Int(h[$1 * width + x]) }
                    image[y * width + x] = UInt8((sum + size / 2) / size)
                }
            }
        }
        return image
    }

    @Test(arguments: [(17, 9, 1), (17, 9, 3), (5, 23, 4), (9, 9, 12)])
    func matchesTheDirectSum(width: Int, height: Int, radius: Int) {
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
        data.withUnsafeMutableBufferPointer { buffer in
            BoxBlur(width: width, height: height, stride: stride, radius: radius).apply(buffer.baseAddress!, passes: 3)
        }
        let expected = Self.reference(plain, width: width, height: height, radius: radius, passes: 3)
        for y in 0..<height {
            #expect(Array(data[(y * stride)..<(y * stride + width)]) == Array(expected[(y * width)..<((y + 1) * width)]), "row \(y)")
            #expect(data[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 7 }, "padding of row \(y)")
        }
    }
}
