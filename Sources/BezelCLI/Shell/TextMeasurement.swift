import Bezel
import BezelRaster

/// The fonts of a batch of units, for the renderer fingerprint (one theme's fonts and its measurer
/// are `ThemeMeasurers`', in BezelRender).
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
}
