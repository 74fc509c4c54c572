import Foundation

/// Runs a program the tests hand output to (a reader, a consumer) and returns its exit status and
/// what it printed on stdout.
enum ToolOutput {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `Tests/Readers/<name>` run with the system Python, with the PyPI readers
    /// (`.build/test-readers`) on its path.
    static func reader(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Readers/\(name)").path
        return try run("/usr/bin/python3", [script] + arguments, environment: ["PYTHONPATH": pyPIReaders])
    }

    /// Where `scripts/install-deps` puts the PyPI readers (SpineAtlas, godot-parser, ColorAide).
    static let pyPIReaders = repositoryRoot + "/.build/test-readers"

    /// Whether the PyPI readers are installed (`scripts/install-deps` marks them when they import).
    static var hasPyPIReaders: Bool { FileManager.default.fileExists(atPath: pyPIReaders + "/.installed-3") }
}
