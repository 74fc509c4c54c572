import Foundation
import Testing
import BezelPNG

@Suite struct PNGCodecTests {
    /// Every alpha with several channel values, so any premultiplication would show.
    private let pixels: [UInt8] = {
        var bytes: [UInt8] = []
        for a in 0..<256 {
            let r = UInt8(255 - a), g = UInt8((a * 7) & 255), b = UInt8(a / 3)
            bytes += [r, g, b, UInt8(a)]
        }
        return bytes
    }()

    @Test func straightAlphaPixelsRoundTripExactly() throws {
        let data = try PNGEncoder.encode(rgba: pixels, width: 16, height: 16)
        let decoded = try PNGDecoder.decode(data: data)
        #expect(decoded == DecodedImage(width: 16, height: 16, rgba: pixels))
    }

    @Test func encodingIsDeterministic() throws {
        let first = try PNGEncoder.encode(rgba: pixels, width: 16, height: 16)
        let second = try PNGEncoder.encode(rgba: pixels, width: 16, height: 16)
        #expect(first == second)
        #expect(first.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func badInputIsReported() {
        #expect(throws: PNGError.self) { try PNGDecoder.decode(data: Data("not a png".utf8)) }
        #expect(throws: PNGError.self) { try PNGDecoder.decode(path: "/nonexistent/x.png") }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(rgba: [0, 0, 0], width: 1, height: 1) }
    }
}
