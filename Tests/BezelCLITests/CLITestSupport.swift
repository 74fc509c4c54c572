import BezelCore
import Foundation
@testable import BezelCLI

/// Runs `bezel` in-process and captures what it prints.
struct CLIRun {
    let code: Int32
    let out: String
    let err: String

    init(_ arguments: [String], environment: [String: String] = [:]) {
        final class Box: @unchecked Sendable { var out = ""; var err = "" }
        let box = Box()
        let io = CommandIO(out: { box.out += $0 }, err: { box.err += $0 }, environment: environment)
        code = BezelCommand.main(arguments, io: io)
        out = box.out
        err = box.err
    }
}

/// The fixtures folder beside this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
