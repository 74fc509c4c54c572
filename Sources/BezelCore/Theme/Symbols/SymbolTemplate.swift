/// A symbol template as SF Symbols exports it and Xcode keeps it in a `.symbolset`: an SVG whose
/// `Guides` group holds a baseline and cap line per scale (`Baseline-S`, `Capline-M`, …) and margins
/// per variant (`left-margin-Regular-M`, or `left-margin`/`right-margin` in older templates), and whose
/// `Symbols` group holds one group of outlines per drawn variant (`Ultralight-S` … `Black-L`). Read
/// by `SymbolTemplateReader`; drawn by `SymbolGlyph`. Coordinates are the document's, transforms applied.
struct SymbolTemplate: Sendable {
    /// One filled outline of a variant.
    struct Outline: Hashable, Sendable {
        var segments: [PathSegment]
        /// `fill-rule: evenodd` (else nonzero, SVG's default).
        var evenOdd: Bool
    }

    /// The left and right margin of a variant (x in document units).
    struct Margins: Hashable, Sendable {
        var left: Double
        var right: Double
    }

    /// The file as messages name it.
    var file: String
    /// The y of each scale's baseline and cap line.
    var baselines: [SymbolScale: Double] = [:]
    var caplines: [SymbolScale: Double] = [:]
    /// Margins by variant name (`Regular-M`); `""` for a template's unnamed `left-margin`/`right-margin`.
    var margins: [String: Margins] = [:]
    /// Outlines by variant name, in document order.
    var variants: [String: [Outline]] = [:]

    /// `Regular-M` for regular at medium scale: the name of a variant's group and margins.
    static func variantName(_ weight: SymbolWeight, _ scale: SymbolScale) -> String {
        "\(weight.templateName)-\(scale.templateSuffix)"
    }
}
