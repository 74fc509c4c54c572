import Foundation

/// The record mode and diff tool in effect, as swift-snapshot-testing's: set for a scope with
/// `withSnapshotTesting(record:diffTool:operation:)`.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the enclosing `withSnapshotTesting`, nil outside one.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    public var diffTool: DiffTool?
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }

    /// When references are written.
    public struct Record: Equatable, Sendable, ExpressibleByBooleanLiteral {
        enum Mode: String, Sendable { case all, failed, missing, never }
        let mode: Mode

        /// "all", "failed", "missing" or "never" (exactly: `SNAPSHOT_TESTING_RECORD`'s values).
        public init?(rawValue: String) {
            guard let mode = Mode(rawValue: rawValue) else { return nil }
            self.mode = mode
        }

        init(_ mode: Mode) { self.mode = mode }

        /// The old Bool spelling: true is `.all`, false `.missing`.
        public init(booleanLiteral value: Bool) { self.init(value ? .all : .missing) }

        /// Every snapshot is written (and the assertion fails).
        public static let all = Record(.all)
        /// A snapshot that does not match is written over its reference (and the assertion fails).
        public static let failed = Record(.failed)
        /// A snapshot without a reference is written (and the assertion fails): the default.
        public static let missing = Record(.missing)
        /// Nothing is written; a missing reference fails.
        public static let never = Record(.never)
    }

    /// The line of a failure message that shows the two files (the reference and the failed snapshot).
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command: `"<command> <reference> <failed>"`.
        public init(stringLiteral value: String) {
            self.tool = { "\(value) \($0) \($1)" }
        }

        /// Kaleidoscope's command.
        public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

        /// Both files as `file://` URLs, and how to set a tool.
        public static let `default` = DiffTool {
            """
            @\(LineDiff.minus)
            "file://\($0)"
            @\(LineDiff.plus)
            "file://\($1)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }

    /// The record mode when nothing sets one: `SNAPSHOT_TESTING_RECORD` when it is one of the four
    /// values, else `.missing`.
    static func environmentRecord(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Record {
        environment["SNAPSHOT_TESTING_RECORD"].flatMap(Record.init(rawValue:)) ?? .missing
    }
}

/// Runs `operation` with the record mode and diff tool given (the enclosing ones for nil).
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    let configuration = SnapshotTestingConfiguration(
        record: record ?? SnapshotTestingConfiguration.current?.record ?? SnapshotTestingConfiguration.environmentRecord(),
        diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? .default)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
