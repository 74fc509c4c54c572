import Foundation

/// Values filled in by worker threads, one slot per index.
final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { lock.lock(); items[i] = value; lock.unlock() }
    subscript(i: Int) -> T? {
        get { lock.lock(); defer { lock.unlock() }; return items[i] }
        set { lock.lock(); items[i] = newValue; lock.unlock() }
    }
    var all: [T?] { lock.lock(); defer { lock.unlock() }; return items }
}

/// A shared work index for worker threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func take(below limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

enum Parallel {
    /// Runs `body(i)` for `0 ..< count` on `jobs` threads, indices handed out in order.
    static func forEach(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
        try? forEach(count, jobs: jobs, perWorker: { () }) { i, _ in body(i) }
    }

    /// Runs `body(i, worker)` for `0 ..< count` on `jobs` threads, each with its own `perWorker()`
    /// state; the first error stops the handing out of work and is rethrown.
    static func forEach<W>(_ count: Int, jobs: Int, perWorker: () -> W, _ body: (Int, W) throws -> Void) throws {
        let next = Counter()
        let failure = Slots<any Error>(count: 1)
        let lock = NSLock()
        let workers = max(1, min(jobs, count))
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
}
