import Foundation

/// The references an SVG makes to anything outside itself, found before librsvg sees the file:
/// `href`/`xlink:href` (on any element: image, use, feImage, pattern, …) that is not a `data:` URI
/// or a `#fragment` of the same document, CSS `url(…)` and `@import` in style sheets, style
/// attributes and presentation attributes, and a DOCTYPE or entity with an external (SYSTEM or
/// PUBLIC) identifier. An SVG with any of them is refused, so that drawing a theme reads no file
/// or URL besides the ones the theme names.
public enum SVGExternalReferences {
    /// The first external reference in `text` ("href 'file:///etc/passwd'"), or nil.
    public static func first(in text: String) -> String? {
        if let doctype = externalDoctype(in: text) { return doctype }
        let patterns: [(String, String)] = [
            ("href", #"(?:^|[\s"'/])(?:[A-Za-z_][\w.-]*:)?href\s*=\s*(?:"([^"]*)"|'([^']*)')"#),
            ("url()", #"url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"']*))\s*\)"#),
        ]
        for (kind, pattern) in patterns {
            for value in captures(pattern, in: text) where !isInternal(value) {
                return "\(kind) '\(UntrustedText.shown(value, limit: 120))'"
            }
        }
        if let imported = captures(#"@import\s*([^;\s]*)"#, in: text).first {
            return "@import '\(UntrustedText.shown(imported, limit: 120))'"
        }
        return nil
    }

    /// The problem with the SVG file at `path` for messages, or nil when it refers to nothing outside.
    public static func problem(inFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let found = first(in: text) else { return nil }
        let name = (path as NSString).lastPathComponent
        return "'\(name)' refers outside itself: \(found); an SVG may use only data: URIs and #fragments (embed the resource, or remove the reference)"
    }

    /// A same-document fragment or an inline `data:` URI.
    static func isInternal(_ reference: String) -> Bool {
        let r = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        return r.hasPrefix("#") || r.lowercased().hasPrefix("data:")
    }

    /// "DOCTYPE with SYSTEM/PUBLIC identifier" when the document type declaration (internal subset
    /// included) names an external DTD or entity.
    static func externalDoctype(in text: String) -> String? {
        guard let start = text.range(of: "<!DOCTYPE", options: .caseInsensitive) else {
            return text.range(of: "<!ENTITY", options: .caseInsensitive) != nil ? "an <!ENTITY> outside a DOCTYPE" : nil
        }
        let rest = text[start.lowerBound...]
        let firstClose = rest.firstIndex(of: ">") ?? rest.endIndex
        var end = firstClose
        if let bracket = rest.firstIndex(of: "["), bracket < firstClose {
            end = rest.range(of: "]>")?.upperBound ?? rest.endIndex
        }
        let declaration = String(rest[..<end])
        guard !captures(#"\b(SYSTEM|PUBLIC)\b"#, in: declaration).isEmpty else { return nil }
        return "a DOCTYPE or entity with a SYSTEM or PUBLIC identifier"
    }

    /// The first non-nil capture group of every match of `pattern`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            (1..<match.numberOfRanges).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }.map { ns.substring(with: $0) }
        }
    }
}
