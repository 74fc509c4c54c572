import Testing
@testable import BezelCore

@Suite struct ControlGestureSimulatorTests {
    private func run(_ text: String, _ control: Control = Control(size: Size(width: 100, height: 44))) throws -> [GestureStepResult] {
        try GestureSimulator(control: control).run(GestureScript(parsing: text))
    }

    @Test func dragOutAndBack() throws {
        let steps = try run("down, move(10,200), move(10,20), up")
        #expect(steps.map(\.step) == ["down", "move(10,200)", "move(10,20)", "up"])
        #expect(steps.map(\.state) == [.highlighted, .normal, .highlighted, .normal])
        #expect(steps.map(\.eventNames) == [["touchDown"], ["touchDragExit", "touchDragOutside"],
                                            ["touchDragEnter", "touchDragInside"], ["touchUpInside", "primaryActionTriggered"]])
        #expect(steps.map(\.isTracking) == [true, true, true, false])
        #expect(steps[3].stateAtTouchUp == .highlighted)
        #expect(steps[0].stateAtTouchUp == nil)
    }

    @Test func upDefaultsToTheFingerNotTheCentre() throws {
        let steps = try run("down, move(10,200), up")
        #expect(steps[2].eventNames == ["touchUpOutside"])
    }

    @Test func downDefaultsToTheCentre() throws {
        let control = Control(bounds: Rect(x: 0, y: 0, width: 100, height: 44))
        var at: Point?
        control.addAction(.senderAndEvent { _, e in at = e.touch?.location }, for: .touchDown)
        _ = try run("down", control)
        #expect(at == Point(x: 50, y: 22))
    }

    @Test func tapAndDoubleTap() throws {
        let steps = try run("tap, doubleTap")
        #expect(steps[0].eventNames == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(steps[1].eventNames == ["touchDown", "touchUpInside", "primaryActionTriggered",
                                        "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
        #expect(steps.map(\.state) == [.normal, .normal])
    }

    @Test func cancelStep() throws {
        let steps = try run("down, cancel")
        #expect(steps[1].eventNames == ["touchCancel"])
        #expect(steps[1].state == .normal && !steps[1].isTracking)
    }

    @Test func quickTapIsReported() throws {
        let steps = try run("down, move(10,200), up(10,10)")
        #expect(steps[2].eventNames == ["touchDragEnter", "touchUpInside", "primaryActionTriggered"])
        #expect(steps[2].quickTapHighlight)
        #expect(steps[2].stateAtTouchUp == .highlighted)
    }

    @Test func disabledControlSendsNothing() throws {
        let steps = try run("down, move(10,200), up", Control(size: Size(width: 100, height: 44), isEnabled: false))
        #expect(steps.allSatisfy { $0.events.isEmpty && $0.state == .disabled && $0.stateAtTouchUp == nil })
    }

    @Test func toggleAcrossSteps() throws {
        let control = Control(size: Size(width: 100, height: 44))
        control.addSelectionToggle()
        let steps = try run("tap, down, up, down, move(0,500), up", control)
        #expect(steps.map(\.state.name) == ["selected", "highlighted+selected", "normal", "highlighted", "normal", "normal"])
        #expect(steps[2].stateAtTouchUp?.rawValue == 5)
        #expect(control.actionCount(for: .allEvents) == 1) // the simulator's recorder is gone
    }
}
