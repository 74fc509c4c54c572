import BezelCore
import BezelRaster

/// The fonts a theme is measured and drawn with (the pinned fonts plus those it ships) and the
/// default text measurer over them: the one place the pipeline makes a Pango measurer.
package enum ThemeMeasurers {
    /// The pinned fonts plus every font file `theme` ships.
    package static func configuration(for theme: ButtonTheme) throws -> FontConfiguration {
        try FontConfiguration.shipping(theme.shippedFontFiles)
    }

    /// The default measurer of `theme`'s titles: Pango over `configuration(for:)`.
    package static func measurer(for theme: ButtonTheme) throws -> PangoTextMeasurer {
        measurer(try configuration(for: theme))
    }

    /// The default measurer over `configuration` (the pinned fonts unless told).
    package static func measurer(_ configuration: FontConfiguration = .shared) -> PangoTextMeasurer {
        PangoTextMeasurer(fontConfiguration: configuration)
    }
}
