/// Why a path in a theme was refused.
public struct PathError: Error, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
}
