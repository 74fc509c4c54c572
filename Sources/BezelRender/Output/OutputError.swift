import Glibc

/// Why a file could not be written into, or deleted from, an output folder: the path and either
/// the file system's reason (`errno`, e.g. "No space left on device") or Bezel's refusal (a
/// symbolic link or a file in the way).
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// The path that could not be written or deleted.
    public var path: String
    /// Why: the system's reason or Bezel's refusal.
    public var message: String
    public var description: String { "\(path): \(message)" }

    package init(path: String, message: String) { self.path = path; self.message = message }

    /// `action` failed with the system's reason for `code`.
    package static func system(_ path: String, _ action: String, _ code: Int32) -> OutputError {
        OutputError(path: path, message: "\(action): \(String(cString: strerror(code)))")
    }
}
