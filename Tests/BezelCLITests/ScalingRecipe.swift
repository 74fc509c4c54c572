import Foundation

/// The sharding recipe of docs/scaling.md, read from the page so that the test runs what the page
/// says: the fenced block after the `<!-- scaling-recipe` comment. The block is a small shell
/// script, and this reads exactly the shell it uses and refuses any other line, so a change to the
/// recipe either runs here as written or fails loudly:
///
/// - `N=<number>` (N is chosen by the test), blank lines and `#` comments;
/// - `for I in $(seq 1 $N); do` … `done`: the `bezel` lines inside run once for every I from 1 to N;
/// - `bezel …` lines, whose words may use `$I`, `$N` and `$(seq -f <pattern> 1 $N)` (the pattern's
///   `%g` replaced by 1 … N). Words starting with `themes/` and `out/` name the test's own folders.
struct ScalingRecipe {
    struct Line: Equatable {
        /// The words after `bezel`, unexpanded.
        var words: [String]
        /// Whether the line is inside the `for I` loop.
        var perShard: Bool
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    var lines: [Line]

    static let marker = "<!-- scaling-recipe"

    /// The recipe in `text` (a Markdown page).
    init(markdown text: String) throws {
        let all = text.components(separatedBy: "\n")
        guard let mark = all.firstIndex(where: { $0.hasPrefix(Self.marker) }) else {
            throw Unreadable(description: "no '\(Self.marker)' comment")
        }
        guard mark + 1 < all.count, all[mark + 1].hasPrefix("```"),
              let end = all[(mark + 2)...].firstIndex(where: { $0.hasPrefix("```") }) else {
            throw Unreadable(description: "the '\(Self.marker)' comment is not followed by a fenced block")
        }
        lines = try Self.parse(Array(all[(mark + 2)..<end]))
        guard lines.contains(where: { $0.perShard && $0.words.first == "render" && $0.words.contains("--shard") }),
              lines.contains(where: { !$0.perShard && $0.words.first == "merge" }) else {
            throw Unreadable(description: "the recipe needs a 'bezel render … --shard' line inside the loop and a 'bezel merge' line after it")
        }
    }

    static func parse(_ block: [String]) throws -> [Line] {
        var result: [Line] = [], inLoop = false
        for raw in block {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.wholeMatch(of: #/N=[0-9]+/#) != nil { continue }
            if line == "for I in $(seq 1 $N); do", !inLoop { inLoop = true; continue }
            if line == "done", inLoop { inLoop = false; continue }
            if line.hasPrefix("bezel ") {
                result.append(Line(words: line.split(separator: " ").dropFirst().map(String.init), perShard: inLoop))
                continue
            }
            throw Unreadable(description: "the recipe line '\(line)' is not one the test knows how to run")
        }
        guard !inLoop else { throw Unreadable(description: "the recipe's 'for' loop has no 'done'") }
        return result
    }

    /// Every command of the recipe for `n` shards, in order, as arguments to `bezel`.
    func commands(shards n: Int, themes: String, out: String) throws -> [[String]] {
        var result: [[String]] = []
        for line in lines {
            for i in line.perShard ? Array(1...n) : [0] {
                result.append(try Self.expand(line.words, i: i, n: n, themes: themes, out: out))
            }
        }
        return result
    }

    /// The recipe's `render` line run once without sharding: `--shard` dropped, written to `out/one`.
    func unsharded(themes: String, out: String) throws -> [String] {
        guard let render = lines.first(where: { $0.perShard && $0.words.first == "render" }) else { return [] }
        var words: [String] = [], skip = false
        for (k, word) in render.words.enumerated() {
            if skip { skip = false; continue }
            if word == "--shard" { skip = true; continue }
            if word.hasPrefix("--shard=") { continue }
            if word.hasPrefix("--output=") { words.append("--output=out/one"); continue }
            let isOutput = k > 0 && ["-o", "--output"].contains(render.words[k - 1])
            words.append(isOutput ? "out/one" : word)
        }
        return try Self.expand(words, i: 1, n: 1, themes: themes, out: out)
    }

    static func expand(_ words: [String], i: Int, n: Int, themes: String, out: String) throws -> [String] {
        var result: [String] = [], k = 0
        while k < words.count {
            if words[k] == "$(seq" {
                guard k + 4 < words.count, words[k + 1] == "-f", words[k + 3] == "1", words[k + 4] == "$N)" else {
                    throw Unreadable(description: "'$(seq' is read only as '$(seq -f <pattern> 1 $N)'")
                }
                let pattern = words[k + 2].trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
                result += (1...n).map { pattern.replacingOccurrences(of: "%g", with: "\($0)") }
                k += 5
                continue
            }
            result.append(words[k].replacingOccurrences(of: "$I", with: "\(i)").replacingOccurrences(of: "$N", with: "\(n)"))
            k += 1
        }
        return try result.map { word in
            guard !word.contains(where: { "$*?[`'\"".contains($0) }) else {
                throw Unreadable(description: "the recipe word '\(word)' needs shell the test does not run")
            }
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                return word[...equals] + folder(String(word[word.index(after: equals)...]), themes: themes, out: out)
            }
            return folder(word, themes: themes, out: out)
        }
    }

    /// `word` with a leading `themes` or `out/` replaced by the test's folders.
    static func folder(_ word: String, themes: String, out: String) -> String {
        if word == "themes" || word.hasPrefix("themes/") { return themes + word.dropFirst("themes".count) }
        if word.hasPrefix("out/") { return out + word.dropFirst("out".count) }
        return word
    }
}
