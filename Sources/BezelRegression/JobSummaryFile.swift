import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The job summary file a CI system names in `$GITHUB_STEP_SUMMARY`: `verify` appends its
/// Markdown summary there. GitHub Actions creates the file before the step; other CI systems and
/// local dry runs may not, so a missing file is created (its folder must exist). A file that still
/// cannot be written costs a warning only: the report and the exit code never depend on it.
package enum JobSummaryFile {
    /// The variable that names the file.
    package static let variable = "GITHUB_STEP_SUMMARY"

    /// Appends `text` to the file at `path`, creating it (mode 0644) when missing; nil when done,
    /// else the warning to print (it names the file and the system's reason).
    package static func append(_ text: Data, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        var code: Int32 = fd >= 0 ? 0 : errno
        if fd >= 0 {
            code = text.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += n
                }
                return 0
            }
            if close(fd) != 0, code == 0, errno != EINTR { code = errno }
        }
        guard code != 0 else { return nil }
        return "warning: cannot append the summary to \(path) ($\(variable)): \(String(cString: strerror(code))); "
            + "the report and the exit code do not depend on it"
    }
}
