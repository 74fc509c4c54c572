/// A path into a JSON document, printed as `buttons.submit.titleColor.highlighted` or `scales[1]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable { case key(String), index(Int) }
    public var components: [Component]
    public init(_ components: [Component] = []) { self.components = components }
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
    public static func / (path: JSONPath, key: String) -> JSONPath { path.appending(key) }

    public var description: String {
        var out = ""
        for c in components {
            switch c {
            case .key(let k): out += out.isEmpty ? k : "." + k
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}

/// Collects diagnostics for one file while a pass walks it, so that every error is reported, not
/// only the first.
public final class DiagnosticSink: @unchecked Sendable {
    public private(set) var items: [Diagnostic] = []
    public let file: String
    public init(file: String) { self.file = file }

    public func error(_ path: JSONPath, _ message: String) {
        items.append(Diagnostic(file: file, path: path.description, message: message))
    }
    public func warning(_ path: JSONPath, _ message: String) {
        items.append(Diagnostic(file: file, path: path.description, message: message, severity: .warning))
    }
    public func append(_ diagnostics: [Diagnostic]) { items.append(contentsOf: diagnostics) }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
}
