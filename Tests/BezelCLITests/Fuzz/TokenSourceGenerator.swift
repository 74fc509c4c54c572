import BezelCore
import BezelTestSupport
import Foundation

/// Where a generated theme's tokens come from (docs/format.md §5.3–§5.5): an inline tree, one DTCG
/// or legacy `value`/`type` file, a list or glob of files merged in order, a Tokens Studio folder
/// (`$themes.json`, `$metadata.json`, one file per set) or a DTCG resolver; the files are written
/// under `folder`, and `value` is what the theme's `tokens` key holds.
struct TokenSource {
    var value: JSONValue
    var tree: TokenTree
    /// `tokenSettings` that fit the source (select, modeGroups, strictModes), when chosen.
    var settings: JSONValue?
}

enum TokenSourceGenerator {
    /// A source of tokens; `folder` is the theme's folder, `sub` the case's own folder inside it.
    static func source(_ r: inout SplitMix64, folder: String, sub: String) -> TokenSource {
        let base = TokenTreeGenerator.tree(&r, typesWanted: 4 + r.below(9))
        switch r.below(12) {
        case 0...3: return TokenSource(value: .object(base.tree), tree: base)
        case 4, 5:
            let legacy = r.chance(0.3)
            return TokenSource(value: .string(write(base.tree, "\(sub)/one.tokens.json", folder, legacy: legacy)), tree: legacy ? legacyNames(base) : base)
        case 6, 7: return fileSet(base, &r, folder: folder, sub: sub)
        case 8, 9: return tokensStudio(base, &r, folder: folder, sub: sub)
        default: return resolver(base, &r, folder: folder, sub: sub)
        }
    }

    /// Writes a tree (as legacy `value`/`type` when asked) and returns its path relative to `folder`.
    @discardableResult
    static func write(_ tree: JSONObject, _ path: String, _ folder: String, legacy: Bool = false) -> String {
        let file = folder + "/" + path
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let value: JSONValue = legacy ? legacyForm(.object(tree)) : .object(tree)
        try? Data(JSONWriter.write(value).utf8).write(to: URL(fileURLWithPath: file))
        return path
    }

    /// `$value`/`$type` written as Style Dictionary v3 and Tokens Studio's legacy `value`/`type`.
    static func legacyForm(_ value: JSONValue) -> JSONValue {
        guard case .object(let o) = value else { return value }
        return .object(JSONObject(o.entries.compactMap { entry in
            switch entry.key {
            case "$value": return (key: "value", value: entry.value)
            case "$type": return (key: "type", value: entry.value)
            case "$extends", "$ref", "$root": return nil
            default: return (key: entry.key, value: legacyForm(entry.value))
            }
        }))
    }

    /// The names a legacy file keeps: it has no `$root`, `$extends` or `$ref`.
    static func legacyNames(_ tree: TokenTree) -> TokenTree {
        var kept = tree
        kept.names = tree.names.mapValues { $0.filter { !$0.hasPrefix("palette.") && !$0.hasSuffix(".g") } }
        return kept
    }

    /// The same names with other values (a later file or a mode that overrides them).
    static func variant(of tree: TokenTree, _ r: inout SplitMix64) -> JSONObject {
        var out = JSONObject()
        for (type, names) in tree.names.sorted(by: { $0.key < $1.key }) {
            var group = JSONObject([(key: "$type", value: .string(type))])
            for name in Set(names).sorted() where name.hasPrefix(type + ".") && name.split(separator: ".").count == 2 && r.chance(0.6) {
                group.entries.append((key: String(name.split(separator: ".")[1]), value: ["$value": TokenValueGenerator.value(of: type, &r)]))
            }
            if group.entries.count > 1 { out.entries.append((key: type, value: .object(group))) }
        }
        return out
    }

    /// A list or glob of files merged in order: the base, then overrides.
    static func fileSet(_ base: TokenTree, _ r: inout SplitMix64, folder: String, sub: String) -> TokenSource {
        write(base.tree, "\(sub)/set/a/primitives.json", folder)
        write(variant(of: base, &r), "\(sub)/set/b/semantic.json", folder, legacy: r.chance(0.2))
        write(variant(of: base, &r), "\(sub)/set/b/deep/x/component.json", folder)
        let value: JSONValue = r.chance(0.93) ? r.pick([
            .string("\(sub)/set/**/*.json"), .string("\(sub)/set/*/*.json"),
            .array([.string("\(sub)/set/a/primitives.json"), .string("\(sub)/set/b/*.json")]),
            .array([.string("\(sub)/set/a/*.json"), .string("\(sub)/set/**/component.json")]),
        ]) : r.pick([.string("\(sub)/set/none/*.json"), .array([]), .string("\(sub)/set/a/../../../../outside.json")])
        return TokenSource(value: value, tree: base)
    }

    /// A Tokens Studio sync folder: `$themes.json` with a colour-scheme group (and sometimes a
    /// second group), `$metadata.json`'s set order, one file per set.
    static func tokensStudio(_ base: TokenTree, _ r: inout SplitMix64, folder: String, sub: String) -> TokenSource {
        let legacy = r.chance(0.5)
        write(base.tree, "\(sub)/ts/core.json", folder, legacy: legacy)
        write(variant(of: base, &r), "\(sub)/ts/light.json", folder, legacy: legacy)
        write(variant(of: base, &r), "\(sub)/ts/dark.json", folder, legacy: legacy)
        write(variant(of: base, &r), "\(sub)/ts/sizes/compact.json", folder, legacy: legacy)
        var themes: [JSONValue] = [
            ["name": "Light", "group": "Mode", "selectedTokenSets": ["core": "source", "light": "enabled", "dark": "disabled"]],
            ["name": "Dark", "group": "Mode", "selectedTokenSets": ["core": "source", "light": "disabled", "dark": "enabled"]],
        ]
        let sizes = r.chance(0.4)
        if sizes {
            themes.append(["name": "Regular", "group": "Size", "selectedTokenSets": [:]])
            themes.append(["name": "Compact", "group": "Size", "selectedTokenSets": ["sizes/compact": "enabled"]])
        }
        if r.chance(0.03) { themes.append(["name": "Broken", "selectedTokenSets": ["nowhere": "enabled"]]) }
        let themesFile = folder + "/\(sub)/ts/$themes.json"
        try? Data(JSONWriter.write(.array(themes)).utf8).write(to: URL(fileURLWithPath: themesFile))
        if r.chance(0.8) {
            write(JSONObject([(key: "tokenSetOrder", value: ["core", "light", "dark", "sizes/compact"])]), "\(sub)/ts/$metadata.json", folder)
        }
        let settings: JSONValue? = r.chance(0.4) ? r.object([
            ("select", sizes && r.chance(0.5) ? ["Size": .string(r.chance(0.95) ? r.pick(["Compact", "Regular"]) : "Huge")] : nil),
            ("modeGroups", r.chance(0.5) ? .array([.string(r.chance(0.95) ? r.pick(sizes ? ["Mode", "Size"] : ["Mode"]) : "Nope")]) : nil),
            ("strictModes", r.chance(0.3) ? true : nil)]) : nil
        return TokenSource(value: .string("\(sub)/ts/$themes.json"), tree: legacy ? legacyNames(base) : base, settings: settings)
    }

    /// A DTCG 2025.10 resolver: a set of files, a theme modifier, an inline density modifier.
    static func resolver(_ base: TokenTree, _ r: inout SplitMix64, folder: String, sub: String) -> TokenSource {
        write(base.tree, "\(sub)/rs/primitives.tokens.json", folder)
        write(variant(of: base, &r), "\(sub)/rs/light.tokens.json", folder)
        write(variant(of: base, &r), "\(sub)/rs/dark.tokens.json", folder, legacy: r.chance(0.2))
        var contexts: [(key: String, value: JSONValue)] = [(key: "light", value: [["$ref": "light.tokens.json"]])]
        if r.chance(0.9) { contexts.append((key: "dark", value: [["$ref": "dark.tokens.json"]])) }
        var order: [JSONValue] = [["$ref": "#/sets/primitives"], ["$ref": "#/modifiers/theme"]]
        if r.chance(0.4) {
            order.append(["type": "modifier", "name": "density", "contexts": ["regular": [], "compact": [.object(variant(of: base, &r))]],
                          "default": "regular"])
        }
        if r.chance(0.05) { order.append(["$ref": "#/sets/missing"]) }
        let document = r.object([
            ("version", r.chance(0.95) ? "2025.10" : "2024"),
            ("sets", ["primitives": ["sources": [["$ref": r.chance(0.97) ? "primitives.tokens.json" : "primitives.tokens.json#/color"]]]]),
            ("modifiers", r.object([("theme", r.object([("contexts", .object(JSONObject(contexts))), ("default", r.chance(0.8) ? "light" : nil)]))])),
            ("resolutionOrder", .array(order)),
        ])
        write(document.objectValue!, "\(sub)/rs/brand.resolver.json", folder)
        let settings: JSONValue? = r.chance(0.3) && order.count > 2 ? ["modeGroups": .array([.string(r.pick(["theme", "density"]))])] : nil
        return TokenSource(value: .string("\(sub)/rs/brand.resolver.json"), tree: base, settings: settings)
    }
}
