/// Collects diagnostics for one file while a pass walks it, so that every error is reported, not
/// only the first.
public final class DiagnosticSink: @unchecked Sendable {
    public private(set) var items: [Diagnostic] = []
    public let file: String
    public init(file: String) { self.file = file }

    /// Records an error at `path`, with the `advice` that lifts it when a setting would.
    public func error(_ path: JSONPath, _ message: String, advice: Advice? = nil) {
        items.append(Diagnostic(file: file, path: path.description, message: message, advice: advice))
    }
    /// Records a warning at `path`.
    public func warning(_ path: JSONPath, _ message: String) {
        items.append(Diagnostic(file: file, path: path.description, message: message, severity: .warning))
    }
    /// Records diagnostics found elsewhere (e.g. in another file).
    public func append(_ diagnostics: [Diagnostic]) { items.append(contentsOf: diagnostics) }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
}
