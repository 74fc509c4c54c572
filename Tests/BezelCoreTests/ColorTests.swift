import Testing
@testable import BezelCore

/// Parses or records a failure; returns nil on failure so the caller's `#expect` fails too.
private func parsed(_ text: String, _ appearance: ColorAppearance = .light) -> String? {
    RGBAColor.parse(text, appearance: appearance)?.hexString
}

/// The message of the error `init(parsing:)` throws, or nil if it parses.
private func parseError(_ text: String) -> String? {
    do throws(ColorParseError) {
        _ = try RGBAColor(parsing: text)
        return nil
    } catch {
        return error.message
    }
}

private func dtcgError(_ value: DTCGColor) -> String? {
    do throws(ColorParseError) {
        _ = try RGBAColor(dtcg: value)
        return nil
    } catch {
        return error.message
    }
}

@Suite struct ColorParsingTests {
    @Test(arguments: [
        ("#0af", "#00AAFFFF"), ("#0AF", "#00AAFFFF"), ("#0af8", "#00AAFF88"),
        ("#0d6efd", "#0D6EFDFF"), ("#0D6EFD80", "#0D6EFD80"), ("  #FfFfFf\n", "#FFFFFFFF"),
        ("#00000000", "#00000000"),
    ])
    func hexNotations(input: String, expected: String) {
        #expect(parsed(input) == expected)
    }

    @Test func badHexHasHumanMessage() {
        #expect(parseError("#12345") == "bad colour '#12345': expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
        #expect(parseError("#12g") == "bad colour '#12g': 'g' is not a hex digit; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
        #expect(parseError("#") != nil)
        #expect(parseError("#1234567") != nil)
        #expect(parseError("#123456789") != nil)
    }

    @Test(arguments: [
        ("rgb(255, 0, 0)", "#FF0000FF"),
        ("rgba(255,0,0,0.5)", "#FF000080"),
        ("RGBA(255, 0, 0, .5)", "#FF000080"),
        ("rgb(255 0 0 / 50%)", "#FF000080"),
        ("rgb(255 0 0 / 0.5)", "#FF000080"),
        ("rgb(100%, 50%, 0%)", "#FF8000FF"),   // 127.5 rounds half up to 128
        ("rgb(127.5, 0, 0)", "#800000FF"),
        ("rgba(0, 0, 0, 0.3)", "#0000004D"),   // 76.5 → 77 despite 0.3 × 255 = 76.4999… in binary
        ("rgb(10, 20, 30, 0.25)", "#0A141E40"), // CSS 4: rgb() takes an alpha too; 63.75 → 64
        ("rgba(1, 2, 3)", "#010203FF"),
        ("rgb( 0 0 0 )", "#000000FF"),
        ("rgb(0,0,0,1)", "#000000FF"),
        ("rgb(0 0 0 / 0%)", "#00000000"),
    ])
    func rgbFunctions(input: String, expected: String) {
        #expect(parsed(input) == expected)
    }

    @Test func outOfRangeRGBIsAnErrorNotAClamp() {
        #expect(parseError("rgb(300,0,0)") == "bad colour 'rgb(300,0,0)': red channel 300 is outside 0…255")
        #expect(parseError("rgb(0, -1, 0)") == "bad colour 'rgb(0, -1, 0)': green channel -1 is outside 0…255")
        #expect(parseError("rgb(0 0 101%)") == "bad colour 'rgb(0 0 101%)': blue channel 101% is outside 0%…100%")
        #expect(parseError("rgba(0,0,0,1.5)") == "bad colour 'rgba(0,0,0,1.5)': alpha 1.5 is outside 0…1 (or 0%…100%)")
    }

    @Test(arguments: ["rgb(0,0)", "rgb(0,0,0", "rgb(a,b,c)", "rgb(0, 0 0)", "rgb(0 0 0 / 1 / 1)",
                      "rgb(0,0,0/1)", "rgb(0x10,0,0)", "rgb(nan,0,0)", "rgb(inf,0,0)", "rgb()", "rgb(0 0 0 0)"])
    func malformedRGBIsAnError(input: String) {
        #expect(RGBAColor.parse(input) == nil)
    }

    @Test(arguments: [
        ("rebeccapurple", "#663399FF"), ("RebeccaPurple", "#663399FF"), ("white", "#FFFFFFFF"),
        ("black", "#000000FF"), ("transparent", "#00000000"), ("clear", "#00000000"), ("Clear", "#00000000"),
        ("cornflowerblue", "#6495EDFF"), ("grey", "#808080FF"), ("lightgoldenrodyellow", "#FAFAD2FF"),
    ])
    func cssNames(input: String, expected: String) {
        #expect(parsed(input) == expected)
    }

    @Test func cssNameTableHas148NamesPlusTransparent() {
        #expect(CSSColorNames.table.count == 148)
        #expect(CSSColorNames.names.count == 149)
        #expect(CSSColorNames.names.allSatisfy { RGBAColor.parse($0) != nil })
    }

    /// Values copied from flutter's `cupertino/colors.dart` (the iOS 13 system colours) (light, dark), independent of SystemColors.swift.
    @Test(arguments: [
        ("systemBlue", "#007AFFFF", "#0A84FFFF"), ("systemGreen", "#34C759FF", "#30D158FF"),
        ("systemIndigo", "#5856D6FF", "#5E5CE6FF"), ("systemOrange", "#FF9500FF", "#FF9F0AFF"),
        ("systemPink", "#FF2D55FF", "#FF375FFF"), ("systemPurple", "#AF52DEFF", "#BF5AF2FF"),
        ("systemRed", "#FF3B30FF", "#FF453AFF"), ("systemTeal", "#5AC8FAFF", "#64D2FFFF"),
        ("systemYellow", "#FFCC00FF", "#FFD60AFF"), ("systemGray", "#8E8E93FF", "#8E8E93FF"),
        ("systemGray2", "#AEAEB2FF", "#636366FF"), ("systemGray3", "#C7C7CCFF", "#48484AFF"),
        ("systemGray4", "#D1D1D6FF", "#3A3A3CFF"), ("systemGray5", "#E5E5EAFF", "#2C2C2EFF"),
        ("systemGray6", "#F2F2F7FF", "#1C1C1EFF"),
        ("systemMint", "#00C7BEFF", "#63E6E2FF"), ("systemCyan", "#32ADE6FF", "#64D2FFFF"),
        ("systemBrown", "#A2845EFF", "#AC8E68FF"),
        ("label", "#000000FF", "#FFFFFFFF"), ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434C", "#EBEBF54C"), ("quaternaryLabel", "#3C3C432D", "#EBEBF528"),
        ("systemFill", "#78788033", "#7878805B"), ("secondarySystemFill", "#78788028", "#78788051"),
        ("tertiarySystemFill", "#7676801E", "#7676803D"), ("quaternarySystemFill", "#74748014", "#7676802D"),
        ("placeholderText", "#3C3C434C", "#EBEBF54C"),
        ("systemBackground", "#FFFFFFFF", "#000000FF"), ("secondarySystemBackground", "#F2F2F7FF", "#1C1C1EFF"),
        ("tertiarySystemBackground", "#FFFFFFFF", "#2C2C2EFF"), ("separator", "#3C3C4349", "#54545899"),
        ("opaqueSeparator", "#C6C6C8FF", "#38383AFF"), ("link", "#007AFFFF", "#0984FFFF"),
        ("lightText", "#FFFFFF99", "#FFFFFF99"), ("darkText", "#000000FF", "#000000FF"),
    ])
    func systemColors(name: String, light: String, dark: String) {
        #expect(parsed(name) == light)
        #expect(parsed(name, .light) == light)
        #expect(parsed(name, .dark) == dark)
    }

    @Test func systemNamesAreCaseInsensitiveAndTertiaryLabelIsExact() throws {
        #expect(parsed("SYSTEMBLUE", .dark) == "#0A84FFFF")
        let tertiary = try #require(RGBAColor.parse("tertiaryLabel"))
        #expect(tertiary == RGBAColor(red: 60, green: 60, blue: 67, alpha: 76))
    }

    @Test func unknownNamesSuggestTheClosest() {
        #expect(parseError("sytemBlue") == "unknown colour 'sytemBlue'; did you mean 'systemBlue'?")
        #expect(parseError("rebecapurple") == "unknown colour 'rebecapurple'; did you mean 'rebeccapurple'?")
        #expect(parseError("qqqqqqqqqq")?.hasPrefix("unknown colour 'qqqqqqqqqq': expected") == true)
        #expect(parseError("") != nil)
        #expect(RGBAColor.closestName(to: "sytemBlue") == "systemBlue")
        #expect(RGBAColor.closestName(to: "TERTIARYLABL") == "tertiaryLabel")
        #expect(RGBAColor.closestName(to: "grean") == "green")
        #expect(RGBAColor.closestName(to: "qqqqqqqqqq") == nil)
        #expect(RGBAColor.knownNames.contains("clear") && RGBAColor.knownNames.contains("systemGray6"))
    }
}

@Suite struct SuggestionTests {
    @Test func editDistances() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("abc", "") == 3)
        #expect(editDistance("same", "same") == 0)
        #expect(editDistance("sytemBlue", "systemBlue") == 1)
        #expect(editDistance("Normal", "normal") == 1)  // case-sensitive by itself
    }

    @Test func suggestions() {
        let states = ["normal", "highlighted", "disabled", "selected", "focused"]
        #expect(suggestion(for: "hilighted", among: states) == "highlighted")
        #expect(suggestion(for: "NORMAL", among: states) == "normal")
        #expect(suggestion(for: "selceted", among: states) == "selected")
        #expect(suggestion(for: "banana", among: states) == nil)
        #expect(suggestion(for: "abcdefgh", among: ["abcdexyz"]) == "abcdexyz")  // distance 3
        #expect(suggestion(for: "abcdefgh", among: ["abcdwxyz"]) == nil)         // distance 4
        #expect(suggestion(for: "ab", among: ["xy"]) == nil)                     // every letter replaced
        #expect(suggestion(for: "ab", among: ["ab", "abc"]) == "abc")           // never the word itself
        #expect(suggestion(for: "ab", among: ["ab"]) == nil)
        #expect(suggestion(for: "cat", among: ["bat", "hat"]) == "bat")          // ties: first wins
        #expect(suggestion(for: "colour", among: [String]()) == nil)
    }
}

@Suite struct DTCGColorTests {
    @Test func srgbComponentsRoundHalfUp() throws {
        let color = try RGBAColor(dtcg: DTCGColor(colorSpace: "srgb", components: [0, 0.5, 1], alpha: 0.5))
        #expect(color.hexString == "#0080FF80")
        let opaque = try RGBAColor(dtcg: DTCGColor(colorSpace: "srgb", components: [0.05, 0.43, 0.99]))
        #expect(opaque.hexString == "#0D6EFCFF")  // 12.75→13, 109.65→110, 252.45→252; alpha defaults to 1
        let spec = try RGBAColor(dtcg: DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5, hex: "#000000"))
        #expect(spec.hexString == "#00000080")
        let none = try RGBAColor(dtcg: DTCGColor(colorSpace: "srgb", components: [nil, 1, nil]))
        #expect(none.hexString == "#00FF00FF")
    }

    @Test func otherSupportedSpaces() throws {
        let linear = try RGBAColor(dtcg: DTCGColor(colorSpace: "srgb-linear", components: [1, 0.5, 0]))
        #expect(linear.hexString == "#FFBC00FF")  // encode(0.5) × 255 = 187.516
        let hsl = try RGBAColor(dtcg: DTCGColor(colorSpace: "hsl", components: [210, 100, 50]))
        #expect(hsl.hexString == "#0080FFFF")
        let wrapped = try RGBAColor(dtcg: DTCGColor(colorSpace: "hsl", components: [-240, 100, 25], alpha: 1))
        #expect(wrapped.hexString == "#008000FF")  // hue 120
    }

    @Test func aConvertedSpaceIgnoresItsHexAndHexOnlyIsUsed() throws {
        // oklch is converted (ColorSpaceTests): its hex is only for tools that cannot.
        let converted = try RGBAColor(dtcg: DTCGColor(colorSpace: "oklch", components: [0.5, 0.2, 250], alpha: 0.25, hex: "#0d6efd"))
        #expect(converted.hexString == "#0063C240")
        let hexOnly = try RGBAColor(dtcg: DTCGColor(colorSpace: nil, components: nil, hex: "#FF0000"))
        #expect(hexOnly.hexString == "#FF0000FF")
    }

    @Test func errorsNameTheProblem() {
        #expect(dtcgError(DTCGColor(colorSpace: "oklch", components: [1.5, 0.2, 250])) == "DTCG oklch component 1 must be within 0…1, found 1.5")
        #expect(dtcgError(DTCGColor(colorSpace: "lch", components: [50, -1, 250])) == "DTCG lch component 2 must be within 0…, found -1")
        #expect(dtcgError(DTCGColor(colorSpace: "srbg", components: [0, 0, 0]))
            == "unknown DTCG colour space 'srbg'; did you mean 'srgb'? (supported: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50)")
        #expect(dtcgError(DTCGColor(colorSpace: "srgb", components: [1.2, 0, 0]))?.contains("within 0…1") == true)
        #expect(dtcgError(DTCGColor(colorSpace: "srgb", components: [0, 0])) != nil)
        #expect(dtcgError(DTCGColor(colorSpace: "srgb", components: nil)) != nil)
        #expect(dtcgError(DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 2)) == "DTCG colour alpha 2.0 is outside 0…1")
        // A malformed hex fallback is an error only where it would be read (no colour space); beside
        // one it is ignored, with a warning (`ignoredHex`).
        #expect(dtcgError(DTCGColor(colorSpace: nil, components: nil, hex: "#fff"))?.contains("exactly #RRGGBB") == true)
        #expect(dtcgError(DTCGColor(colorSpace: "srgb", components: [0, 0, 0], hex: "#fff")) == nil)
        #expect(DTCGColor(colorSpace: "srgb", components: [0, 0, 0], hex: "#fff").ignoredHex?.contains("'#fff' is not #RRGGBB; it is ignored") == true)
        #expect(dtcgError(DTCGColor(colorSpace: nil, components: [0, 0, 0])) != nil)
        #expect(dtcgError(DTCGColor(colorSpace: "hsl", components: [0, 120, 50])) != nil)
    }

    @Test func fromJSONValues() throws {
        let object = JSONValue.object(JSONObject([
            ("colorSpace", .string("srgb")), ("components", .array([.number(1), .string("none"), .number(0)])),
            ("alpha", .number(0.5)),
        ]))
        #expect(try RGBAColor(dtcg: object).hexString == "#FF000080")
        #expect(try RGBAColor(dtcg: JSONValue.string("#00000080")).hexString == "#00000080")
        #expect(try RGBAColor(dtcg: JSONValue.string("systemBlue"), appearance: .dark).hexString == "#0A84FFFF")
        let misspelt = JSONValue.object(JSONObject([("colourSpace", .string("srgb"))]))
        #expect(throws: ColorParseError("unknown key 'colourSpace' in DTCG colour; did you mean 'colorSpace'?")) {
            try RGBAColor(dtcg: misspelt)
        }
        #expect(throws: ColorParseError.self) { try RGBAColor(dtcg: JSONValue.number(3)) }
    }
}

/// The byte-level reading of plain `#hex` colours gives exactly what the general parser gives, and
/// leaves everything else (spaces, other lengths, non-ASCII digits) to it.
@Suite struct PlainHexColorTests {
    @Test func plainHexEqualsTheGeneralParser() throws {
        var state: UInt32 = 7
        let digits = Array("0123456789abcdefABCDEF")
        for length in [3, 4, 6, 8] {
            for _ in 0..<200 {
                var text = "#"
                for _ in 0..<length {
                    state = state &* 1_103_515_245 &+ 12345
                    text.append(digits[Int(state >> 16) % digits.count])
                }
                let general = try RGBAColor.parseHex(text)
                #expect(RGBAColor.plainHex(text) == general, "\(text)")
                #expect(try RGBAColor(parsing: text) == general, "\(text)")
            }
        }
        for other in [" #fff", "#fff ", "#ff", "#fffff", "#ggg", "#１２３", "red", "#fffffffff"] {
            #expect(RGBAColor.plainHex(other) == nil, "\(other)")
        }
        #expect(try RGBAColor(parsing: " #0d6efd ") == RGBAColor(red: 13, green: 110, blue: 253, alpha: 255))
    }
}
