import Foundation
import Testing
import XCTest

/// Unnamed snapshots are numbered per test in call order (1, 2, …), as swift-snapshot-testing
/// numbers them: under XCTest the numbers start again with each test case; under Swift Testing
/// they are kept per running test.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var observing = false

    /// The next number for `key` (the snapshot folder and the unsanitised test name).
    func next(for key: String) -> Int {
        let test = Test.current.map { "\($0.id)" }
        if test == nil { observeTestCases() }
        lock.lock(); defer { lock.unlock() }
        let full = (test ?? "") + "#" + key
        counts[full, default: 0] += 1
        return counts[full]!
    }

    /// Forgets the XCTest numbers (a test case finished).
    func resetXCTest() {
        lock.lock(); defer { lock.unlock() }
        counts = counts.filter { !$0.key.hasPrefix("#") }
    }

    private func observeTestCases() {
        lock.lock()
        let first = !observing
        observing = true
        lock.unlock()
        guard first else { return }
        let register = { XCTestObservationCenter.shared.addTestObserver(CounterReset()) }
        if Thread.isMainThread { register() } else { DispatchQueue.main.sync(execute: register) }
    }
}

/// Resets the XCTest numbers when a test case finishes.
private final class CounterReset: NSObject, XCTestObservation {
    func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.shared.resetXCTest() }
}
