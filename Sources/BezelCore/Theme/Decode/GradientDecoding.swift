/// The decoder of the `backgroundGradient` value (docs/format.md §8.7).
extension ValueDecoder {
    /// `{ "type", "stops", "startPoint", "endPoint" }`, or a bare array of stops (a top-to-bottom
    /// axial gradient).
    public func gradient(_ v: JSONValue, at path: JSONPath) -> GradientSpec? {
        switch v {
        case .array:
            return gradientStops(v, at: path).map { GradientSpec(stops: $0) }
        case .object(let o):
            checkKeys(o, allowed: ThemeSchema.gradientKeys, at: path, what: "backgroundGradient")
            let type = o["type"].map { enumeration($0, at: path / "type", GradientType.self) } ?? .axial
            guard let stopsValue = o["stops"] else { sink.error(path, "a gradient needs stops (at least two)"); return nil }
            let stops = gradientStops(stopsValue, at: path / "stops")
            let start = o["startPoint"].map { unitPoint($0, at: path / "startPoint") }
            let end = o["endPoint"].map { unitPoint($0, at: path / "endPoint") }
            guard let type, let stops, start != .some(nil), end != .some(nil) else { return nil }
            let gradient = GradientSpec(type: type, stops: stops, startPoint: start ?? nil, endPoint: end ?? nil)
            return checkedGeometry(gradient, at: path, givenEnd: o["endPoint"] != nil) ? gradient : nil
        default:
            sink.error(path, "expected a gradient object or an array of stops, found \(v.kindName)")
            return nil
        }
    }

    /// 2…64 stops `{ "color", "position" }`, positions 0…1 and not decreasing.
    func gradientStops(_ v: JSONValue, at path: JSONPath) -> [GradientStopSpec]? {
        guard case .array(let items) = v else { sink.error(path, "expected an array of stops, found \(v.kindName)"); return nil }
        guard (2...InputLimits.gradientStops.value).contains(items.count) else {
            sink.error(path, "a gradient needs 2 to \(InputLimits.gradientStops.value) stops, found \(items.count)" + InputLimits.gradientStops.tag)
            return nil
        }
        var stops: [GradientStopSpec] = []
        for (i, item) in items.enumerated() {
            let p = path.appending(index: i)
            guard case .object(let o) = item else { sink.error(p, "expected a stop {\"color\", \"position\"}, found \(item.kindName)"); continue }
            checkKeys(o, allowed: ThemeSchema.gradientStopKeys, at: p, what: "gradient stop")
            guard let c = o["color"], let position = o["position"] else {
                sink.error(p, "a gradient stop needs a color and a position"); continue
            }
            guard let color = colorValue(c, at: p / "color"), let at = number(position, at: p / "position", in: 0...1) else {
                if c == .null { sink.error(p / "color", "expected a colour, found null") }
                if position == .null { sink.error(p / "position", "expected a number, found null") }
                continue
            }
            if let previous = stops.last, stops.count == i, at < previous.position {
                sink.error(p / "position", "\(JSONWriter.number(at)) is before the previous stop's \(JSONWriter.number(previous.position)): "
                           + "positions must not decrease")
            }
            stops.append(GradientStopSpec(color: color, position: at))
        }
        let ordered = zip(stops, stops.dropFirst()).allSatisfy { $0.position <= $1.position }
        return stops.count == items.count && ordered ? stops : nil
    }

    /// `[x, y]` in unit coordinates of the bounds, each −10…10 (points outside the bounds are allowed,
    /// as in `CAGradientLayer`).
    func unitPoint(_ v: JSONValue, at path: JSONPath) -> Point? {
        guard case .array(let a) = v, a.count == 2 else { sink.error(path, "expected [x, y] in unit coordinates, found \(v.kindName)"); return nil }
        guard let x = number(a[0], at: path.appending(index: 0), in: -10...10),
              let y = number(a[1], at: path.appending(index: 1), in: -10...10) else { return nil }
        return Point(x: x, y: y)
    }

    /// An axial gradient needs two distinct points; a radial one an end point apart from the
    /// start in both axes (the ellipse's radii).
    func checkedGeometry(_ g: GradientSpec, at path: JSONPath, givenEnd: Bool) -> Bool {
        let dx = g.endPoint.x - g.startPoint.x, dy = g.endPoint.y - g.startPoint.y
        let at = givenEnd ? path / "endPoint" : path / "startPoint"
        let limit = InputLimits.radialGradientRadius
        switch g.type {
        case .axial where dx == 0 && dy == 0:
            sink.error(at, "an axial gradient's endPoint must differ from its startPoint")
            return false
        case .radial where dx == 0 || dy == 0:
            sink.error(at, "a radial gradient's endPoint must differ from its startPoint in both x and y: "
                       + "the ellipse's radii are |endPoint − startPoint| in each axis")
            return false
        case .radial where abs(dx) * Double(limit.value) < 1 || abs(dy) * Double(limit.value) < 1:
            let apart = "\(abs(dx)) and \(abs(dy))"
            sink.error(at, "a radial gradient needs startPoint and endPoint at least \(JSONWriter.number(1 / Double(limit.value))) "
                       + "apart in x and in y, found \(apart)" + limit.tag)
            return false
        default:
            return true
        }
    }
}
