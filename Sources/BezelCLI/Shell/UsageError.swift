/// Mistakes in the command line: every one found, printed with usage and exit code 2
/// (`CommandSpec.usageFailure`).
public struct UsageError: Error, Sendable {
    public var messages: [String]

    public init(_ messages: [String]) { self.messages = messages }
    public init(message: String) { self.messages = [message] }
}
