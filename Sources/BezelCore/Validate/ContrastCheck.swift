import Foundation

/// WCAG 2.x contrast of each button's title against what is under it in every rendered state
/// (4.5:1, 3:1 for large text: ≥ 18 pt, or ≥ 14 pt bold; disabled states are exempt).
///
/// What is under a title is what `underTitle` says was drawn there (opaque colours; a renderer
/// gives the pixels under the glyphs, background image, gradient and border included), else the
/// background colour over the system background; a title over a background image or gradient
/// with no `underTitle` is not judged. The title's colour is judged as drawn: its state alpha applied.
package enum ContrastCheck {
    /// The opaque colours drawn under a button's title in a state, or nil to judge from colours.
    package typealias UnderTitle = (ButtonModel, ControlState) -> Set<RGBAColor>?

    /// One title below AA: the button, the state and the warning that says so.
    package struct Finding: Sendable {
        package var button: String
        package var state: ControlState
        package var diagnostic: Diagnostic
    }

    /// The check of `prepared` (the base titles, one mode): its appearances, resolved once;
    /// `underTitle` says what each prepared state drew under its title. States `prepared` did not
    /// lay out are not judged.
    package static func check(_ prepared: PreparedTheme, underTitle: ((PreparedState) -> Set<RGBAColor>?)? = nil) -> [Diagnostic] {
        findings(prepared, underTitle: underTitle).map(\.diagnostic)
    }

    /// `check(_:underTitle:)` with each warning's button and state.
    package static func findings(_ prepared: PreparedTheme, underTitle: ((PreparedState) -> Set<RGBAColor>?)? = nil) -> [Finding] {
        let byName = Dictionary(prepared.buttons.map { ($0.button.name, $0) }, uniquingKeysWith: { first, _ in first })
        let under: UnderTitle? = underTitle.map { colours in { button, state in byName[button.name]?[state].flatMap(colours) } }
        return findings(prepared.theme, underTitle: under) { button, state in byName[button.name]?[state]?.appearance }
    }

    /// The check of `theme`, resolving its appearances (for callers without a prepared theme).
    package static func check(_ theme: ButtonTheme) -> [Diagnostic] {
        let resolver = AppearanceResolver(theme: theme)
        return findings(theme) { button, state in resolver.resolve(button, state: state).appearance }.map(\.diagnostic)
    }

    /// Each button's own states but the disabled ones, in order, judged from the appearance
    /// `appearance` gives for each (nil: not judged).
    static func findings(_ theme: ButtonTheme, underTitle: UnderTitle? = nil,
                         appearance: (ButtonModel, ControlState) -> Appearance?) -> [Finding] {
        var out: [Finding] = []
        let backdrop = RGBAColor.system("systemBackground", theme.colorAppearance, theme.accessibilityContrast)
        let rendered = theme.renderedStates  // computed once: it looks at every button
        for button in theme.buttons where button.contrastExemption == nil {
            for state in button.drawnStates(rendered) where !state.contains(.disabled) {
                guard let a = appearance(button, state), a.title != nil else { continue }
                var under = underTitle?(button, state) ?? []
                if under.isEmpty {
                    // A title over a background image or gradient cannot be judged from colours alone.
                    guard a.backgroundImage == nil, a.backgroundGradient == nil else { continue }
                    under = [(a.backgroundColor ?? .clear).flattened(over: backdrop)]
                }
                guard let worst = worst(a, under: under) else { continue }
                let needed = worst.large ? 3.0 : 4.5
                guard worst.ratio < needed else { continue }
                let context = [theme.mode.map { "mode \($0)" }, theme.accessibility.folderName.map { "accessibility \($0)" }].compactMap { $0 }
                let mode = context.isEmpty ? "" : " (" + context.joined(separator: ", ") + ")"
                let drawn = worst.text.alpha < 255 ? " (drawn as \(worst.text.flattened(over: worst.background).hexString))" : ""
                let diagnostic = Diagnostic(file: theme.file, path: "buttons.\(button.name).\(state.name)",
                                            message: "contrast \(String(format: "%.2f", worst.ratio)):1 of title \(worst.text.hexString)\(drawn) on \(worst.background.hexString) is below \(needed == 3 ? "3" : "4.5"):1\(mode)",
                                            severity: .warning)
                out.append(Finding(button: button.name, state: state, diagnostic: diagnostic))
            }
        }
        return out
    }

    /// The worst run over the worst colour under the title: each run in its own colour (else the
    /// title colour) at the state's title alpha, on its own background colour (else what is under).
    static func worst(_ a: Appearance, under: Set<RGBAColor>) -> (ratio: Double, text: RGBAColor, background: RGBAColor, large: Bool)? {
        var worst: (ratio: Double, text: RGBAColor, background: RGBAColor, large: Bool)?
        for run in a.title?.runs ?? [] where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
            let text = (run.color ?? a.titleColor).withOpacity(a.titleAlpha)
            let font = run.font ?? a.font
            for colour in under.sorted(by: { $0.hexString < $1.hexString }) {
                let background = (run.backgroundColor ?? .clear).flattened(over: colour)
                let ratio = RGBAColor.contrastRatio(text.flattened(over: background), background)
                if ratio < (worst?.ratio ?? .infinity) {
                    worst = (ratio, text, background, font.size >= 18 || (font.size >= 14 && font.weight >= 700))
                }
            }
        }
        return worst
    }
}
