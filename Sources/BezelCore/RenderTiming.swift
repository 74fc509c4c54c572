import Dispatch
import Foundation

/// Seconds spent per stage of a render, summed over worker threads (with two workers they can add
/// up to twice the wall time). `bezel bench` passes one through `RenderOptions.timing`; a render
/// without one measures nothing.
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

    /// Runs `body`, adding its duration to `stage` when `timing` is given.
    package static func measure<R>(_ timing: RenderTiming?, _ stage: Stage, _ body: () throws -> R) rethrows -> R {
        guard let timing else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timing.add(stage, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try body()
    }
}
