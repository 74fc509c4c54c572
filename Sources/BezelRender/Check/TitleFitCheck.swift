import BezelCore

/// Titles that do not fit their rects, found in prepared buttons: what `render` warns about and
/// `validate` reports (as errors with `--strict`), so no title is shortened without a word.
public struct TitleFitCheck: Sendable {
    /// One button in one state whose title does not fit.
    public struct Finding: Hashable, Sendable {
        public var button: String
        public var state: ControlState
        public var overflow: TitleOverflow
        /// `buttons.<name>.title`, the JSON path of what to change.
        public var path: String { "buttons.\(button).title" }
    }

    /// Every finding in `prepared` among the drawn `states` (buttons in order, states in bit order).
    public static func findings(_ prepared: PreparedTheme, states: [ControlState]) -> [Finding] {
        prepared.buttons.flatMap { item in
            item.drawnStates(states).sorted().compactMap { state in
                item[state]?.drawing.titleOverflow.map { Finding(button: item.button.name, state: state, overflow: $0) }
            }
        }
    }

    /// Findings of one button that overflow the same way, with every state they happen in.
    public struct Group: Hashable, Sendable {
        public var button: String
        public var states: [ControlState]
        public var overflow: TitleOverflow
        public var path: String { "buttons.\(button).title" }
        /// "state normal" or "states normal, highlighted".
        public var stateList: String {
            (states.count == 1 ? "state " : "states ") + states.map(\.name).joined(separator: ", ")
        }
    }

    /// `findings` grouped by button and overflow, in order.
    public static func grouped(_ findings: [Finding]) -> [Group] {
        var groups: [Group] = []
        for f in findings {
            if let last = groups.indices.last, groups[last].button == f.button, groups[last].overflow == f.overflow {
                groups[last].states.append(f.state)
            } else {
                groups.append(Group(button: f.button, states: [f.state], overflow: f.overflow))
            }
        }
        return groups
    }

    /// `findings` of `theme` in `locale` as warnings naming states, mode and locale.
    public static func diagnostics(_ theme: ButtonTheme, locale: String?, findings: [Finding]) -> [Diagnostic] {
        let context = [theme.mode.map { "mode \($0)" }, theme.accessibility.folderName.map { "accessibility \($0)" },
                       locale.map { "locale \($0)" }].compactMap { $0 }
        return grouped(findings).map { g in
            let where_ = ([g.stateList] + context).joined(separator: ", ")
            return Diagnostic(file: theme.file, path: g.path, message: "\(where_): \(g.overflow)", severity: .warning)
        }
    }
}
