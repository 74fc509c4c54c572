import Foundation

/// Answers computed once per key and shared between threads: the first caller of a key computes
/// it (outside the lock, so two threads may both compute a key the first time; the answers are
/// equal, as they depend on the key alone), every later caller gets the stored answer.
final class LockedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: Value] = [:]

    /// The answer for `key`, computed by `compute` on first use.
    func value(_ key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = answers[key] { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock()
        answers[key] = value
        lock.unlock()
        return value
    }
}
