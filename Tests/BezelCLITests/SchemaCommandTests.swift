@testable import BezelCore
import Foundation
import Testing

/// The repository root (three folders above this file).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Debian's Python with `jsonschema` (python3-jsonschema, installed by scripts/install-deps), or nil.
let jsonSchemaPython: String? = {
    for python in ["/usr/bin/python3", "/usr/local/bin/python3"] where FileManager.default.isExecutableFile(atPath: python) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = ["-c", "import jsonschema"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { continue }
        p.waitUntilExit()
        if p.terminationStatus == 0 { return python }
    }
    return nil
}()

/// Every theme and sample the repository ships (token files are not themes).
func shippedThemeFiles() throws -> [String] {
    try ["themes", "samples"].flatMap { folder in
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + folder)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".tokens.json") }
            .sorted().map { repositoryRoot + "/\(folder)/" + $0 }
    }
}

@Suite struct SchemaCommandTests {
    @Test func printedSchemaEqualsTheCommittedFileByteForByte() throws {
        let run = CLIRun(["schema"])
        #expect(run.code == 0)
        let committed = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + ThemeJSONSchema.repositoryPath))
        #expect(Data(run.out.utf8) == committed, "run: swift run bezel schema -o schema/bezel-theme.schema.json")
    }

    @Test func schemaWritesToAFileAndRefusesArguments() throws {
        let out = NSTemporaryDirectory() + "bezel-schema-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(CLIRun(["schema", "-o", out]).code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == ThemeJSONSchema.text())
        let extra = CLIRun(["schema", "themes"])
        #expect(extra.code == 2)
        #expect(extra.err.contains("Unexpected argument 'themes'"))
        #expect(CLIRun(["schema", "-o", ""]).code == 2)
    }

    @Test func everyShippedThemeNamesTheSchema() throws {
        for file in try shippedThemeFiles() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains(#""$schema": "../schema/bezel-theme.schema.json""#), "\(file)")
        }
    }

    /// Keys and kinds a schema can check: each of these is refused by `bezel validate` and by the schema.
    static let refusedByBoth = [
        "absolute-path", "bad-alignment", "bad-appearance", "bad-colour-name", "bad-derived", "bad-hex-colour",
        "bad-insets", "bad-rgb", "bad-scale", "bad-type", "huge-size", "misspelt-state", "not-an-object",
        "space-in-button-name", "unknown-button-key", "unknown-mode-key", "unknown-theme-key", "unsafe-button-name", "unsafe-theme-name",
        "wrong-kind",
    ]
    /// What a schema cannot see (docs/format.md, "What the schema does not check"): file contents and
    /// existence, where a relative path leads, token references and cycles, the same state spelt two
    /// ways, a derived normal colour whose base another layer may give, duplicate keys (a JSON reader
    /// keeps one), JSON syntax, and nesting depth.
    static let refusedByValidateOnly = [
        "corrupt-image", "dangling-reference", "derived-without-base", "duplicate-key", "duplicate-state",
        "extends-cycle-a", "extends-cycle-b", "missing-image", "missing-token-file", "path-escape", "token-cycle",
        "syntax-empty", "syntax-missing-comma", "syntax-unterminated", "deep-nesting",
    ]

    @Test func theBrokenFixturesAreAllClassified() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures + "/broken")
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(names) == Set(Self.refusedByBoth + Self.refusedByValidateOnly))
        for name in names {
            #expect(CLIRun(["validate", fixtures + "/broken/\(name).json"]).code == 2, "\(name)")
        }
    }

    @Test
    func anIndependentValidatorAcceptsEveryShippedThemeAndRefusesTheBrokenOnes() throws {
        try requireReader(jsonSchemaPython != nil, "python3-jsonschema is not installed (scripts/install-deps installs it)")
        let themes = try shippedThemeFiles()
        let broken = Self.refusedByBoth.map { fixtures + "/broken/\($0).json" }
        let results = try jsonSchemaErrors(themes + broken)
        for file in themes { #expect(results[file] == [], "\(file): \(results[file] ?? ["not checked"])") }
        for file in broken { #expect(results[file]?.isEmpty == false, "\(file) passes the schema") }
    }

    func jsonSchemaErrors(_ files: [String]) throws -> [String: [String]] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: jsonSchemaPython!)
        p.arguments = [repositoryRoot + "/Tests/Readers/jsonschema_check.py",
                       repositoryRoot + "/" + ThemeJSONSchema.repositoryPath] + files
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        return try JSONDecoder().decode([String: [String]].self, from: data)
    }
}
