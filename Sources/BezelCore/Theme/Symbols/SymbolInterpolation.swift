/// The outlines and margins of a template variant: the variant itself when the template draws it,
/// else interpolated between the scale's Ultralight, Regular and Black drawings, as SF Symbols does
/// for the six weights between them, by `UIFont.Weight` value (medium, 0.23, is 37 % of the way
/// from regular, 0, to black, 0.62). Interpolation needs outlines of the same shape: the same paths
/// with the same commands, which the template's sources have when made for it.
enum SymbolInterpolation {
    typealias Variant = (outlines: [SymbolTemplate.Outline], margins: SymbolTemplate.Margins?)

    static func variant(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> Result<Variant, PathError> {
        let name = SymbolTemplate.variantName(weight, scale)
        if let outlines = template.variants[name] { return .success((outlines, template.margins[name])) }
        let light = weight.fontWeight < 0
        let from: SymbolWeight = light ? .ultraLight : .regular, to: SymbolWeight = light ? .regular : .black
        let a = SymbolTemplate.variantName(from, scale), b = SymbolTemplate.variantName(to, scale)
        let drawn = template.variants.keys.sorted().joined(separator: ", ")
        guard let first = template.variants[a], let second = template.variants[b] else {
            return .failure(PathError(message: "symbol template '\(template.file)' has no \(name) variant and no \(a) and \(b) to interpolate it from "
                                        + "(it draws \(drawn.isEmpty ? "no variant" : drawn))"))
        }
        if let problem = mismatch(first, second) {
            return .failure(PathError(message: "symbol template '\(template.file)': \(name) cannot be interpolated between \(a) and \(b): \(problem)"))
        }
        let t = (weight.fontWeight - from.fontWeight) / (to.fontWeight - from.fontWeight)
        let outlines = zip(first, second).map { p, q in
            SymbolTemplate.Outline(segments: zip(p.segments, q.segments).map { $0.interpolated(to: $1, t) }, evenOdd: p.evenOdd)
        }
        var margins: SymbolTemplate.Margins?
        if let ma = template.margins[a], let mb = template.margins[b] {
            margins = SymbolTemplate.Margins(left: ma.left + (mb.left - ma.left) * t, right: ma.right + (mb.right - ma.right) * t)
        }
        return .success((outlines, margins))
    }

    /// Where two variants' outlines differ in shape, or nil when they can be interpolated.
    static func mismatch(_ a: [SymbolTemplate.Outline], _ b: [SymbolTemplate.Outline]) -> String? {
        guard a.count == b.count else { return "\(a.count) paths against \(b.count)" }
        for (i, (p, q)) in zip(a, b).enumerated() {
            guard p.segments.count == q.segments.count else {
                return "path \(i + 1) has \(p.segments.count) commands against \(q.segments.count)"
            }
            for (j, (s, t)) in zip(p.segments, q.segments).enumerated() where s.kind != t.kind {
                return "path \(i + 1), command \(j + 1) is \(s.kind) against \(t.kind)"
            }
        }
        return nil
    }
}
