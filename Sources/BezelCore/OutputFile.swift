import Foundation

/// A file a render produced, with its path relative to the output folder.
public struct OutputFile: Sendable {
    public var path: String
    public var data: Data
    public init(path: String, data: Data) { self.path = path; self.data = data }

    /// Whether `path` names a place inside a folder when taken relative to it: not empty, not
    /// absolute, no empty, `.` or `..` part, no control characters. The one test for paths read
    /// from files Bezel did not just make (records, reports) and for every path it writes.
    public static func staysInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
