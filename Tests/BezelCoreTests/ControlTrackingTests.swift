import Testing
@testable import BezelCore

/// A 100 × 44 control recording every send.
private func recordingControl(enabled: Bool = true, selected: Bool = false) -> (Control, Recorder) {
    let control = Control(size: Size(width: 100, height: 44), isEnabled: enabled, isSelected: selected)
    let recorder = Recorder()
    control.addAction(.senderAndEvent { _, e in recorder.events.append(e.kind.name) }, for: .allEvents)
    return (control, recorder)
}

private final class Recorder {
    var events: [String] = []
    /// The events since the last call.
    func take() -> [String] { defer { events = [] }; return events }
}

@Suite struct ControlTrackingTests {
    @Test func tap() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        #expect(r.take() == ["touchDown"])
        #expect(c.state == .highlighted && c.isTracking && c.isTouchInside)
        c.touchesEnded(Touch(x: 50, y: 22))
        #expect(r.take() == ["touchUpInside", "primaryActionTriggered"])
        #expect(c.state == .normal && !c.isTracking && !c.isHighlighted)
        #expect(c.stateAtLastTouchUp == .highlighted)
        #expect(!c.lastTouchUpShowedQuickTapHighlight)
    }

    @Test func dragOutBeyondTheMarginAndBack() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 10, y: 10))
        #expect(r.take() == ["touchDown"]); #expect(c.state == .highlighted)
        c.touchesMoved(Touch(x: 10, y: 200)) // 156 pt below the bottom edge
        #expect(r.take() == ["touchDragExit", "touchDragOutside"]); #expect(c.state == .normal)
        #expect(!c.isTouchInside && c.isTracking)
        c.touchesMoved(Touch(x: 10, y: 250))
        #expect(r.take() == ["touchDragOutside"]); #expect(c.state == .normal)
        c.touchesMoved(Touch(x: 10, y: 20))
        #expect(r.take() == ["touchDragEnter", "touchDragInside"]); #expect(c.state == .highlighted)
        c.touchesEnded(Touch(x: 10, y: 20))
        #expect(r.take() == ["touchUpInside", "primaryActionTriggered"]); #expect(c.state == .normal)
    }

    @Test func dragWithinTheSeventyPointMarginStaysHighlighted() {
        #expect(UIKitControlConstants.mostlyInsideMargin == 70)
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        _ = r.take()
        for p in [Point(x: 50, y: 44 + 69), Point(x: -69.5, y: 22), Point(x: 169.9, y: -70), Point(x: 100, y: 44)] {
            c.touchesMoved(Touch(location: p))
            #expect(r.take() == ["touchDragInside"], "at \(p)")
            #expect(c.state == .highlighted, "at \(p)")
        }
        c.touchesEnded(Touch(x: 50, y: 44 + 69))
        #expect(r.take() == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func marginEdgesAreHalfOpen() {
        let c = Control(size: Size(width: 100, height: 44))
        #expect(c.pointMostlyInside(Point(x: -70, y: -70)))
        #expect(!c.pointMostlyInside(Point(x: 170, y: 0)))
        #expect(!c.pointMostlyInside(Point(x: 0, y: 114)))
        #expect(c.pointMostlyInside(Point(x: 169.99, y: 113.99)))
    }

    @Test func upOutsideSendsTouchUpOutsideAndNoPrimaryAction() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesMoved(Touch(x: 50, y: 300))
        _ = r.take()
        c.touchesEnded(Touch(x: 50, y: 300))
        #expect(r.take() == ["touchUpOutside"])
        #expect(c.state == .normal)
        #expect(c.stateAtLastTouchUp == .normal)
    }

    @Test func liftingOutsideWithoutAMoveSendsExitThenUpOutside() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesEnded(Touch(x: 50, y: 300))
        #expect(r.take() == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func doubleTapSendsTouchDownRepeatAfterTheSecondTouchDown() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22, tapCount: 1))
        c.touchesEnded(Touch(x: 50, y: 22, tapCount: 1))
        c.touchesBegan(Touch(x: 50, y: 22, tapCount: 2))
        c.touchesEnded(Touch(x: 50, y: 22, tapCount: 2))
        #expect(r.take() == ["touchDown", "touchUpInside", "primaryActionTriggered",
                             "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func separateSendsNotCombinedMasks() {
        let c = Control(size: Size(width: 100, height: 44))
        var kinds: [ControlEvents] = []
        c.addAction(.senderAndEvent { _, e in kinds.append(e.kind) }, for: .allEvents)
        c.touchesBegan(Touch(x: 1, y: 1, tapCount: 3))
        #expect(kinds == [.touchDown, .touchDownRepeat])
    }

    @Test func cancel() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesCancelled(Touch(x: 50, y: 22))
        #expect(r.take() == ["touchDown", "touchCancel"])
        #expect(c.state == .normal && !c.isTracking)
        c.touchesEnded(Touch(x: 50, y: 22)) // no longer tracking: nothing
        #expect(r.take().isEmpty)
    }

    @Test func disabledControlReceivesNothing() {
        let (c, r) = recordingControl(enabled: false)
        #expect(c.state == .disabled)
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesMoved(Touch(x: 50, y: 300))
        c.touchesEnded(Touch(x: 50, y: 22))
        c.touchesCancelled(Touch(x: 50, y: 22))
        #expect(r.take().isEmpty)
        #expect(c.state == .disabled && !c.isTracking && !c.isHighlighted)
        c.isHighlighted = true // ignored while disabled
        #expect(c.state == .disabled)
    }

    @Test func interactionOffReceivesNothingAndStaysNormal() {
        let (c, r) = recordingControl()
        c.isUserInteractionEnabled = false
        #expect(c.state == .normal)
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesEnded(Touch(x: 50, y: 22))
        #expect(r.take().isEmpty)
        #expect(c.state == .normal && !c.isTracking)
    }

    @Test func touchDownOutsideTheBoundsIsNotDelivered() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 120, y: 22)) // in the margin, but hit-testing uses the bounds
        #expect(r.take().isEmpty && !c.isTracking)
    }

    @Test func selectedControlPressedIsHighlightedSelected() {
        let (c, _) = recordingControl(selected: true)
        #expect(c.state == .selected)
        c.touchesBegan(Touch(x: 50, y: 22))
        #expect(c.state == [.highlighted, .selected])
        #expect(c.state.rawValue == 5)
        #expect(c.state.name == "highlighted+selected")
    }

    @Test func stateBits() {
        let c = Control(size: Size(width: 10, height: 10))
        c.isHighlighted = true; c.isSelected = true; c.isFocused = true
        #expect(c.state.rawValue == 13)
        c.isEnabled = false // disabled while pressed: highlighted+disabled (docs/uikit.md, "State lookup")
        #expect(c.state.rawValue == 15)
        c.isHighlighted = false // ignored while disabled
        #expect(c.isHighlighted)
    }

    @Test func quickTapShowsTheHighlightAtTouchUp() {
        let (c, r) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        c.touchesMoved(Touch(x: 50, y: 300)) // out: highlight off
        #expect(!c.isHighlighted)
        var highlightedDuringUpInside = false
        c.addAction(.sender { highlightedDuringUpInside = $0.isHighlighted }, for: .touchUpInside)
        _ = r.take()
        c.touchesEnded(Touch(x: 50, y: 22)) // lifted inside without a move back
        #expect(r.take() == ["touchDragEnter", "touchUpInside", "primaryActionTriggered"])
        #expect(c.lastTouchUpShowedQuickTapHighlight)
        #expect(c.stateAtLastTouchUp == .highlighted)
        #expect(highlightedDuringUpInside)
        #expect(c.state == .normal)
    }

    @Test func programmaticUnhighlightThenUpInsideIsAQuickTap() {
        let (c, _) = recordingControl()
        c.touchesBegan(Touch(x: 50, y: 22))
        c.isHighlighted = false
        c.touchesEnded(Touch(x: 50, y: 22))
        #expect(c.lastTouchUpShowedQuickTapHighlight)
        #expect(c.stateAtLastTouchUp == .highlighted)
    }

    @Test func eventsCarryTheTouch() {
        let c = Control(size: Size(width: 100, height: 44))
        var touches: [Touch?] = []
        c.addAction(.senderAndEvent { _, e in touches.append(e.touch) }, for: .allTouchEvents)
        c.touchesBegan(Touch(x: 3, y: 4))
        c.touchesMoved(Touch(x: 5, y: 6))
        #expect(touches == [Touch(x: 3, y: 4), Touch(x: 5, y: 6)])
    }
}
