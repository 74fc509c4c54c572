import Testing
@testable import BezelCore

/// A target with the three UIKit action shapes.
private final class Screen {
    var log: [String] = []
    func save() { log.append("save()") }
    func save(_ sender: Control) { log.append("save(sender) selected=\(sender.isSelected)") }
    func save(_ sender: Control, forEvent event: ControlEvent) { log.append("save(sender, \(event.kind.name))") }
}

@Suite struct ControlTargetActionTests {
    private func tap(_ c: Control) {
        c.touchesBegan(Touch(x: 5, y: 5))
        c.touchesEnded(Touch(x: 5, y: 5))
    }

    @Test func handlersRunInRegistrationOrderWithTheThreeShapes() {
        let c = Control(size: Size(width: 44, height: 44))
        let screen = Screen()
        var log: [String] = []
        c.addAction(.plain { log.append("closure()") }, for: .touchUpInside)
        c.addTarget(screen, action: Screen.save(_:forEvent:), for: [.touchUpInside, .primaryActionTriggered])
        c.addAction(.sender { _ in log.append("closure(sender)") }, for: .touchUpInside)
        c.addTarget(screen, action: Screen.save as (Screen) -> () -> Void, for: .touchUpInside)
        c.addTarget(screen, action: Screen.save(_:), for: .primaryActionTriggered)
        c.addAction(.senderAndEvent { _, e in log.append("closure(sender, \(e.kind.name))") }, for: .touchUpInside)
        tap(c)
        #expect(log == ["closure()", "closure(sender)", "closure(sender, touchUpInside)"])
        #expect(screen.log == ["save(sender, touchUpInside)", "save()", "save(sender, primaryActionTriggered)",
                               "save(sender) selected=false"])
        #expect(c.allTargets.count == 1 && c.allTargets.first === screen)
        #expect(c.actionCount(for: .touchUpInside) == 5)
    }

    @Test func removeByToken() {
        let c = Control(size: Size(width: 44, height: 44))
        var log: [String] = []
        let a = c.addAction(.plain { log.append("a") }, for: [.touchDown, .touchUpInside])
        c.addAction(.plain { log.append("b") }, for: .touchUpInside)
        c.removeAction(a, for: .touchDown)
        tap(c)
        #expect(log == ["a", "b"])
        log = []
        c.removeAction(a)
        tap(c)
        #expect(log == ["b"])
        #expect(c.allControlEvents == .touchUpInside)
    }

    @Test func removeTargetByIdentity() {
        let c = Control(size: Size(width: 44, height: 44))
        let one = Screen(), two = Screen()
        c.addTarget(one, action: Screen.save as (Screen) -> () -> Void, for: .touchUpInside)
        c.addTarget(two, action: Screen.save as (Screen) -> () -> Void, for: .touchUpInside)
        c.removeTarget(one, for: .touchUpInside)
        tap(c)
        #expect(one.log.isEmpty && two.log == ["save()"])
        c.removeTarget(nil) // every registration
        tap(c)
        #expect(two.log == ["save()"])
        #expect(c.actionCount(for: .allEvents) == 0)
    }

    @Test func targetsAreNotRetained() {
        let c = Control(size: Size(width: 44, height: 44))
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        c.addTarget(screen!, action: Screen.save as (Screen) -> () -> Void, for: .touchUpInside)
        screen = nil
        #expect(weakScreen == nil)
        #expect(c.actionCount(for: .touchUpInside) == 0)
        tap(c) // nothing to call, nothing crashes
    }

    @Test func sendActionsProgrammatically() {
        let c = Control(size: Size(width: 44, height: 44))
        var got: [ControlEvent] = []
        c.addAction(.senderAndEvent { _, e in got.append(e) }, for: .valueChanged)
        c.sendActions(for: .valueChanged)
        c.sendActions(for: .touchDown)
        #expect(got == [ControlEvent(kind: .valueChanged, touch: nil)])
    }

    @Test func toggleFlipsSelectionOnTouchUpInsideOnly() {
        let c = Control(size: Size(width: 44, height: 44))
        var seen: [Bool] = []
        c.addAction(.sender { seen.append($0.isSelected) }, for: .touchUpInside)
        let toggle = c.addSelectionToggle()
        c.addAction(.sender { seen.append($0.isSelected) }, for: .primaryActionTriggered)
        tap(c)
        #expect(c.isSelected && c.state == .selected)
        #expect(seen == [false, true]) // before the toggle, after it
        // Up outside: no toggle.
        c.touchesBegan(Touch(x: 5, y: 5))
        #expect(c.state == [.highlighted, .selected])
        c.touchesMoved(Touch(x: 5, y: 500))
        c.touchesEnded(Touch(x: 5, y: 500))
        #expect(c.isSelected)
        // Cancel: no toggle.
        c.touchesBegan(Touch(x: 5, y: 5))
        c.touchesCancelled(Touch(x: 5, y: 5))
        #expect(c.isSelected)
        tap(c)
        #expect(!c.isSelected)
        c.removeAction(toggle)
        tap(c)
        #expect(!c.isSelected)
    }
}
