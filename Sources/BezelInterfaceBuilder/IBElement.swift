/// One element of an Interface Builder document as read: its name, attributes, children in document
/// order and where its start tag stands (1-based line and column), for warnings that name the line.
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement] = []
    /// The characters directly inside the element (a `<string>`'s text), joined.
    public var text = ""
    public var line: Int
    public var column: Int

    public init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name; self.attributes = attributes; self.line = line; self.column = column
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children named `name`.
    public func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `key`.
    public func child(_ name: String, key: String) -> IBElement? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// The object id Xcode gives every view (`id="Xyz-12-abc"`).
    public var objectID: String? { attributes["id"] }

    /// `<name key="…">`, as warnings name an element.
    public var shown: String {
        "<\(name)\(attributes["key"].map { " key=\"\($0)\"" } ?? "")>"
    }
}
