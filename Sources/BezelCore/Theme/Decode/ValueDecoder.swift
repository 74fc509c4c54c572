import Foundation

/// Decodes the typed values of the theme format from JSON, reporting every problem to a sink with
/// its JSON path. Each function returns nil after reporting, so callers simply skip the value.
public struct ValueDecoder {
    public let sink: DiagnosticSink
    public let colorAppearance: ColorAppearance
    public let fileSystem: ThemeFileSystem
    /// The folder relative paths resolve against.
    public let folder: String
    /// The fonts the theme may use; nil: font files are only checked to be fonts, families not at all.
    public var fonts: ThemeFonts?
    /// Which variant of the iOS colour names to take with `colorAppearance`.
    public var contrast: AccessibilityContrast = .normal
    /// What the colour name `tintColor` stands for: the theme's tint in its mode; nil while the
    /// tint itself is decoded.
    public var tint: RGBAColor?
    /// The folders symbol templates are looked for in (the theme's `symbols`; by default its `symbols` folder).
    public var symbolFolders: [String] = []

    public init(sink: DiagnosticSink, colorAppearance: ColorAppearance, fileSystem: ThemeFileSystem, folder: String) {
        self.sink = sink; self.colorAppearance = colorAppearance; self.fileSystem = fileSystem; self.folder = folder
    }

    /// The same decoder reporting to `sink` (one per button, so buttons decode in parallel).
    public func reporting(to sink: DiagnosticSink) -> ValueDecoder {
        var copy = ValueDecoder(sink: sink, colorAppearance: colorAppearance, fileSystem: fileSystem, folder: folder)
        copy.fonts = fonts; copy.contrast = contrast; copy.tint = tint; copy.symbolFolders = symbolFolders
        return copy
    }

    /// Reports keys of `object` not in `allowed`: where the key belongs when it is another
    /// level's or a UIKit name Bezel does not model (`KeyPlacement`), else with a suggestion.
    public func checkKeys(_ object: JSONObject, allowed: [String], at path: JSONPath, what: String) {
        for key in object.keys where !allowed.contains(key) {
            if let hint = KeyPlacement.hint(for: key, in: what) {
                sink.error(path / key, hint)
                continue
            }
            var message = "unknown \(what) key '\(UntrustedText.shown(key, limit: 80))'"
            if let near = Suggestion.closest(to: key, among: allowed) { message += " (did you mean '\(near)'?)" }
            sink.error(path / key, message)
        }
    }

    /// A string, or nil after reporting what was found instead.
    public func string(_ v: JSONValue, at path: JSONPath) -> String? {
        if case .string(let s) = v { return s }
        if v != .null { sink.error(path, "expected a string, found \(v.kindName)") }
        return nil
    }

    /// Text Bezel draws (a title, a run, a subtitle): a string of at most
    /// `InputLimits.textLength.value` Unicode scalars.
    public func text(_ v: JSONValue, at path: JSONPath) -> String? {
        guard let s = string(v, at: path) else { return nil }
        let length = s.unicodeScalars.count
        guard length <= InputLimits.textLength.value else {
            sink.error(path, "text of \(length) characters is longer than the limit of \(InputLimits.textLength.value)" + InputLimits.textLength.tag)
            return nil
        }
        return s
    }

    /// A boolean, or nil after reporting what was found instead.
    public func bool(_ v: JSONValue, at path: JSONPath) -> Bool? {
        if case .bool(let b) = v { return b }
        if v != .null { sink.error(path, "expected true or false, found \(v.kindName)") }
        return nil
    }

    /// A finite number within `range`.
    public func number(_ v: JSONValue, at path: JSONPath, in range: ClosedRange<Double> = -100_000...100_000) -> Double? {
        guard case .number(let n) = v else {
            if v != .null { sink.error(path, "expected a number, found \(v.kindName)") }
            return nil
        }
        guard range.contains(n) else {
            sink.error(path, "\(format(n)) is out of range \(format(range.lowerBound))…\(format(range.upperBound))")
            return nil
        }
        return n
    }

    private func format(_ n: Double) -> String { n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n) }

    /// One of the raw values of `E`, with a suggestion when misspelt.
    public func enumeration<E: RawRepresentable & CaseIterable>(_ v: JSONValue, at path: JSONPath, _: E.Type) -> E?
    where E.RawValue == String {
        guard let s = string(v, at: path) else { return nil }
        if let e = E(rawValue: s) { return e }
        let names = E.allCases.map(\.rawValue)
        var message = "unknown value '\(UntrustedText.shown(s, limit: 80))': expected one of \(names.joined(separator: ", "))"
        if let near = Suggestion.closest(to: s, among: names) { message += " (did you mean '\(near)'?)" }
        sink.error(path, message)
        return nil
    }

    /// `[w, h]` or `{"width", "height"}`; each side from `min` to `max` points.
    public func size(_ v: JSONValue, at path: JSONPath, min: Double = 0, max: Double = 10_000) -> Size? {
        let pair: (JSONValue, JSONValue, JSONPath, JSONPath)
        switch v {
        case .array(let a) where a.count == 2:
            pair = (a[0], a[1], path.appending(index: 0), path.appending(index: 1))
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.sizeKeys, at: path, what: "size")
            guard let w = o["width"], let h = o["height"] else {
                sink.error(path, "a size needs both width and height"); return nil
            }
            pair = (w, h, path / "width", path / "height")
        default:
            sink.error(path, "expected [width, height] or {\"width\", \"height\"}, found \(v.kindName)")
            return nil
        }
        guard let w = number(pair.0, at: pair.2, in: min...max), let h = number(pair.1, at: pair.3, in: min...max) else { return nil }
        return Size(width: w, height: h)
    }

    /// `[dx, dy]` (or `{"width","height"}`), negative allowed.
    public func offset(_ v: JSONValue, at path: JSONPath) -> Size? {
        if case .array(let a) = v, a.count == 2,
           let dx = number(a[0], at: path.appending(index: 0), in: -1000...1000),
           let dy = number(a[1], at: path.appending(index: 1), in: -1000...1000) {
            return Size(width: dx, height: dy)
        }
        if case .array(let a) = v, a.count == 2 { return nil }
        sink.error(path, "expected [dx, dy], found \(v.kindName)")
        return nil
    }

    /// `[top, left, bottom, right]` or an object with those keys (missing keys are 0).
    public func insets(_ v: JSONValue, at path: JSONPath) -> EdgeInsets? {
        let r: ClosedRange<Double> = -10_000...10_000
        switch v {
        case .array(let a) where a.count == 4:
            let n = a.enumerated().map { number($1, at: path.appending(index: $0), in: r) }
            guard let t = n[0], let l = n[1], let b = n[2], let rt = n[3] else { return nil }
            return EdgeInsets(top: t, left: l, bottom: b, right: rt)
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.insetsKeys, at: path, what: "insets")
            func side(_ k: String) -> Double? { o[k].map { number($0, at: path / k, in: r) } ?? 0 }
            guard let t = side("top"), let l = side("left"), let b = side("bottom"), let rt = side("right") else { return nil }
            return EdgeInsets(top: t, left: l, bottom: b, right: rt)
        default:
            sink.error(path, "expected [top, left, bottom, right] or an object, found \(v.kindName)")
            return nil
        }
    }

    /// `[x, y, width, height]` or `{"x","y","width","height"}`.
    public func rect(_ v: JSONValue, at path: JSONPath) -> Rect? {
        let r: ClosedRange<Double> = -10_000...10_000
        switch v {
        case .array(let a) where a.count == 4:
            let n = a.enumerated().map { number($1, at: path.appending(index: $0), in: r) }
            guard let x = n[0], let y = n[1], let w = n[2], let h = n[3] else { return nil }
            guard w >= 0, h >= 0 else { sink.error(path, "a rect's width and height must not be negative"); return nil }
            return Rect(x: x, y: y, width: w, height: h)
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.rectKeys, at: path, what: "rect")
            guard let x = o["x"], let y = o["y"], let w = o["width"], let h = o["height"] else {
                sink.error(path, "a rect needs x, y, width and height"); return nil
            }
            guard let xv = number(x, at: path / "x", in: r), let yv = number(y, at: path / "y", in: r),
                  let wv = number(w, at: path / "width", in: 0...10_000), let hv = number(h, at: path / "height", in: 0...10_000)
            else { return nil }
            return Rect(x: xv, y: yv, width: wv, height: hv)
        default:
            sink.error(path, "expected [x, y, width, height], found \(v.kindName)")
            return nil
        }
    }

    /// A file path, resolved against the theme folder, that must exist.
    public func filePath(_ v: JSONValue, at path: JSONPath, kinds: [String]) -> String? {
        guard let s = string(v, at: path) else { return nil }
        switch fileSystem.resolve(s, in: folder) {
        case .failure(let e):
            sink.error(path, e.message, advice: e.advice); return nil
        case .success(let resolved):
            let ext = resolved.split(separator: ".").last.map { $0.lowercased() } ?? ""
            if !kinds.contains(ext) {
                sink.error(path, "'\(s)' is not a \(kinds.joined(separator: " or ").uppercased()) file")
                return nil
            }
            if !FileManagerProbe.isFile(resolved) {
                sink.error(path, "file '\(s)' not found (looked for \(resolved))")
                return nil
            }
            return resolved
        }
    }
}


/// Small file-existence check used by decoding.
enum FileManagerProbe {
    static func isFile(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && !isDir.boolValue
    }
}
