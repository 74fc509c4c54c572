import Foundation

/// Values filled in by worker threads, one slot per index.
package final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T?]
    package init(count: Int) { items = Array(repeating: nil, count: count) }
    package func set(_ i: Int, _ value: T) { lock.lock(); items[i] = value; lock.unlock() }
    package subscript(i: Int) -> T? {
        get { lock.lock(); defer { lock.unlock() }; return items[i] }
        set { lock.lock(); items[i] = newValue; lock.unlock() }
    }
    package var all: [T?] { lock.lock(); defer { lock.unlock() }; return items }
}

/// A shared work index for worker threads.
package final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    package init() {}
    package func take(below limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// A small worker pool over `DispatchQueue.concurrentPerform`, shared by render, verify and bench.
package enum Parallel {
    /// Runs `body(i)` for `0 ..< count` on `jobs` threads, indices handed out in order.
    package static func forEach(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
        try? forEach(count, jobs: jobs, perWorker: { () }) { i, _ in body(i) }
    }

    /// Runs `body(i, worker)` for `0 ..< count` on `jobs` threads, each with its own `perWorker()`
    /// state; the first error stops the handing out of work and is rethrown.
    package static func forEach<W>(_ count: Int, jobs: Int, perWorker: () -> W, _ body: (Int, W) throws -> Void) throws {
        let next = Counter()
        let failure = Slots<any Error>(count: 1)
        let lock = NSLock()
        let workers = max(1, min(jobs, count))
        guard workers > 1 else {
            // One worker runs on the calling thread, without a dispatch round trip, so a
            // `forEach` nested in it (the sheet bands of a one-theme render) starts from a plain
            // thread rather than from inside `concurrentPerform`.
            let state = perWorker()
            for i in 0..<count { try body(i, state) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let state = perWorker()
            while let i = next.take(below: count) {
                do { try body(i, state) } catch {
                    lock.lock()
                    if failure[0] == nil { failure[0] = error }
                    lock.unlock()
                    while next.take(below: count) != nil {}
                }
            }
        }
        if let error = failure[0] { throw error }
    }

    /// `transform` applied to every element on `jobs` threads, results in order; the first error is
    /// rethrown.
    package static func map<T, R>(_ items: [T], jobs: Int, _ transform: (T) throws -> R) throws -> [R] {
        guard items.count > 1, jobs > 1 else { return try items.map(transform) }
        // Each result is moved once into its place in the array (no array of optional slots
        // copied out and released after).
        let done = Done(count: items.count)
        defer { done.deallocate() }
        return try [R](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            do {
                try forEach(items.count, jobs: jobs, perWorker: { () }) { i, _ in
                    (places.base + i).initialize(to: try transform(items[i]))
                    done.flags[i] = true
                }
            } catch {
                for i in 0..<items.count where done.flags[i] { (places.base + i).deinitialize(count: 1) }
                throw error
            }
            initialized = items.count
        }
    }

    /// Where `map`'s results go: each worker writes only its own indices.
    private struct Places<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>
    }

    /// Which of `map`'s results are made, for the clean-up after an error.
    private struct Done: @unchecked Sendable {
        let flags: UnsafeMutablePointer<Bool>
        init(count: Int) { flags = .allocate(capacity: count); flags.initialize(repeating: false, count: count) }
        func deallocate() { flags.deallocate() }
    }
}
