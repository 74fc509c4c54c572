import Foundation

/// The text diff of a failing text snapshot, as swift-snapshot-testing prints it: hunks headed
/// `@@ −1,3 +1,3 @@`, removed lines prefixed "−" (U+2212), added "+", kept lines a figure space,
/// four lines of context, a line ending in a space marked "¬".
enum LineDiff {
    static let minus = "\u{2212}"
    static let plus = "+"
    static let same = "\u{2007}"

    enum Side { case old, new, both }

    /// A run of lines from one side or both.
    struct Run {
        var lines: [String]
        var side: Side
    }

    /// The runs that turn `old` into `new`: the longest common run of lines (the first found
    /// scanning `new`, then `old`), then the same for what is before and after it.
    static func runs(_ old: ArraySlice<String>, _ new: ArraySlice<String>) -> [Run] {
        var best = (old: old.startIndex, new: new.startIndex, length: 0)
        var previous = [Int: Int]()
        for j in new.indices {
            var current = [Int: Int]()
            for i in old.indices where old[i] == new[j] {
                let length = (previous[i - 1] ?? 0) + 1
                current[i] = length
                if length > best.length { best = (i - length + 1, j - length + 1, length) }
            }
            previous = current
        }
        guard best.length > 0 else {
            return (old.isEmpty ? [] : [Run(lines: Array(old), side: .old)]) + (new.isEmpty ? [] : [Run(lines: Array(new), side: .new)])
        }
        let before = runs(old[old.startIndex ..< best.old], new[new.startIndex ..< best.new])
        let common = Run(lines: Array(old[best.old ..< best.old + best.length]), side: .both)
        let after = runs(old[(best.old + best.length)...], new[(best.new + best.length)...])
        return before + [common] + after
    }

    /// A hunk: where it starts on each side (0-based), how many lines it covers, its lines.
    struct Hunk {
        var old = 0, oldCount = 0, new = 0, newCount = 0
        var lines: [String] = []
        var header: String { "@@ \(minus)\(old + 1),\(oldCount) \(plus)\(new + 1),\(newCount) @@" }
        var changes: Bool { lines.contains { $0.hasPrefix(minus) || $0.hasPrefix(plus) } }
    }

    /// The hunks of `runs` with `context` kept lines around each change.
    static func hunks(_ runs: [Run], context: Int = 4) -> [Hunk] {
        func marked(_ prefix: String, _ lines: some Sequence<String>) -> [String] {
            lines.map { prefix + $0 + ($0.hasSuffix(" ") ? "¬" : "") }
        }
        var hunks: [Hunk] = []
        var current = Hunk()
        for run in runs {
            let n = run.lines.count
            switch run.side {
            case .both where n > 2 * context:
                let next = Hunk(old: current.old + current.oldCount + n - context, oldCount: context,
                                new: current.new + current.newCount + n - context, newCount: context,
                                lines: marked(same, run.lines.suffix(context)))
                current.oldCount += context; current.newCount += context
                current.lines += marked(same, run.lines.prefix(context))
                if current.changes { hunks.append(current) }
                current = next
            case .both where current.lines.isEmpty:
                let kept = min(n, context)
                current = Hunk(old: current.old + n - kept, oldCount: kept, new: current.new + n - kept, newCount: kept,
                               lines: marked(same, run.lines.suffix(context)))
            case .both:
                current.oldCount += n; current.newCount += n
                current.lines += marked(same, run.lines)
            case .old:
                current.oldCount += n
                current.lines += marked(minus, run.lines)
            case .new:
                current.newCount += n
                current.lines += marked(plus, run.lines)
            }
        }
        if current.changes { hunks.append(current) }
        return hunks
    }

    /// The failure text for two texts that differ: the hunks of their lines.
    static func describe(old: String, new: String) -> String {
        func lines(_ s: String) -> ArraySlice<String> { ArraySlice(s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
        return hunks(runs(lines(old), lines(new))).flatMap { [$0.header] + $0.lines }.joined(separator: "\n")
    }
}

extension Diffing where Value == String {
    /// Text stored as UTF-8, compared line by line; a failure prints the hunks.
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : (LineDiff.describe(old: old, new: new), [])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text in a `.txt` reference, compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}
