/// What a nine-slice consumer cannot stretch faithfully, said out loud for stretchable images
/// (Button+Stretchable.swift): the middle of the sprite is stretched between fixed caps, so
/// - a dashed or dotted border's dashes between the caps are stretched with it (a 1-pt middle
///   makes them a solid line or none along each edge), and
/// - a gradient's colours between the caps are stretched while the caps keep theirs (and a
///   `stretchable` sprite is drawn at its minimal size, not the button's).
/// The sprites are drawn with them anyway; each gets a warning at its key.
package enum StretchableStyleWarnings {
    /// The warnings for the stretchable buttons of `prepared`.
    package static func diagnostics(_ prepared: PreparedTheme) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in prepared.buttons where item.button.isStretchableImage {
            let button = item.button, path = "buttons.\(button.name)"
            func warn(_ at: String, _ message: String) {
                out.append(Diagnostic(file: prepared.theme.file, path: "\(path).\(at)", message: message, severity: .warning))
            }
            for (state, border) in button.border.values.sorted(by: { $0.key < $1.key }) where border.style != .solid || border.dashPattern != nil {
                let key = border.dashPattern != nil ? "dashPattern" : "style"
                warn("border.\(state.name).\(key)", "a \(border.dashPattern != nil ? "dash pattern" : border.style.rawValue + " border") "
                     + "does not survive nine-slice stretching: the dashes between the caps are stretched with the middle "
                     + "of the stretchable sprite; use a solid border, or a background image whose caps hold the pattern")
            }
            for state in button.backgroundGradient.states {
                warn("backgroundGradient.\(state.name)", "a gradient does not survive nine-slice stretching: the colours between "
                     + "the caps are stretched with the middle of the stretchable sprite while the caps keep theirs; "
                     + "use a solid background colour, or a background image")
            }
        }
        return out
    }
}
