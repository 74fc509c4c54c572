import Foundation
import Testing

/// The ```swift examples of docs/library.md and of the public API's doc comments (Sources/Bezel*,
/// but BezelTesting) must be in the Examples package, which scripts/test compiles and runs: each
/// block's lines (indentation aside) in one Examples file, in order and together, and its
/// `import` lines in that file too. A block edited on one side only fails here.
@Suite struct LibraryDocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The ```swift blocks of `lines`, each as its trimmed non-empty lines.
    static func swiftBlocks(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if current == nil, line == "```swift" { current = [] } else if current != nil, line == "```" {
                blocks.append(current!); current = nil
            } else if !line.isEmpty { current?.append(line) }
        }
        return blocks
    }

    /// The doc-comment lines (`///`, marker removed) of a Swift file.
    static func docCommentLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("///") ? String(t.dropFirst(3)) : nil
        }
    }

    /// The Swift files below `folder` (relative to the root) whose path passes `keep`, skipping `.build`.
    static func swiftFiles(_ folder: String, keep: (String) -> Bool = { _ in true }) -> [String] {
        let base = root + "/" + folder
        guard let walk = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name == ".build" || name == ".swiftpm" { walk.skipDescendants() } else if name.hasSuffix(".swift"), keep(path) { paths.append(path) }
        }
        return paths.sorted().map { base + "/" + $0 }
    }

    /// Whether `block` is in `file` (both trimmed non-empty lines): its imports anywhere, the rest together.
    static func contains(_ file: [String], _ block: [String]) -> Bool {
        let imports = block.filter { $0.hasPrefix("import ") }, body = block.filter { !$0.hasPrefix("import ") }
        guard imports.allSatisfy(file.contains) else { return false }
        guard !body.isEmpty, file.count >= body.count else { return body.isEmpty }
        return (0...(file.count - body.count)).contains { Array(file[$0 ..< $0 + body.count]) == body }
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func everyLibraryExampleIsInTheExamplesPackage() throws {
        let examples = try Self.swiftFiles("Examples").map { try read($0) }
            .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(examples.count >= 6, "Examples/Package.swift and its sources")
        let library = Self.swiftBlocks(try read(Self.root + "/docs/library.md").components(separatedBy: "\n"))
        #expect(library.count >= 6)
        var comments: [[String]] = []
        for file in Self.swiftFiles("Sources", keep: { $0.hasPrefix("Bezel") && !$0.hasPrefix("BezelTesting/") }) {
            comments += Self.swiftBlocks(Self.docCommentLines(try read(file)))
        }
        #expect(comments.count >= 4)
        for block in library + comments where !examples.contains(where: { Self.contains($0, block) }) {
            Issue.record("not in Examples/ (or changed on one side): ```swift block starting \(block.first ?? "")")
        }
    }

    @Test func aBlockMustMatchLineForLine() {
        let file = ["import Bezel", "func f() throws {", "let a = 1", "print(a)", "}"]
        #expect(Self.contains(file, ["import Bezel", "let a = 1", "print(a)"]))
        #expect(!Self.contains(file, ["let a = 1", "print(a, a)"]))
        #expect(!Self.contains(file, ["import Foundation", "let a = 1"]))
        #expect(!Self.contains(file, ["let a = 1", "}"]))
        #expect(Self.swiftBlocks(["text", "```swift", "  let a = 1", "", "```", "```sh", "ls", "```"]) == [["let a = 1"]])
    }
}
