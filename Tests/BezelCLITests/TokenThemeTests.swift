@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// The themes built from design-token sets (themes/tailwind.json, antd.json, primer.json) render the
/// design systems' published values: Tailwind's OKLCH palette converted to sRGB, Ant Design's
/// default-theme tokens with its dashed border, and Primer's component tokens, every state of a key
/// bound by one component-state reference. Pixels are read inside each button's bounds (sprites
/// with an outer shadow are larger than their button; the manifest says where the bounds are).
@Suite(.serialized) struct TokenThemeTests {
    static let out: String = {
        let out = NSTemporaryDirectory() + "bezel-token-themes-" + UUID().uuidString
        let themes = ["tailwind", "antd", "primer"].map { repositoryRoot + "/themes/\($0).json" }
        let run = CLIRun(["render"] + themes + ["-o", out, "--scale", "1", "--quiet"])
        precondition(run.code == 0, "the token themes did not render: \(run.err)")
        return out
    }()

    static func json(_ path: String) throws -> JSONObject {
        try #require(try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: Self.out + "/" + path)))).objectValue)
    }

    /// `button`'s sheet of `state` in `folder`, and the top-left corner of its bounds in that sheet.
    func sprite(_ folder: String, _ state: String, _ button: String) throws -> (sheet: RasterImage, x: Int, y: Int, width: Int, height: Int) {
        let frame = try #require(try Self.json("\(folder)/\(state).json")["frames"]?.objectValue?[button]?.objectValue?["frame"]?.objectValue)
        let scale = try #require(try Self.json("\(folder)/manifest.json")["buttons"]?.objectValue?[button]?.objectValue?["frames"]?.objectValue?["@1x"]?.objectValue)
        let bounds = scale["bounds"]?.objectValue
        func n(_ o: JSONObject?, _ key: String) -> Int { Int(o?[key]?.numberValue ?? 0) }
        let sheet = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: "\(Self.out)/\(folder)/\(state).png")))
        return (sheet, n(frame, "x") + n(bounds, "x"), n(frame, "y") + n(bounds, "y"),
                bounds == nil ? n(frame, "w") : n(bounds, "w"), bounds == nil ? n(frame, "h") : n(bounds, "h"))
    }

    /// The colour `dx`, `dy` points inside `button`'s bounds in the `state` sheet of `folder`.
    func pixel(_ folder: String, _ state: String, _ button: String, dx: Int, dy: Int) throws -> RGBAColor {
        let s = try sprite(folder, state, button)
        return s.sheet.pixel(x: s.x + dx, y: s.y + dy)
    }

    static func rgb(_ hex: UInt32) -> RGBAColor {
        RGBAColor(red: UInt8(hex >> 16 & 0xff), green: UInt8(hex >> 8 & 0xff), blue: UInt8(hex & 0xff))
    }

    // MARK: Tailwind

    /// bg-blue-600 is oklch(54.6% 0.245 262.881): #155DFC, the hex Tailwind publishes for it; the hover
    /// blue-500 lies outside sRGB and is Tailwind's own sRGB fallback #2B7FFF; pressed is blue-700.
    @Test func tailwindPrimaryIsTheOKLCHPaletteInSRGB() throws {
        // 4 pt in from the left edge, halfway down: inside the 12-pt padding, clear of the corners.
        #expect(try pixel("tailwind", "normal", "primary", dx: 4, dy: 18) == Self.rgb(0x155DFC))
        #expect(try pixel("tailwind", "focused", "primary", dx: 4, dy: 18) == Self.rgb(0x2B7FFF))
        #expect(try pixel("tailwind", "highlighted", "primary", dx: 4, dy: 18) == Self.rgb(0x1447E6))
        #expect(try pixel("tailwind", "selected", "primary", dx: 4, dy: 18) == Self.rgb(0x1447E6))
        #expect(try pixel("tailwind", "normal", "danger", dx: 4, dy: 18) == Self.rgb(0xE7000B))
        // The dark mode's dark:bg-blue-500, and py-2 around a 20-pt line: 36 pt high.
        #expect(try pixel("tailwind/dark", "normal", "primary", dx: 4, dy: 18) == Self.rgb(0x2B7FFF))
        #expect(try sprite("tailwind", "normal", "primary").height == 36)
    }

    /// The secondary button's outline is Tailwind's inset-ring: an inset shadow of 1-pt spread in
    /// gray-300, over white, with shadow-xs outside; no border.
    @Test func tailwindSecondaryRingIsAnInsetSpreadShadow() throws {
        let ring = Self.rgb(0xD1D5DC)  // gray-300, oklch(87.2% 0.01 258.338)
        #expect(try pixel("tailwind", "normal", "secondary", dx: 40, dy: 0) == ring)
        #expect(try pixel("tailwind", "normal", "secondary", dx: 0, dy: 18) == ring)
        #expect(try pixel("tailwind", "normal", "secondary", dx: 40, dy: 1) == Self.rgb(0xFFFFFF))
        #expect(try pixel("tailwind", "focused", "secondary", dx: 40, dy: 18) == Self.rgb(0xF9FAFB))  // hover:bg-gray-50
        // shadow-xs below the bounds: translucent black.
        let s = try sprite("tailwind", "normal", "secondary")
        let below = s.sheet.pixel(x: s.x + 40, y: s.y + s.height)
        #expect(below.alpha > 0 && below.alpha < 40 && below.red < 40, "\(below)")
    }

    /// bg-linear-to-r from-indigo-500 to-purple-500: indigo at the left edge, purple at the right.
    @Test func tailwindGradientRunsFromIndigoToPurple() throws {
        let s = try sprite("tailwind", "normal", "gradient")
        let left = s.sheet.pixel(x: s.x + 2, y: s.y + 18), right = s.sheet.pixel(x: s.x + s.width - 3, y: s.y + 18)
        // #615FFF and #AD46FF, a step or two in from each end.
        #expect(abs(Int(left.red) - 0x61) <= 4 && abs(Int(left.green) - 0x5f) <= 4 && left.blue == 0xff, "\(left)")
        #expect(abs(Int(right.red) - 0xad) <= 4 && abs(Int(right.green) - 0x46) <= 4 && right.blue == 0xff, "\(right)")
    }

    // MARK: Ant Design

    @Test func antdPrimaryStatesAreTheDefaultThemeTokens() throws {
        #expect(try pixel("antd", "normal", "primary", dx: 4, dy: 16) == Self.rgb(0x1677FF))  // colorPrimary
        #expect(try pixel("antd", "focused", "primary", dx: 4, dy: 16) == Self.rgb(0x4096FF))  // colorPrimaryHover
        #expect(try pixel("antd", "highlighted", "primary", dx: 4, dy: 16) == Self.rgb(0x0958D9))  // colorPrimaryActive
        // Disabled: colorBgContainerDisabled rgba(0,0,0,0.04) inside a colorBorder (#D9D9D9) border.
        #expect(try pixel("antd", "disabled", "primary", dx: 4, dy: 16) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 10))
        #expect(try pixel("antd", "disabled", "primary", dx: 30, dy: 0) == Self.rgb(0xD9D9D9))
        // controlHeight 32; the default button's border turns colorPrimaryHover on hover.
        #expect(try sprite("antd", "normal", "primary").height == 32)
        #expect(try pixel("antd", "focused", "default", dx: 30, dy: 0) == Self.rgb(0x4096FF))
    }

    /// The dashed button is the default button with a dashed border token: along its top edge the
    /// border colour alternates with the white background, where the default button's edge is solid.
    @Test func antdDashedBorderAlternatesAlongTheTopEdge() throws {
        let border = Self.rgb(0xD9D9D9), white = Self.rgb(0xFFFFFF)
        let dashed = try sprite("antd", "normal", "dashed"), solid = try sprite("antd", "normal", "default")
        let range = 8..<(dashed.width - 8)  // the straight part, clear of the 6-pt corners
        let row = range.map { dashed.sheet.pixel(x: dashed.x + $0, y: dashed.y) }
        let dashes = row.filter { $0 == border }.count, gaps = row.filter { $0 == white }.count
        var runs = 0
        for (a, b) in zip(row, row.dropFirst()) where a != b && (b == border || b == white) { runs += 1 }
        #expect(dashes >= 20 && gaps >= 15 && runs >= 30, "dashes \(dashes), gaps \(gaps), changes \(runs): \(row.map(\.hexString))")
        for x in 8..<(solid.width - 8) {
            #expect(solid.sheet.pixel(x: solid.x + x, y: solid.y) == border, "solid border at \(x)")
        }
    }

    // MARK: Primer

    /// One component-state reference per key: "{button.primary.bgColor}" gives rest, hover (focused,
    /// through tokenSettings.states), active, the expanded (selected) look and disabled.
    @Test func primerPrimaryStatesComeFromOneComponentStateGroup() throws {
        #expect(try pixel("primer", "normal", "primary", dx: 4, dy: 16) == Self.rgb(0x1F883D))  // bgColor.rest
        #expect(try pixel("primer", "focused", "primary", dx: 4, dy: 16) == Self.rgb(0x1C8139))  // bgColor.hover
        #expect(try pixel("primer", "highlighted", "primary", dx: 4, dy: 16) == Self.rgb(0x197935))  // bgColor.active
        #expect(try pixel("primer", "selected", "primary", dx: 4, dy: 16) == Self.rgb(0x197935))
        #expect(try pixel("primer", "disabled", "primary", dx: 4, dy: 16) == Self.rgb(0x95D8A6))  // bgColor.disabled
        #expect(try pixel("primer/dark", "normal", "primary", dx: 4, dy: 16) == Self.rgb(0x238636))
        #expect(try pixel("primer/dark", "highlighted", "primary", dx: 4, dy: 16) == Self.rgb(0x2E9A40))
        // The default button: control colours, its border from the borderColor group.
        #expect(try pixel("primer", "normal", "default", dx: 4, dy: 16) == Self.rgb(0xF6F8FA))
        #expect(try pixel("primer", "focused", "default", dx: 4, dy: 16) == Self.rgb(0xEFF2F5))
        #expect(try pixel("primer", "normal", "default", dx: 30, dy: 0) == Self.rgb(0xD1D9E0))
        #expect(try pixel("primer/dark", "normal", "default", dx: 30, dy: 0) == Self.rgb(0x3D444D))
        // Danger: control background at rest, bgColor.danger.emphasis on hover, red.6 pressed.
        #expect(try pixel("primer", "normal", "danger", dx: 4, dy: 16) == Self.rgb(0xF6F8FA))
        #expect(try pixel("primer", "focused", "danger", dx: 4, dy: 16) == Self.rgb(0xCF222E))
        #expect(try pixel("primer", "highlighted", "danger", dx: 4, dy: 16) == Self.rgb(0xA40E26))
        #expect(try sprite("primer", "normal", "primary").height == 32)
        #expect(try sprite("primer", "normal", "primaryLarge").height == 40)
        #expect(try sprite("primer", "normal", "defaultSmall").height == 28)
    }

    /// Primer's shadows: the default button rests on shadow.resting (1 pt below, neutral.13 at 4 %),
    /// gone when disabled; the pressed primary draws shadow.selected inset, inside its translucent
    /// border as CSS draws it (in the padding box).
    @Test func primerShadowsRestAndInset() throws {
        let resting = try sprite("primer", "normal", "default")
        #expect(resting.sheet.pixel(x: resting.x + 30, y: resting.y + resting.height).alpha == 10)
        let disabled = try sprite("primer", "disabled", "default")
        #expect(disabled.sheet.pixel(x: disabled.x + 30, y: disabled.y + disabled.height).alpha == 0)
        // Rest: the border (neutral.13 at 15 %) over #1F883D. Pressed: the border over #197935 is
        // #196C32; the 1-pt row below it is shadow.selected (green.9 #002D11 at alpha 77/255, inset 0 1 0 0)
        // over #197935, #11612A (each channel rounded as Cairo composites it); then the plain background.
        #expect(try pixel("primer", "normal", "primary", dx: 30, dy: 0) == Self.rgb(0x1E7939))
        for state in ["highlighted", "selected"] {
            #expect(try pixel("primer", state, "primary", dx: 30, dy: 0) == Self.rgb(0x196C32), "\(state)")
            #expect(try pixel("primer", state, "primary", dx: 30, dy: 1) == Self.rgb(0x11612A), "\(state)")
            #expect(try pixel("primer", state, "primary", dx: 30, dy: 2) == Self.rgb(0x197935), "\(state)")
        }
    }

    /// The CSS sprites show each system's hover colours on :hover: the themes say "web": {"hover": "focused"}.
    @Test func hoverIsTheFocusedStateOnTheWeb() throws {
        let out = NSTemporaryDirectory() + "bezel-token-themes-css-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let themes = ["tailwind", "antd", "primer"].map { repositoryRoot + "/themes/\($0).json" }
        let run = CLIRun(["render"] + themes + ["-o", out, "--scale", "1", "--format", "css", "--quiet"])
        #expect(run.code == 0, "\(run.err)")
        for theme in ["tailwind", "antd", "primer"] {
            let css = try String(contentsOfFile: "\(out)/\(theme)/buttons.css", encoding: .utf8)
            let hover = try #require(css.range(of: "@media (hover: hover)"), "\(theme): no hover rules")
            let rules = css[hover.lowerBound...]
            #expect(rules.contains(".bezel-\(theme)-primary:hover,") && rules.contains("url(\"focused.png\")"), "\(theme): \(rules.prefix(600))")
        }
    }
}
