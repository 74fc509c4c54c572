/// A path into a JSON document, printed as `buttons.submit.titleColor.highlighted` or `scales[1]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// An object key or an array index.
    public enum Component: Hashable, Sendable { case key(String), index(Int) }
    public var components: [Component]
    public init(_ components: [Component] = []) { self.components = components }
    public static let root = JSONPath()

    /// The path to member `key` of this object.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    /// The path to element `index` of this array.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
    /// `path / "key"`: the same as `appending(_:)`.
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
