import Foundation
import Glibc

/// Writes whole files with `open`, one `write` for the whole buffer (repeated only if the kernel
/// writes less) and `close`: the fewest system calls for a file, used by the atomic writer of
/// `render`/`record` and by `bench`.
enum FileOutput {
    /// A failed system call, with the path and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `path`, creating or truncating it.
    static func write(_ data: Data, to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let failure: Failure? = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return Failure(path: path, reason: String(cString: strerror(errno)))
                }
                offset += n
            }
            return nil
        }
        if let failure { throw failure }
    }
}
