import Foundation
import Testing

/// docs/uikit-swift.md's "The API surface, name by name" stays true: its 98 entries in order, each
/// present, approximated or absent, and every test it names declared in Tests/.
@Suite struct SurfaceTableTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func rows() throws -> [[String]] {
        let text = try String(contentsOfFile: Self.repository + "/docs/uikit-swift.md", encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The API surface, name by name").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true }
            .map { $0.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// The text of every Swift file under Tests/.
    func testSources() throws -> String {
        let root = Self.repository + "/Tests"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test func ninetyEightEntriesEachWithAStatus() throws {
        let rows = try rows()
        #expect(rows.map { $0[1] } == (1...98).map(String.init))
        let statuses = Set(["present", "approximated", "absent"])
        #expect(rows.filter { !statuses.contains($0[3]) }.map { $0[1] } == [])
        #expect(rows.filter { ["present", "approximated"].contains($0[3]) && !$0[4].contains("Tests") }.map { $0[1] } == [],
                "a present or approximated entry names its test")
    }

    @Test func everyNamedTestExists() throws {
        let sources = try testSources()
        let names = try rows().flatMap { row in
            row[4].components(separatedBy: "`").filter { $0.range(of: "^[A-Z][A-Za-z]*Tests(\\.[a-zA-Z]+)?$", options: .regularExpression) != nil }
        }
        #expect(names.count > 90)
        let missing = names.filter { name in
            let parts = name.split(separator: ".").map(String.init)
            let suite = sources.contains("struct \(parts[0]) ") || sources.contains("class \(parts[0]): ")
            return !suite || (parts.count == 2 && !sources.contains("func \(parts[1])("))
        }
        #expect(missing == [])
    }
}
