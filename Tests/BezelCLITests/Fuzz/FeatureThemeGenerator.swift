import BezelCore
import BezelTestSupport
import Foundation

/// Whole themes built from the features added since the first fuzz test: a token source of any
/// shape (§5.3–§5.5), buttons of `FeatureButtonGenerator`, modes that swap tokens, accessibility
/// variants (Dynamic Type sizes, Increase Contrast with `highContrastTokens`, Bold Text, Button
/// Shapes), locales, an appearance, and `extends` chains written beside the theme (sometimes a
/// cycle or longer than the 32-theme limit). Scales stay small so that most themes render quickly.
struct FeatureThemeGenerator {
    /// The folder the theme is written into (it holds `images/`).
    var folder: String
    /// A name unique to the case; its files are `<stem>*.json` and the folder `<stem>/`.
    var stem: String
    var images: [String]

    /// Generates the theme, writes its token files and `extends` bases, and returns the document.
    func theme(_ r: inout SplitMix64) -> JSONValue {
        let source = TokenSourceGenerator.source(&r, folder: folder, sub: stem)
        let buttons = FeatureButtonGenerator(tokens: source.tree, images: images)
        var theme: [(String, JSONValue?)] = [
            ("name", .string(stem)), ("tokens", source.value), ("tokenSettings", source.settings),
            ("scales", r.chance(0.85) ? [1] : r.pick([[1, 2], [2], [0.25], [4], [1, 1], [3, 0.5]])),
            ("states", r.chance(0.3) ? .array(["normal", "highlighted", "hover", "disabled", "selected+highlighted"].filter { _ in r.chance(0.6) }.map { .string($0) }) : nil),
            ("tintColor", r.chance(0.3) ? buttons.valued("color", &r, literal: TokenValueGenerator.color) : nil),
            ("appearance", r.chance(0.3) ? appearance(buttons, &r) : nil),
            ("modes", r.chance(0.3) ? modes(source.tree, &r) : nil),
            ("accessibility", r.chance(0.25) ? accessibility(source.tree, &r) : nil),
            ("locales", r.chance(0.1) ? .array([.string(r.pick(["ar", "he", "de", "zz"]))]) : nil),
            ("web", r.chance(0.1) ? ["hover": .string(r.pick(["highlighted", "focused", "none"]))] : nil),
        ]
        var list = JSONObject()
        for i in 0..<(1 + r.below(4)) { list.entries.append((key: "b\(i)", value: buttons.button(&r))) }
        theme.append(("buttons", .object(list)))
        if r.chance(0.15) { theme.append(("extends", .string(extendsChain(&r)))) }
        return r.object(theme)
    }

    func appearance(_ buttons: FeatureButtonGenerator, _ r: inout SplitMix64) -> JSONValue {
        r.object([("shadow", r.chance(0.5) ? buttons.shadow(&r) : nil), ("border", r.chance(0.5) ? buttons.border(&r) : nil),
                  ("font", r.chance(0.5) ? buttons.font(&r) : nil), ("backgroundGradient", r.chance(0.3) ? buttons.gradient(&r) : nil),
                  ("custom", r.chance(0.2) ? ["cornerRadius": 8] : nil)])
    }

    /// A dark mode that swaps some tokens, sometimes a high-contrast mode with its own variants.
    func modes(_ tree: TokenTree, _ r: inout SplitMix64) -> JSONValue {
        r.object([("dark", r.object([("tokens", r.chance(0.7) ? .object(TokenSourceGenerator.variant(of: tree, &r)) : nil),
                                     ("colorScheme", r.chance(0.2) ? "light" : nil)])),
                  ("contrast", r.chance(0.3) ? ["accessibilityContrast": "high", "accessibility": ["contrast": ["standard"]]] : nil)])
    }

    /// Accessibility variants: at most two content sizes, both contrasts, bold text, button shapes.
    func accessibility(_ tree: TokenTree, _ r: inout SplitMix64) -> JSONValue {
        let sizes = ["xSmall", "large", "xxxLarge", "accessibilityExtraExtraExtraLarge", "medium", "xLarge"]
        return r.object([
            ("contentSizes", r.chance(0.7) ? .array((0..<(1 + r.below(2))).map { _ in .string(r.pick(sizes)) }) : nil),
            ("contrast", r.chance(0.5) ? .array(r.pick([["standard", "high"], ["high"], ["standard"], ["high"]])) : nil),
            ("boldText", r.chance(0.3) ? true : nil), ("buttonShapes", r.chance(0.2) ? true : nil),
            ("highContrastTokens", r.chance(0.4) ? .object(TokenSourceGenerator.variant(of: tree, &r)) : nil),
        ])
    }

    /// Writes `extends` bases beside the theme and returns the name of the first: a chain of 1…3,
    /// now and then a cycle or a chain over the 32-theme limit.
    func extendsChain(_ r: inout SplitMix64) -> String {
        let length = r.chance(0.05) ? 34 : 1 + r.below(3)
        let cycle = r.chance(0.05)
        for i in 0..<length {
            var base: [(String, JSONValue?)] = [("appearance", ["cornerRadius": .number(Double(i))])]
            if i + 1 < length { base.append(("extends", .string("\(stem)-base\(i + 1)"))) }
            if i + 1 == length && cycle { base.append(("extends", .string("\(stem)-base0"))) }
            if i == length - 1 { base.append(("buttons", ["inherited": ["title": "Base", "shadow": ["radius": 2, "inset": true]]])) }
            let text = JSONWriter.write(r.object(base))
            try? Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(stem)-base\(i).json"))
        }
        return "\(stem)-base0"
    }
}
