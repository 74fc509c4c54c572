import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a symbol template (`SymbolTemplate`) from an SVG's bytes: checked to be UTF-8 and bounded
/// in size and elements before parsing; a document type declaration is blanked out (never read, so
/// nothing is fetched or expanded) and one with declarations of its own is refused; transforms are
/// applied; a variant drawn with anything but `<path>` elements, or with path data that cannot be
/// read, is an error naming the template, its line and the variant.
enum SymbolTemplateReader {
    /// The most elements a template may hold (SF Symbols' own have about a hundred).
    static let maxElements = 100_000

    static func read(_ bytes: [UInt8], file: String) -> Result<SymbolTemplate, PathError> {
        guard bytes.count <= InputLimits.jsonFileBytes.value else {
            return .failure(PathError(message: "symbol template '\(file)' is larger than \(InputLimits.jsonFileBytes.value >> 20) MiB" + InputLimits.jsonFileBytes.tag))
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            return .failure(PathError(message: "symbol template '\(file)' is not UTF-8 text"))
        }
        if text.contains("<!ENTITY") || text.range(of: "<!DOCTYPE[^>\\[]*\\[", options: .regularExpression) != nil {
            return .failure(PathError(message: "symbol template '\(file)' declares entities in its document type; templates need none"))
        }
        if let doctype = text.range(of: "<!DOCTYPE[^>]*>", options: .regularExpression) {
            text.replaceSubrange(doctype, with: String(repeating: " ", count: text[doctype].count))
        }
        let builder = SymbolTemplateBuilder(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        if !parser.parse(), builder.failure == nil {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML"
            return .failure(PathError(message: "symbol template '\(file)' line \(parser.lineNumber): not well-formed XML (\(reason))"))
        }
        if let failure = builder.failure { return .failure(failure) }
        return .success(builder.template)
    }
}

/// The parser's delegate: keeps the transform and variant of each open element.
final class SymbolTemplateBuilder: NSObject, XMLParserDelegate {
    private struct Open { var transform: SVGTransform; var variant: String?; var inSymbols: Bool }
    private static let variantNames: Set<String> = Set(SymbolWeight.allCases.flatMap { w in SymbolScale.allCases.map { SymbolTemplate.variantName(w, $0) } })
    private static let shapes: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "use", "image"]

    var template: SymbolTemplate
    var failure: PathError?
    weak var parser: XMLParser?
    private var stack: [Open] = []
    private var elements = 0

    init(file: String) { template = SymbolTemplate(file: file) }

    private func fail(_ message: String) {
        guard failure == nil else { return }
        failure = PathError(message: "symbol template '\(template.file)' line \(parser?.lineNumber ?? 0): \(message)")
        parser?.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements += 1
        if elements > SymbolTemplateReader.maxElements { return fail("more than \(SymbolTemplateReader.maxElements) elements") }
        var open = stack.last ?? Open(transform: .identity, variant: nil, inSymbols: false)
        if let t = attributes["transform"] {
            guard let m = SVGTransform.parse(t) else { return fail("cannot read transform '\(UntrustedText.shown(t, limit: 60))'") }
            open.transform = open.transform.then(m)
        }
        let id = attributes["id"]
        if name == "g", id == "Symbols" { open.inSymbols = true }
        if open.inSymbols, name == "g", let id, Self.variantNames.contains(id) { open.variant = id }
        stack.append(open)
        if let id { guide(id, name, attributes, open.transform) }
        guard let variant = open.variant else { return }
        if Self.shapes.contains(name) {
            return fail("variant \(variant) draws a <\(name)>: only <path> outlines are read (convert shapes and strokes to outlines)")
        }
        guard name == "path", let d = attributes["d"] else { return }
        switch SVGPathParser.segments(d) {
        case .failure(let e): fail("variant \(variant): \(e.message)")
        case .success(let segments):
            var mapped: [PathSegment] = []
            for s in segments {
                guard let m = open.transform.apply(s) else { return fail("variant \(variant): an arc under a transform that turns or skews it") }
                mapped.append(m)
            }
            let style = (attributes["style"] ?? "").replacingOccurrences(of: " ", with: "")
            let evenOdd = attributes["fill-rule"] == "evenodd" || style.contains("fill-rule:evenodd")
            template.variants[variant, default: []].append(SymbolTemplate.Outline(segments: mapped, evenOdd: evenOdd))
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        fail("not well-formed XML (\(error.localizedDescription))")
    }

    /// A guide: `Baseline-S`, `Capline-M`, `left-margin-Regular-M`, `right-margin` (a `<line>` or a `<path>`).
    private func guide(_ id: String, _ name: String, _ attributes: [String: String], _ transform: SVGTransform) {
        let isScaleGuide = id.hasPrefix("Baseline-") || id.hasPrefix("Capline-")
        let isMargin = id.hasPrefix("left-margin") || id.hasPrefix("right-margin")
        guard isScaleGuide || isMargin else { return }
        guard let point = Self.firstPoint(name, attributes).map(transform.apply) else {
            return fail("guide \(id) is neither a <line> with x1/y1 nor a <path> starting with a move")
        }
        if isScaleGuide {
            let suffix = String(id.split(separator: "-").last ?? "")
            guard let scale = SymbolScale.allCases.first(where: { $0.templateSuffix == suffix }) else { return }
            if id.hasPrefix("Baseline-") { template.baselines[scale] = point.y } else { template.caplines[scale] = point.y }
            return
        }
        let left = id.hasPrefix("left-margin")
        let variant = String(id.dropFirst(left ? "left-margin".count : "right-margin".count).drop { $0 == "-" })
        var m = template.margins[variant] ?? SymbolTemplate.Margins(left: .nan, right: .nan)
        if left { m.left = point.x } else { m.right = point.x }
        template.margins[variant] = m
    }

    private static func firstPoint(_ name: String, _ attributes: [String: String]) -> Point? {
        if name == "line" {
            // SVG's default for a missing coordinate is 0; one that is not a number is no guide.
            let x = attributes["x1"] ?? "0", y = attributes["y1"] ?? "0"
            guard let px = Double(x), let py = Double(y) else { return nil }
            return Point(x: px, y: py)
        }
        guard name == "path", let d = attributes["d"], case .success(let segments) = SVGPathParser.segments(d),
              case .move(let p)? = segments.first else { return nil }
        return p
    }
}
