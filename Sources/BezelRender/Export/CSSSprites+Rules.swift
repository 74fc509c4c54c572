import BezelCore

extension CSSSprites {
    /// Selector alternatives per flag, in bit order (`:hover` is added by `selectors(…hovering:)`,
    /// in `@media (hover: hover)`).
    public static let flagSelectors: [(state: ControlState, selectors: [String])] = [
        (.highlighted, [":active", ".is-highlighted"]),
        (.disabled, [":disabled", "[aria-disabled=\"true\"]", ".is-disabled"]),
        (.selected, [".is-selected", "[aria-pressed=\"true\"]"]),
        (.focused, [":focus-visible", ".is-focused"]),
        (.hover, [".is-hover"]),
    ]

    /// The selector for `combination` on the class `className`: one `:is(…)` of alternatives per
    /// flag (each adds (0, 1, 0)); with `hovering`, that flag is `:hover` instead.
    public static func selector(className: String, combination: ControlState, hovering: ControlState? = nil) -> String {
        var out = "." + className
        for (state, alternatives) in flagSelectors where combination.contains(state) {
            out += state == hovering ? ":hover" : ":is(" + alternatives.joined(separator: ",") + ")"
        }
        return out
    }

    /// The combinations that get a rule for a button rendering `states` (always `normal`): the
    /// fewest for which, for every combination of flags, the most specific matching rules all
    /// show the state `StateFallback.shownOnTheWeb` picks.
    public func ruleCombinations(states: [ControlState]) -> [ControlState] {
        let rendered = Set(states).intersection(sheets).union([.normal])
        return StateFallback.minimalRules(StateFallback.combinations(for: rendered), rendered: rendered,
                                          shown: StateFallback.shownOnTheWeb(for:rendered:)) { active, rules in
            let matching = rules.filter { active.isSuperset(of: $0) }
            guard let most = matching.map(StateFallback.bitCount).max() else { return nil }
            let top = matching.filter { StateFallback.bitCount($0) == most }
            let shown = Set(top.map { StateFallback.shownOnTheWeb(for: $0, rendered: rendered) })
            return shown.count == 1 ? top[0] : nil
        }
    }

    /// The flag `:hover` stands for on `sprite`: its own `hover` when it draws a state with hover,
    /// else the theme's `web.hover` (nil: none).
    func hoverFlag(_ sprite: Sprite) -> ControlState? {
        sprite.states.contains { $0.contains(.hover) && sheets.contains($0) } ? .hover : hover.flag
    }

    /// The rules that give each sprite its sheet in each combination of states, each sheet's
    /// selectors gathered in one rule, then the hover rules in `@media (hover: hover)`; every
    /// selector starts with `prefix` and every sheet's path with `folder`.
    func stateRules(prefix: String, folder: String, names: [String]) -> String {
        var bySheet: [SheetPage: [String]] = [:], hoverBySheet: [SheetPage: [String]] = [:]
        for (position, (s, className)) in zip(sprites, names).enumerated() {
            let rendered = Set(s.states).intersection(sheets).union([.normal])
            let hovering = hoverFlag(s)
            for c in ruleCombinations(states: s.states) {
                // A stretchable button's own images: one rule "page" per button (-1 - its index).
                let index = s.stretch == nil ? s.page : -1 - position
                let page = SheetPage(state: StateFallback.shownOnTheWeb(for: c, rendered: rendered), page: index)
                bySheet[page, default: []].append(prefix + Self.selector(className: className, combination: c))
                if let flag = hovering, c.contains(flag) {
                    hoverBySheet[page, default: []].append(prefix + Self.selector(className: className, combination: c, hovering: flag))
                }
            }
        }
        let stretched = sprites.indices.filter { sprites[$0].stretch != nil }.map { -1 - $0 }
        let order = sheets.flatMap { state in (Array(pageSizes.indices) + stretched).map { SheetPage(state: state, page: $0) } }
        var out = ""
        for sheet in order {
            guard let selectors = bySheet[sheet] else { continue }
            let what = sheet.page < 0 ? ", " + sprites[-1 - sheet.page].name + " stretched" : isPaged ? ", page \(sheet.page)" : ""
            out += "\n/* \(sheet.state.name)\(what) */\n" + selectors.joined(separator: ",\n")
            out += " {\n" + images(sheet, folder: folder) + "}\n"
        }
        if !hoverBySheet.isEmpty {
            out += "\n/* " + hoverComment + ", where the pointer can hover */\n@media (hover: hover) {\n"
            for sheet in order {
                guard let selectors = hoverBySheet[sheet] else { continue }
                out += "  " + selectors.joined(separator: ",\n  ") + " {\n" + images(sheet, folder: folder, indent: "    ") + "  }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// What `:hover` shows, as the stylesheet's comments say it.
    var hoverComment: String {
        guard sprites.contains(where: { hoverFlag($0) == .hover }) else { return "hover shows " + (hover.flag?.name ?? "nothing") }
        return "hover shows a button's hover look" + (hover.flag.map { ", else \($0.name)" } ?? "")
    }

    /// One page of one state's sheet.
    struct SheetPage: Hashable { var state: ControlState; var page: Int }

    /// `background-image` declarations of `sheet` in `folder`: `url()` of the smallest scale, then
    /// the image sets over every scale; `border-image-source` of a stretchable button's own images.
    func images(_ sheet: SheetPage, folder: String, indent: String = "  ") -> String {
        func url(_ scale: Double) -> String {
            let file = sheet.page < 0
                ? Self.stretchFileName(button: sprites[-1 - sheet.page].name, state: sheet.state, scale: scale)
                : SheetNaming.sheetFileName(state: sheet.state, scale: scale, page: isPaged ? sheet.page : nil, kind: .png)
            return "url(\"" + folder + file + "\")"
        }
        let property = sheet.page < 0 ? "border-image-source" : "background-image"
        let set = scales.map { url($0) + " " + JSONWriter.number($0) + "x" }.joined(separator: ", ")
        return indent + "\(property): \(url(scales.first ?? 1));\n"
            + indent + "\(property): -webkit-image-set(\(set));\n"
            + indent + "\(property): image-set(\(set));\n"
    }
}
