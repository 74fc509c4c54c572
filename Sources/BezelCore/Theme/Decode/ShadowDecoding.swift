/// The decoder of the `shadow` value (docs/format.md §8.6): one layer or a list of layers.
extension ValueDecoder {
    /// One shadow object, or an array of them, the first drawn on top (CSS `box-shadow`'s order);
    /// an empty array is no shadow.
    public func shadows(_ v: JSONValue, at path: JSONPath) -> [ShadowSpec]? {
        switch v {
        case .object:
            return shadow(v, at: path).map { [$0] }
        case .array(let items):
            guard items.count <= InputLimits.shadowLayers.value else {
                sink.error(path, "a shadow has at most \(InputLimits.shadowLayers.value) layers, found \(items.count)" + InputLimits.shadowLayers.tag)
                return nil
            }
            let layers = items.enumerated().compactMap { shadow($1, at: path.appending(index: $0)) }
            return layers.count == items.count ? layers : nil
        default:
            sink.error(path, "expected a shadow object or an array of them, found \(v.kindName)")
            return nil
        }
    }

    /// `{ "color", "offset", "radius", "opacity", "spread", "inset" }` (one layer).
    public func shadow(_ v: JSONValue, at path: JSONPath) -> ShadowSpec? {
        guard case .object(let o) = v else { sink.error(path, "expected a shadow object, found \(v.kindName)"); return nil }
        checkKeys(o, allowed: ThemeSchema.shadowKeys, at: path, what: "shadow")
        let color = o["color"].map { colorValue($0, at: path / "color") } ?? .color(.black)
        let offset = o["offset"].map { self.offset($0, at: path / "offset") } ?? Size(width: 0, height: -3)
        let radius = o["radius"].map { number($0, at: path / "radius", in: 0...500) } ?? 3
        let opacity = o["opacity"].map { number($0, at: path / "opacity", in: 0...1) } ?? 1
        let spread = o["spread"].map { number($0, at: path / "spread", in: -1000...1000) } ?? 0
        let inset = o["inset"].map { strictBool($0, at: path / "inset") } ?? false
        guard let color, let offset, let radius, let opacity, let spread, let inset else { return nil }
        return ShadowSpec(color: color, offset: offset, radius: radius, opacity: opacity, spread: spread, inset: inset)
    }

    /// A boolean; `null` is an error too (a missing value is written by leaving the key out).
    func strictBool(_ v: JSONValue, at path: JSONPath) -> Bool? {
        if v == .null { sink.error(path, "expected true or false, found null"); return nil }
        return bool(v, at: path)
    }
}
