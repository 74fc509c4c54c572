import Foundation
import Glibc

/// Writes whole files with `open`, one `write` for the whole buffer (repeated only if the kernel
/// writes less) and `close`: the fewest system calls for a file, used by `AtomicFileWriter`
/// and by `bench`. Failures keep the system's reason (`errno`).
package enum FileOutput {
    /// A failed system call, with the path and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var code: Int32
        package var reason: String { String(cString: strerror(code)) }
        package var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `path`, creating or truncating it.
    package static func write(_ data: Data, to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, code: errno) }
        let code = write(data, closing: fd)
        if code != 0 { throw Failure(path: path, code: code) }
    }

    /// Writes all of `data` to the open file `fd` and closes it; 0, or the `errno` of the first
    /// failed `write` or of `close` (where a file system may report a full disk late).
    package static func write(_ data: Data, closing fd: Int32) -> Int32 {
        var code: Int32 = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        if close(fd) != 0, code == 0, errno != EINTR { code = errno }
        return code
    }
}
