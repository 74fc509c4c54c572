import BezelCore

/// `buttons.css` for `--format css`: CSS sprites over the per-state sheets (`<state>[@Nx].png`,
/// beside the CSS file).
///
/// - **One class per button**: `.bezel-<theme>-<button>` (theme and button names with every
///   character outside `[A-Za-z0-9_-]` turned into `_`; a clash gets `_2`, `_3`, … in name
///   order). One class, no nesting, so it can go on any element; no scoping class is needed.
/// - **Sizes in CSS px = points**: `width`/`height` are the button's sprite cell, `background-position`
///   is minus the cell's origin, `background-size` the sheet's size, all in points, so the same
///   rule fits every device pixel ratio.
/// - **Shadows**: a sprite that holds a layer shadow around the button is larger than the button.
///   Its element is the whole sprite (`width`/`height`, so the shadow shows), with negative
///   `margin`s of the shadow's reach on each side, so that in the page's layout it takes exactly the
///   button's bounds and the bounds sit where the element is placed, like a CSS `box-shadow`; the
///   same `padding` keeps the element's content inside the bounds. (The shadow is part of the
///   element, so it also receives the pointer.)
/// - **Images**: `url()` of the @1x sheet (the smallest rendered scale), then
///   `-webkit-image-set(…)` and `image-set(…)` over every rendered scale; for browsers without
///   `image-set`, `@media (-webkit-min-device-pixel-ratio: N), (min-resolution: N×96dpi)` blocks
///   switch to the `@Nx` sheet (each block repeats the `image-set` declarations after the `url()`,
///   so browsers that know `image-set` keep using it).
/// - **States → selectors** (each alternative is one pseudo-class, attribute or class):
///   highlighted `:hover` `:active` `.is-highlighted`; disabled `:disabled` `[aria-disabled="true"]`
///   `.is-disabled`; selected `.is-selected` `[aria-pressed="true"]`; focused `:focus-visible`
///   `.is-focused`. A combination joins one alternative per flag: `.bezel-game-play:hover.is-selected`.
/// - **Which wins**: a selector for a combination of k flags has specificity (0, 1+k, 0), so the
///   rule naming *all* the element's flags is the most specific one and wins; rules for combinations
///   that were not rendered point at the sheet `StateFallback` picks (normal, or disabled for a
///   disabled control). Rules a less specific one already covers are left out
///   (`StateFallback.minimalRules`); among equally specific rules the later sheet wins (sheets are
///   written in state bit order).

public struct CSSSprites: Sendable {
    /// One button: its name, the states it renders, its page (0 unless the sheets are paged), its
    /// cell on the @1x page in points, and the shadow around its bounds inside the cell in points
    /// (zero for most buttons).
    public struct Sprite: Sendable {
        public var name: String
        public var states: [ControlState]
        public var page: Int
        public var x: Double, y: Double, width: Double, height: Double
        public var shadow: EdgeInsets
        public init(name: String, states: [ControlState], page: Int = 0, x: Double, y: Double, width: Double, height: Double,
                    shadow: EdgeInsets = EdgeInsets()) {
            self.name = name; self.states = states; self.page = page
            self.x = x; self.y = y; self.width = width; self.height = height
            self.shadow = shadow
        }
    }

    public var theme: String
    /// The sheets written, in order (the theme's rendered states).
    public var sheets: [ControlState]
    /// The rendered scales, ascending.
    public var scales: [Double]
    /// Each page's size in points: one entry unless the sheets spill into pages
    /// (`<state>[@Nx]-<page>.png`).
    public var pageSizes: [Size]
    public var sprites: [Sprite]

    public init(theme: String, sheets: [ControlState], scales: [Double], pageSizes: [Size], sprites: [Sprite]) {
        self.theme = theme; self.sheets = sheets; self.scales = scales.sorted()
        self.pageSizes = pageSizes; self.sprites = sprites
    }

    /// The sprites of `pages`, the pages of one scale (any scale; positions become points), with
    /// each button's states.
    public init(theme: String, sheets: [ControlState], scales: [Double], pages: [SheetLayout], states: [String: [ControlState]]) {
        self.init(theme: theme, sheets: sheets, scales: scales,
                  pageSizes: pages.map { Size(width: Double($0.size.width) / $0.scale, height: Double($0.size.height) / $0.scale) },
                  sprites: pages.flatMap { layout in
                      let s = layout.scale
                      return layout.frames.map { f in
                          Sprite(name: f.name, states: states[f.name] ?? sheets, page: layout.page,
                                 x: Double(f.frame.x) / s, y: Double(f.frame.y) / s,
                                 width: Double(f.frame.width) / s, height: Double(f.frame.height) / s,
                                 shadow: EdgeInsets(top: Double(f.bounds.y) / s, left: Double(f.bounds.x) / s,
                                                    bottom: Double(f.frame.height - f.bounds.maxY) / s,
                                                    right: Double(f.frame.width - f.bounds.maxX) / s))
                      }
                  })
    }

    /// Whether the sheets spill into pages.
    public var isPaged: Bool { pageSizes.count > 1 }

    /// The file name, beside the sheets.
    public static let fileName = "buttons.css"

    /// Selector alternatives per flag, in bit order.
    public static let flagSelectors: [(state: ControlState, selectors: [String])] = [
        (.highlighted, [":hover", ":active", ".is-highlighted"]),
        (.disabled, [":disabled", "[aria-disabled=\"true\"]", ".is-disabled"]),
        (.selected, [".is-selected", "[aria-pressed=\"true\"]"]),
        (.focused, [":focus-visible", ".is-focused"]),
    ]

    /// The demo page's state classes for `state`: `is-highlighted is-selected`.
    public static func stateClasses(_ state: ControlState) -> [String] {
        ControlState.namedBits.filter { state.contains($0.state) }.map { "is-" + $0.name }
    }

    /// Each button's class name (without the dot), by button name.
    public var classNames: [String: String] {
        var out: [String: String] = [:], used = Set<String>()
        func clean(_ s: String) -> String {
            String(s.unicodeScalars.map { c in
                (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_")) ? Character(c) : "_"
            })
        }
        for name in sprites.map(\.name).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let base = "bezel-" + clean(theme) + "-" + clean(name)
            var candidate = base, n = 2
            while used.contains(candidate) { candidate = base + "_\(n)"; n += 1 }
            used.insert(candidate); out[name] = candidate
        }
        return out
    }

    /// Every selector for `combination` on the class `className`: one alternative per flag.
    public static func selectors(className: String, combination: ControlState) -> [String] {
        var out = ["." + className]
        for (state, alternatives) in flagSelectors where combination.contains(state) {
            out = out.flatMap { s in alternatives.map { s + $0 } }
        }
        return out
    }

    /// The combinations that get a rule for a button rendering `states` (always `normal`).
    public func ruleCombinations(states: [ControlState]) -> [ControlState] {
        let rendered = Set(states).intersection(sheets).union([.normal])
        let order = sheets
        return StateFallback.minimalRules(StateFallback.combinations, rendered: rendered) { active, rules in
            let matching = rules.filter { active.isSuperset(of: $0) }
            return matching.max { a, b in
                let ka = StateFallback.bitCount(a), kb = StateFallback.bitCount(b)
                if ka != kb { return ka < kb }
                let sa = order.firstIndex(of: StateFallback.shown(for: a, rendered: rendered)) ?? 0
                let sb = order.firstIndex(of: StateFallback.shown(for: b, rendered: rendered)) ?? 0
                return sa < sb
            }
        }
    }

    /// The CSS text.
    public func text() -> String {
        let names = classNames
        var out = "/* Bezel CSS sprites for theme \"\(theme)\" (bezel render --format css).\n"
        out += "   One class per button, sizes in CSS px = points; state classes: .is-highlighted, .is-disabled,\n"
        out += "   .is-selected, .is-focused (also :hover/:active, :disabled/[aria-disabled=\"true\"], [aria-pressed=\"true\"],\n"
        out += "   :focus-visible). The rule naming all of an element's states is the most specific and wins. */\n\n"
        let all = sprites.map { "." + names[$0.name]! }
        out += all.joined(separator: ",\n") + " {\n"
        out += "  display: inline-block;\n  box-sizing: border-box;\n  margin: 0;\n  padding: 0;\n  border: 0;\n"
        out += "  -webkit-appearance: none;\n  appearance: none;\n  background-color: transparent;\n"
        out += "  background-repeat: no-repeat;\n"
        if !isPaged, let size = pageSizes.first { out += "  background-size: \(px(size.width)) \(px(size.height));\n" }
        out += "}\n"
        for s in sprites {
            out += ".\(names[s.name]!) { width: \(px(s.width)); height: \(px(s.height)); "
            if isPaged { out += "background-size: \(px(pageSizes[s.page].width)) \(px(pageSizes[s.page].height)); " }
            if s.shadow != EdgeInsets() {
                let i = s.shadow
                out += "margin: \(px(-i.top)) \(px(-i.right)) \(px(-i.bottom)) \(px(-i.left)); "
                out += "padding: \(px(i.top)) \(px(i.right)) \(px(i.bottom)) \(px(i.left)); "
            }
            out += "background-position: \(px(-s.x)) \(px(-s.y)); }\n"
        }
        // Selectors per sheet (and page).
        var bySheet: [SheetPage: [String]] = [:]
        for s in sprites {
            let rendered = Set(s.states).intersection(sheets).union([.normal])
            for c in ruleCombinations(states: s.states) {
                bySheet[SheetPage(state: StateFallback.shown(for: c, rendered: rendered), page: s.page), default: []]
                    += Self.selectors(className: names[s.name]!, combination: c)
            }
        }
        let used = sheets.flatMap { state in pageSizes.indices.map { SheetPage(state: state, page: $0) } }.filter { bySheet[$0] != nil }
        for sheet in used {
            out += "\n/* \(sheet.state.name)\(isPaged ? ", page \(sheet.page)" : "") */\n" + bySheet[sheet]!.joined(separator: ",\n") + " {\n"
            out += images(sheet, fallback: scales.first ?? 1, indent: "  ") + "}\n"
        }
        for scale in scales.dropFirst() {
            out += "\n@media (-webkit-min-device-pixel-ratio: \(JSONWriter.number(scale))), (min-resolution: \(JSONWriter.number(scale * 96))dpi) {\n"
            for sheet in used {
                out += "  " + bySheet[sheet]!.joined(separator: ",\n  ") + " {\n"
                out += images(sheet, fallback: scale, indent: "    ") + "  }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// One page of one state's sheet.
    struct SheetPage: Hashable { var state: ControlState; var page: Int }

    /// `background-image` declarations of `sheet`: `url()` at `fallback`, then the image sets.
    func images(_ sheet: SheetPage, fallback: Double, indent: String) -> String {
        func url(_ scale: Double) -> String {
            "url(\"" + SheetNaming.sheetFileName(state: sheet.state, scale: scale, page: isPaged ? sheet.page : nil, kind: .png) + "\")"
        }
        let set = scales.map { url($0) + " " + JSONWriter.number($0) + "x" }.joined(separator: ", ")
        return indent + "background-image: \(url(fallback));\n"
            + indent + "background-image: -webkit-image-set(\(set));\n"
            + indent + "background-image: image-set(\(set));\n"
    }

    func px(_ v: Double) -> String { v == 0 ? "0" : JSONWriter.number(v) + "px" }
}
