import Foundation

/// A file a render produced, with its path relative to the output folder.
public struct OutputFile: Sendable {
    public var path: String
    public var data: Data
    public init(path: String, data: Data) { self.path = path; self.data = data }
}
