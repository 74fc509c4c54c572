import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// `record` stores the sheet options it was given; `verify` and `record --only-missing` render with them.
@Suite struct RecordedSheetOptionsTests {
    @Test func verifyAndOnlyMissingUseTheRecordedOptions() throws {
        let themes = RegressionCommandTests.theme(), baseline = RegressionCommandTests.tempDir() + "/baseline"
        let record = CLIRun(["record", themes, "--baseline", baseline, "--scale", "2", "--state", "normal,highlighted", "--padding", "0"])
        #expect(record.code == 0, "\(record.err)")
        let stored = try RegressionCommandTests.json(baseline + "/render-options.json")
        #expect(stored["scales"] == .array([.number(2)]) && stored["states"] == .array([.string("normal"), .string("highlighted")]))
        #expect(stored["padding"] == .number(0) && stored["maxSheetSize"] == .number(4096) && stored["powerOfTwo"] == .bool(false))
        let files = try FileManager.default.contentsOfDirectory(atPath: baseline + "/shop").filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["highlighted@2x.png", "normal@2x.png"])
        // Packed without padding: save (80×40) starts right under cancel (72×32), not 4 px lower.
        let frames = try RegressionCommandTests.json(baseline + "/shop/normal@2x.json")["frames"]?.objectValue
        let save = frames?["save"]?.objectValue?["frame"]?.objectValue
        #expect(save?["x"] == .number(0) && save?["y"] == .number(32))

        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(verify.code == 0 && verify.out.contains("verified 2 sheets") && !verify.out.contains("OBSOLETE"), "\(verify.out)\(verify.err)")

        let again = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(again.code == 0 && again.out.contains("recorded 0 files"), "\(again.out)\(again.err)")
        let other = CLIRun(["record", themes, "--baseline", baseline, "--only-missing", "--padding", "4"])
        #expect(other.code == 2 && other.err.contains("recorded with other sheet options"))
    }

    @Test(arguments: [
        (#"{ "padding": "wide" }"#, "padding: must be a whole number from 0 to 256"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 1000000000, "powerOfTwo": false }"#,
         "maxSheetSize: must be a whole number from 16 to 32768"),
        (#"{ "scales": [100], "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "scales[0]: must be null or a list of 1 to 16 scales from 0.25 to 4"),
        (#"{ "scales": "2", "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "scales: must be null or a list of 1 to 16 scales from 0.25 to 4"),
        (#"{ "scales": null, "states": ["pressed"], "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "states[0]: must be null or a list of 1 to 32 state names"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": 1 }"#,
         "powerOfTwo: must be true or false"),
        ("not json", "$: must be a JSON object"),
    ])
    func anUnreadableOrOutOfRangeOptionsFileIsBadInput(_ text: String, _ problem: String) throws {
        let (themes, baseline) = RegressionCommandTests.recorded()
        try Data(text.utf8).write(to: URL(fileURLWithPath: baseline + "/render-options.json"))
        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(verify.code == 2 && verify.err.contains("render-options.json: cannot be read"), "\(verify.err)")
        #expect(verify.err.contains(problem), "\(verify.err)")
        #expect(verify.out.isEmpty || !verify.out.contains("verified"))
    }

    /// Issue 43, item 4: a stored `scales` list with a repeat is refused with its JSON path (it
    /// used to pass and call the @2x baseline files obsolete), and a list of 100,000 repeats is
    /// refused at once by its length (it used to take over ten minutes and 1.8 GB).
    @Test(arguments: [
        (2, "scales[1]: repeats scales[0]"),
        (100_000, "scales: must be null or a list of 1 to 16 scales from 0.25 to 4, found 100000 (limit scales)"),
    ])
    func repeatedOrEndlessStoredScalesAreRefused(_ repeats: Int, _ problem: String) throws {
        let scales = "[" + Array(repeating: "1", count: repeats).joined(separator: ", ") + "]"
        let (themes, baseline) = RegressionCommandTests.recorded()
        let text = #"{ "scales": "# + scales + #", "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: baseline + "/render-options.json"))
        let start = Date()
        let verify = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(verify.code == 2, "\(verify.out)\(verify.err)")
        #expect(verify.err.contains(baseline + "/render-options.json: cannot be read") && verify.err.contains(problem), "\(verify.err)")
        #expect(!verify.out.contains("OBSOLETE") && !verify.out.contains("verified"), "\(verify.out)")
        let record = CLIRun(["record", themes, "--baseline", baseline, "--only-missing"])
        #expect(record.code == 2 && record.err.contains(problem), "\(record.err)")
    }
}
