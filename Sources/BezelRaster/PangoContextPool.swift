import BezelCore
import Foundation

/// Measuring contexts for one `FontConfiguration`, each with its own font map, handed to one
/// caller at a time.
///
/// Creating a font map per measurement is much slower (its font and shaping caches start cold),
/// and a font map must not be used by two threads at once; the pool gives each concurrent caller
/// its own context and keeps it for the next caller. It grows to the peak number of concurrent
/// callers.
final class PangoContextPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [PangoTextContext] = []

    /// Runs `body` with a context no other thread uses meanwhile. The context, and any context
    /// sharing its font map, must not escape `body`.
    func withContext<R>(create: () -> PangoTextContext, _ body: (PangoTextContext) throws -> R) rethrows -> R {
        lock.lock()
        let pooled = idle.popLast()
        lock.unlock()
        let context = pooled ?? create()
        defer {
            lock.lock()
            idle.append(context)
            lock.unlock()
        }
        return try body(context)
    }
}
