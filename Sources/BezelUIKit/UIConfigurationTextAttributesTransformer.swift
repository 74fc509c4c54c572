import Foundation

/// A function from a text's attributes to the attributes it is drawn with:
/// `UIButton.Configuration.titleTextAttributesTransformer`. Bezel calls it when the button is drawn
/// or written, once per run of the title, with that run's own attributes (UIKit's incoming container
/// also holds the configuration's font and colour: approximated), and writes the result as the
/// theme's `attributedTitle` runs.
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    private let transform: @Sendable (AttributeContainer) -> AttributeContainer
    /// Copies of one transformer are equal; two transformers never are (functions cannot be compared).
    private let identity = UUID()

    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
