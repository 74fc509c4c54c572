import Foundation

/// WCAG 2.x contrast of each button's title against its background in every rendered state
/// (4.5:1, 3:1 for large text: ≥ 18 pt, or ≥ 14 pt bold; disabled states are exempt).
package enum ContrastCheck {
    /// The check of `prepared` (the base titles, one mode): its appearances, resolved once.
    package static func check(_ prepared: PreparedTheme) -> [Diagnostic] {
        let byName = Dictionary(prepared.buttons.map { ($0.button.name, $0) }, uniquingKeysWith: { first, _ in first })
        return check(prepared.theme) { button, states in states.compactMap { byName[button.name]?[$0]?.appearance } }
    }

    /// The check of `theme`, resolving its appearances (for callers without a prepared theme).
    package static func check(_ theme: ButtonTheme) -> [Diagnostic] {
        let resolver = AppearanceResolver(theme: theme)
        return check(theme) { button, states in states.map { resolver.resolve(button, state: $0).appearance } }
    }

    /// Each button's own states but the disabled ones, in order, judged from the appearances
    /// `appearances` gives for them.
    static func check(_ theme: ButtonTheme, appearances: (ButtonModel, [ControlState]) -> [Appearance]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let backdrop = RGBAColor.system("systemBackground", theme.colorAppearance, theme.accessibilityContrast)
        let rendered = theme.renderedStates  // computed once: it looks at every button
        for button in theme.buttons where button.contrastExemption == nil {
            let states = (button.states ?? rendered).filter { !$0.contains(.disabled) }
            for (state, a) in zip(states, appearances(button, states)) {
                // A title over a background image cannot be judged from colours alone.
                guard let title = a.title, a.backgroundImage == nil else { continue }
                let background = (a.backgroundColor ?? .clear).flattened(over: backdrop)
                // The worst run: each run in its own colour (else the title colour) on its own
                // background colour (else the button's).
                var worst: (ratio: Double, text: RGBAColor, background: RGBAColor, large: Bool)?
                for run in title.runs where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
                    let runBackground = (run.backgroundColor ?? .clear).flattened(over: background)
                    let text = (run.color ?? a.titleColor).withOpacity(a.titleAlpha).flattened(over: runBackground)
                    let ratio = RGBAColor.contrastRatio(text, runBackground)
                    let font = run.font ?? a.font
                    if ratio < (worst?.ratio ?? .infinity) {
                        worst = (ratio, run.color ?? a.titleColor, runBackground, font.size >= 18 || (font.size >= 14 && font.weight >= 700))
                    }
                }
                guard let worst else { continue }
                let ratio = worst.ratio
                let large = worst.large
                let needed = large ? 3.0 : 4.5
                if ratio < needed {
                    let mode = theme.mode.map { " (mode \($0))" } ?? ""
                    out.append(Diagnostic(file: theme.file, path: "buttons.\(button.name).\(state.name)",
                                          message: "contrast \(String(format: "%.2f", ratio)):1 of title \(worst.text.hexString) on \(worst.background.hexString) is below \(needed == 3 ? "3" : "4.5"):1\(mode)",
                                          severity: .warning))
                }
            }
        }
        return out
    }
}
