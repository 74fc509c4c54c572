import Bezel
import BezelUIKit
import Foundation

/// The seed snippets and the 18 samples as UIKit code (`Samples/`, the tests' own files through a
/// symlink): each button in each of its states gives the PNG bytes of its JSON sample.
@MainActor
func runSampleParity(_ checks: inout Checks) throws {
    for item in SampleCases.all {
        let file = try ThemeFile(contentsOfFile: "samples/\(item.sample).json")
        let found = try SampleCases.mismatches(item) { state, scale in
            try ButtonImageRenderer(theme: file, scale: Double(scale)).pngData(forButton: item.button, state: ControlState(rawValue: state.rawValue))
        }
        checks.expect(found.isEmpty, "\(item.sample) \(item.button): the UIKit code draws the JSON sample's bytes\n"
                      + found.joined(separator: "\n"))
    }
    checks.expect(Set(SampleCases.all.map(\.sample)).count == 18, "all 18 samples are written as UIKit code")
}
