import BezelTestSupport
import Foundation

/// An RGBA8 image made from a seed for `RowMatchDifferentialTests`: noise, or the kinds of rows
/// a sheet of buttons has. Mostly small; one in 400 has rows longer than DEFLATE's 32 KiB window
/// (the window's edge, 8191 to 8193 px, among them), one in 5,000 is over 4 MiB (several chunks).
struct SeededImage {
    var kind: String
    var width: Int
    var height: Int
    var pixels: [UInt8]

    static let kinds = ["noise", "flat", "gradient", "antialiased", "speckled", "repeated", "tiles", "sparse"]

    static func make(index: Int, random: inout SplitMix64) -> SeededImage {
        let (width, height) = size(index: index, random: &random)
        // Rows at the window's edge repeat noise rows, so that one row up is the match to take.
        let kind = width >= 8191 && index % 400 == 17 ? "repeated" : kinds[random.below(kinds.count)]
        var image = SeededImage(kind: kind, width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        image.paint(kind, random: &random)
        return image
    }

    /// The size: the window's edge and beyond now and then, a large one rarely, else small.
    static func size(index: Int, random: inout SplitMix64) -> (Int, Int) {
        if index % 5000 == 1249 { return (1100 + random.below(200), 1000 + random.below(50)) }
        if index % 400 == 17 { return ([8191, 8192, 8193, 8200 + random.below(800)][index / 400 % 4], 2 + random.below(3)) }
        switch random.below(10) {
        case 0: return (1 + random.below(4), 1 + random.below(4))
        case 1: return (1, 1 + random.below(60))
        case 2: return (1 + random.below(300), 1)
        case 3: return (200 + random.below(600), 1 + random.below(4))
        default: return (1 + random.below(100), 1 + random.below(28))
        }
    }

    mutating func set(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = rgba.0; pixels[i + 1] = rgba.1; pixels[i + 2] = rgba.2; pixels[i + 3] = rgba.3
    }

    mutating func paint(_ kind: String, random: inout SplitMix64) {
        let fill = (random.byte(), random.byte(), random.byte(), UInt8(255))
        switch kind {
        case "noise":
            for i in pixels.indices { pixels[i] = random.byte() }
        case "flat":
            let margin = random.below(6)
            for y in 0..<height { for x in 0..<width where x >= margin && y >= margin && x < width - margin && y < height - margin { set(x, y, fill) } }
        case "gradient":
            let (dx, dy) = (random.below(3), random.below(3))
            for y in 0..<height { for x in 0..<width {
                let t = UInt8(truncatingIfNeeded: x * dx + y * dy)
                set(x, y, (fill.0 &+ t, fill.1 &- t, t, 255))
            } }
        case "antialiased": antialiased(fill, radius: Double(2 + random.below(20)))
        case "speckled":
            for y in 0..<height { for x in 0..<width {
                set(x, y, random.below(9) == 0 ? (255, 255, 255, UInt8(128 + random.below(128))) : fill)
            } }
        case "repeated":
            var row = (0..<width * 4).map { _ in random.byte() }
            for y in 0..<height {
                if random.below(6) == 0 { row[random.below(row.count)] = random.byte() }
                pixels.replaceSubrange(y * width * 4..<(y + 1) * width * 4, with: row)
            }
        case "tiles":
            let tile = 4 + random.below(60)
            for y in 0..<height { for x in 0..<width {
                let on = (x / tile + y / tile) % 2 == 0
                set(x, y, on ? fill : (0, 0, 0, 0))
            } }
        default:  // sparse: a few pixels in a transparent field
            for _ in 0..<(1 + random.below(8)) { set(random.below(width), random.below(height), (random.byte(), random.byte(), random.byte(), random.byte())) }
        }
    }

    /// A rounded rectangle over the whole image with anti-aliased corners: alpha from coverage.
    mutating func antialiased(_ fill: (UInt8, UInt8, UInt8, UInt8), radius: Double) {
        let r = min(radius, Double(min(width, height)) / 2)
        for y in 0..<height { for x in 0..<width {
            let cx = min(max(Double(x) + 0.5, r), Double(width) - r), cy = min(max(Double(y) + 0.5, r), Double(height) - r)
            let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
            let coverage = max(0, min(1, r + 0.5 - distance))
            set(x, y, (fill.0, fill.1, fill.2, UInt8((coverage * 255).rounded())))
        } }
    }
}
