/// "Did you mean" hints for misspelt colour names, keys and states.

/// The Levenshtein distance between two strings (insertions, deletions and substitutions each cost 1),
/// compared by `Character`. Case-sensitive; lowercase both sides for a case-insensitive distance.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    return boundedEditDistance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
}

/// The edit distance of `a` and `b` when it is at most `limit`, else nil. Only the diagonal band
/// `|i − j| ≤ limit` of the table is computed (cells outside it are over the limit), and the search
/// stops at the first row whose every cell is over it: time O(min(|a|, |b|) × limit), so a
/// 100,000-character word costs no more than its length against a short candidate.
func boundedEditDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let over = limit + 1
    var previous = (0...b.count).map { $0 <= limit ? $0 : over }
    var current = [Int](repeating: over, count: b.count + 1)
    for i in 1...a.count {
        let low = max(1, i - limit), high = min(b.count, i + limit)
        current[low - 1] = low == 1 && i <= limit ? i : over
        var best = current[low - 1]
        if low <= high {
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let value = min(previous[j] + 1, current[j - 1] + 1, substitution, over)
                current[j] = value
                best = min(best, value)
            }
        }
        if high < b.count { current[high + 1] = over }
        guard best <= limit else { return nil }
        swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}

/// The candidate closest to `word` (case-insensitive edit distance), or nil when none is close enough.
///
/// A candidate qualifies when its distance is at most `maxDistance` (default 3, i.e. "< 4") and smaller
/// than the length of `word` (so a short word is not "corrected" into an unrelated one by replacing
/// every letter). A candidate equal to `word` is never suggested (it would not correct anything); one
/// that differs only in case has distance 0 and is returned in its candidate spelling. Ties go to the earliest candidate, so results are deterministic for a stable `candidates`
/// order.
///
/// The cost is bounded whatever `word` is (`InputLimits.suggestionWordLength`): a word longer than
/// every candidate by more than `maxDistance` is answered without reading it whole, and each
/// candidate is compared by the banded distance above.
public func suggestion<S: Sequence>(for word: String, among candidates: S, maxDistance: Int = 3) -> String?
where S.Element == String {
    let candidates = Array(candidates)
    let reach = min((candidates.lazy.map(\.count).max() ?? 0) + maxDistance, InputLimits.suggestionWordLength.value)
    guard word.prefix(reach + 1).count <= reach else { return nil }
    let needle = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        // Only a distance below the best so far (ties go to the earlier one) and below the word's length counts.
        let limit = min(maxDistance, (best?.distance ?? maxDistance + 1) - 1, max(needle.count, 1) - 1)
        guard let distance = boundedEditDistance(needle, Array(candidate.lowercased()), atMost: limit) else { continue }
        best = (candidate, distance)
    }
    return best?.candidate
}

/// "Did you mean" suggestions for names in themes and on the command line.
public enum Suggestion {
    /// The candidate closest to `word` (edit distance below 4, case-insensitive), or nil.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        suggestion(for: word, among: candidates)
    }
}
