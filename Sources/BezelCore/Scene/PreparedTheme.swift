/// One theme in one locale made ready to draw, check and inspect, built once per run: every button
/// sized once and every one of its states resolved, laid out and turned into a drawing once.
/// `render`, `validate` (preflight, title fit, contrast), `inspect`, `simulate`, the gallery and
/// `bench` all read this one value, so nothing is resolved or measured twice in a run.
///
/// Pure: text is measured through the injected `TextMeasurer`; image sizes come with the decoded
/// image specs (read once, at decode), so nothing here reads a file. Buttons keep the theme's order and states their order below, so the value is the
/// same whatever `jobs` is.
public struct PreparedTheme: Sendable {
    public let theme: ButtonTheme
    /// The locale whose titles are used (nil: the base titles).
    public let locale: String?
    /// The buttons in the theme's order.
    public let buttons: [PreparedButton]
    /// The scales every drawing is laid out for (each on its own pixel grid).
    public let scales: [Double]

    /// Problems found while resolving each button in its own states (what `validate` reports), in
    /// button and state order; a problem may repeat across states.
    public let diagnostics: [Diagnostic]

    /// Prepares every button of `theme` in `locale` on `jobs` threads.
    /// - Parameters:
    ///   - states: the states a render draws (nil: the theme's rendered states); each button is
    ///     prepared in its own states (`button.states`, else the theme's rendered states, what
    ///     `validate` resolves) and in those of `states` it has.
    ///   - measurer: measures every title; called only here, never again by the users of the value.
    ///   - scales: the scales the drawings are drawn at (nil: the theme's).
    ///   - only: the names of the buttons to prepare (nil: all); the others are only resolved, for
    ///     `diagnostics` (`inspect` and `simulate` look at one button).
    public init(theme: ButtonTheme, locale: String?, states: [ControlState]? = nil, scales: [Double]? = nil,
                measurer: any TextMeasurer, jobs: Int = 1, only: Set<String>? = nil) {
        self.theme = theme
        self.locale = locale
        let scales = scales ?? theme.scales
        self.scales = scales
        let resolver = AppearanceResolver(theme: theme, locale: locale)
        let engine = ButtonLayoutEngine(measurer: measurer)
        let rendered = theme.renderedStates  // computed once: it looks at every button
        let drawn = states ?? rendered
        let chosen = theme.buttons.filter { only?.contains($0.name) ?? true }
        // The transform never throws, so neither does the map.
        let prepared = (try? Parallel.map(chosen, jobs: jobs) { button in
            PreparedButton(button, ownStates: button.drawnStates(rendered), drawn: drawn, scales: scales,
                           resolver: resolver, engine: engine)
        }) ?? []
        buttons = prepared
        let byName = Dictionary(prepared.map { ($0.button.name, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics = theme.buttons.flatMap { button in
            guard let item = byName[button.name] else {
                return button.drawnStates(rendered).flatMap { resolver.resolve(button, state: $0).diagnostics }
            }
            return item.ownStates.flatMap { item[$0]?.diagnostics ?? [] }
        }
    }

    /// The button named `name`.
    public func button(named name: String) -> PreparedButton? { buttons.first { $0.button.name == name } }

    /// Whether every button is prepared in each of `states` it renders, laid out for each of `scales`.
    public func covers(_ states: [ControlState], scales: [Double] = []) -> Bool {
        Set(scales).isSubset(of: self.scales)
            && buttons.allSatisfy { item in item.drawnStates(states).allSatisfy { item[$0] != nil } }
    }

    /// The problems `diagnostics` would hold, found by resolving alone (no layout, no measurer):
    /// for themes that are checked but not drawn in this run.
    public static func resolveDiagnostics(_ theme: ButtonTheme, locale: String?) -> [Diagnostic] {
        let resolver = AppearanceResolver(theme: theme, locale: locale)
        let rendered = theme.renderedStates
        return theme.buttons.flatMap { button in
            button.drawnStates(rendered).flatMap { resolver.resolve(button, state: $0).diagnostics }
        }
    }
}
