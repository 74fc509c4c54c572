/// The decoder of the `border` value (docs/format.md §8.5).
extension ValueDecoder {
    /// `{ "width", "color", "style", "dashPattern", "lineCap" }`.
    public func border(_ v: JSONValue, at path: JSONPath) -> BorderSpec? {
        guard case .object(let o) = v else { sink.error(path, "expected {\"width\", \"color\"}, found \(v.kindName)"); return nil }
        checkKeys(o, allowed: ThemeSchema.borderKeys, at: path, what: "border")
        let width = o["width"].map { number($0, at: path / "width", in: 0...1000) } ?? 1
        let color = o["color"].map { colorValue($0, at: path / "color") } ?? .color(.black)
        let style = o["style"].map { enumeration($0, at: path / "style", BorderStyle.self) } ?? .solid
        let pattern = o["dashPattern"].map { dashPattern($0, at: path / "dashPattern") }
        let cap = o["lineCap"].map { enumeration($0, at: path / "lineCap", LineCap.self) }
        guard let width, let color, let style, pattern != .some(nil), cap != .some(nil) else { return nil }
        return BorderSpec(width: width, color: color, style: style, dashPattern: pattern ?? nil, lineCap: cap ?? nil)
    }

    /// An array of 1…32 dash and gap lengths, each more than 0 and at most 1000 points
    /// (`CAShapeLayer.lineDashPattern`; an odd count repeats, as there).
    func dashPattern(_ v: JSONValue, at path: JSONPath) -> [Double]? {
        guard case .array(let items) = v else {
            sink.error(path, "expected an array of dash and gap lengths in points, found \(v.kindName)")
            return nil
        }
        guard (1...InputLimits.dashPatternLength.value).contains(items.count) else {
            sink.error(path, "a dash pattern has 1 to \(InputLimits.dashPatternLength.value) lengths, found \(items.count)" + InputLimits.dashPatternLength.tag)
            return nil
        }
        var lengths: [Double] = []
        for (i, item) in items.enumerated() {
            let p = path.appending(index: i)
            guard let n = number(item, at: p, in: 0...1000) else { continue }
            if n > 0 { lengths.append(n) } else { sink.error(p, "a dash or gap length must be more than 0") }
        }
        return lengths.count == items.count ? lengths : nil
    }
}
