import Foundation
import Testing
@testable import BezelCLI

/// docs/scaling.md's recipe, run as the page writes it (`ScalingRecipe` reads it): N shards of
/// `bezel render … --shard I/N`, then `bezel merge`, give the tree of one unsharded `bezel render`,
/// every file byte for byte; one big theme is split into pages spread over the shards; a shard with
/// no work writes an empty folder that `merge` accepts.
@Suite struct ScalingRecipeTests {
    typealias S = OutputTestSupport

    static func recipe() throws -> ScalingRecipe {
        try ScalingRecipe(markdown: String(contentsOfFile: repositoryRoot + "/docs/scaling.md", encoding: .utf8))
    }

    /// A theme folder: `big` (300 buttons of 200×100 pt at @2x, normal and highlighted: 4036×6116 px
    /// per state in one sheet, so two pages each under the 4096 px default), and two fixtures with a
    /// mode and the default scales and states.
    static func themes() throws -> String {
        let d = S.tempDir()
        let buttons = (0..<300).map { i in "\"b\(String(format: "%03d", i))\": { \"title\": \"Button \(i)\" }" }
        let big = """
        { "name": "big", "scales": [2], "states": ["normal", "highlighted"],
          "appearance": { "size": [200, 100], "cornerRadius": 8, "titleColor": "#ffffff",
                          "backgroundColor": { "normal": "#0d6efd", "highlighted": { "shade": 0.2 } } },
          "buttons": { \(buttons.joined(separator: ", ")) } }
        """
        try Data(big.utf8).write(to: URL(fileURLWithPath: d + "/big.json"))
        for name in ["minimal.json", "tokens-and-modes.json"] {
            try FileManager.default.copyItem(atPath: fixtures + "/good/" + name, toPath: d + "/" + name)
        }
        return d
    }

    /// Runs every command of the recipe for `n` shards and the unsharded render; the trees of
    /// `out/one` and `out/all`, and each shard's entries.
    static func run(_ recipe: ScalingRecipe, shards n: Int, themes: String, out: String) throws
        -> (one: [String: Data?], all: [String: Data?], shards: [[String: Data?]]) {
        let reference = try recipe.unsharded(themes: themes, out: out)
        let alone = CLIRun(reference)
        #expect(alone.code == 0, "bezel \(reference.joined(separator: " ")): \(alone.err)")
        for command in try recipe.commands(shards: n, themes: themes, out: out) {
            let run = CLIRun(command)
            #expect(run.code == 0, "N = \(n): bezel \(command.joined(separator: " ")): exit \(run.code): \(run.err)")
        }
        // Shards and merges write no `.bezel-unit.json` records (a unit split over shards is not
        // one run's); records are bookkeeping, not output, so the trees are compared without them.
        let shards = (1...n).map { S.outputEntries(out + "/shard-\($0)") }
        return (S.outputEntries(out + "/one"), S.outputEntries(out + "/all"), shards)
    }

    /// The paths on which two trees differ (missing on one side, or other bytes), at most 10.
    static func differences(_ a: [String: Data?], _ b: [String: Data?]) -> [String] {
        Array(Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted().prefix(10))
    }

    @Test(arguments: [3, 5]) func mergedShardsEqualOneRun(shards n: Int) throws {
        let recipe = try Self.recipe(), themes = try Self.themes(), out = S.tempDir()
        defer { S.remove(themes); S.remove(out) }
        let (one, all, shards) = try Self.run(recipe, shards: n, themes: themes, out: out)
        // The unsharded tree has everything: every unit's manifest, and the big theme in pages.
        for path in ["big/manifest.json", "minimal/manifest.json", "tokens-and-modes/dark/manifest.json",
                     "big/normal@2x-0.png", "big/normal@2x-0.json", "big/normal@2x-1.png", "big/highlighted@2x-1.png"] {
            #expect(one[path] != nil, "one run wrote no \(path)")
        }
        #expect(one["big/normal@2x.png"] == nil, "a sheet that spills into pages has no file without a page number")
        #expect(one.count > 20)
        // The merged tree is that tree, file for file and byte for byte.
        #expect(all.count == one.count)
        #expect(Self.differences(one, all).isEmpty, "N = \(n): merged tree differs at \(Self.differences(one, all))")
        // The big theme's pages are spread over shards rather than all in one.
        let withPages = shards.filter { $0.keys.contains { $0.hasPrefix("big/") && $0.hasSuffix(".png") } }
        #expect(withPages.count >= 3, "N = \(n): the big theme's pages are in \(withPages.count) shard(s)")
    }

    @Test func anEmptyShardWritesAnEmptyFolderThatMerges() throws {
        // One button, one state, one scale: a page and the unit's extras, two items for four shards.
        let recipe = try Self.recipe(), themes = S.tempDir(), out = S.tempDir()
        defer { S.remove(themes); S.remove(out) }
        try Data(#"{ "name": "tiny", "scales": [1], "states": ["normal"], "buttons": { "ok": { "title": "OK" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: themes + "/tiny.json"))
        let (one, all, _) = try Self.run(recipe, shards: 4, themes: themes, out: out)
        var empty = 0
        for i in 1...4 {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: out + "/shard-\(i)", isDirectory: &isFolder)
            #expect(exists && isFolder.boolValue, "shard \(i) of 4 left no folder")
            if exists && S.entries(out + "/shard-\(i)").isEmpty { empty += 1 }
        }
        #expect(empty >= 2, "two items over four shards leave at least two shards empty; \(empty) were")
        #expect(one["tiny/normal.png"] != nil && one["tiny/manifest.json"] != nil)
        #expect(!one.isEmpty && Self.differences(one, all).isEmpty, "merged tree differs at \(Self.differences(one, all))")
    }

    /// The workflow and the Jobs are not run here; their `bezel` command lines at least name only
    /// options their command has (a misspelt or removed option would fail there with exit code 2).
    @Test func everyCommandOnThePageUsesRealOptions() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/scaling.md", encoding: .utf8)
        var checked: Set<String> = []
        for raw in text.split(separator: "\n").map(String.init) {
            let line = raw.replacing(#/\$\{\{[^}]*\}\}/#, with: "X")  // GitHub's ${{ … }} expressions
            guard let match = line.firstMatch(of: #/bezel (render|merge|record) ([^;&|}]*)/#) else { continue }
            let command = String(match.1)
            let spec = try #require(BezelCommand.commands.map(\.spec).first { $0.name == command })
            let known = Set(spec.options.flatMap { ["--" + $0.name.rawValue] + ($0.short.map { ["-\($0)"] } ?? []) })
            var words = match.2.split(separator: " ").map(String.init)
            // `$(seq -f … 1 $N)` is the shell's, not bezel's.
            while let start = words.firstIndex(of: "$(seq"), let end = words[start...].firstIndex(where: { $0.hasSuffix(")") }) {
                words.removeSubrange(start...end)
            }
            for option in words where option.hasPrefix("-") {
                let isKnown = known.contains(option)
                #expect(isKnown, "docs/scaling.md: bezel \(command) has no option \(option): \(line)")
            }
            checked.insert(command)
        }
        #expect(checked == ["render", "merge", "record"])
    }

    @Test func theRecipeReaderRunsOnlyTheShellItKnows() throws {
        let page = """
        text
        <!-- scaling-recipe -->
        ```sh
        N=7
        for I in $(seq 1 $N); do
          bezel render themes/ -o out/shard-$I --shard $I/$N --scale 2
        done
        bezel merge $(seq -f out/shard-%g 1 $N) -o out/all
        ```
        """
        let recipe = try ScalingRecipe(markdown: page)
        #expect(try recipe.commands(shards: 2, themes: "/t", out: "/o") == [
            ["render", "/t/", "-o", "/o/shard-1", "--shard", "1/2", "--scale", "2"],
            ["render", "/t/", "-o", "/o/shard-2", "--shard", "2/2", "--scale", "2"],
            ["merge", "/o/shard-1", "/o/shard-2", "-o", "/o/all"],
        ])
        #expect(try recipe.unsharded(themes: "/t", out: "/o") == ["render", "/t/", "-o", "/o/one", "--scale", "2"])
        // Shell it does not run is refused, not skipped.
        let edits = [("bezel merge", "export JOBS=2\nbezel merge"),            // a line it does not know
                     ("$(seq -f out/shard-%g 1 $N)", "out/shard-*"),             // a glob
                     ("out/shard-$I --shard", "out/$RUN/shard-$I --shard"),       // another variable
                     ("done\n", "")]                                              // a loop left open
        for (old, new) in edits {
            let changed = page.replacingOccurrences(of: old, with: new)
            #expect(changed != page)
            #expect(throws: ScalingRecipe.Unreadable.self, "\(new)") {
                let recipe = try ScalingRecipe(markdown: changed)
                _ = try recipe.commands(shards: 2, themes: "/t", out: "/o")
            }
        }
    }
}
