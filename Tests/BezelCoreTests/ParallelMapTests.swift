import Foundation
import Testing
@testable import BezelCore

/// `Parallel.map`: results in input order whatever ran where, each value moved once into place,
/// and a thrown error rethrown with the results made so far released.
@Suite struct ParallelMapTests {
    /// Counts its live instances, so a result released twice or never shows.
    final class Tracked: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) { self.value = value; Self.lock.withLock { Self.live += 1 } }
        deinit { Self.lock.withLock { Self.live -= 1 } }
    }

    struct Failure: Error, Equatable { let index: Int }

    @Test func resultsAreInInputOrderOnEveryThreadCount() throws {
        for jobs in [1, 2, 3, 8] {
            let out = try Parallel.map(Array(0..<500), jobs: jobs) { ($0, String(repeating: "x", count: $0 % 7)) }
            #expect(out.map(\.0) == Array(0..<500), "jobs \(jobs)")
            #expect(out.map(\.1.count) == (0..<500).map { $0 % 7 }, "jobs \(jobs)")
        }
    }

    @Test func everyResultLivesOnceAndAnErrorReleasesTheMadeOnes() throws {
        do {
            let out = try Parallel.map(Array(0..<300), jobs: 2) { Tracked($0) }
            #expect(out.map(\.value) == Array(0..<300))
            #expect(Tracked.lock.withLock { Tracked.live } == 300)
        }
        #expect(Tracked.lock.withLock { Tracked.live } == 0)
        #expect(throws: Failure(index: 150)) {
            _ = try Parallel.map(Array(0..<300), jobs: 2) { i -> Tracked in
                if i == 150 { throw Failure(index: i) }
                return Tracked(i)
            }
        }
        #expect(Tracked.lock.withLock { Tracked.live } == 0)
    }
}
