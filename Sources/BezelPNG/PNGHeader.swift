import Foundation

/// A PNG file's `IHDR`, read from its first 33 bytes (the signature, then `IHDR`, which the PNG
/// specification requires to come first), so that the image size can be checked against a limit
/// before any pixel memory is allocated or any compressed data inflated.
public struct PNGHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    public var colorType: Int
    public var interlaced: Bool

    public var pixels: Int { width * height }
    /// Bits per pixel of the stored rows: samples per pixel × bit depth.
    public var bitsPerPixel: Int { (Self.samples[colorType] ?? 4) * bitDepth }
    /// The bytes of one stored row (without its filter byte), as libpng sizes its row buffers.
    public var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }

    /// Samples per pixel of each colour type.
    static let samples: [Int: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bit depths each colour type allows.
    static let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Reads the header of the PNG `data`; a reason when it is not a PNG signature and a valid IHDR.
    public init(data: Data) throws(PNGError) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw .invalid(reason: "no PNG signature: this is not a PNG file, and only PNG is supported")
        }
        guard bytes.count == 33 else { throw .invalid(reason: "the file ends early (truncated) inside its header") }
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard uint32(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .invalid(reason: "the first chunk is not IHDR") }
        width = uint32(16)
        height = uint32(20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        interlaced = bytes[28] == 1
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
            throw .invalid(reason: "IHDR: size \(width) × \(height) is not allowed")
        }
        guard Self.depths[colorType]?.contains(bitDepth) == true else {
            throw .invalid(reason: "IHDR: colour type \(colorType) with bit depth \(bitDepth) is not allowed")
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else { throw .invalid(reason: "IHDR: unknown compression, filter or interlace method") }
    }
}
