import BezelCore
import Foundation

/// Why a button cannot be written as a theme or drawn: one line per problem, each naming the JSON
/// path of the theme key (`buttons.button.image.normal: …`), as `bezel validate` prints them.
public struct BezelUIKitError: Error, CustomStringConvertible, Sendable {
    /// The problems, one per line.
    public let problems: [String]

    init(problems: [String]) { self.problems = problems }

    init(_ diagnostics: Diagnostics) { problems = diagnostics.items.map(\.description) }

    public var description: String { problems.joined(separator: "\n") }
}
