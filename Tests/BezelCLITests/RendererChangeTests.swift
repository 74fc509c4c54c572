@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// A renderer fingerprint that is not the baseline's (user trials Q-3): the fallback comparison
/// (pixelmatch 0.05, anti-aliasing detected) still fails a one-step brand colour change while edge
/// differences pass; a tolerated change is said in the CI job summary; `--fail-on-renderer-change`
/// makes it fail.
@Suite struct RendererChangeTests {
    typealias R = RegressionCommandTests

    /// Makes the baseline's fingerprint name another Pango, as a CI machine with other libraries would.
    static func otherRenderer(_ baseline: String) throws {
        let pango = RendererFingerprint.current().pango
        try ExactComparisonTests.edit(baseline + "/fingerprint.json", "\"pango\" : \"\(pango)\"", "\"pango\" : \"0.0.1\"")
    }

    @Test func bootstrapsPrimaryOneStepDarkerFailsAfterARendererChange() throws {
        let dir = try ExactComparisonTests.bootstrapCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (theme, baseline) = (dir + "/bootstrap.json", dir + "/baseline")
        #expect(CLIRun(["record", theme, "--baseline", baseline, "--scale", "1", "--state", "normal"]).code == 0)
        try ExactComparisonTests.edit(dir + "/bootstrap.tokens.json", "\"#0D6EFD\"", "\"#0B5ED7\"")
        try Self.otherRenderer(baseline)
        let run = CLIRun(["verify", theme, "--baseline", baseline])
        #expect(run.code == 1, "\(run.out)")
        #expect(run.out.contains("renderer fingerprint differs from the baseline's: comparing with pixelmatch threshold 0.05 (anti-aliased pixels not counted) instead of exactly\n"))
        #expect(run.out.contains("FAIL bootstrap/normal.png: ") && run.out.contains(" in buttons btn-outline-primary, btn-primary; "), "\(run.out)")
        #expect(run.out.contains("; renderer change tolerated (--fail-on-renderer-change fails it)\n"))
    }

    /// Corner radius 8 → 8.2 changes only edge pixels, which pixelmatch takes for anti-aliasing (see
    /// RegressionCommandTests): forgiven after a renderer change. The fill one brand step darker is not.
    @Test func edgesPassAFlatColourChangeOverAFillFails() throws {
        let (themes, baseline) = R.recorded()
        try Self.otherRenderer(baseline)
        _ = R.theme(radius: "8.2", in: themes)
        let edges = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(edges.code == 0, "\(edges.out)")
        #expect(edges.out.contains("WITHIN TOLERANCE shop/normal@2x.png: ") && edges.out.contains(" as anti-aliasing"))
        _ = R.theme(saveColor: "#0B5ED7", in: themes)
        try Self.recordWith(themes: themes, baseline: baseline, saveColor: "#0D6EFD")
        let fill = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(fill.code == 1, "\(fill.out)")
        #expect(fill.out.contains("FAIL shop/normal.png: ") && fill.out.contains(" in button save; "))
    }

    /// Records `themes` with save in `saveColor`, then keeps the other renderer's fingerprint.
    static func recordWith(themes: String, baseline: String, saveColor: String) throws {
        let current = try String(contentsOfFile: themes + "/shop.json", encoding: .utf8)
        _ = R.theme(saveColor: saveColor, in: themes)
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        try Self.otherRenderer(baseline)
        try current.write(toFile: themes + "/shop.json", atomically: true, encoding: .utf8)
    }

    @Test func aToleratedChangeIsSaidInTheCIJobSummaryAndTheOptionFailsIt() throws {
        let (themes, baseline) = R.recorded()
        try Self.otherRenderer(baseline)
        let step = R.tempDir() + "/step.md", report = R.tempDir() + "/report"
        let tolerated = CLIRun(["verify", themes, "--baseline", baseline], environment: ["CI": "true", "GITHUB_STEP_SUMMARY": step])
        #expect(tolerated.code == 0, "\(tolerated.out)")
        #expect(tolerated.err.contains("warning: renderer change tolerated on CI: renderer fingerprint differs from the baseline's: comparing with pixelmatch threshold 0.05"))
        let markdown = try String(contentsOfFile: step, encoding: .utf8)
        #expect(markdown.hasPrefix("### ⚠️ bezel verify: 0 of 8 sheets failing\n"), "\(markdown)")
        #expect(markdown.contains("> ⚠️ **Renderer change tolerated.** The renderer differs from the baseline's: pango 0.0.1 → "))
        #expect(markdown.contains("run with `--fail-on-renderer-change` to fail on it"))

        let failing = CLIRun(["verify", themes, "--baseline", baseline, "--fail-on-renderer-change", "--report", report])
        #expect(failing.code == 1)
        #expect(failing.out.contains("instead of exactly; --fail-on-renderer-change: the run fails\n"))
        #expect(failing.out.contains("FAIL renderer: the renderer fingerprint is not the baseline's and --fail-on-renderer-change was given"))
        let json = try R.json(report + "/report.json")
        #expect(json["passed"] == .bool(false) && json["fingerprint"]?.objectValue?["rendererChange"] == .string("fails"))
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"bezel verify\" name=\"renderer fingerprint\">\n      <failure type=\"renderer-change\""))
        // With the baseline's own renderer the option changes nothing.
        let same = R.recorded()
        #expect(CLIRun(["verify", same.themes, "--baseline", same.baseline, "--fail-on-renderer-change"]).code == 0)
    }

    /// `$GITHUB_STEP_SUMMARY` naming a file not yet there (user trials Q-6): created; naming one that
    /// cannot be created: a warning. Either way the report is written and the exit code is the comparison's.
    @Test func aMissingStepSummaryIsCreatedAndAnUnwritableOneNeverCostsTheReportOrTheExitCode() throws {
        let (themes, baseline) = R.recorded()
        let ci = R.tempDir()
        _ = R.theme(saveColor: "#10d010", in: themes)
        let created = CLIRun(["verify", themes, "--baseline", baseline, "--report", ci + "/report"],
                             environment: ["CI": "true", "GITHUB_STEP_SUMMARY": ci + "/step-summary.md"])
        #expect(created.code == 1 && created.err.isEmpty, "\(created.err)")
        #expect(try String(contentsOfFile: ci + "/step-summary.md", encoding: .utf8).hasPrefix("### ❌ bezel verify: "))
        #expect(FileManager.default.fileExists(atPath: ci + "/report/index.html"))
        let nowhere = ci + "/missing-folder/step-summary.md"
        let warned = CLIRun(["verify", themes, "--baseline", baseline, "--report", ci + "/report2"],
                            environment: ["CI": "true", "GITHUB_STEP_SUMMARY": nowhere])
        #expect(warned.code == 1)
        #expect(warned.err == "warning: cannot append the summary to \(nowhere) ($GITHUB_STEP_SUMMARY): No such file or directory; "
                + "the report and the exit code do not depend on it\n")
        #expect(FileManager.default.fileExists(atPath: ci + "/report2/report.json"))
        _ = R.theme(in: themes)
        let passing = CLIRun(["verify", themes, "--baseline", baseline, "--report", ci + "/report3"], environment: ["GITHUB_STEP_SUMMARY": ci])
        #expect(passing.code == 0 && passing.err.contains("warning: cannot append the summary to \(ci) ($GITHUB_STEP_SUMMARY): Is a directory"))
        #expect(FileManager.default.fileExists(atPath: ci + "/report3/index.html"))
    }
}
