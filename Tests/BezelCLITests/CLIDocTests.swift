import BezelCore
import Foundation
import Testing
@testable import BezelCLI

/// docs/cli.md and `--help` come from one source of truth, the command specs: every command has a
/// section whose option table lists exactly its options, with the same short form, value name,
/// default and allowed values.
@Suite struct CLIDocTests {
    struct Row { var names: [String]; var value: String; var defaultCell: String; var meaning: String }

    /// `## <command>` → the rows of the first `| option |` table in that section.
    static func optionTables() throws -> [String: [Row]] {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/cli.md", encoding: .utf8)
        var out: [String: [Row]] = [:]
        var section: String?
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)); inTable = false; continue }
            guard let current = section else { continue }
            if line.hasPrefix("| option |") { if out[current] == nil { out[current] = []; inTable = true }; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { inTable = false; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            let names = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            out[current]?.append(Row(names: names, value: cells[1], defaultCell: cells[2], meaning: cells[3]))
        }
        return out
    }

    @Test func everyCommandIsDocumentedWithExactlyItsOptions() throws {
        let tables = try Self.optionTables()
        for command in BezelCommand.commands {
            let spec = command.spec
            guard let rows = tables[spec.name] else { Issue.record("docs/cli.md has no '## \(spec.name)' option table"); continue }
            let options = spec.options.filter { $0.name != .help }
            let documented = rows.compactMap { $0.names.first(where: { $0.hasPrefix("--") }) }
            #expect(documented == options.map { "--" + $0.name.rawValue }, "\(spec.name): options in docs/cli.md differ from --help")
            for option in options {
                guard let row = rows.first(where: { $0.names.contains("--" + option.name.rawValue) }) else { continue }
                let where_ = "\(spec.name) --\(option.name)"
                #expect(row.names.contains("-" + String(option.short ?? " ")) == (option.short != nil), "\(where_): short form")
                #expect(row.value == (option.valueName.map { "`<\($0)>`" } ?? "flag"), "\(where_): value")
                if let d = option.defaultValue { #expect(row.defaultCell == "`\(d)`", "\(where_): default") }
                for value in option.allowed ?? [] { #expect(row.meaning.contains("`\(value)`"), "\(where_): allowed value \(value)") }
            }
        }
    }

    /// Every `--option` the README and docs/ name is an option of some command (or `--version`).
    @Test func theReadmeAndDocsNameOnlyRealOptions() throws {
        let commands: [String] = BezelCommand.commands.flatMap { $0.spec.options.map { "--" + $0.name.rawValue } }
        let others: [String] = ["--version", "--name",
                                "--filter",  // swift test's own option, in the README's fuzz command
                                "--static-swift-stdlib", "--product",  // swift build's, in the README's build command
                                "--blink-settings",  // Chromium's, in the note on testing hover in headless Chromium
                                "--path", "--editor", "--quit", "--no-window", "--export-pack"]  // Godot 3's, on importing headless
        let known = Set(commands + others)
        for file in ["README.md", "docs/cli.md", "docs/format.md", "docs/uikit.md"] {
            let text = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
            for match in text.matches(of: #/(?:^|[ `(])(--[a-z][a-z0-9-]*)/#.anchorsMatchLineEndings()) {
                #expect(known.contains(String(match.1)), "\(file) names \(match.1), which no command has")
            }
        }
    }
}
