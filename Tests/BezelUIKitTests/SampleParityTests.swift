import BezelCore
import BezelUIKit
import Foundation
import Testing

/// Each of the 18 samples written as UIKit code (`Samples/`, shared with the Examples package) gives
/// the PNG bytes its JSON file gives, state by state, through the same pipeline (`ButtonImageRenderer`
/// for the JSON, `bezelPNGData` for the code).
@Suite @MainActor struct SampleParityTests {
    @Test(arguments: SampleCases.samples) func sample(_ name: String) throws {
        let cases = SampleCases.all.filter { $0.sample == name }
        #expect(!cases.isEmpty)
        for item in cases {
            let found = try SampleCases.mismatches(item) { state, scale in
                try SampleFiles.png(item.sample, button: item.button, state: ControlState(rawValue: state.rawValue), scale: Double(scale))
            }
            #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        }
    }

    @Test func everySampleHasCode() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SampleFiles.repository + "/samples")
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files.count == 18)
        #expect(SampleCases.samples == files)
    }

    /// A changed button is caught: the comparison is not vacuous.
    @Test func aChangedButtonIsAMismatch() throws {
        let item = SampleCase("07-rounded-corners", "rounded") {
            let button = SampleButtons.roundedCorners()
            button.layer.cornerRadius = 6
            return button
        }
        let found = try SampleCases.mismatches(item) { _, scale in
            try SampleFiles.png("07-rounded-corners", button: "rounded", scale: Double(scale))
        }
        #expect(found.count == 1 && found[0].hasPrefix("07-rounded-corners rounded state 0 @2.0x"))
    }
}
