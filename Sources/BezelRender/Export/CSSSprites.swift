import BezelCore

/// `buttons.css` for `--format css`: CSS sprites over the per-state sheets (`<state>[@Nx].png`,
/// beside the CSS file).
///
/// - **One class per button**: `.bezel-<theme>-<button>` (theme and button names with every
///   character outside `[A-Za-z0-9_-]` turned into `_`; a clash gets `_2`, `_3`, … in name
///   order). One class, no nesting, so it can go on any element; no scoping class is needed.
/// - **The element**: an inline block aligned `vertical-align: middle`, without the browser's
///   button look. Its own text (`<button class="…">Save</button>`) is its accessible name and is
///   not painted (transparent, pushed out of the box): the sprite carries the title.
/// - **Sizes in CSS px = points**: `width`/`height` are the button's sprite cell, `background-position`
///   is minus the cell's origin, `background-size` the sheet's size, all in points, so the same
///   rule fits every device pixel ratio.
/// - **Shadows**: a sprite that holds a layer shadow around the button is larger than the button.
///   Its element is the whole sprite (`width`/`height`, so the shadow shows), with negative
///   `margin`s of the shadow's reach on each side, so that in the page's layout it takes exactly the
///   button's bounds and the bounds sit where the element is placed, like a CSS `box-shadow`; the
///   same `padding` keeps the element's content inside the bounds.
/// - **Focus ring**: keyboard focus (`:focus-visible`) draws the browser's focus ring around the
///   button's bounds, not around the element (which holds the shadow): the element's own outline
///   is off and its `::before`, a block that fills the content box (which is the bounds) with the
///   bounds' size and corner radius, carries the ring (`outline: auto 1px
///   -webkit-focus-ring-color`, else `2px solid Highlight`). While focused the element's text has
///   size and line height 0 and the element does not clip, so the ring outside the element's box
///   shows; the text stays its accessible name.
/// - **Images**: `url()` of the smallest rendered scale's sheet, then `-webkit-image-set(…)` and
///   `image-set(…)` over every rendered scale.
/// - **States → selectors**: highlighted `:active` `.is-highlighted`; disabled `:disabled`
///   `[aria-disabled="true"]` `.is-disabled`; selected `.is-selected` `[aria-pressed="true"]`;
///   focused `:focus-visible` `.is-focused`; a combination joins one `:is(…)` per flag:
///   `.bezel-game-play:is(:active,.is-highlighted):is(.is-selected,[aria-pressed="true"])`.
///   Hover: a button that draws a `hover` state has `.is-hover` for it, and `:hover` as its
///   alternative; any other button's `:hover` is what the theme's `web.hover` says (`WebHover`):
///   one more alternative of that flag; by default none. `:hover` rules are in `@media (hover:
///   hover)` so a tap does not leave them behind.
/// - **Which wins**: a selector for a combination of k flags has specificity (0, 1+k, 0), so the
///   rule naming *all* the element's flags is the most specific one and wins. Combinations that
///   were not rendered show the closest rendered state (`StateFallback.shownOnTheWeb`); rules a
///   less specific one already covers are left out, and only where the most specific matching rules
///   all agree, so no rule depends on the order of the file.
/// - **Stretchable buttons** (`"stretchable": true`, without a shadow) are a nine-slice
///   `border-image` over their own images (`stretch/<button>-<state>[@Nx].png`, the minimal
///   background without title) with their caps as border widths and slices, so the element can take
///   any size (at rest the button's; at least the caps and 1 px wide); their text is shown.
/// - **Panels**: a button whose background image has cap insets keeps its sprite (title
///   included) and also gets `.bezel-<theme>-<button>-background`, the same kind of border image
///   over its panel's images (`stretch/<button>-<state>-background[@Nx].png`, its background alone),
///   so a page can show its own text on it (sprite name `<button>/background`).
/// - **Appearances**: each `Variant` (a Dark Mode or Increase Contrast mode of the theme) switches
///   every button to its own sheets under `@media (prefers-color-scheme: dark)` (`prefers-contrast:
///   more`), unless the root element has class `bezel-light` (`bezel-contrast-normal`), and
///   whenever it has class `bezel-dark` (`bezel-contrast-high`). One stylesheet serves both. Each
///   of those rules sets the whole box of its own sprite (size, shadow margin and padding — zero
///   where that appearance's sprite has no shadow —, sheet size and position, the focus ring's
///   box), so that nothing of another appearance's box is left over.
public struct CSSSprites: Sendable {
    /// One button: its name, the text it stands for (accessibility label or title), the states it
    /// renders, its page (0 unless the sheets are paged), its cell on the @1x page in points, the
    /// shadow around its bounds inside the cell in points (zero for most buttons), and the corner
    /// radius of its bounds in points (the focus ring's).
    public struct Sprite: Sendable {
        public var name: String
        public var label: String?
        public var states: [ControlState]
        public var page: Int
        public var x: Double, y: Double, width: Double, height: Double
        public var shadow: EdgeInsets
        public var cornerRadius: Double = 0
        /// A stretchable button's cap insets and its size at rest, in points: drawn as a `border-image`
        /// over its own images (`stretchFileName`), so the element can take any width; nil: a sprite.
        public var stretch: (caps: EdgeInsets, size: Size)?
        public init(name: String, label: String? = nil, states: [ControlState], page: Int = 0,
                    x: Double, y: Double, width: Double, height: Double, shadow: EdgeInsets = EdgeInsets(),
                    stretch: (caps: EdgeInsets, size: Size)? = nil) {
            self.name = name; self.label = label; self.states = states; self.page = page
            self.x = x; self.y = y; self.width = width; self.height = height
            self.shadow = shadow; self.stretch = stretch
        }
    }

    /// A mode of the theme in another appearance, and where its sheets are from the CSS file
    /// (`"dark/"`, `"../dark/zh-Hans/"`).
    public struct Variant: Sendable {
        public var appearance: ImageAppearance
        public var folder: String
        public var sprites: CSSSprites
        public init(appearance: ImageAppearance, folder: String, sprites: CSSSprites) {
            self.appearance = appearance; self.folder = folder; self.sprites = sprites
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
    /// What hovering shows.
    public var hover: WebHover = .none
    /// The appearances the same stylesheet switches to.
    public var variants: [Variant] = []

    public init(theme: String, sheets: [ControlState], scales: [Double], pageSizes: [Size], sprites: [Sprite],
                hover: WebHover = .none) {
        self.theme = theme; self.sheets = sheets; self.scales = scales.sorted()
        self.pageSizes = pageSizes; self.sprites = sprites; self.hover = hover
    }

    /// The sprites of `pages`, the pages of one scale (any scale; positions become points), with
    /// each button's states and label. A sprite is its slot (`SheetFrame.slot`): a button sized on
    /// a scale's pixel grid (34.333 pt at @3x) has one CSS size at every device pixel ratio, its
    /// whole-point size (35 px), the sprite at its top left and the rest transparent.
    public init(theme: String, sheets: [ControlState], scales: [Double], pages: [SheetLayout], states: [String: [ControlState]],
                labels: [String: String] = [:], hover: WebHover = .none) {
        self.init(theme: theme, sheets: sheets, scales: scales,
                  pageSizes: pages.map { Size(width: Double($0.size.width) / $0.scale, height: Double($0.size.height) / $0.scale) },
                  sprites: pages.flatMap { layout in
                      let s = layout.scale
                      return layout.frames.map { f in
                          Sprite(name: f.name, label: labels[f.name], states: states[f.name] ?? sheets, page: layout.page,
                                 x: Double(f.frame.x) / s, y: Double(f.frame.y) / s,
                                 width: Double(f.slot.width) / s, height: Double(f.slot.height) / s,
                                 shadow: EdgeInsets(top: Double(f.bounds.y) / s, left: Double(f.bounds.x) / s,
                                                    bottom: Double(f.frame.height - f.bounds.maxY) / s,
                                                    right: Double(f.frame.width - f.bounds.maxX) / s))
                      }
                  }, hover: hover)
    }

    /// Whether the sheets spill into pages.
    public var isPaged: Bool { pageSizes.count > 1 }

    /// The file name, beside the sheets.
    public static let fileName = "buttons.css"

    /// The image of a stretchable button in one state at one scale, below the CSS file's folder:
    /// `stretch/<button>-<state>[@Nx].png`; of a button's panel (sprite name `<button>/background`,
    /// `panelName`), `stretch/<button>-<state>-background[@Nx].png`.
    public static func stretchFileName(button: String, state: ControlState, scale: Double) -> String {
        if let owner = panelOwner(button) {
            return "stretch/" + owner + "-" + state.name + "-background" + SheetNaming.scaleSuffix(scale) + ".png"
        }
        return "stretch/" + button + "-" + state.name + SheetNaming.scaleSuffix(scale) + ".png"
    }

    /// The sprite name of `button`'s panel (its background alone, a border image under the
    /// element's own text): `play/background` (no button name has a `/`).
    public static func panelName(_ button: String) -> String { button + "/background" }

    /// The button whose panel the sprite `name` is, or nil for a button's own sprite.
    public static func panelOwner(_ name: String) -> String? {
        name.hasSuffix("/background") ? String(name.dropLast("/background".count)) : nil
    }

    /// The demo page's state classes for `state`: `is-highlighted is-selected`.
    public static func stateClasses(_ state: ControlState) -> [String] {
        ControlState.namedBits.filter { state.contains($0.state) }.map { "is-" + $0.name }
    }

    /// Each sprite's class name (without the dot), by sprite name: a button's, then a panel's (its
    /// button's class with `-background`), clashes getting `_2`, `_3`, … in that order.
    public var classNames: [String: String] {
        Dictionary(zip(sprites.map(\.name), spriteClassNames), uniquingKeysWith: { first, _ in first })
    }

    /// `classNames` in the order of `sprites`: the i-th is `sprites[i]`'s.
    var spriteClassNames: [String] {
        var out = [String](repeating: "", count: sprites.count), byName: [String: String] = [:], used = Set<String>()
        func clean(_ s: String) -> String {
            String(s.unicodeScalars.map { c in
                (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_")) ? Character(c) : "_"
            })
        }
        let order = sprites.indices.sorted { SheetPixels.byteOrder(sprites[$0].name, sprites[$1].name) }
        for i in order.filter({ Self.panelOwner(sprites[$0].name) == nil }) + order.filter({ Self.panelOwner(sprites[$0].name) != nil }) {
            let name = sprites[i].name
            let base = Self.panelOwner(name).map { byName[$0].map { $0 + "-background" } ?? "bezel-" + clean(theme) + "-" + clean($0) + "-background" }
                ?? "bezel-" + clean(theme) + "-" + clean(name)
            var candidate = base, n = 2
            while used.contains(candidate) { candidate = base + "_\(n)"; n += 1 }
            used.insert(candidate); byName[name] = candidate; out[i] = candidate
        }
        return out
    }

    /// The CSS text.
    public func text() -> String {
        let names = spriteClassNames
        var out = header()
        out += names.map { "." + $0 }.joined(separator: ",\n") + " {\n"
        out += "  display: inline-block;\n  vertical-align: middle;\n  box-sizing: border-box;\n  margin: 0;\n  padding: 0;\n"
        out += "  border: 0;\n  -webkit-appearance: none;\n  appearance: none;\n"
        out += "  color: transparent;\n  text-indent: 100%;\n  white-space: nowrap;\n  overflow: hidden;\n"
        out += "  background-color: transparent;\n  background-repeat: no-repeat;\n"
        if !isPaged, let size = pageSizes.first { out += "  background-size: \(px(size.width)) \(px(size.height));\n" }
        out += "}\n"
        out += geometry(prefix: "", names: names, withSheetSize: isPaged, overriding: false)
        out += focusRing(names: names)
        out += stateRules(prefix: "", folder: "", names: names)
        for variant in variants.sorted(by: { $0.appearance.cssOrder < $1.appearance.cssOrder }) {
            let names = variant.sprites.spriteClassNames, a = variant.appearance
            out += "\n/* \(a.rawValue): \(a.cssMedia), unless the root element has class \(a.cssOptOut); "
            out += "or when it has class \(a.cssOptIn) */\n@media \(a.cssMedia) {\n"
            out += variant.sprites.geometry(prefix: a.cssMediaPrefix, names: names, withSheetSize: true, overriding: true)
            out += variant.sprites.stateRules(prefix: a.cssMediaPrefix, folder: variant.folder, names: names)
            out += "}\n"
            out += variant.sprites.geometry(prefix: a.cssClassPrefix, names: names, withSheetSize: true, overriding: true)
            out += variant.sprites.stateRules(prefix: a.cssClassPrefix, folder: variant.folder, names: names)
        }
        return out
    }

    func header() -> String {
        var out = "/* Bezel CSS sprites for theme \"\(theme)\" (bezel render --format css).\n"
        out += "   One class per button, sizes in CSS px = points. States: .is-highlighted or :active; .is-disabled,\n"
        out += "   :disabled or [aria-disabled=\"true\"]; .is-selected or [aria-pressed=\"true\"]; .is-focused or :focus-visible.\n"
        let hovers = sprites.contains { hoverFlag($0) == .hover }
        out += "   Hover: " + (hovers ? hoverComment.dropFirst("hover ".count) + " (where the pointer can hover)"
            : hover.flag.map { "shows \($0.name) (where the pointer can hover)" } ?? "no change") + ". "
        out += "The element's text is its accessible name, not painted.\n"
        out += "   A combination that was not rendered shows the closest rendered state. */\n\n"
        return out
    }

    func px(_ v: Double) -> String { v == 0 ? "0" : JSONWriter.number(v) + "px" }
}

extension ImageAppearance {
    /// Variants are written in this order, so that the one for dark and high contrast together
    /// comes after the two it combines.
    var cssOrder: Int { self == .dark ? 0 : self == .highContrast ? 1 : 2 }

    /// The media query that selects it.
    var cssMedia: String {
        switch self {
        case .dark: "(prefers-color-scheme: dark)"
        case .highContrast: "(prefers-contrast: more)"
        case .darkHighContrast: "(prefers-color-scheme: dark) and (prefers-contrast: more)"
        }
    }

    /// The root classes that turn it off (in the media query) and on (anywhere).
    var cssOptOut: String { self == .dark ? "bezel-light" : self == .highContrast ? "bezel-contrast-normal" : "bezel-light or bezel-contrast-normal" }
    var cssOptIn: String { self == .dark ? "bezel-dark" : self == .highContrast ? "bezel-contrast-high" : "bezel-dark and bezel-contrast-high" }

    /// Selector prefixes: inside the media query (unless opted out) and by the opt-in classes. Both
    /// add the same specificity, more for the combined appearance than for one alone.
    var cssMediaPrefix: String {
        switch self {
        case .dark: ":root:not(.bezel-light) "
        case .highContrast: ":root:not(.bezel-contrast-normal) "
        case .darkHighContrast: ":root:not(.bezel-light):not(.bezel-contrast-normal) "
        }
    }
    var cssClassPrefix: String {
        switch self {
        case .dark: ":root.bezel-dark "
        case .highContrast: ":root.bezel-contrast-high "
        case .darkHighContrast: ":root.bezel-dark.bezel-contrast-high "
        }
    }
}
