import Testing
@testable import BezelCore

@Suite struct ControlGestureScriptTests {
    private func error(_ text: String) -> GestureScriptError? {
        do { _ = try GestureScript(parsing: text); return nil } catch { return error }
    }

    @Test func parsesStepsWithWhitespaceAndPoints() throws {
        let script = try GestureScript(parsing: " down ,move( 10 , 200 ),move(-5.5,20),  up(1,2),down,cancel,tap, doubleTap(3,4) ")
        #expect(script.steps.map(\.kind) == [.down, .move, .move, .up, .down, .cancel, .tap, .doubleTap])
        #expect(script.steps[0].point == nil)
        #expect(script.steps[1].point == Point(x: 10, y: 200))
        #expect(script.steps[1].text == "move( 10 , 200 )")
        #expect(script.steps[1].column == 8)
        #expect(script.steps[2].point == Point(x: -5.5, y: 20))
        #expect(script.steps[7].point == Point(x: 3, y: 4))
        #expect(script.steps.map(\.index) == Array(1...8))
    }

    @Test func unknownStepSuggests() {
        let e = error("down, mvoe(1,2), up")
        #expect(e?.description == "events: 2: unknown step 'mvoe(1,2)' (did you mean 'move'?)")
        #expect(e?.step == 2 && e?.column == 7)
        #expect(error("doubletap")?.description == "events: 1: unknown step 'doubletap' (did you mean 'doubleTap'?)")
        #expect(error("down, zzzzzz")?.description == "events: 2: unknown step 'zzzzzz' (steps: down, move, up, cancel, tap, doubleTap)")
    }

    @Test func malformedSteps() {
        #expect(error("")?.description.hasPrefix("events: 1: no steps") == true)
        #expect(error("down,, up")?.description == "events: 2: empty step (two commas in a row, or a comma at the end?)")
        #expect(error("tap,")?.step == 2)
        #expect(error("down, move")?.description == "events: 2: 'move' needs a point, e.g. move(10,20)")
        #expect(error("down, move(1)")?.description == "events: 2: 'move(1)' needs two coordinates, x and y, e.g. move(10,20)")
        #expect(error("down, move(1,2,3)")?.step == 2)
        #expect(error("down, move(a,2)")?.description == "events: 2: 'move(a,2)': x 'a' is not a number")
        #expect(error("down, move(1,nan)")?.description == "events: 2: 'move(1,nan)': y 'nan' is not a number")
        #expect(error("down, move(1,2")?.description == "events: 2: 'move(1,2' has no closing ')'")
        #expect(error("down, cancel(1,2)")?.description == "events: 2: 'cancel' takes no point")
    }

    @Test func touchSequenceIsChecked() {
        #expect(error("move(1,2)")?.description == "events: 1: 'move(1,2)': no finger is down (add 'down' first)")
        #expect(error("down, up, up")?.step == 3)
        #expect(error("down, down")?.description == "events: 2: 'down': a finger is already down (add 'up' or 'cancel' first)")
        #expect(error("down, tap")?.step == 2)
        #expect(error("tap, cancel")?.step == 2)
        #expect(error("down, cancel, tap, down, move(1,1)") == nil)
        #expect(error("down") == nil) // a script may end with the finger down
    }
}
