/// The drawing of one symbol at one weight and scale, taken from its template: the variant's
/// outlines (or two variants interpolated), its margins and its scale's baseline and cap line,
/// written as a small SVG in template units whose box is the margins across and the ink down.
struct SymbolGlyph: Sendable {
    /// San Francisco's cap height per em (1443 / 2048): a template's cap line is this far above
    /// its baseline for the point size the template is drawn at.
    static let capHeightPerEm = 1443.0 / 2048.0

    /// The SVG: `width` × `height` template units, the left margin at x = 0 and the ink's top at y = 0.
    var svg: [UInt8]
    /// The box's size for a 1-pt font.
    var unitSize: Size
    /// How far the ink reaches below the baseline, for a 1-pt font.
    var unitBaselineOffset: Double

    /// The glyph of `template` at `weight` and `scale`, or why there is none: a missing variant
    /// that cannot be interpolated, a missing guide, an empty variant.
    static func make(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> Result<SymbolGlyph, PathError> {
        let name = SymbolTemplate.variantName(weight, scale)
        func failure(_ message: String) -> Result<SymbolGlyph, PathError> {
            .failure(PathError(message: "symbol template '\(template.file)': \(message)"))
        }
        guard let baseline = template.baselines[scale], let capline = template.caplines[scale] else {
            return failure("no Baseline-\(scale.templateSuffix) and Capline-\(scale.templateSuffix) guides for the \(scale.rawValue) scale")
        }
        guard baseline - capline > 0 else { return failure("its Capline-\(scale.templateSuffix) is not above its Baseline-\(scale.templateSuffix)") }
        let variant: (outlines: [SymbolTemplate.Outline], margins: SymbolTemplate.Margins?)
        switch SymbolInterpolation.variant(template, weight: weight, scale: scale) {
        case .success(let v): variant = v
        case .failure(let e): return .failure(e)
        }
        guard let ink = PathBounds.of(variant.outlines.map(\.segments)), ink.width > 0, ink.height > 0 else {
            return failure("variant \(name) draws nothing")
        }
        let margins = variant.margins ?? template.margins[""]
        let left = margins?.left.isFinite == true ? margins!.left : ink.minX
        let right = margins?.right.isFinite == true ? margins!.right : ink.maxX
        guard right > left else { return failure("the margins of \(name) leave no width (left \(SymbolNumber.format(left)), right \(SymbolNumber.format(right)))") }
        let width = right - left, height = ink.height
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SymbolNumber.format(width))\" height=\"\(SymbolNumber.format(height))\" "
            + "viewBox=\"0 0 \(SymbolNumber.format(width)) \(SymbolNumber.format(height))\">"
        let origin = SVGTransform(e: -left, f: -ink.minY)   // a move: every segment maps, arcs included
        for outline in variant.outlines {
            let d = outline.segments.compactMap { origin.apply($0)?.pathData }.joined()
            svg += "<path\(outline.evenOdd ? " fill-rule=\"evenodd\"" : "") d=\"\(d)\"/>"
        }
        svg += "</svg>"
        let em = (baseline - capline) / capHeightPerEm
        return .success(SymbolGlyph(svg: Array(svg.utf8), unitSize: Size(width: width / em, height: height / em),
                                    unitBaselineOffset: (ink.maxY - baseline) / em))
    }
}
