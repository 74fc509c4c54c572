import BezelCore
import Foundation
import Testing
@testable import BezelRegression

/// `RecordedOptions`: a baseline's `render-options.json`, bytes to value and back.
@Suite struct RecordedOptionsTests {
    @Test func theDefaultsAreWrittenExactly() {
        let text = String(decoding: RecordedOptions().jsonData, as: UTF8.self)
        #expect(text == """
        {
          "scales": null,
          "states": null,
          "padding": 2,
          "extrude": 0,
          "maxSheetSize": 4096,
          "powerOfTwo": false
        }

        """)
        #expect(PackingOptions() == PackingOptions(padding: 2, extrude: 0, maxSheetSize: 4096, powerOfTwo: false))
    }

    @Test func optionsRoundTripThroughTheirBytes() throws {
        let options = RecordedOptions(scales: [1, 2.5], states: [.normal, .highlighted],
                                      packing: PackingOptions(padding: 0, extrude: 3, maxSheetSize: 2048, powerOfTwo: true))
        let read = try RecordedOptions(json: options.jsonData)
        #expect(read == options)
        #expect(read.jsonData == options.jsonData)
        #expect(try RecordedOptions(json: RecordedOptions().jsonData) == RecordedOptions())
        // Files written before RecordedOptions ended with a blank line; they read the same.
        #expect(try RecordedOptions(json: options.jsonData + Data("\n".utf8)) == options)
    }

    @Test(arguments: [
        (#"{ "padding": "wide" }"#, "padding: must be a whole number from 0 to 256"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 65, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "extrude: must be a whole number from 0 to 64"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 8, "powerOfTwo": false }"#,
         "maxSheetSize: must be a whole number from 16 to 32768"),
        (#"{ "scales": null, "states": null, "padding": 2.5, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "padding: must be a whole number from 0 to 256"),
        (#"{ "scales": [], "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "scales: must be null or a list of 1 to 16 scales from 0.25 to 4"),
        (#"{ "scales": null, "states": ["pressed"], "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "states[0]: must be null or a list of 1 to 32 state names"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": "yes" }"#,
         "powerOfTwo: must be true or false"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false, "jobs": 4 }"#,
         #""jobs": is not a sheet option (scales, states, padding, extrude, maxSheetSize, powerOfTwo, accessibility)"#),
        (#"{ "scales": [1, 1], "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "scales[1]: repeats scales[0]: must be null or a list of 1 to 16 scales from 0.25 to 4, each once"),
        (#"{ "scales": null, "states": ["normal", "selected+highlighted", "highlighted+selected"], "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#,
         "states[2]: repeats states[1]: must be null or a list of 1 to 32 state names, each once"),
        (#"{ "scales": null, "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false, "accessibility": ["bold-text", "bold-text"] }"#,
         "accessibility[1]: repeats accessibility[0]: must be null or a list of 1 to 95 accessibility variant names, each once"),
        ("[2, 0]", "$: must be a JSON object"),
        ("not json", "$: must be a JSON object"),
    ])
    func aMalformedFileIsRefusedWithTheJSONPath(_ text: String, _ problem: String) {
        #expect(throws: RecordedOptions.StoredValueError.self) { try RecordedOptions(json: Data(text.utf8)) }
        do {
            _ = try RecordedOptions(json: Data(text.utf8))
        } catch {
            #expect(error.description == problem)
        }
    }

    /// A list longer than any list of distinct values is refused by its length, before any item is
    /// compared with the others (100,000 repeats of one scale made verify hang).
    @Test func aLongListIsRefusedAtOnce() throws {
        let text = #"{ "scales": ["# + Array(repeating: "1", count: 100_000).joined(separator: ",")
            + #"], "states": null, "padding": 2, "extrude": 0, "maxSheetSize": 4096, "powerOfTwo": false }"#
        let start = Date()
        #expect(throws: RecordedOptions.StoredValueError(path: "scales", expected: "must be null or a list of 1 to 16 scales from 0.25 to 4, found 100000 (limit scales)")) {
            try RecordedOptions(json: Data(text.utf8))
        }
        #expect(Date().timeIntervalSince(start) < 5)
        let states = RecordedOptions(scales: Array(stride(from: 0.25, through: 4, by: 0.25)).prefix(16).map { $0 }, states: (0..<32).map { ControlState(rawValue: UInt($0)) })
        #expect(try RecordedOptions(json: states.jsonData) == states)
    }

    @Test func aBaselineWithoutTheFileHasNoneAndOneWhereTheFileIsAFolderIsRefused() throws {
        let f = RegressionFixture(); defer { f.remove() }
        #expect(try RecordedOptions.read(baseline: f.root) == nil)
        let options = RecordedOptions(scales: [3], states: nil)
        try f.write(options.jsonData, to: RecordedOptions.fileName)
        #expect(try RecordedOptions.read(baseline: f.root) == options)
        let other = f.root + "/other"
        try FileManager.default.createDirectory(atPath: other + "/" + RecordedOptions.fileName, withIntermediateDirectories: true)
        #expect(throws: RecordedOptions.StoredValueError.self) { try RecordedOptions.read(baseline: other) }
    }
}
