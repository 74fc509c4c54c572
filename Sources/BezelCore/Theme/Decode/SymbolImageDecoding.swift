import Foundation

/// Symbol images: `{ "systemName", "pointSize" | "textStyle", "weight", "scale", "renderingMode" }`
/// (`UIImage(systemName:withConfiguration:)`), drawn from the theme's symbol templates, and the
/// theme's `symbols` key naming the folders they are in.
extension ValueDecoder {
    /// The symbol image `o` describes, its glyph drawn from its template (once per theme load).
    func symbolImage(_ o: JSONObject, at path: JSONPath) -> ImageSpec? {
        checkKeys(o, allowed: ThemeSchema.symbolImageKeys, at: path, what: "symbol image")
        guard let v = o["systemName"], let name = string(v, at: path / "systemName") else { return nil }
        var pointSize = SymbolPointSize.titleFont
        if o["pointSize"] != nil && o["textStyle"] != nil {
            sink.error(path, "a symbol image takes a pointSize or a textStyle, not both (UIImage.SymbolConfiguration has one)")
            return nil
        }
        if let p = o["pointSize"] {
            guard let n = number(p, at: path / "pointSize", in: 1...1000) else { return nil }
            pointSize = .points(n)
        }
        if let s = o["textStyle"] {
            guard let style = enumeration(s, at: path / "textStyle", TextStyle.self) else { return nil }
            pointSize = .textStyle(style)
        }
        var weight = SymbolWeight.regular, scale = SymbolScale.medium, mode = ImageRenderingMode.automatic
        if let w = o["weight"] { guard let e = enumeration(w, at: path / "weight", SymbolWeight.self) else { return nil }; weight = e }
        if let s = o["scale"] {
            if case .number = s {
                sink.error(path / "scale", "a symbol's scale is small, medium or large (UIImage.SymbolScale); a number is a PNG file's pixels per point")
                return nil
            }
            guard let e = enumeration(s, at: path / "scale", SymbolScale.self) else { return nil }
            scale = e
        }
        if let m = o["renderingMode"] { guard let e = enumeration(m, at: path / "renderingMode", ImageRenderingMode.self) else { return nil }; mode = e }
        let file: String
        switch fileSystem.symbolGlyphs.templateFile(named: name, in: symbolFolders) {
        case .failure(let e): sink.error(path / "systemName", e.message); return nil
        case .success(let f): file = f
        }
        switch fileSystem.symbolGlyphs.artwork(file: file, weight: weight, scale: scale) {
        case .failure(let e):
            sink.error(path, e.message); return nil
        case .success(let (glyph, uri, info)):
            let symbol = SymbolImage(name: name, weight: weight, scale: scale, pointSize: pointSize,
                                     unitSize: glyph.unitSize, unitBaselineOffset: glyph.unitBaselineOffset, templateFile: file)
            return ImageSpec(path: uri, info: info, renderingMode: mode, symbol: symbol)
        }
    }

    /// The theme's `symbols`: a folder or a list of folders, relative to the theme file; each must exist.
    func symbolFolders(_ v: JSONValue, at path: JSONPath) -> [String] {
        let items: [(JSONValue, JSONPath)]
        switch v {
        case .string: items = [(v, path)]
        case .array(let a) where !a.isEmpty: items = a.enumerated().map { ($0.element, path.appending(index: $0.offset)) }
        default:
            sink.error(path, "expected a folder or a non-empty list of folders holding symbol templates, found \(v.kindName)")
            return []
        }
        return items.compactMap { item, p in
            guard let s = string(item, at: p) else { return nil }
            switch fileSystem.resolve(s, in: folder) {
            case .failure(let e): sink.error(p, e.message, advice: e.advice); return nil
            case .success(let resolved):
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
                    sink.error(p, "symbol folder '\(UntrustedText.shown(s, limit: 120))' not found (looked for \(resolved))")
                    return nil
                }
                return resolved
            }
        }
    }
}
