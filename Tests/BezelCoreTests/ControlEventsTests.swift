import Testing
@testable import BezelCore

@Suite struct ControlEventsTests {
    @Test func bitValuesFollowUIKit() {
        #expect(ControlEvents.touchDown.rawValue == 1)
        #expect(ControlEvents.touchDownRepeat.rawValue == 2)
        #expect(ControlEvents.touchDragInside.rawValue == 4)
        #expect(ControlEvents.touchDragOutside.rawValue == 8)
        #expect(ControlEvents.touchDragEnter.rawValue == 16)
        #expect(ControlEvents.touchDragExit.rawValue == 32)
        #expect(ControlEvents.touchUpInside.rawValue == 64)
        #expect(ControlEvents.touchUpOutside.rawValue == 128)
        #expect(ControlEvents.touchCancel.rawValue == 256)
        #expect(ControlEvents.valueChanged.rawValue == 1 << 12)
        #expect(ControlEvents.primaryActionTriggered.rawValue == 1 << 13)
        #expect(ControlEvents.menuActionTriggered.rawValue == 1 << 14)
        #expect(ControlEvents.editingDidBegin.rawValue == 1 << 16)
        #expect(ControlEvents.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(ControlEvents.allTouchEvents.rawValue == 0x0FFF)
        #expect(ControlEvents.allEditingEvents.rawValue == 0x000F_0000)
        #expect(ControlEvents.applicationReserved.rawValue == 0x0F00_0000)
        #expect(ControlEvents.systemReserved.rawValue == 0xF000_0000)
        #expect(ControlEvents.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(ControlEvents.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
    }

    @Test func names() {
        #expect(ControlEvents.touchDragExit.name == "touchDragExit")
        #expect(ControlEvents.allTouchEvents.name == "allTouchEvents")
        #expect(ControlEvents([.touchUpInside, .touchDown]).name == "touchDown+touchUpInside")
        #expect(ControlEvents(rawValue: 1 << 10).name == "0x400")
        #expect(ControlEvents().name == "none")
        #expect(ControlEvents(name: "primaryActionTriggered") == .primaryActionTriggered)
        #expect(ControlEvents(name: "touchdown") == nil)
    }
}
