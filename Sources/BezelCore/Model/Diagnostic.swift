/// One finding about an input file: which file, where in it (a JSON path such as
/// `buttons.submit.titleColor.hilighted`, and a line and column for syntax errors), and what is wrong.
///
/// The library never prints; it returns diagnostics and the CLI prints them as `file: json.path: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Errors fail a command (exit 2); warnings are printed only.
    public enum Severity: String, Sendable { case error, warning }
    public var file: String
    public var path: String
    /// What is wrong, without `advice` and `notes`.
    public var message: String
    public var severity: Severity
    public var position: SourcePosition?
    /// What would lift the refusal, when a setting would: said after the message, in the library's
    /// terms by `description`, in a tool's own by `description(wordingAdvice:)`.
    public var advice: Advice?
    /// Where else the problem belongs, each said in parentheses after the message and its advice: a
    /// problem only one mode or accessibility variant has ("in mode 'dark'").
    public var notes: [String] = []

    public init(file: String, path: String, message: String, severity: Severity = .error, position: SourcePosition? = nil,
                advice: Advice? = nil) {
        self.file = file; self.path = path; self.message = message; self.severity = severity; self.position = position
        self.advice = advice
    }

    /// The message as printed after the location: `message`, the advice in `wording` (the
    /// library's by default), then each note in parentheses.
    public func text(wordingAdvice wording: (Advice) -> String = \.libraryWording) -> String {
        message + (advice.map(wording) ?? "") + notes.map { " (\($0))" }.joined()
    }

    /// `file:line:column: message` for syntax errors, `file: json.path: message` otherwise, on one
    /// line, the advice in `wording`: control and bidi characters from the input are escaped
    /// (`UntrustedText`).
    public func description(wordingAdvice wording: (Advice) -> String) -> String {
        var head = UntrustedText.shown(file)
        if let position { head += ":\(position.line):\(position.column)" }
        let where_ = path.isEmpty ? "" : " \(UntrustedText.shown(path)):"
        let prefix = severity == .warning ? " warning:" : ""
        return "\(head):\(where_)\(prefix) \(UntrustedText.shown(text(wordingAdvice: wording)))"
    }

    /// The diagnostic as `description(wordingAdvice:)` prints it, the advice in the library's terms.
    public var description: String { description(wordingAdvice: \.libraryWording) }
}

/// A collection of diagnostics, raised as one error when any of them is an error.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    public var items: [Diagnostic]
    public init(_ items: [Diagnostic]) { self.items = items }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var description: String { items.map(\.description).joined(separator: "\n") }
}
