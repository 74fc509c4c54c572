import Foundation

/// The state of a control, as UIKit's `UIControl.State`: an option set whose empty value is `normal`.
///
/// Bits follow UIKit: highlighted 1, disabled 2, selected 4, focused 8; `application` and `reserved`
/// are the masks UIKit keeps for app-defined and internal bits. `hover` (16) is Bezel's own: UIKit
/// has no hover state (iPadOS pointer hover is an effect over the current image), but the web,
/// Godot, Android and desktop engines do, so a theme may give hover looks (docs/format.md).
public struct ControlState: OptionSet, Hashable, Sendable, Comparable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)
    /// A pointer over the button: not a UIKit state (a bit UIKit leaves unused).
    public static let hover = ControlState(rawValue: 1 << 4)
    public static let application = ControlState(rawValue: 0x00FF_0000)
    public static let reserved = ControlState(rawValue: 0xFF00_0000)

    /// The named bits in canonical (bit) order.
    public static let namedBits: [(name: String, state: ControlState)] = [
        ("highlighted", .highlighted), ("disabled", .disabled),
        ("selected", .selected), ("focused", .focused), ("hover", .hover),
    ]
    /// Every name a state key may be built from.
    public static let names = ["normal"] + namedBits.map(\.name)
    private static let singleNames = Dictionary(uniqueKeysWithValues: [("normal", ControlState.normal)] + namedBits.map { ($0.name, $0.state) })

    /// The canonical name: `normal`, or the set bits joined by `+` in bit order (`highlighted+selected`).
    public var name: String {
        if self == .normal { return "normal" }
        return Self.namedBits.filter { contains($0.state) }.map(\.name).joined(separator: "+")
    }

    /// Parses `normal`, a bit name, or `+`-joined bit names in any order. Returns nil for unknown parts.
    public init?(name: String) {
        // One plain name is the common case (every state key of every button): looked up directly.
        if let single = Self.singleNames[name] { self = single; return }
        var state = ControlState.normal
        let parts = name.split(separator: "+", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for part in parts {
            if part == "normal" && parts.count == 1 { continue }
            guard let bit = Self.namedBits.first(where: { $0.name == part }) else { return nil }
            state.insert(bit.state)
        }
        self = state
    }

    /// The key UIKit looks a per-state value up under: highlighted+disabled is looked up as highlighted
    /// (docs/uikit.md, "State lookup").
    public var lookupKey: ControlState {
        var key = self
        if key.contains(.highlighted) && key.contains(.disabled) { key.remove(.disabled) }
        return key
    }

    /// The keys a per-state value is looked up under, in order (docs/format.md, "State lookup"):
    /// UIKit's — the `lookupKey`, then `normal` —, and for a state with `hover` first its own key,
    /// then the same state without hover, looked up in turn (`selected+hover` → `selected` →
    /// `normal`): a hover look applies only where the theme gives one.
    public var lookupChain: [ControlState] {
        let key = lookupKey
        guard key.contains(.hover) else { return key == .normal ? [.normal] : [key, .normal] }
        return [key] + key.subtracting(.hover).lookupChain
    }

    /// Bit order: the canonical order of states in names and output.
    public static func < (a: ControlState, b: ControlState) -> Bool { a.rawValue < b.rawValue }
}
