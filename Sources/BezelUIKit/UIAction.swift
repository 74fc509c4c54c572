import Foundation

/// What an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs for its events (`addAction(_:for:)`, a button's primary action). Its
/// title and image are a primary action's button title and image when the configuration has none.
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that sent the action while it runs.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }
}
