/// WCAG 2.x contrast of each button's title against its background in every rendered state
/// (4.5:1, 3:1 for large text: ≥ 18 pt, or ≥ 14 pt bold; disabled states are exempt).
enum ContrastCheck {
    static func check(_ theme: Theme) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let resolver = AppearanceResolver(theme: theme)
        let backdrop = Color.system("systemBackground", theme.colorAppearance)
        for button in theme.buttons {
            for state in button.states ?? theme.renderedStates where !state.contains(.disabled) {
                let a = resolver.resolve(button, state: state).appearance
                guard a.title != nil else { continue }
                let background = (a.backgroundColor ?? .clear).flattened(over: backdrop)
                let text = a.titleColor.withOpacity(a.titleAlpha).flattened(over: background)
                let ratio = Color.contrastRatio(text, background)
                let large = a.font.size >= 18 || (a.font.size >= 14 && a.font.weight >= 700)
                let needed = large ? 3.0 : 4.5
                if ratio < needed {
                    let mode = theme.mode.map { " (mode \($0))" } ?? ""
                    out.append(Diagnostic(file: theme.file, path: "buttons.\(button.name).\(state.name)",
                                          message: "contrast \(String(format: "%.2f", ratio)):1 of title \(a.titleColor.hexString) on \(background.hexString) is below \(needed == 3 ? "3" : "4.5"):1\(mode)",
                                          severity: .warning))
                }
            }
        }
        return out
    }
}

import Foundation
import BezelCore
