/// Values stored per control state, looked up as UIKit does (docs/uikit.md, "State lookup").
///
/// A value is stored under the exact combined state (`[.selected, .highlighted]` is its own key).
/// Lookup: highlighted+disabled is looked up as highlighted; then the exact key; then `normal`;
/// then the caller's type default. There is never a partial-combination fallback: a selected button
/// that is pressed resolves to the `normal` value unless `selected+highlighted` was set. Bezel's
/// `hover`, which UIKit does not have, is the one flag that is dropped: a state with hover and no
/// value of its own is looked up without it (`ControlState.lookupChain`).
public struct StateTable<Value: Sendable>: Sendable {
    public private(set) var values: [ControlState: Value]

    public init(_ values: [ControlState: Value] = [:]) { self.values = values }
    /// A table holding one value for `normal`.
    public init(normal: Value) { self.values = [.normal: normal] }

    public subscript(exact state: ControlState) -> Value? {
        get { values[state] }
        set { values[state] = newValue }
    }

    /// UIKit's lookup: exact key (after masking highlighted+disabled to highlighted), then normal;
    /// a state with hover first tries its own key, then the state without hover.
    /// Returns nil when nothing is set; the caller then applies the type default.
    public func lookup(_ state: ControlState) -> Value? {
        foundKey(state).flatMap { values[$0] }
    }

    /// The key `lookup` takes its value from, or nil when none of `state`'s keys is set.
    public func foundKey(_ state: ControlState) -> ControlState? {
        state.lookupChain.first { values[$0] != nil }
    }

    /// Whether the value for `state` comes from the `normal` fallback rather than its own key; this is
    /// what decides UIKit's automatic image darkening and fading (docs/uikit.md, "Images").
    public func isFallback(_ state: ControlState) -> Bool {
        state.lookupKey != .normal && foundKey(state) == .normal
    }

    /// The states that have their own value, in bit order.
    public var states: [ControlState] { values.keys.sorted() }
    public var isEmpty: Bool { values.isEmpty }

    /// The table with every value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> StateTable<T> {
        var out: [ControlState: T] = [:]
        for (k, v) in values { out[k] = try transform(v) }
        return StateTable<T>(out)
    }
}

extension StateTable: Equatable where Value: Equatable {}
extension StateTable: Hashable where Value: Hashable {}
