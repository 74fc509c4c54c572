/// An sRGB colour with 8-bit gamma-encoded channels and straight (not premultiplied) alpha.
///
/// All compositing in Bezel's model happens in this space, rounding half up, so derived state colours
/// give the same bytes as Sass's `mix()` (docs/format.md "Colours").
public struct RGBAColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// `#RRGGBBAA` in upper case, the form `bezel inspect` prints (nine ASCII bytes, written
    /// straight into the string: a manifest holds several per button and state).
    public var hexString: String {
        String(unsafeUninitializedCapacity: 9) { out in
            let digits: StaticString = "0123456789ABCDEF"
            out[0] = UInt8(ascii: "#")
            func put(_ byte: UInt8, at i: Int) {
                out[i] = digits.utf8Start[Int(byte >> 4)]
                out[i + 1] = digits.utf8Start[Int(byte & 0xF)]
            }
            put(red, at: 1); put(green, at: 3); put(blue, at: 5); put(alpha, at: 7)
            return 9
        }
    }

    /// Channels as fractions 0…1 (red, green, blue, alpha), for renderers.
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// Rounds half up and clamps to 0…255, the rounding every colour operation uses.
    public static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, (value + 0.5).rounded(.down))))
    }

    /// `channel(_:)` after a 1e-9 nudge, so a value that is exactly a half in decimal arithmetic but lands
    /// just below it in binary floating point (0.3 × 255 = 76.4999…) still rounds up, as Sass's fuzzy
    /// rounding does. NaN gives 0. Parsers and derived operations use this.
    static func roundedChannel(_ value: Double) -> UInt8 {
        value.isNaN ? 0 : channel(value + 1e-9)
    }
}
