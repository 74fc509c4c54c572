import Foundation

/// The largest peak resident set any `bezel` process of the fuzz tests reached, and which, so a
/// run can report it (the issue bounds it at 1 GiB per process).
final class FuzzPeak: @unchecked Sendable {
    static let shared = FuzzPeak()
    private let lock = NSLock()
    private var bytes = 0

    func record(_ peak: Int) { lock.lock(); bytes = max(bytes, peak); lock.unlock() }
    var maxBytes: Int { lock.lock(); defer { lock.unlock() }; return bytes }
    var shown: String { String(format: "%.1f MiB", Double(maxBytes) / 1_048_576) }
}
