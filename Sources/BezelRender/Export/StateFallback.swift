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
///
/// Bezel's `hover` (no UIKit state) is the one flag that is dropped first: a combination with
/// hover that was not rendered shows what the same combination without hover shows (`hover` →
/// `normal`, `selected+hover` → `selected`, `disabled+hover` → `disabled`), as its values are
/// looked up (`ControlState.lookupChain`). Combinations with hover are only considered for a
/// button that draws a hover state (`combinations(hover:)`).

public enum StateFallback {
    /// Every combination of UIKit's four named bits, in bit order (`normal` first).
    public static let combinations: [ControlState] = (0..<16).map { ControlState(rawValue: UInt($0)) }
    /// Every combination of the five named bits, hover included, in bit order.
    public static let combinationsWithHover: [ControlState] = (0..<32).map { ControlState(rawValue: UInt($0)) }

    /// The combinations to consider for a button drawing `states`: with hover only when one of
    /// them has it.
    public static func combinations(for states: some Sequence<ControlState>) -> [ControlState] {
        states.contains { $0.contains(.hover) } ? combinationsWithHover : combinations
    }

    /// The rendered state shown for the flags `active`, given the `rendered` states.
    public static func shown(for active: ControlState, rendered: Set<ControlState>) -> ControlState {
        if rendered.contains(active) { return active }
        if active.contains(.hover) { return shown(for: active.subtracting(.hover), rendered: rendered) }
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
    /// disabled, then selected, then highlighted, then focused, then hover. So a pressed or focused
    /// toggle that is on (`selected+highlighted` not rendered) stays `selected` instead of turning
    /// `normal`, and a hovered one (`selected+hover` not rendered) stays `selected`.
    public static func shownOnTheWeb(for active: ControlState, rendered: Set<ControlState>) -> ControlState {
        if rendered.contains(active) { return active }
        var flags = active
        if flags.contains(.disabled) { flags.subtract([.highlighted, .focused, .hover]) }
        func weight(_ s: ControlState) -> (Int, Int) {
            let priority = [(ControlState.disabled, 16), (.selected, 8), (.highlighted, 4), (.focused, 2), (.hover, 1)]
            return (bitCount(s), priority.reduce(0) { $0 + (s.contains($1.0) ? $1.1 : 0) })
        }
        return rendered.filter { flags.isSuperset(of: $0) }.max { weight($0) < weight($1) } ?? .normal
    }

    /// The number of named bits set in `state`.
    public static func bitCount(_ state: ControlState) -> Int {
        ControlState.namedBits.filter { state.contains($0.state) }.count
    }

    /// The smallest list of rules (from `candidates`, kept in their order) that still shows, for
    /// every combination of flags (those of `candidates`), what `shown(for:rendered:)` says, when a
    /// combination picks `winner(active, rules)` among the rules whose flags are all set. `normal`
    /// is always kept.
    /// Rules are dropped greedily, most bits first, each only if every combination still resolves
    /// the same, in passes until no rule can go.
    /// `shown` is the fallback the rules must reproduce (UIKit's by default).
    static func minimalRules(_ candidates: [ControlState], rendered: Set<ControlState>,
                             shown: (ControlState, Set<ControlState>) -> ControlState = shown(for:rendered:),
                             winner: (ControlState, [ControlState]) -> ControlState?) -> [ControlState] {
        var rules = candidates
        let all = candidates.contains { $0.contains(.hover) } ? combinationsWithHover : combinations
        func correct(_ list: [ControlState]) -> Bool {
            all.allSatisfy { active in
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
