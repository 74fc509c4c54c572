import Foundation
import Testing
@testable import BezelCLI

/// The command line says the library's advice (`Advice`, a value on the diagnostic) with its own
/// flag: after the message, before the notes that say where the problem belongs, and without the
/// library's `ThemeFileSystem` words.
@Suite struct AdviceWordingTests {
    @Test func aRefusedPathIsToldWithTheFlagBeforeTheModeItBelongsTo() throws {
        let folder = NSTemporaryDirectory() + "bezel-advice-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let escape = folder + "/escape.json", absolute = folder + "/absolute.json"
        try Data(##"{ "name": "e", "buttons": { "b": { "title": "B" } }, "modes": { "dark": { "buttons": { "b": { "image": "../x.png" } } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: escape))
        try Data(##"{ "name": "a", "buttons": { "b": { "image": "/x.png" } } }"##.utf8).write(to: URL(fileURLWithPath: absolute))
        let run = CLIRun(["validate", escape, absolute])
        #expect(run.code == 2)
        #expect(run.err == """
            \(escape): buttons.b.image.normal: path '../x.png' escapes the theme folder '\(folder)' (pass --allow-outside-paths to permit it) (in mode 'dark')
            \(escape): 1 error
            \(absolute): buttons.b.image.normal: absolute path '/x.png' is not allowed (pass --allow-outside-paths to permit it)
            \(absolute): 1 error

            """, "\(run.err)")
    }
}
