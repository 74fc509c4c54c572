import Bezel
import BezelRaster

/// The fonts commands measure and draw with: the pinned fonts plus those a theme ships.
enum TextMeasurement {
    /// The pinned fonts plus every font file `units` ship, for the renderer fingerprint; nil after
    /// reporting why it cannot be built.
    static func fonts(shippedBy units: [RenderUnit], io: CommandIO) -> FontConfiguration? {
        let files = Set(units.flatMap(\.theme.shippedFontFiles)).sorted()
        do { return try FontConfiguration.shipping(files) } catch {
            io.err("fonts: \(error)\n")
            return nil
        }
    }

    /// The font configuration `theme` renders with (its shipped fonts added), or nil after
    /// reporting why it cannot be built.
    static func fonts(for theme: ButtonTheme, io: CommandIO) -> FontConfiguration? {
        do { return try FontConfiguration.shipping(theme.shippedFontFiles) } catch {
            io.err("\(theme.file): fonts: \(error)\n")
            return nil
        }
    }
}
