import BezelCore
import Foundation

/// A control's state flags, alignments and actions. Setting `isHighlighted`, `isSelected` or
/// `isEnabled` changes the state a button is drawn in, as on iOS.
@preconcurrency @MainActor
open class UIControl: UIView {
    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { stateDidChange() } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    private var actions: [(action: UIAction, events: Event)] = []

    /// The state flags: highlighted, disabled and selected as the properties say.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called after a state flag changes (a button updates its configuration).
    func stateDidChange() {}

    /// Runs `action` when any of `events` is sent.
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        for i in actions.indices.reversed() where actions[i].action === action {
            actions[i].events.subtract(events)
            if actions[i].events.isEmpty { actions.remove(at: i) }
        }
    }

    /// Runs the actions added for any of `events`, in the order they were added, with this control as sender.
    open func sendActions(for events: Event) {
        for (action, registered) in actions where !registered.isDisjoint(with: events) {
            action.sender = self
            action.handler(action)
        }
    }

    /// The state as Bezel's model names it.
    var controlState: ControlState { ControlState(rawValue: UInt(state.rawValue & 0xF)) }
}

extension UIControl {
    /// UIKit's control state flags; `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)

        /// The theme's state name (`normal`, `highlighted+selected`).
        var themeName: String { ControlState(rawValue: rawValue & 0xF).name }
    }

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where the content sits horizontally: the theme's `contentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing

        var themeName: String { ["center", "left", "right", "fill", "leading", "trailing"][rawValue] }
    }

    /// Where the content sits vertically: the theme's `contentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill

        var themeName: String { ["center", "top", "bottom", "fill"][rawValue] }
    }
}
