/// The events a control sends, as UIKit's `UIControl.Event`: an option set with UIKit's bit values
/// (docs/uikit.md, "Control tracking and events"). A single send carries one bit; handlers register for a mask.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A second (or later) touch-down of a multi-tap; sent after `touchDown`, as its own send.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The semantic "button was activated" event (iOS 9); a button sends it after `touchUpInside`.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action was chosen (iOS 14).
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Bits left for the application.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Bits UIKit keeps for itself.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The single-bit events with their UIKit names, in bit order.
    public static let namedEvents: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// The named masks, checked before splitting a value into bits.
    static let namedMasks: [(name: String, event: ControlEvents)] = [
        ("allEvents", .allEvents), ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents),
        ("applicationReserved", .applicationReserved), ("systemReserved", .systemReserved),
    ]

    /// The names of the set bits in bit order; bits without a name appear as hex (`0x400`).
    public var names: [String] {
        var rest = rawValue
        var result: [String] = []
        for (name, event) in Self.namedEvents where contains(event) {
            result.append(name)
            rest &= ~event.rawValue
        }
        var bit: UInt = 1
        while rest != 0 && bit != 0 {
            if rest & bit != 0 { result.append("0x" + String(bit, radix: 16, uppercase: true)); rest &= ~bit }
            bit <<= 1
        }
        return result
    }

    /// The UIKit name: `touchDown`, a named mask (`allTouchEvents`), or the bit names joined by `+`;
    /// an empty set is `none`.
    public var name: String {
        if isEmpty { return "none" }
        if let mask = Self.namedMasks.first(where: { $0.event == self }) { return mask.name }
        return names.joined(separator: "+")
    }

    /// Parses a single event name or a named mask (`touchUpInside`, `allTouchEvents`); nil when unknown.
    public init?(name: String) {
        guard let found = (Self.namedEvents + Self.namedMasks).first(where: { $0.name == name }) else { return nil }
        self = found.event
    }
}
