import BezelPNG
import BezelUIKit
import Foundation
import Testing

/// The references the public-style snapshot tests recorded (ButtonCatalogTests, CheckboxButtonTests,
/// ActionBarButtonTests) hold what those set-ups should draw: sampled pixels (@2x) and sizes, so a
/// reference re-recorded after a real regression fails here too.
@Suite struct CatalogReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Snapshots__/"

    func pixel(_ file: String, _ x: Int, _ y: Int) throws -> [UInt8] { try SnapshotFixtures.pixel(Self.folder + file, x, y) }

    func size(_ file: String) throws -> [Int] {
        let image = try PNGDecoder.decode(path: Self.folder + file)
        return [image.width, image.height]
    }

    @Test func stylesFillAsTheirNamesSay() throws {
        let fills = try ["plain", "borderless", "gray", "bordered", "tinted", "borderedTinted", "filled", "borderedProminent"]
            .map { try pixel("ButtonCatalogTests/testEveryStyleWithASubtitle.\($0).png", 4, 52) }
        let clear: [UInt8] = [0, 0, 0, 0], grey: [UInt8] = [115, 115, 128, 40], tint: [UInt8] = [0, 121, 255, 38], blue: [UInt8] = [0, 122, 255, 255]
        #expect(fills == [clear, clear, grey, grey, tint, tint, blue, blue])
        #expect(try size("ButtonCatalogTests/testEveryStyleWithASubtitle.filled.png") == [154, 104], "77 × 52 pt: title and subtitle")
    }

    @Test func cornerStylesAndBaseColours() throws {
        #expect(try pixel("ButtonCatalogTests/testCornerStyles.capsule.png", 20, 4) == [0, 0, 0, 0], "a 22 pt radius leaves this corner clear")
        #expect(try pixel("ButtonCatalogTests/testCornerStyles.fixed.png", 20, 4) == [0, 122, 255, 255])
        #expect(try pixel("ButtonCatalogTests/testCornerStyles.capsule.png", 120, 44) == [0, 122, 255, 255])
        #expect(try pixel("ButtonCatalogTests/testBaseColours.1.png", 6, 44) == [255, 59, 48, 255], "baseBackgroundColor systemRed")
    }

    @Test func sizesDarkModeAndDynamicType() throws {
        let sizes = try ["mini", "small", "medium", "large"].map { try size("ButtonCatalogTests/testButtonSizes.\($0).png") }
        #expect(sizes == [[100, 56], [100, 56], [116, 70], [148, 102]], "mini as small (docs/format.md §9), medium, large")
        #expect(try pixel("ButtonCatalogTests/testDarkModeAndDynamicType.dark.png", 6, 64) == [7, 128, 255, 38], "dark systemBlue at 15 %")
        #expect(try size("ButtonCatalogTests/testDarkModeAndDynamicType.accessibilityExtraLarge.png") == [300, 120])
    }

    @Test func checkboxAndActionBarStates() throws {
        #expect(try pixel("CheckboxButtonTests/testUnchecked.1.png", 4, 44) == [0, 0, 0, 0])
        #expect(try pixel("CheckboxButtonTests/testCheckedByATap.1.png", 4, 44) == [0, 121, 255, 38], "a selected plain button's tinted background")
        #expect(try pixel("ActionBarButtonTests/testPrimary.1.png", 343, 4) == [0, 122, 255, 255])
        #expect(try pixel("ActionBarButtonTests/testPrimary.1.png", 2, 2) == [0, 0, 0, 0], "capsule")
        #expect(try pixel("ActionBarButtonTests/testPrimaryPressed.1.png", 343, 4) == [0, 121, 255, 191], "pressed: the fill at 75 %")
    }
}
