import Foundation
import Testing
@testable import BezelCore

/// "Did you mean": the banded edit distance agrees with the full table, and a huge word costs
/// next to nothing (issue 43, item 8).
@Suite struct BoundedEditDistanceTests {
    /// The full Levenshtein table, the reference the banded search is held to.
    static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count), current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    @Test func theBandedDistanceAgreesWithTheFullTable() {
        var state: UInt32 = 43
        func next(_ n: Int) -> Int { state = state &* 1_103_515_245 &+ 12345; return Int(state >> 16) % n }
        let letters = Array("abcé")
        for _ in 0..<3_000 {
            let a = (0..<next(9)).map { _ in letters[next(letters.count)] }, b = (0..<next(9)).map { _ in letters[next(letters.count)] }
            let full = Self.fullDistance(a, b)
            for limit in 0...4 {
                #expect(boundedEditDistance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(String(a)) / \(String(b)) at most \(limit)")
            }
            #expect(editDistance(String(a), String(b)) == full)
        }
    }

    @Test func suggestionsAreUnchanged() {
        #expect(suggestion(for: "systemBleu", among: RGBAColor.knownNames) == "systemBlue")
        #expect(suggestion(for: "REd", among: ["red", "green"]) == "red")
        #expect(suggestion(for: "gren", among: ["grey", "green"]) == "grey")  // ties: the earlier one
        #expect(suggestion(for: "ab", among: ["xy"]) == nil)  // every letter replaced
        #expect(suggestion(for: "highlighted", among: ["highlighted"]) == nil)
    }

    @Test func aHugeWordGetsNoHintAtOnce() {
        let word = String(repeating: "q", count: 800_000)
        let start = Date()
        #expect(suggestion(for: word, among: RGBAColor.knownNames) == nil)
        #expect(suggestion(for: String(repeating: "systemBlue", count: 7), among: RGBAColor.knownNames) == nil)
        #expect(Date().timeIntervalSince(start) < 2, "16.7 s before the band; a busy machine must not decide")
    }
}
