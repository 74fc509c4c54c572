import BezelCore

/// What a document's import did not carry over, as warnings that name the document, the line and
/// column of the element, and the object id (`<objectID>.<what>` as the diagnostic's path).
final class IBReport {
    let file: String
    private(set) var items: [Diagnostic] = []

    init(file: String) { self.file = file }

    /// A warning about `element` (inside the object `objectID`), about `what` (an attribute or key).
    func warn(_ element: IBElement, _ objectID: String, _ what: String, _ message: String) {
        items.append(Diagnostic(file: file, path: what.isEmpty ? objectID : objectID + "." + what, message: message,
                                severity: .warning, position: SourcePosition(line: element.line, column: element.column)))
    }

    /// An error about the document itself (no object).
    func error(_ message: String, at position: SourcePosition? = nil) {
        items.append(Diagnostic(file: file, path: "", message: message, position: position))
    }
}
