/// A handler for control events, in the three shapes UIKit's action methods take (docs/uikit.md, "Control tracking and events"):
/// `doSomething()`, `doSomething(_ sender:)` and `doSomething(_ sender:, forEvent:)`.
public enum ControlAction {
    /// No arguments.
    case plain(() -> Void)
    /// The control that sent the event.
    case sender((Control) -> Void)
    /// The control and the event (its kind and touch).
    case senderAndEvent((Control, ControlEvent) -> Void)

    /// Calls the handler in its shape.
    func perform(sender: Control, event: ControlEvent) {
        switch self {
        case .plain(let body): body()
        case .sender(let body): body(sender)
        case .senderAndEvent(let body): body(sender, event)
        }
    }
}

/// Identifies one registration made by `addAction`/`addTarget`, for removing it again.
public struct ControlActionToken: Hashable, Sendable {
    let id: Int
}

/// One registration: a handler, the events it listens to and, for target-action, its target.
/// The target is held weakly, as UIKit does not retain targets; a registration whose target has gone
/// is skipped and dropped.
final class ControlActionEntry {
    let token: ControlActionToken
    var events: ControlEvents
    let action: ControlAction
    let hasTarget: Bool
    weak var target: AnyObject?

    init(token: ControlActionToken, events: ControlEvents, action: ControlAction, target: AnyObject?) {
        self.token = token; self.events = events; self.action = action
        self.hasTarget = target != nil; self.target = target
    }

    /// False once the target of a target-action registration has been deallocated.
    var isLive: Bool { !hasTarget || target != nil }
}

extension Control {
    /// Registers `action` for every event in `events` (UIKit's `addAction(_:for:)`). Handlers run in
    /// registration order for each send.
    @discardableResult
    public func addAction(_ action: ControlAction, for events: ControlEvents) -> ControlActionToken {
        register(action, target: nil, for: events)
    }

    /// Target-action with `action()`: `addTarget(self, action: Screen.save, for: .touchUpInside)`.
    /// The target is not retained.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void,
                                        for events: ControlEvents) -> ControlActionToken {
        register(.plain { [weak target] in if let target { action(target)() } }, target: target, for: events)
    }

    /// Target-action with `action(_ sender:)`.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Control) -> Void,
                                        for events: ControlEvents) -> ControlActionToken {
        register(.sender { [weak target] in if let target { action(target)($0) } }, target: target, for: events)
    }

    /// Target-action with `action(_ sender:, forEvent:)`.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Control, ControlEvent) -> Void,
                                        for events: ControlEvents) -> ControlActionToken {
        register(.senderAndEvent { [weak target] in if let target { action(target)($0, $1) } }, target: target, for: events)
    }

    /// Removes `events` from the registration `token` (all of them by default); a registration left
    /// with no events is dropped.
    public func removeAction(_ token: ControlActionToken, for events: ControlEvents = .allEvents) {
        for entry in actionEntries where entry.token == token { entry.events.subtract(events) }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Removes `events` from every registration of `target` (UIKit's `removeTarget(_:action:for:)`
    /// without a selector); a nil target removes them from every registration, closures included.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents = .allEvents) {
        for entry in actionEntries where target == nil || entry.target === target { entry.events.subtract(events) }
        actionEntries.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    /// The live targets of target-action registrations, each once, in registration order.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for entry in actionEntries {
            if let t = entry.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Every event some registration listens to.
    public var allControlEvents: ControlEvents {
        actionEntries.filter(\.isLive).reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// The number of live registrations listening to any of `events`.
    public func actionCount(for events: ControlEvents) -> Int {
        actionEntries.filter { $0.isLive && !$0.events.isDisjoint(with: events) }.count
    }

    /// Calls, in registration order, every handler whose events intersect `events` (UIKit's
    /// `sendActions(for:)`). The tracking state machine calls this once per event bit.
    public func sendActions(for events: ControlEvents, touch: Touch? = nil) {
        let event = ControlEvent(kind: events, touch: touch)
        // A snapshot: handlers may add or remove registrations while they run.
        for entry in actionEntries where !entry.events.isDisjoint(with: events) && entry.isLive {
            entry.action.perform(sender: self, event: event)
        }
        actionEntries.removeAll { !$0.isLive }
    }

    private func register(_ action: ControlAction, target: AnyObject?, for events: ControlEvents) -> ControlActionToken {
        nextActionID += 1
        let token = ControlActionToken(id: nextActionID)
        actionEntries.append(ControlActionEntry(token: token, events: events, action: action, target: target))
        return token
    }
}
