import BezelPNG
import Foundation
import Testing
import BezelCore
import BezelRaster
@testable import BezelTesting

/// `verifyGolden` with the `.png` and `.json` strategies, pullbacks and record modes.
@Suite struct GoldenTests {
    static func tempDir() -> String {
        let d = NSTemporaryDirectory() + "bezel-golden-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    static func image(_ r: UInt8, width: Int = 8, height: Int = 4) -> DecodedImage {
        DecodedImage(width: width, height: height, rgba: (0..<(width * height)).flatMap { _ in [r, 40, 200, 255] })
    }

    struct Point: Encodable { var x: Int; var y: Int }

    @Test func missingGoldenIsRecordedAndFailsThenMatches() throws {
        let dir = Self.tempDir()
        let env = ["BEZEL_ARTIFACTS": dir + "/artifacts"]
        let first = verifyGolden(of: Self.image(10), as: .png, named: "blue", goldenDirectory: dir, environment: env)
        #expect(first?.contains("recorded") == true)
        #expect(FileManager.default.fileExists(atPath: dir + "/blue.png"))
        #expect(verifyGolden(of: Self.image(10), as: .png, named: "blue", goldenDirectory: dir, environment: env) == nil)
    }

    @Test func pngMismatchWritesTheActualAndNeverModeNeverWrites() throws {
        let dir = Self.tempDir()
        let env = ["BEZEL_ARTIFACTS": dir + "/artifacts", "CI": "true"]
        #expect(GoldenRecordMode.fromEnvironment(env) == .never)
        let missing = verifyGolden(of: Self.image(10), as: .png, named: "x", goldenDirectory: dir, environment: env)
        #expect(missing?.contains("record mode: never") == true)
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
        _ = verifyGolden(of: Self.image(10), as: .png, named: "x", record: .missing, goldenDirectory: dir, environment: env)
        let message = try #require(verifyGolden(of: Self.image(250), as: .png, named: "x", goldenDirectory: dir, environment: env))
        #expect(message.contains("32 pixels differ"))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/GoldenTests/x.png"))
        let size = try #require(verifyGolden(of: Self.image(10, width: 9), as: .png, named: "x", goldenDirectory: dir, environment: env))
        #expect(size.contains("expected 8×4 px, actual 9×4 px"))
    }

    @Test func aOneUnitColourChangeFailsByDefaultAndPassesOnlyWithAToleranceTheCallerGives() throws {
        let dir = Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["BEZEL_ARTIFACTS": dir + "/artifacts"]
        _ = verifyGolden(of: Self.image(10), as: .png, named: "x", record: .missing, goldenDirectory: dir, environment: env)
        let message = try #require(verifyGolden(of: Self.image(11), as: .png, named: "x", goldenDirectory: dir, environment: env))
        #expect(message.contains("32 pixels differ (compared exactly; allowed: 0)"))
        let raster = RasterImage(width: 1, height: 1, premultipliedRGBA: [10, 40, 200, 255])
        _ = verifyGolden(of: raster, as: .png, named: "r", record: .missing, goldenDirectory: dir, environment: env)
        let nudged = RasterImage(width: 1, height: 1, premultipliedRGBA: [10, 40, 201, 255])
        #expect(verifyGolden(of: nudged, as: .png, named: "r", goldenDirectory: dir, environment: env)?.contains("1 pixel differs (compared exactly; allowed: 0)") == true)
        // Below pixelmatch's threshold: it matches only when the caller asks for the threshold.
        #expect(verifyGolden(of: Self.image(12), as: .png(threshold: 0.1), named: "x", goldenDirectory: dir, environment: env) == nil)
        #expect(verifyGolden(of: Self.image(11), as: .png(maxDiffPixels: 32), named: "x", goldenDirectory: dir, environment: env) == nil)
        #expect(verifyGolden(of: Self.image(11), as: .png(maxDiffPixels: 31), named: "x", goldenDirectory: dir, environment: env) != nil)
    }

    @Test func jsonLineDiffPullbackAndFailedMode() throws {
        let dir = Self.tempDir()
        let env = ["BEZEL_ARTIFACTS": dir + "/artifacts", "BEZEL_RECORD": "missing"]
        let golden = Golden<Point, String>.json.pullback { (n: Int) in Point(x: n, y: 2) }
        #expect(golden.fileExtension == "json")
        _ = verifyGolden(of: 1, as: golden, named: "p", goldenDirectory: dir, environment: env)
        #expect(String(decoding: FileManager.default.contents(atPath: dir + "/p.json")!, as: UTF8.self) == "{\n  \"x\" : 1,\n  \"y\" : 2\n}\n")
        let message = try #require(verifyGolden(of: 5, as: golden, named: "p", goldenDirectory: dir, environment: env))
        #expect(message.contains("-2:   \"x\" : 1,") && message.contains("+2:   \"x\" : 5,"))
        let rerecorded = verifyGolden(of: 5, as: golden, named: "p", goldenDirectory: dir, environment: ["BEZEL_RECORD": "failed"])
        #expect(rerecorded?.contains("re-recorded") == true)
        #expect(verifyGolden(of: 5, as: golden, named: "p", goldenDirectory: dir, environment: env) == nil)
        let value = JSONValue.object(JSONObject([("b", .number(1)), ("a", .string("z"))]))
        _ = verifyGolden(of: value, as: .json, named: "v", goldenDirectory: dir, environment: env)
        #expect(verifyGolden(of: value, as: .json, named: "v", goldenDirectory: dir, environment: env) == nil)
    }

    @Test func rasterImagesRoundTripThroughPNG() throws {
        let dir = Self.tempDir()
        let raster = RasterImage(width: 2, height: 1, premultipliedRGBA: [128, 0, 0, 128, 0, 0, 255, 255])
        _ = verifyGolden(of: raster, as: .png, named: "r", goldenDirectory: dir, environment: [:])
        #expect(verifyGolden(of: raster, as: .png, named: "r", goldenDirectory: dir, environment: [:]) == nil)
        #expect(GoldenRecordMode.fromEnvironment(["BEZEL_RECORD": "all", "CI": "1"]) == .all)
        #expect(GoldenRecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }
}

/// `GoldenRecordMode.fromEnvironment` decides "on CI" by BezelRegression's `CIEnvironment`, the rule
/// `bezel record` uses.
@Suite struct GoldenRecordModeTests {
    @Test(arguments: ["true", "1", "TRUE", "yes", " true "])
    func onCIGoldensAreNeverRecorded(_ ci: String) {
        #expect(GoldenRecordMode.fromEnvironment(["CI": ci]) == .never)
    }

    /// Blank values and `false`/`0` with surrounding spaces are not CI (they were before `CIEnvironment`).
    @Test(arguments: ["false", "0", "", "  ", " false ", "FALSE", " 0"])
    func offCIMissingGoldensAreRecorded(_ ci: String) {
        #expect(GoldenRecordMode.fromEnvironment(["CI": ci]) == .missing)
    }

    @Test func bezelRecordWinsOverCIAndAnUnknownValueIsIgnored() {
        #expect(GoldenRecordMode.fromEnvironment(["BEZEL_RECORD": "FAILED", "CI": "true"]) == .failed)
        #expect(GoldenRecordMode.fromEnvironment(["BEZEL_RECORD": "sometimes", "CI": "true"]) == .never)
        #expect(GoldenRecordMode.fromEnvironment([:]) == .missing)
    }
}
