import BezelUIKit
import Foundation

/// One comparison: a button of a JSON sample (`samples/<sample>.json`, button `button`) and the same
/// button written as UIKit code, drawn in each of `states` at each of `scales`.
struct SampleCase: Sendable {
    let sample: String
    let button: String
    let states: [UIControl.State]
    let scales: [CGFloat]
    let make: @MainActor @Sendable () -> UIButton

    init(_ sample: String, _ button: String, _ states: [UIControl.State] = [.normal], scales: [CGFloat] = [2],
         _ make: @escaping @MainActor @Sendable () -> UIButton) {
        (self.sample, self.button, self.states, self.scales, self.make) = (sample, button, states, scales, make)
    }
}

/// The seed snippets and the 18 samples as UIKit code, each paired with its JSON button: run by
/// `SampleParityTests` and by the Examples package (`bezel-examples`), which both compare bytes.
enum SampleCases {
    static let all: [SampleCase] = [
        SampleCase("01-custom-turquoise", "button1", scales: [1, 2, 3]) { SampleButtons.customTurquoise() },
        SampleCase("02-system-button", "button2") { SampleButtons.system(.system, title: "button2") },
        SampleCase("03-glyph-types", "button3", [.normal, .highlighted]) { SampleButtons.glyph(.detailDisclosure) },
        SampleCase("03-glyph-types", "button4", [.normal, .highlighted]) { SampleButtons.glyph(.infoLight) },
        SampleCase("03-glyph-types", "button5", [.normal, .highlighted]) { SampleButtons.glyph(.infoDark) },
        SampleCase("03-glyph-types", "button6", [.normal, .highlighted]) { SampleButtons.glyph(.contactAdd) },
        SampleCase("04-rounded-rect", "button7") { SampleButtons.system(.roundedRect, title: "button7") },
        SampleCase("05-per-state-titles", "highlightedOnly", [.normal, .highlighted]) {
            SampleButtons.perStateTitle("高亮状态", for: .highlighted)
        },
        SampleCase("05-per-state-titles", "disabledOnly", [.normal, .disabled]) { SampleButtons.perStateTitle("禁用状态", for: .disabled) },
        SampleCase("05-per-state-titles", "selectedOnly", [.normal, .selected, [.selected, .highlighted]]) {
            SampleButtons.perStateTitle("选中状态", for: .selected)
        },
        SampleCase("06-system-tint-image", "button2", [.normal, .highlighted]) { SampleButtons.systemTintImage() },
        SampleCase("07-rounded-corners", "rounded") { SampleButtons.roundedCorners() },
        SampleCase("08-border", "button3") { SampleButtons.border() },
        SampleCase("09-submit", "submit", [.normal, .highlighted]) { SampleButtons.submit() },
        SampleCase("10-hollow", "example", [.normal, .highlighted]) { SampleButtons.hollow() },
        SampleCase("11-default-arrangement", "button") { SampleButtons.defaultArrangement() },
        SampleCase("12-image-title-arrangements", "imageAboveTitle") { SampleButtons.arrangement(placement: .top, padding: 6) },
        SampleCase("12-image-title-arrangements", "titleLeftImageRight") { SampleButtons.arrangement(placement: .trailing, padding: 6) },
        SampleCase("12-image-title-arrangements", "imageLeftTitleRight") { SampleButtons.arrangement(placement: .leading, padding: 6) },
        SampleCase("12-image-title-arrangements", "titleCentredImageLeft") {
            SampleButtons.arrangement(titleInsets: UIEdgeInsets(top: 0, left: -24, bottom: 0, right: 0),
                                      imageInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 170))
        },
        SampleCase("12-image-title-arrangements", "titleCentredImageRight") {
            SampleButtons.arrangement(titleInsets: UIEdgeInsets(top: 0, left: -24, bottom: 0, right: 0),
                                      imageInsets: UIEdgeInsets(top: 0, left: 170, bottom: 0, right: 6))
        },
        SampleCase("13-explicit-rects", "tile") { SampleButtons.tile() },
        SampleCase("14-password-toggle", "toggle", [.normal, .highlighted, .selected, [.selected, .highlighted]]) {
            SampleButtons.passwordToggle()
        },
        SampleCase("15-insets-alignment", "upDown") { SampleButtons.insetsAlignment() },
        SampleCase("16-image-wider-than-button", "wideImage") { SampleButtons.wideImage() },
        SampleCase("17-zkbutton", "add", [.normal, .highlighted]) { SampleButtons.zk() },
        SampleCase("18-truncation", "middle") { SampleButtons.truncation(nil) },
        SampleCase("18-truncation", "tail") { SampleButtons.truncation(.byTruncatingTail) },
    ]

    /// The samples' names, in order, each once.
    static var samples: [String] { all.map(\.sample).reduce(into: []) { if $0.last != $1 { $0.append($1) } } }

    /// Draws `item`'s button in each of its states and scales, the state set as iOS code sets it,
    /// and compares the bytes with `expected`'s (the JSON sample's); one line per mismatch.
    @MainActor
    static func mismatches(_ item: SampleCase, expected: (UIControl.State, CGFloat) throws -> Data) throws -> [String] {
        var found: [String] = []
        for state in item.states {
            for scale in item.scales {
                let button = item.make()
                button.isHighlighted = state.contains(.highlighted)
                button.isEnabled = !state.contains(.disabled)
                button.isSelected = state.contains(.selected)
                let actual = try button.bezelPNGData(scale: scale)
                let wanted = try expected(state, scale)
                if actual != wanted || actual.count < 100 {
                    found.append("\(item.sample) \(item.button) state \(state.rawValue) @\(scale)x: the code's PNG is \(actual.count) bytes, "
                        + "the JSON's \(wanted.count)\(actual == wanted ? "" : ", not the same")")
                }
            }
        }
        return found
    }
}
