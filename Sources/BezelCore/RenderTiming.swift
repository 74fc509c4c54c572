import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// CPU seconds spent per stage of a render: the CPU time of the thread doing the work
/// (`CLOCK_THREAD_CPUTIME_ID`), summed over worker threads, so waiting (for a lock, the disk, the
/// other core) is not counted and the stages add up to at most the process's CPU time. `bezel
/// bench` passes one through `RenderOptions.timing`; a render without one measures nothing.
public final class RenderTiming: @unchecked Sendable {
    /// The stages `ThemeRenderer` times.
    public enum Stage: String, CaseIterable, Sendable {
        /// Resolving every state's appearance and laying the buttons out.
        case resolveLayout
        /// Packing the sheets.
        case pack
        /// Drawing with Cairo and Pango.
        case draw
        /// Un-premultiplying, filtering, deflating and wrapping as PNG.
        case encode
        /// Making the text files: atlases and the manifest.
        case text
        /// Writing the files: opening, filling and renaming them into place.
        case write
    }

    private let lock = NSLock()
    private var totals: [Stage: Double] = [:]
    private var counts: [Stage: Int] = [:]

    public init() {}

    /// Adds `seconds` to `stage`.
    public func add(_ stage: Stage, _ seconds: Double) {
        lock.lock(); totals[stage, default: 0] += seconds; counts[stage, default: 0] += 1; lock.unlock()
    }

    /// How many times `stage` was timed (one pack per unit: `pack` counts the packings of a run).
    public func count(_ stage: Stage) -> Int {
        lock.lock(); defer { lock.unlock() }
        return counts[stage] ?? 0
    }

    /// The seconds recorded for `stage`.
    public func seconds(_ stage: Stage) -> Double {
        lock.lock(); defer { lock.unlock() }
        return totals[stage] ?? 0
    }

    /// Runs `body`, adding the CPU time its thread spent to `stage` when `timing` is given.
    package static func measure<R, E: Error>(_ timing: RenderTiming?, _ stage: Stage, _ body: () throws(E) -> R) throws(E) -> R {
        guard let timing else { return try body() }
        let start = threadCPUSeconds()
        defer { timing.add(stage, threadCPUSeconds() - start) }
        return try body()
    }

    /// The CPU time the calling thread has used, in seconds.
    public static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The CPU time the whole process has used (user and system, every thread), in seconds.
    public static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func s(_ v: timeval) -> Double { Double(v.tv_sec) + Double(v.tv_usec) / 1e6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }
}
