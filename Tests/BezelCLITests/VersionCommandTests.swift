import BezelCore
import BezelRaster
import Foundation
import Testing

/// `bezel version` and `bezel --version`: the version and the renderer fingerprint of this process.
@Suite struct VersionCommandTests {
    @Test func versionPrintsTheVersionAndTheFingerprint() throws {
        let fingerprint = RendererFingerprint.current()
        let run = CLIRun(["version"])
        #expect(run.code == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines == ["bezel \(BezelVersion.current)",
                          "renderer: cairo \(fingerprint.cairo), pango \(fingerprint.pango), harfbuzz \(fingerprint.harfbuzz), freetype \(fingerprint.freetype)",
                          "fonts: \(fingerprint.fonts.count) pinned files, sha256 \(fingerprint.fontsSHA256)"])
        #expect(CLIRun(["--version"]).out == run.out)
    }

    @Test func jsonCarriesTheFingerprintFileAsItIs() throws {
        let run = CLIRun(["version", "--json"])
        #expect(run.code == 0)
        let object = try #require(try JSONParser.parse(run.out).objectValue)
        #expect(object["bezel"]?.stringValue == BezelVersion.current)
        let renderer = try #require(object["renderer"]?.objectValue)
        let expected = try #require(try JSONParser.parse([UInt8](RendererFingerprint.current().jsonData())).objectValue)
        #expect(renderer == expected)
        #expect(CLIRun(["version", "extra"]).code == 2)
    }

    @Test func everyHelpEndsWithTheExitCodes() {
        #expect(CLIRun(["--help"]).out.contains("Exit codes: 0 success; 1 differences found"))
        for name in ["render", "merge", "validate", "inspect", "simulate", "diff", "verify", "record", "approve", "bench", "schema", "version"] {
            let help = CLIRun([name, "--help"]).out
            #expect(help.contains("Exit codes:"), "bezel \(name) --help names no exit codes")
        }
    }
}
