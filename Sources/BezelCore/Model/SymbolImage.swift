/// A symbol image (`UIImage(systemName:)` with a `UIImage.SymbolConfiguration`) drawn from a symbol
/// template the theme supplies: the glyph of one weight and scale, as an inline SVG in template
/// units (the `ImageSpec`'s `path`), sized from a point size when a state is resolved.
public struct SymbolImage: Hashable, Sendable {
    /// The symbol's name (`checkmark.circle.fill`).
    public var name: String
    public var weight: SymbolWeight
    public var scale: SymbolScale
    /// Where the point size comes from.
    public var pointSize: SymbolPointSize
    /// The glyph's size for a 1-pt font: its margins' width by its ink's height.
    public var unitSize: Size
    /// How far the ink reaches below the baseline for a 1-pt font (negative: it stops above it).
    public var unitBaselineOffset: Double
    /// The template file the glyph was drawn from (watched and hashed as the theme's images are).
    public var templateFile: String

    public init(name: String, weight: SymbolWeight, scale: SymbolScale, pointSize: SymbolPointSize, unitSize: Size,
                unitBaselineOffset: Double, templateFile: String) {
        self.name = name; self.weight = weight; self.scale = scale; self.pointSize = pointSize
        self.unitSize = unitSize; self.unitBaselineOffset = unitBaselineOffset; self.templateFile = templateFile
    }
}

/// Where a symbol's point size comes from (`UIImage.SymbolConfiguration`'s forms).
public enum SymbolPointSize: Hashable, Sendable {
    /// `SymbolConfiguration(pointSize:)`: fixed, whatever the content size category.
    case points(Double)
    /// `SymbolConfiguration(textStyle:)`: the style's size in the rendered content size category.
    case textStyle(TextStyle)
    /// No size given: the title's font size in that state (which follows Dynamic Type when the
    /// font is a text style, as a configuration's is).
    case titleFont
}

/// `UIImage.SymbolWeight`, with the `UIFont.Weight` value weights are interpolated by.
public enum SymbolWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// `UIFont.Weight`'s raw value: −0.8 (ultraLight) … 0 (regular) … 0.62 (black).
    public var fontWeight: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// The name a template's variant groups use (`Ultralight`, `Semibold`).
    public var templateName: String {
        switch self {
        case .ultraLight: "Ultralight"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// `UIImage.SymbolScale`: which of a template's three drawings (S, M, L) is used.
public enum SymbolScale: String, CaseIterable, Sendable {
    case small, medium, large

    /// The suffix of the template's variant and guide names.
    public var templateSuffix: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }
}
