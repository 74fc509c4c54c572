@testable import BezelCore
import BezelTestSupport
import Foundation


/// Mutates theme documents the way hostile or careless input does, knowing the format's shape:
/// kinds swapped, numbers at their edges, deep nesting, Unicode edge cases, unknown keys, missing
/// tokens, reference cycles and `extends` chains. Every mutant is valid JSON text except where a
/// raw lone surrogate escape is planted on purpose.
struct ThemeMutator {
    var random: SplitMix64

    /// Text for a title: right-to-left marks, joiners, stacked combining marks, very long runs.
    static let hostileStrings: [String] = [
        "", " ", "\u{202E}evil\u{202C}", "\u{200D}\u{200D}", "e" + String(repeating: "\u{0301}", count: 500),
        String(repeating: "W", count: 10_000), "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{0000}\u{001B}[31m",
        "\u{FEFF}", "مرحبا بالعالم", "日本語のボタン", "\t\n\r", "{color.missing}", "{a.b", "}", "..", "../../etc/passwd",
        "/etc/passwd.png", "images/../../x.png", "normal+highlighted", "LOSE_SURROGATE",
    ]
    static let hostileNumbers: [Double] = [0, -0.0, -1, 1e308, -1e308, .leastNonzeroMagnitude, 1e-300, 0.5, 4096, 10_000, 100_000,
                                           1e15, 2_147_483_648, 9.007199254740993e15, 0.25, 32768]
    static let keys = ThemeSchema.buttonKeys + ThemeSchema.themeKeys + ThemeSchema.configurationKeys
        + ["normal", "highlighted", "selected+highlighted", "$value", "$type", "zzz", "shade", "of", "src"]

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func chance(_ p: Double) -> Bool { Double(random.next() % 10_000) / 10_000 < p }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

    /// Values a theme may legally hold that sit at the edges of what Bezel draws, by key.
    static let edgeValues: [String: [JSONValue]] = [
        "size": [[0, 0], [0, 44], [1, 1], [10_000, 1], [0.3, 0.3], [4096, 4096]],
        "title": ["", " ", .string(String(repeating: "W", count: 10_000)), "\u{202E}abc", .string("e" + String(repeating: "\u{0301}", count: 500)),
                  "\u{1F469}\u{200D}\u{1F4BB}", "line\nbreak", "LOSE_SURROGATE"],
        "shadow": [["radius": 500, "opacity": 1, "offset": [1000, -1000]], ["radius": 0], [:], [],
                   [["spread": -1000, "inset": true, "radius": 50], ["spread": 1000, "radius": 0]], ["inset": true, "offset": [1000, 1000]]],
        "cornerRadius": [0, 10_000, "capsule"],
        "border": [["width": 1000], ["width": 0], ["width": 1000, "style": "dotted"], ["width": 0.001, "style": "dashed"],
                   ["dashPattern": [0.001]], ["dashPattern": [1000, 1000, 1000], "lineCap": "square"]],
        "backgroundGradient": [[["color": "red", "position": 0], ["color": "blue", "position": 0]],
                               ["type": "radial", "startPoint": [-10, -10], "endPoint": [10, 10],
                                "stops": [["color": "clear", "position": 0], ["color": "white", "position": 1]]]],
        "numberOfLines": [0, 100, 1],
        "states": [[], ["normal"], ["focused+selected+highlighted+disabled"]],
        "scales": [[4], [0.25], [0.25, 4]],
        "font": [["size": 1000], ["size": 1], ["family": "Comic Sans MS"], ["weight": 1]],
        "contentEdgeInsets": [[10_000, 10_000, 10_000, 10_000], [-10_000, -10_000, -10_000, -10_000]],
        "titleEdgeInsets": [[0, -10_000, 0, 0]], "imageEdgeInsets": [[10_000, 0, 0, 0]],
        "titleRect": [[0, 0, 0, 0], [-10_000, -10_000, 10_000, 10_000]],
        "buttons": [[:]],
        "locales": [["ar"], ["zz-Latn-XX"]],
    ]

    /// `document` with one to four mutations applied at random places.
    mutating func mutate(_ document: JSONValue) -> JSONValue {
        var value = document
        for _ in 0..<(1 + Int(random.next() % 4)) {
            value = chance(0.6) ? edgeSomewhere(value) : mutateSomewhere(value, depth: 0)
        }
        return value
    }

    /// Sets one key, in the theme or one of its buttons, to a legal value at the edge.
    mutating func edgeSomewhere(_ value: JSONValue) -> JSONValue {
        guard case .object(var theme) = value else { return value }
        let (key, values) = pick(Self.edgeValues.sorted { $0.key < $1.key })
        let edge = pick(values)
        if ["scales", "buttons", "locales"].contains(key) { theme[key] = edge; return .object(theme) }
        guard case .object(var buttons)? = theme["buttons"], !buttons.isEmpty else { return value }
        let i = Int(random.next() % UInt64(buttons.entries.count))
        guard case .object(var button) = buttons.entries[i].value else { return value }
        button[key] = edge
        buttons.entries[i].value = .object(button)
        theme["buttons"] = .object(buttons)
        return .object(theme)
    }

    /// Walks to a random node and replaces it.
    mutating func mutateSomewhere(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case .object(var o) where !o.isEmpty && chance(0.8):
            let i = Int(random.next() % UInt64(o.entries.count))
            if chance(0.15) { o.entries.remove(at: i); return .object(o) }
            if chance(0.1) { o.entries.append((key: pick(Self.keys), value: replacement(for: .null))); return .object(o) }
            o.entries[i].value = mutateSomewhere(o.entries[i].value, depth: depth + 1)
            return .object(o)
        case .array(var a) where !a.isEmpty && chance(0.8):
            let i = Int(random.next() % UInt64(a.count))
            a[i] = mutateSomewhere(a[i], depth: depth + 1)
            return .array(a)
        default:
            return replacement(for: value)
        }
    }

    /// A value of another kind, or the same kind at an edge.
    mutating func replacement(for value: JSONValue) -> JSONValue {
        switch random.next() % 9 {
        case 0: return .number(pick(Self.hostileNumbers) * (chance(0.5) ? 1 : -1))
        case 1: return .string(pick(Self.hostileStrings))
        case 2: return .bool(chance(0.5))
        case 3: return .null
        case 4: return .array((0..<Int(random.next() % 5)).map { _ in .number(pick(Self.hostileNumbers)) })
        case 5: return nested(depth: 5 + Int(random.next() % 300))
        case 6: return .object(JSONObject([(key: pick(Self.keys), value: .string(pick(Self.hostileStrings)))]))
        case 7:
            if case .number(let n) = value { return .number(pick([n * 1000, -n, n + 0.5, 0])) }
            return .string(pick(["#fff", "#12345", "rgb(300,0,0)", "systemBlue", "capsule", "{color.brand}", "x.ttf"]))
        default:
            return .array([.number(0), .number(0)])
        }
    }

    /// Arrays and objects nested `depth` deep.
    mutating func nested(depth: Int) -> JSONValue {
        var v: JSONValue = .number(1)
        for i in 0..<depth { v = i % 2 == 0 ? .array([v]) : .object(JSONObject([(key: "a", value: v)])) }
        return v
    }

    /// The text of a mutant: JSON, with a planted lone surrogate where the marker string stands.
    static func text(of value: JSONValue) -> String {
        JSONWriter.write(value).replacingOccurrences(of: "LOSE_SURROGATE", with: "\\ud800x")
    }
}
