import BezelCore
import BezelPNG
import Foundation

/// How much a set of changed pixels changed, so a reviewer can tell a rounding-level drift from a
/// visible regression: the largest and the mean channel difference (a pixel's channel difference is
/// the largest |expected − actual| of its R, G and B premultiplied by its alpha, and of its alpha,
/// 0–255: what the pixel adds over any background, so a faint edge whose straight colour swings
/// does not read as a large change), and the most changed pixel —
/// the one with the largest CIEDE2000 difference (`CIEDE2000`, both colours over white; the first
/// in row order on a tie) — with its ΔE₀₀ and its expected and actual colours.
package struct PixelChange: Sendable, Equatable {
    /// The pixels measured (the differing ones; for a pass within tolerance, the changed ones).
    package var pixels: Int
    /// The largest channel difference of any pixel, 0–255.
    package var maxChannelDelta: Int
    /// The sum of the pixels' channel differences (for the mean, and for merging).
    package var channelDeltaSum: Int
    /// ΔE₀₀ of the most changed pixel.
    package var deltaE: Double
    /// The most changed pixel's colours, RGBA bytes.
    package var expected: [UInt8], actual: [UInt8]

    /// The mean channel difference over the pixels measured.
    package var meanChannelDelta: Double { pixels == 0 ? 0 : Double(channelDeltaSum) / Double(pixels) }

    /// The change of the pixels at `points` between two images of one size; nil when there are none.
    package static func measure(expected: DecodedImage, actual: DecodedImage, points: [(x: Int, y: Int)]) -> PixelChange? {
        guard !points.isEmpty else { return nil }
        var change = PixelChange(pixels: 0, maxChannelDelta: 0, channelDeltaSum: 0, deltaE: -1, expected: [], actual: [])
        var deltaE: [UInt64: Double] = [:]
        expected.rgba.withUnsafeBufferPointer { e in
            actual.rgba.withUnsafeBufferPointer { a in
                for p in points {
                    let i = 4 * (p.y * expected.width + p.x)
                    var delta = abs(Int(e[i + 3]) - Int(a[i + 3])), key: UInt64 = 0
                    for c in 0..<4 { key = key << 16 | UInt64(e[i + c]) << 8 | UInt64(a[i + c]) }
                    for c in 0..<3 {
                        delta = max(delta, abs(premultiplied(e[i + c], e[i + 3]) - premultiplied(a[i + c], a[i + 3])))
                    }
                    change.pixels += 1
                    change.channelDeltaSum += delta
                    change.maxChannelDelta = max(change.maxChannelDelta, delta)
                    let d = deltaE[key] ?? {
                        let value = CIEDE2000.difference(CIELab(rgba: (e[i], e[i + 1], e[i + 2], e[i + 3])),
                                                         CIELab(rgba: (a[i], a[i + 1], a[i + 2], a[i + 3])))
                        deltaE[key] = value
                        return value
                    }()
                    if d > change.deltaE {
                        change.deltaE = d
                        change.expected = Array(e[i ..< i + 4])
                        change.actual = Array(a[i ..< i + 4])
                    }
                }
            }
        }
        return change
    }

    /// `channel × alpha / 255`, rounded.
    static func premultiplied(_ channel: UInt8, _ alpha: UInt8) -> Int { (Int(channel) * Int(alpha) + 127) / 255 }

    /// The change over both sets of pixels (the most changed pixel is `self`'s on a tie).
    package func merged(with other: PixelChange) -> PixelChange {
        var m = other.deltaE > deltaE ? other : self
        m.pixels = pixels + other.pixels
        m.channelDeltaSum = channelDeltaSum + other.channelDeltaSum
        m.maxChannelDelta = max(maxChannelDelta, other.maxChannelDelta)
        return m
    }

    /// The changes of `changes` merged, in order; nil when there are none.
    package static func merged(_ changes: [PixelChange]) -> PixelChange? {
        guard let first = changes.first else { return nil }
        return changes.dropFirst().reduce(first) { $0.merged(with: $1) }
    }

    /// `#0D6EFD`, or `#0D6EFD80` when not opaque.
    package static func hex(_ rgba: [UInt8]) -> String {
        "#" + (rgba[3] == 255 ? rgba.prefix(3) : rgba[...]).map { String(format: "%02X", $0) }.joined()
    }

    /// "max Δ 2/255, mean Δ 1.4, ΔE00 4.12 (#0D6EFD → #0B5ED7)".
    package var summary: String {
        "max Δ \(maxChannelDelta)/255, mean Δ \(String(format: "%.1f", meanChannelDelta)), "
            + "ΔE00 \(String(format: "%.2f", deltaE)) (\(Self.hex(expected)) → \(Self.hex(actual)))"
    }

    /// The change in `report.json`.
    package var json: JSONValue {
        .object(JSONObject([("pixels", .number(Double(pixels))), ("maxChannelDelta", .number(Double(maxChannelDelta))),
                            ("meanChannelDelta", .number((meanChannelDelta * 1000).rounded() / 1000)),
                            ("deltaE2000", .number((deltaE * 1000).rounded() / 1000)),
                            ("expectedColor", .string(Self.hex(expected))), ("actualColor", .string(Self.hex(actual)))]))
    }
}
