/// Decoders for the appearance values of the format: colours (plain, DTCG objects, derived), fonts,
/// images, corner radii and attributed-title runs (borders, shadows and gradients have files of
/// their own).
extension ValueDecoder {
    /// A colour string, a DTCG colour object, or a derived colour object.
    public func colorValue(_ v: JSONValue, at path: JSONPath) -> ColorValue? {
        switch v {
        case .string(let s):
            return color(s, at: path).map(ColorValue.color)
        case .object(let o) where o["colorSpace"] != nil || (o["hex"] != nil && o.keys.allSatisfy { ["hex", "alpha", "components"].contains($0) }):
            return dtcgColor(o, at: path).map(ColorValue.color)
        case .object(let o):
            return derivedColor(o, at: path).map(ColorValue.derived)
        case .null:
            return nil
        default:
            sink.error(path, "expected a colour, found \(v.kindName)")
            return nil
        }
    }

    /// A plain colour: a string or a DTCG object (no derivation).
    public func plainColor(_ v: JSONValue, at path: JSONPath) -> RGBAColor? {
        switch v {
        case .string(let s): return color(s, at: path)
        case .object(let o): return dtcgColor(o, at: path)
        case .null: return nil
        default: sink.error(path, "expected a colour, found \(v.kindName)"); return nil
        }
    }

    func color(_ s: String, at path: JSONPath) -> RGBAColor? {
        // `#RRGGBB` and its kin, the common case, read from the bytes before any string work.
        if let plain = RGBAColor.plainHex(s) { return plain }
        if s.trimmingCharacters(in: .whitespaces).lowercased() == "tintcolor" {
            if let tint { return tint }
            sink.error(path, "'tintColor' names the theme's tint and cannot be the tint itself; give a colour")
            return nil
        }
        do {
            let (color, mappedFrom) = try RGBAColor.parsing(s, appearance: colorAppearance, contrast: contrast)
            if let mappedFrom { warnMapped(color, from: mappedFrom, at: path) }
            return color
        } catch {
            var message = error.message
            if !s.hasPrefix("#"), !s.contains("("), !message.contains("did you mean"), let near = RGBAColor.closestName(to: s) {
                message += " (did you mean '\(near)'?)"
            }
            sink.error(path, message)
            return nil
        }
    }

    /// A DTCG colour object in sRGB, with a warning when it lay outside sRGB and was mapped into it.
    func dtcgColor(_ o: JSONObject, at path: JSONPath) -> RGBAColor? {
        do {
            let dtcg = try DTCGColor.parse(o)
            let (color, mapped) = try RGBAColor.converting(dtcg: dtcg)
            if let ignored = dtcg.ignoredHex { sink.warning(path, ignored) }
            if mapped { warnMapped(color, from: dtcg.colorSpace ?? "", at: path) }
            return color
        } catch {
            sink.error(path, error.message)
            return nil
        }
    }

    /// The warning for a colour of `space` that lay outside sRGB and is drawn as `color`.
    func warnMapped(_ color: RGBAColor, from space: String, at path: JSONPath) {
        sink.warning(path, "colour in \(space) is outside sRGB: drawn as \(color.hexString), mapped into sRGB as CSS Color 4 maps it")
    }

    func derivedColor(_ o: JSONObject, at path: JSONPath) -> DerivedColor? {
        let ops = ["shade", "tint", "mix", "opacity", "overlay"]
        let present = ops.filter { o[$0] != nil }
        guard present.count == 1, let op = present.first else {
            let unknown = o.keys.filter { !(["of", "amount", "alpha"] + ops).contains($0) }
            if let k = unknown.first {
                var message = "unknown colour key '\(k)'"
                if let near = Suggestion.closest(to: k, among: ops + ["of", "amount", "alpha"]) { message += " (did you mean '\(near)'?)" }
                sink.error(path / k, message)
            } else {
                sink.error(path, present.isEmpty ? "a derived colour needs one of shade, tint, mix, opacity, overlay"
                                                 : "a derived colour takes one operation, found \(present.joined(separator: ", "))")
            }
            return nil
        }
        var allowed = ["of", op]
        if op == "mix" { allowed.append("amount") }
        if op == "overlay" { allowed.append("alpha") }
        checkKeys(o, allowed: allowed, at: path, what: "colour")
        let of = o["of"].flatMap { plainColor($0, at: path / "of") }
        if o["of"] != nil && of == nil { return nil }
        let unit: ClosedRange<Double> = 0...1
        let operation: DerivedColor.Operation
        let operand = o[op] ?? .null
        switch op {
        case "shade": guard let p = number(operand, at: path / op, in: unit) else { return nil }; operation = .shade(p)
        case "tint": guard let p = number(operand, at: path / op, in: unit) else { return nil }; operation = .tint(p)
        case "opacity": guard let p = number(operand, at: path / op, in: unit) else { return nil }; operation = .opacity(p)
        case "mix":
            guard let c = plainColor(operand, at: path / op) else { return nil }
            guard let a = o["amount"] else { sink.error(path, "mix needs an amount (0…1)"); return nil }
            guard let p = number(a, at: path / "amount", in: unit) else { return nil }
            operation = .mix(c, p)
        default:
            guard let c = plainColor(operand, at: path / op) else { return nil }
            guard let a = o["alpha"] else { sink.error(path, "overlay needs an alpha (0…1)"); return nil }
            guard let p = number(a, at: path / "alpha", in: unit) else { return nil }
            operation = .overlay(c, p)
        }
        return DerivedColor(operation: operation, of: of)
    }

    /// `{ "family", "size", "weight", "italic", "file", "lineHeight", "letterSpacing" }` or a path to a
    /// font file the theme ships.
    /// A file gives the family when none is named; a named family list must name a pinned or
    /// shipped font (checked when the decoder has a font catalog).
    public func font(_ v: JSONValue, at path: JSONPath) -> FontSpec? {
        switch v {
        case .string:
            guard let file = fontFile(v, at: path) else { return nil }
            return FontSpec(family: file.family, file: file.path)
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.fontKeys, at: path, what: "font")
            var f = FontSpec()
            if let x = o["family"] {
                f.family = string(x, at: path / "family")
                if let family = f.family, FontFamilyList.isBlank(family) { sink.error(path / "family", "empty font family") }
                else if let family = f.family { checkFamily(family, at: path / "family") }
            }
            if let x = o["size"] { f.size = number(x, at: path / "size", in: 1...1000) }
            if let x = o["weight"] {
                if case .string(let s) = x, let w = FontWeightName.weight(named: s) { f.weight = w }
                else if case .string(let s) = x {
                    sink.error(path / "weight", "unknown font weight '\(s)': expected 1…1000 or a name (\(["regular", "medium", "semi-bold", "bold"].joined(separator: ", ")), …)")
                } else { f.weight = number(x, at: path / "weight", in: 1...1000).map { Int($0) } }
            }
            if let x = o["italic"] { f.italic = bool(x, at: path / "italic") }
            if let x = o["lineHeight"] { f.lineHeight = number(x, at: path / "lineHeight", in: 1...1000) }
            if let x = o["letterSpacing"] { f.letterSpacing = number(x, at: path / "letterSpacing", in: -100...100) }
            if let x = o["textStyle"] { f.textStyle = enumeration(x, at: path / "textStyle", TextStyle.self) }
            if let x = o["file"], let file = fontFile(x, at: path / "file") {
                f.file = file.path
                if f.family == nil { f.family = file.family }
            }
            return f
        default:
            sink.error(path, "expected a font object or a font file path, found \(v.kindName)")
            return nil
        }
    }

    /// A path, `{ "src", "renderingMode", "size", "scale" }`, or a symbol (`symbolImage`).
    public func image(_ v: JSONValue, at path: JSONPath) -> ImageSpec? {
        switch v {
        case .string:
            guard let file = imageFile(v, at: path) else { return nil }
            return ImageSpec(path: file.path, info: file.info)
        case .object(let o) where o["systemName"] != nil:
            guard var symbol = symbolImage(o, at: path) else { return nil }
            symbol.tintColor = imageTint(o, at: path)
            return symbol
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.imageKeys, at: path, what: "image")
            guard let src = o["src"] else { sink.error(path, "an image needs a src (a file) or a systemName (a symbol)"); return nil }
            let file = imageFile(src, at: path / "src").map { imageScale(o, $0, at: path) }
            let mode = o["renderingMode"].map { enumeration($0, at: path / "renderingMode", ImageRenderingMode.self) } ?? .automatic
            let size = o["size"].flatMap { self.size($0, at: path / "size", max: 4096) }
            let tint = imageTint(o, at: path)
            guard let file, let mode else { return nil }
            return ImageSpec(path: file.path, info: file.info, renderingMode: mode, size: size, tintColor: tint)
        default:
            sink.error(path, "expected an image path or object, found \(v.kindName)")
            return nil
        }
    }

    /// An image object's `tintColor` (`UIImage.withTintColor`): a colour, not a derived one (there
    /// is nothing to derive it from).
    func imageTint(_ o: JSONObject, at path: JSONPath) -> ColorValue? {
        guard let v = o["tintColor"], let value = colorValue(v, at: path / "tintColor") else { return nil }
        guard case .color = value else {
            sink.error(path / "tintColor", "a derived colour cannot be an image's tint colour: give a colour (UIImage.withTintColor takes one)")
            return nil
        }
        return value
    }

    /// A path, or `{ "src", "capInsets", "resizingMode", "scale" }`.
    public func backgroundImage(_ v: JSONValue, at path: JSONPath) -> BackgroundImageSpec? {
        switch v {
        case .string:
            return imageFile(v, at: path).map { BackgroundImageSpec(path: $0.path, info: $0.info) }
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.backgroundImageKeys, at: path, what: "backgroundImage")
            guard let src = o["src"] else { sink.error(path, "a background image needs a src"); return nil }
            let file = imageFile(src, at: path / "src").map { imageScale(o, $0, at: path) }
            let caps = o["capInsets"].flatMap { insets($0, at: path / "capInsets") }
            if let caps, [caps.top, caps.left, caps.bottom, caps.right].contains(where: { $0 < 0 }) {
                sink.error(path / "capInsets", "cap insets must not be negative")
            }
            let mode = o["resizingMode"].map { enumeration($0, at: path / "resizingMode", ResizingMode.self) } ?? .stretch
            if let caps, let size = file?.info.pointSize, let problem = Self.capProblem(caps, image: size) {
                sink.error(path / "capInsets", problem)
            }
            guard let file, let mode else { return nil }
            return BackgroundImageSpec(path: file.path, info: file.info, capInsets: caps, resizingMode: mode)
        default:
            sink.error(path, "expected an image path or object, found \(v.kindName)")
            return nil
        }
    }

    /// `file` with the scale an image object's `scale` gives its pixels (`UIImage.scale`: an asset
    /// catalog's `2x` file need not be named `@2x`); only a PNG has one.
    private func imageScale(_ o: JSONObject, _ file: (path: String, info: ImageInfo), at path: JSONPath) -> (path: String, info: ImageInfo) {
        guard let v = o["scale"], let scale = number(v, at: path / "scale", in: 1...3) else { return file }
        guard file.info.format == .png else {
            sink.error(path / "scale", "scale applies to PNG files; an SVG is drawn at its own size (give the image a size)")
            return file
        }
        var out = file
        out.info.scale = scale
        return out
    }

    /// Why `caps` leave nothing to stretch in an image of `size` points, or nil: UIKit stretches
    /// (or tiles) the part between the caps, so left + right must be less than the width and
    /// top + bottom less than the height; caps that meet (22 + 22 on a 44-pt image) leave no centre.
    static func capProblem(_ caps: EdgeInsets, image size: Size) -> String? {
        let across = caps.left + caps.right, down = caps.top + caps.bottom
        guard across >= size.width || down >= size.height else { return nil }
        let n = JSONWriter.number
        var limits: [String] = []
        if across >= size.width { limits.append("left + right must be less than \(n(size.width))") }
        if down >= size.height { limits.append("top + bottom must be less than \(n(size.height))") }
        let how = across > size.width || down > size.height ? "are larger than" : "fill"
        return "cap insets (left \(n(caps.left)) + right \(n(caps.right)), top \(n(caps.top)) + bottom \(n(caps.bottom)) pt) \(how) the "
            + "\(n(size.width)) × \(n(size.height))-pt image: nothing is left to stretch between them "
            + "(\(limits.joined(separator: "; ")); a 1-pt centre is enough)"
    }

    /// An image file that exists and is a readable PNG or SVG, with its header (read once per theme load);
    /// an SVG must refer to nothing outside itself (`SVGExternalReferences`).
    func imageFile(_ v: JSONValue, at path: JSONPath) -> (path: String, info: ImageInfo)? {
        if case .string(let s) = v, ImageDataURI.isDataURI(s) {
            switch ImageDataURI.info(s) {
            case .success(let info): return (s, info)
            case .failure(let e): sink.error(path, e.message); return nil
            }
        }
        guard let p = filePath(v, at: path, kinds: ["png", "svg"]) else { return nil }
        switch fileSystem.imageHeaders.info(p) {
        case .success(let info): return (p, info)
        case .failure(let e): sink.error(path, e.message); return nil
        }
    }

    /// A number of points or `"capsule"`.
    public func cornerRadius(_ v: JSONValue, at path: JSONPath) -> CornerRadius? {
        if case .string("capsule") = v { return .capsule }
        if case .string(let s) = v { sink.error(path, "expected a number or \"capsule\", found '\(s)'"); return nil }
        return number(v, at: path, in: 0...10_000).map(CornerRadius.points)
    }

    /// An array of runs `{ "text", "font", "color", … }`.
    public func attributedTitle(_ v: JSONValue, at path: JSONPath) -> [AttributedRunSpec]? {
        guard case .array(let items) = v else { sink.error(path, "expected an array of runs, found \(v.kindName)"); return nil }
        var runs: [AttributedRunSpec] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let p = path.appending(index: i)
            if case .string = item {
                guard let s = text(item, at: p) else { ok = false; continue }
                runs.append(AttributedRunSpec(text: s)); continue
            }
            guard case .object(let o) = item else { sink.error(p, "expected a run object, found \(item.kindName)"); ok = false; continue }
            checkKeys(o, allowed: ThemeSchema.runKeys, at: p, what: "run")
            guard let t = o["text"], let text = self.text(t, at: p / "text") else {
                if o["text"] == nil { sink.error(p, "a run needs text") }
                ok = false; continue
            }
            var run = AttributedRunSpec(text: text)
            if let x = o["font"] { run.font = font(x, at: p / "font") }
            if let x = o["color"] { run.color = colorValue(x, at: p / "color") }
            if let x = o["backgroundColor"] { run.backgroundColor = colorValue(x, at: p / "backgroundColor") }
            if let x = o["underline"] { run.underline = bool(x, at: p / "underline") ?? false }
            if let x = o["strikethrough"] { run.strikethrough = bool(x, at: p / "strikethrough") ?? false }
            if let x = o["kern"] { run.kern = number(x, at: p / "kern", in: -100...100) ?? 0 }
            if let x = o["baselineOffset"] { run.baselineOffset = number(x, at: p / "baselineOffset", in: -100...100) ?? 0 }
            runs.append(run)
        }
        return ok ? runs : nil
    }
}
