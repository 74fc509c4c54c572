import BezelCore
import Foundation
import Testing
@testable import BezelCLI

/// An unknown state name is told in one wording wherever it is met: a theme's per-state key, a
/// theme's `states`, `--state`, `inspect --state` and `approve --state`.
@Suite struct StateNameMessageTests {
    static let expected = "unknown state 'higlighted' (did you mean 'highlighted'?); states are normal, highlighted, disabled, selected, focused, hover, joined with +"

    @Test func theMessageNamesTheClosestStateOrUIKitsWord() {
        #expect(ControlState.unknownNameMessage("higlighted") == Self.expected)
        #expect(ControlState.unknownNameMessage("pressed").hasPrefix("unknown state 'pressed' (UIKit calls it 'highlighted'); states are"))
    }

    @Test func everyPlaceSaysItTheSameWay() throws {
        let folder = NSTemporaryDirectory() + "bezel-state-names-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = folder + "/good.json", key = folder + "/key.json", list = folder + "/list.json"
        try Data(##"{ "name": "g", "buttons": { "b": { "title": "B" } } }"##.utf8).write(to: URL(fileURLWithPath: good))
        try Data(##"{ "name": "k", "buttons": { "b": { "title": { "higlighted": "B" } } } }"##.utf8).write(to: URL(fileURLWithPath: key))
        try Data(##"{ "name": "l", "states": ["normal", "higlighted"], "buttons": { "b": { "title": "B" } } }"##.utf8).write(to: URL(fileURLWithPath: list))
        #expect(CLIRun(["validate", key]).err.contains("buttons.b.title.higlighted: " + Self.expected))
        #expect(CLIRun(["validate", list]).err.contains("states[1]: " + Self.expected))
        #expect(CLIRun(["render", good, "-o", folder + "/out", "--state", "higlighted"]).err.contains("--state: " + Self.expected))
        #expect(CLIRun(["inspect", good, "--button", "b", "--state", "higlighted"]).err.contains(Self.expected))
    }
}
