import Glibc

/// Why a file could not be written into, or deleted from, an output folder: the path and either
/// the file system's reason (`errno`, e.g. "No space left on device") or Bezel's refusal (a
/// symbolic link or a file in the way).
package struct OutputError: Error, CustomStringConvertible {
    package var path: String
    package var message: String
    package var description: String { "\(path): \(message)" }

    /// `action` failed with the system's reason for `code`.
    package static func system(_ path: String, _ action: String, _ code: Int32) -> OutputError {
        OutputError(path: path, message: "\(action): \(String(cString: strerror(code)))")
    }
}
