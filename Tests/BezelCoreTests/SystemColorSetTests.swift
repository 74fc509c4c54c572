import BezelCore
import BezelTestSupport
import Foundation
import Testing

/// The iOS 17 colour set (docs/format.md §8.1): every name with its light, dark and Increase
/// Contrast values, reachable from a theme through colorScheme and accessibilityContrast.
@Suite struct SystemColorSetTests {
    /// Values typed from the source tables here, independent of docs/format.md and the code.
    @Test(arguments: [
        ("systemBlue", ["#007AFFFF", "#0A84FFFF", "#0040DDFF", "#409CFFFF"]),
        ("systemRed", ["#FF3B30FF", "#FF453AFF", "#D70015FF", "#FF6961FF"]),
        ("systemGray6", ["#F2F2F7FF", "#1C1C1EFF", "#EBEBF0FF", "#242426FF"]),
        ("systemMint", ["#00C7BEFF", "#63E6E2FF", "#0C817BFF", "#66D4CFFF"]),
        ("systemGroupedBackground", ["#F2F2F7FF", "#000000FF", "#EBEBF0FF", "#000000FF"]),
        ("secondarySystemGroupedBackground", ["#FFFFFFFF", "#1C1C1EFF", "#FFFFFFFF", "#242426FF"]),
        ("tertiarySystemGroupedBackground", ["#F2F2F7FF", "#2C2C2EFF", "#EBEBF0FF", "#363638FF"]),
        ("systemFill", ["#78788033", "#7878805B", "#78788047", "#78788070"]),
        ("secondarySystemFill", ["#78788028", "#78788051", "#7878803D", "#78788066"]),
        ("tertiarySystemFill", ["#7676801E", "#7676803D", "#76768033", "#76768051"]),
        ("quaternarySystemFill", ["#74748014", "#7676802D", "#74748028", "#76768042"]),
        ("placeholderText", ["#3C3C434C", "#EBEBF54C", "#3C3C4360", "#EBEBF560"]),
        ("secondaryLabel", ["#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD"]),
        ("opaqueSeparator", ["#C6C6C8FF", "#38383AFF", "#C6C6C8FF", "#38383AFF"]),
        ("separator", ["#3C3C4349", "#54545899", "#3C3C435E", "#545458AD"]),
    ] as [(String, [String])])
    func fourVariants(_ name: String, _ values: [String]) {
        let found = [(ColorAppearance.light, AccessibilityContrast.normal), (.dark, .normal), (.light, .high), (.dark, .high)]
            .map { RGBAColor.system(name, $0.0, $0.1) }
        #expect(found == values.map { RGBAColor(hex: $0) }, "\(name)")
    }

    /// docs/format.md's table lists every iOS name with the values Bezel uses, in four columns.
    @Test func theFormatReferenceTableIsTheColourSet() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[1].hasPrefix("#") else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells[1...])
        }
        let iosNames = RGBAColor.systemColorNames
        #expect(Set(rows.keys) == Set(iosNames), "\(Set(rows.keys).symmetricDifference(iosNames))")
        for (name, cells) in rows {
            let found = [(ColorAppearance.light, AccessibilityContrast.normal), (.dark, .normal), (.light, .high), (.dark, .high)]
                .map { RGBAColor.system(name, $0.0, $0.1) }
            #expect(found == cells.map { RGBAColor(hex: $0) }, "\(name)")
        }
    }

    @Test func aThemeReachesEveryVariant() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "systemBlue", "titleColor": "systemGroupedBackground" }"##,
            extra: ##""modes": { "dark": {}, "contrast": { "accessibilityContrast": "high" }, "dark-contrast": { "accessibilityContrast": "high" } }"##)])
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#007AFF"))
        #expect(f.appearance("b", .normal, mode: "dark").backgroundColor == RGBAColor(hex: "#0A84FF"))
        #expect(f.appearance("b", .normal, mode: "contrast").backgroundColor == RGBAColor(hex: "#0040DD"))
        #expect(f.appearance("b", .normal, mode: "dark-contrast").backgroundColor == RGBAColor(hex: "#409CFF"))
        #expect(f.appearance("b", .normal, mode: "contrast").titleColor == RGBAColor(hex: "#EBEBF0"))
        // The default tint follows the contrast too.
        #expect(f.theme(mode: "contrast").tintColor == RGBAColor(hex: "#0040DD"))
    }

    @Test func tintColorNamesTheThemesTint() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { "backgroundColor": "tintColor", "titleColor": { "highlighted": { "of": "tintColor", "opacity": 0.5 } } }"##,
                                                       extra: ##""tintColor": "#ff8800", "modes": { "dark": { "tintColor": "#00ff88" } }"##)])
        #expect(f.appearance("b", .normal).backgroundColor == RGBAColor(hex: "#ff8800"))
        #expect(f.appearance("b", .normal, mode: "dark").backgroundColor == RGBAColor(hex: "#00ff88"))
        #expect(f.appearance("b", .highlighted).titleColor == RGBAColor(hex: "#ff880080"))
        let circular = ThemeFixture(["theme.json": themeJSON(buttons: ##""b": { }"##, extra: ##""tintColor": "tintColor""##)])
        #expect(circular.validate().diagnostics.map(\.message) == ["'tintColor' names the theme's tint and cannot be the tint itself; give a colour"])
    }
}
