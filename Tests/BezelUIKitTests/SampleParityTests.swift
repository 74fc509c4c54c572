import BezelCore
import BezelUIKit
import Foundation
import Testing

/// Each of the 18 samples written as UIKit code gives the PNG bytes its JSON file gives, through
/// the same pipeline (`ButtonImageRenderer` for the JSON, `bezelPNGData` for the code).
@Suite @MainActor struct SampleParityTests {
    /// The code's PNG in `state` equals the sample's, and is a real image (not empty, the right size).
    func expectSame(_ sample: String, _ name: String, _ button: UIButton, _ state: ControlState = .normal, scale: Double = 2) throws {
        button.isHighlighted = state.contains(.highlighted)
        button.isEnabled = !state.contains(.disabled)
        button.isSelected = state.contains(.selected)
        let expected = try SampleFiles.png(sample, button: name, state: state, scale: scale)
        let actual = try button.bezelPNGData(scale: CGFloat(scale))
        #expect(actual == expected, "\(sample) \(name) \(state.name) @\(scale)x: \(actual.count) bytes, the JSON's \(expected.count)")
        #expect(actual.count > 100)
    }

    @Test func s01CustomTurquoise() throws {
        for scale in [1.0, 2, 3] { try expectSame("01-custom-turquoise", "button1", SampleButtons.customTurquoise(), scale: scale) }
    }

    @Test func s02SystemButton() throws { try expectSame("02-system-button", "button2", SampleButtons.system(.system, title: "button2")) }

    @Test func s03GlyphTypes() throws {
        let types: [(String, UIButton.ButtonType)] = [("button3", .detailDisclosure), ("button4", .infoLight), ("button5", .infoDark), ("button6", .contactAdd)]
        for (name, type) in types {
            try expectSame("03-glyph-types", name, SampleButtons.glyph(type))
            try expectSame("03-glyph-types", name, SampleButtons.glyph(type), .highlighted)
        }
    }

    @Test func s04RoundedRect() throws { try expectSame("04-rounded-rect", "button7", SampleButtons.system(.roundedRect, title: "button7")) }

    @Test func s05PerStateTitles() throws {
        for state in [ControlState.normal, .highlighted] {
            try expectSame("05-per-state-titles", "highlightedOnly", SampleButtons.perStateTitle("高亮状态", for: .highlighted), state)
        }
        for state in [ControlState.normal, .disabled] {
            try expectSame("05-per-state-titles", "disabledOnly", SampleButtons.perStateTitle("禁用状态", for: .disabled), state)
        }
        for state in [ControlState.normal, .selected, [.selected, .highlighted]] {
            try expectSame("05-per-state-titles", "selectedOnly", SampleButtons.perStateTitle("选中状态", for: .selected), state)
        }
    }

    @Test func s06SystemTintImage() throws {
        try expectSame("06-system-tint-image", "button2", SampleButtons.systemTintImage())
        try expectSame("06-system-tint-image", "button2", SampleButtons.systemTintImage(), .highlighted)
    }

    @Test func s07RoundedCorners() throws { try expectSame("07-rounded-corners", "rounded", SampleButtons.roundedCorners()) }

    @Test func s08Border() throws { try expectSame("08-border", "button3", SampleButtons.border()) }

    @Test func s09Submit() throws {
        try expectSame("09-submit", "submit", SampleButtons.submit())
        try expectSame("09-submit", "submit", SampleButtons.submit(), .highlighted)
    }

    @Test func s10Hollow() throws {
        try expectSame("10-hollow", "example", SampleButtons.hollow())
        try expectSame("10-hollow", "example", SampleButtons.hollow(), .highlighted)
    }

    @Test func s11DefaultArrangement() throws { try expectSame("11-default-arrangement", "button", SampleButtons.defaultArrangement()) }

    @Test func s12ImageTitleArrangements() throws {
        let sample = "12-image-title-arrangements"
        try expectSame(sample, "imageAboveTitle", SampleButtons.arrangement(placement: .top, padding: 6))
        try expectSame(sample, "titleLeftImageRight", SampleButtons.arrangement(placement: .trailing, padding: 6))
        try expectSame(sample, "imageLeftTitleRight", SampleButtons.arrangement(placement: .leading, padding: 6))
        let title = UIEdgeInsets(top: 0, left: -24, bottom: 0, right: 0)
        try expectSame(sample, "titleCentredImageLeft",
                       SampleButtons.arrangement(titleInsets: title, imageInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 170)))
        try expectSame(sample, "titleCentredImageRight",
                       SampleButtons.arrangement(titleInsets: title, imageInsets: UIEdgeInsets(top: 0, left: 170, bottom: 0, right: 6)))
    }

    @Test func s13ExplicitRects() throws { try expectSame("13-explicit-rects", "tile", SampleButtons.tile()) }

    @Test func s14PasswordToggle() throws {
        for state in [ControlState.normal, .highlighted, .selected, [.selected, .highlighted]] {
            try expectSame("14-password-toggle", "toggle", SampleButtons.passwordToggle(), state)
        }
    }

    @Test func s15InsetsAlignment() throws { try expectSame("15-insets-alignment", "upDown", SampleButtons.insetsAlignment()) }

    @Test func s16ImageWiderThanButton() throws { try expectSame("16-image-wider-than-button", "wideImage", SampleButtons.wideImage()) }

    @Test func s17ZKButton() throws {
        try expectSame("17-zkbutton", "add", SampleButtons.zk())
        try expectSame("17-zkbutton", "add", SampleButtons.zk(), .highlighted)
    }

    @Test func s18Truncation() throws {
        try expectSame("18-truncation", "middle", SampleButtons.truncation(nil))
        try expectSame("18-truncation", "tail", SampleButtons.truncation(.byTruncatingTail))
    }
}
