import BezelCore
import BezelTestSupport

/// Buttons that use the features added since the first fuzz test (docs/format.md §7–§10): layered
/// and inset shadows, linear and radial gradients with edge radii, dashed and dotted borders and
/// dash patterns, stretchable sprites and nine-slice background images, localizations in the bare
/// and object forms with attributed runs, per-state tables; each value written literally or as a
/// reference to a token of the right type. Mostly valid, with values at the edges of their ranges.
struct FeatureButtonGenerator {
    var tokens: TokenTree
    /// Image files the theme's folder holds (relative paths): SVG and PNG.
    var images: [String]

    /// A value of `type`: a token reference (when the tree has one) or a literal.
    func valued(_ type: String, _ r: inout SplitMix64, literal: (inout SplitMix64) -> JSONValue) -> JSONValue {
        if r.chance(0.35), let reference = tokens.reference(type, &r) { return reference }
        return literal(&r)
    }

    func button(_ r: inout SplitMix64) -> JSONValue {
        var keys: [(String, JSONValue?)] = [
            ("title", r.chance(0.85) ? title(&r) : nil),
            ("size", r.chance(0.6) ? .array([r.value(20...160, edges: [1, 10_000, 0.5]), r.value(20...60, edges: [1, 4096, 0])]) : nil),
            ("font", r.chance(0.5) ? font(&r) : nil),
            ("titleColor", r.chance(0.6) ? perState(&r) { g, r in g.valued("color", &r, literal: TokenValueGenerator.color) } : nil),
            ("backgroundColor", r.chance(0.7) ? perState(&r) { g, r in g.valued("color", &r, literal: TokenValueGenerator.color) } : nil),
            ("cornerRadius", r.chance(0.6) ? (r.chance(0.2) ? "capsule" : valued("dimension", &r) { r in r.value(0...20, edges: [0, 10_000, 4095]) }) : nil),
            ("border", r.chance(0.5) ? perState(&r) { g, r in g.border(&r) } : nil),
            ("shadow", r.chance(0.5) ? perState(&r) { g, r in g.shadow(&r) } : nil),
            ("backgroundGradient", r.chance(0.4) ? perState(&r) { g, r in g.gradient(&r) } : nil),
            ("backgroundImage", r.chance(0.15) ? nineSlice(&r) : nil),
            ("image", r.chance(0.15) && !images.isEmpty ? .string(r.pick(images)) : nil),
            ("contentEdgeInsets", r.chance(0.3) ? .array((0..<4).map { _ in valued("dimension", &r) { r in r.value(0...16, edges: [-10_000, 10_000]) } }) : nil),
            ("stretchable", r.chance(0.25) ? .bool(r.chance(0.85)) : nil),
            ("localizations", r.chance(0.3) ? localizations(&r) : nil),
            ("numberOfLines", r.chance(0.1) ? .number(Double(r.pick([0, 1, 2, 100]))) : nil),
            ("adjustsFontForContentSizeCategory", r.chance(0.3) ? .bool(true) : nil),
            ("lineBreakMode", r.chance(0.1) ? .string(r.pick(["middle", "tail", "head", "clip", "word"])) : nil),
        ]
        if r.chance(0.1) { keys.append(("attributedTitle", runs(&r))) }
        if r.chance(0.05) { keys.append(("titleRect", .array([0, r.value(0...40, edges: [65, -10]), 100, 35]))) }
        return r.object(keys)
    }

    /// A bare value, or a state table over a few states (hover and combinations included).
    func perState(_ r: inout SplitMix64, _ make: (FeatureButtonGenerator, inout SplitMix64) -> JSONValue) -> JSONValue {
        guard r.chance(0.35) else { return make(self, &r) }
        var table = JSONObject([(key: "normal", value: make(self, &r))])
        for state in ["highlighted", "disabled", "selected", "hover", "focused", "selected+highlighted"] where r.chance(0.3) {
            table.entries.append((key: state, value: r.chance(0.1) ? .null : make(self, &r)))
        }
        return .object(table)
    }

    func title(_ r: inout SplitMix64) -> JSONValue {
        .string(r.pick(["Save", "OK", "Get started", "Continue with a longer title", "مرحبا", "日本語", "A\u{FFFF}B", "e\u{0301}\u{0301}",
                        "\u{1F469}\u{200D}\u{1F4BB}", String(repeating: "W", count: r.chance(0.9) ? 40 : r.pick([999, 1000, 1001])), "", " "]))
    }

    func font(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.35), let reference = tokens.reference("typography", &r) { return reference }
        return r.object([("family", valued("fontFamily", &r) { r in .string(r.pick(["DejaVu Sans", "DejaVu Serif"])) }),
                         ("size", valued("dimension", &r) { r in r.value(9...30, edges: [1, 1000, 0.5]) }),
                         ("weight", valued("fontWeight", &r) { r in r.value(100...900, edges: [1, 1000]) })], drop: 0.3)
    }

    func border(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.3), let reference = tokens.reference("border", &r) { return reference }
        let style: JSONValue? = r.chance(0.6) ? (r.chance(0.03) ? tokens.reference("strokeStyle", &r) : nil) ?? .string(r.pick(["solid", "dashed", "dotted"])) : nil
        let pattern: JSONValue? = r.chance(0.25) ? .array((0..<(r.chance(0.05) ? 33 : 1 + r.below(4))).map { _ in r.value(0.5...10, edges: [0.001, 1000, 0.01]) }) : nil
        return r.object([("width", valued("dimension", &r) { r in r.value(0...4, edges: [0, 0.001, 1000, 40]) }),
                         ("color", valued("color", &r, literal: TokenValueGenerator.color)), ("style", style), ("dashPattern", pattern),
                         ("lineCap", r.chance(0.3) ? .string(r.pick(["butt", "round", "square"])) : nil)], drop: 0.1)
    }

    func shadowLayer(_ r: inout SplitMix64) -> JSONValue {
        r.object([("color", valued("color", &r, literal: TokenValueGenerator.color)),
                  ("offset", .array([r.value(-6...6, edges: [-1000, 1000]), r.value(-6...6, edges: [1000])])),
                  ("radius", r.value(0...12, edges: [0, 500, 250])), ("opacity", r.value(0...1, edges: [0, 1])),
                  ("spread", r.chance(0.4) ? r.value(-6...6, edges: [-1000, 1000, 500]) : nil),
                  ("inset", r.chance(0.3) ? .bool(r.chance(0.8)) : nil)], drop: 0.2)
    }

    func shadow(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.3), let reference = tokens.reference("shadow", &r) { return reference }
        if r.chance(0.4) { return .array((0..<r.below(r.chance(0.05) ? 20 : 4)).map { _ in shadowLayer(&r) }) }
        return shadowLayer(&r)
    }

    func gradient(_ r: inout SplitMix64) -> JSONValue {
        if r.chance(0.3), let reference = tokens.reference("gradient", &r) { return reference }
        let stops = TokenValueGenerator.gradient(&r)
        if r.chance(0.3) { return stops }
        let radial = r.chance(0.5)
        func point(_ base: Double) -> JSONValue {
            .array([r.chance(0.9) ? .number(r.number(-0.5...1.5)) : .number(r.pick([base, base + 0.001, base + 0.000_9, 10, -10, 2])),
                    r.chance(0.9) ? .number(r.number(-0.5...1.5)) : .number(r.pick([base, base + 0.001, base + 0.000_000_1]))])
        }
        return r.object([("type", radial ? "radial" : (r.chance(0.5) ? "axial" : nil)), ("stops", stops),
                         ("startPoint", r.chance(0.7) ? point(0.5) : nil), ("endPoint", r.chance(0.7) ? point(0.5) : nil)])
    }

    func nineSlice(_ r: inout SplitMix64) -> JSONValue {
        guard let image = images.first(where: { $0.hasSuffix(".svg") }) ?? images.first else { return .null }
        let cap = { (r: inout SplitMix64) -> JSONValue in r.chance(0.99) ? .number(r.number(0...8)) : .number(r.pick([21.5, 22, 10_000])) }
        return r.object([("src", .string(image)), ("capInsets", .array([cap(&r), cap(&r), cap(&r), cap(&r)])),
                         ("resizingMode", r.chance(0.5) ? .string(r.pick(["stretch", "tile"])) : nil)])
    }

    /// An attributed title: strings and runs with fonts, colours, kerning and baseline offsets.
    func runs(_ r: inout SplitMix64) -> JSONValue {
        .array((0..<(1 + r.below(3))).map { _ in
            r.chance(0.3) ? title(&r) : r.object([("text", title(&r)), ("font", r.chance(0.4) ? font(&r) : nil),
                                                  ("color", r.chance(0.4) ? valued("color", &r, literal: TokenValueGenerator.color) : nil),
                                                  ("underline", r.chance(0.2) ? true : nil), ("kern", r.chance(0.2) ? r.value(-2...4, edges: [-100, 100]) : nil),
                                                  ("baselineOffset", r.chance(0.2) ? r.value(-4...4, edges: [100]) : nil)])
        })
    }

    /// Localized titles: bare strings, per-state tables, bare attributed runs and the object form.
    func localizations(_ r: inout SplitMix64) -> JSONValue {
        var object = JSONObject()
        for locale in ["de", "ar", "ja", "zh-Hans", "pt_BR"] where r.chance(0.4) {
            let value: JSONValue
            switch r.below(4) {
            case 0: value = r.chance(0.03) ? title(&r) : ["title": title(&r)]
            case 1: value = ["title": title(&r)]
            case 2: value = ["title": ["normal": title(&r), "highlighted": title(&r)]]
            default: value = r.chance(0.03) ? runs(&r) : ["attributedTitle": runs(&r)]
            }
            object.entries.append((key: locale, value: value))
        }
        return .object(object)
    }
}
