import BezelCore

/// Which rendered image a platform shows for a combination of state flags: the Android state lists
/// (`AndroidResources`) follow UIKit (`shown(for:rendered:)`); the CSS sprites (`CSSSprites`)
/// follow the web's expectation (`shownOnTheWeb(for:rendered:)`, the closest rendered state).
///
/// A combination that was rendered shows its own image. One that was not falls back as UIKit
/// does, to **normal** (UIKit looks a value up under the exact state, then under normal: a
/// selected button that is highlighted shows normal unless highlighted+selected has a value) —
/// except that a **disabled** control never shows highlighted or focused: UIKit does not track
/// touches or focus on a disabled control, while the web and Android can still report hover or
/// focus on one. So a disabled combination without an image falls back to disabled+selected
/// (when it contains selected and that was rendered), then to disabled, then to normal.

public enum StateFallback {
    /// Every combination of the four named bits, in bit order (`normal` first).
    public static let combinations: [ControlState] = (0..<16).map { ControlState(rawValue: UInt($0)) }

    /// The rendered state shown for the flags `active`, given the `rendered` states.
    public static func shown(for active: ControlState, rendered: Set<ControlState>) -> ControlState {
        if rendered.contains(active) { return active }
        if active.contains(.disabled) {
            let kept = active.intersection([.disabled, .selected])
            if rendered.contains(kept) { return kept }
            if rendered.contains(.disabled) { return .disabled }
        }
        return .normal
    }

    /// The rendered state a web page shows for the flags `active`: the closest rendered one. A
    /// combination that was rendered shows itself; otherwise a disabled control first drops the
    /// highlighted and focused flags (as in UIKit, it is neither pressed nor focused), then the
    /// rendered state with the most of the remaining flags is shown, ties going to the one with
    /// disabled, then selected, then highlighted, then focused. So a pressed or focused toggle that
    /// is on (`selected+highlighted` not rendered) stays `selected` instead of turning `normal`.
    public static func shownOnTheWeb(for active: ControlState, rendered: Set<ControlState>) -> ControlState {
        if rendered.contains(active) { return active }
        var flags = active
        if flags.contains(.disabled) { flags.subtract([.highlighted, .focused]) }
        func weight(_ s: ControlState) -> (Int, Int) {
            let priority = [(ControlState.disabled, 8), (.selected, 4), (.highlighted, 2), (.focused, 1)]
            return (bitCount(s), priority.reduce(0) { $0 + (s.contains($1.0) ? $1.1 : 0) })
        }
        return rendered.filter { flags.isSuperset(of: $0) }.max { weight($0) < weight($1) } ?? .normal
    }

    /// The number of named bits set in `state`.
    public static func bitCount(_ state: ControlState) -> Int {
        ControlState.namedBits.filter { state.contains($0.state) }.count
    }

    /// The smallest list of rules (from `candidates`, kept in their order) that still shows, for
    /// every combination of flags, what `shown(for:rendered:)` says, when a combination picks
    /// `winner(active, rules)` among the rules whose flags are all set. `normal` is always kept.
    /// Rules are dropped greedily, most bits first, each only if every combination still resolves
    /// the same, in passes until no rule can go.
    /// `shown` is the fallback the rules must reproduce (UIKit's by default).
    static func minimalRules(_ candidates: [ControlState], rendered: Set<ControlState>,
                             shown: (ControlState, Set<ControlState>) -> ControlState = shown(for:rendered:),
                             winner: (ControlState, [ControlState]) -> ControlState?) -> [ControlState] {
        var rules = candidates
        func correct(_ list: [ControlState]) -> Bool {
            combinations.allSatisfy { active in
                guard let w = winner(active, list) else { return false }
                return shown(w, rendered) == shown(active, rendered)
            }
        }
        var changed = true
        while changed {
            changed = false
            for candidate in rules.sorted(by: { bitCount($0) > bitCount($1) }) where candidate != .normal {
                let without = rules.filter { $0 != candidate }
                if correct(without) { rules = without; changed = true }
            }
        }
        return rules
    }
}
