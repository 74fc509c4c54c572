import Foundation

/// Runs a program the tests hand output to (a reader, a consumer) and returns its exit status and
/// what it printed on stdout.
enum ToolOutput {
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `Tests/Readers/<name>` run with the system Python.
    static func reader(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Readers/\(name)").path
        return try run("/usr/bin/python3", [script] + arguments)
    }
}
