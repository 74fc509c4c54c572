/// "Did you mean" hints for misspelt colour names, keys and states.

/// The Levenshtein distance between two strings (insertions, deletions and substitutions each cost 1),
/// compared by `Character`. Case-sensitive; lowercase both sides for a case-insensitive distance.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The candidate closest to `word` (case-insensitive edit distance), or nil when none is close enough.
///
/// A candidate qualifies when its distance is at most `maxDistance` (default 3, i.e. "< 4") and smaller
/// than the length of `word` (so a short word is not "corrected" into an unrelated one by replacing
/// every letter). A candidate equal to `word` is never suggested (it would not correct anything); one
/// that differs only in case has distance 0 and is returned in its candidate spelling. Ties go to the earliest candidate, so results are deterministic for a stable `candidates`
/// order.
public func suggestion<S: Sequence>(for word: String, among candidates: S, maxDistance: Int = 3) -> String?
where S.Element == String {
    let needle = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        let distance = editDistance(needle, candidate.lowercased())
        guard distance <= maxDistance, distance < max(needle.count, 1) else { continue }
        if let current = best, current.distance <= distance { continue }
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
