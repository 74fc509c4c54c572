/// One finding about an input file: which file, where in it (a JSON path such as
/// `buttons.submit.titleColor.hilighted`, and a line and column for syntax errors), and what is wrong.
///
/// The library never prints; it returns diagnostics and the CLI prints them as `file: json.path: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Errors fail a command (exit 2); warnings are printed only.
    public enum Severity: String, Sendable { case error, warning }
    public var file: String
    public var path: String
    public var message: String
    public var severity: Severity
    public var position: SourcePosition?

    public init(file: String, path: String, message: String, severity: Severity = .error, position: SourcePosition? = nil) {
        self.file = file; self.path = path; self.message = message; self.severity = severity; self.position = position
    }

    /// `file:line:column: message` for syntax errors, `file: json.path: message` otherwise, on one
    /// line: control and bidi characters from the input are escaped (`UntrustedText`).
    public var description: String {
        var head = UntrustedText.shown(file)
        if let position { head += ":\(position.line):\(position.column)" }
        let where_ = path.isEmpty ? "" : " \(UntrustedText.shown(path)):"
        let prefix = severity == .warning ? " warning:" : ""
        return "\(head):\(where_)\(prefix) \(UntrustedText.shown(message))"
    }
}

/// A collection of diagnostics, raised as one error when any of them is an error.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    public var items: [Diagnostic]
    public init(_ items: [Diagnostic]) { self.items = items }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var description: String { items.map(\.description).joined(separator: "\n") }
}
