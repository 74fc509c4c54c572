@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// Cases found by reviewing the tool as a hostile user.
@Suite struct ReviewRegressionTests {
    static func dir() -> String {
        let d = NSTemporaryDirectory() + "bezel-review-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    @Test func aPNGHeaderClaimingAHugeSizeIsRefusedBeforeAllocating() throws {
        let d = Self.dir()
        // A valid signature, an IHDR saying 100000×100000, a tiny IDAT and IEND.
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for b in body { crc ^= UInt32(b); for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 } }
            crc ^= 0xFFFF_FFFF
            let n = UInt32(data.count)
            return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        try Data(bytes).write(to: URL(fileURLWithPath: d + "/bomb.png"))
        let run = CLIRun(["diff", d + "/bomb.png", d + "/bomb.png"])
        #expect(run.code == 2)
        #expect(run.err.contains("bomb.png") && run.err.contains("100000 × 100000 pixels, over the limit of 67108864 pixels; --max-pixels raises it"))
    }

    @Test func aSymbolicLinkCannotLeadOutOfTheThemeFolder() throws {
        let outside = Self.dir(), theme = Self.dir()
        #expect(FileManager.default.createFile(atPath: outside + "/secret.png", contents: Data("secret".utf8)))
        try FileManager.default.createSymbolicLink(atPath: theme + "/link.png", withDestinationPath: outside + "/secret.png")
        try Data(##"{ "buttons": { "b": { "image": "link.png" } } }"##.utf8).write(to: URL(fileURLWithPath: theme + "/t.json"))
        let run = CLIRun(["validate", theme + "/t.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("t.json: buttons.b.image.normal: path 'link.png' escapes the theme folder"))
    }

    @Test func buttonNamesThatDifferOnlyInCaseAreRefused() throws {
        let d = Self.dir()
        try Data(##"{ "buttons": { "Save": { "title": "a" }, "save": { "title": "b" } } }"##.utf8).write(to: URL(fileURLWithPath: d + "/t.json"))
        let run = CLIRun(["validate", d + "/t.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("t.json: buttons.save: button name 'save' differs from 'Save' only in case"))
    }

    @Test func everyBadScaleIsReported() throws {
        let d = Self.dir()
        try Data(##"{ "scales": [0, -1, 1000, 1.5], "buttons": {} }"##.utf8).write(to: URL(fileURLWithPath: d + "/t.json"))
        let run = CLIRun(["validate", d + "/t.json"])
        for i in 0...2 { #expect(run.err.contains("t.json: scales[\(i)]:"), "scales[\(i)]") }
        #expect(!run.err.contains("scales[3]"))
    }

    @Test func anErrorOnlyAModeHasNamesTheMode() throws {
        let d = Self.dir()
        try Data(##"{ "tokens": { "c": { "$value": "#fff" } }, "modes": { "dark": { "tokens": { "c": { "$value": "#zzz" } } } }, "buttons": { "b": { "titleColor": "{c}" } } }"##.utf8)
            .write(to: URL(fileURLWithPath: d + "/t.json"))
        let run = CLIRun(["validate", d + "/t.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("buttons.b.titleColor.normal: bad colour '#zzz'") && run.err.contains("(in mode 'dark')"))
    }

    @Test func longGesturesWrapTheFilmstripAndHugeOnesAreRefused() throws {
        let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples/14-password-toggle.json").path
        let out = Self.dir()
        let run = CLIRun(["simulate", theme, "--button", "toggle", "--events", Array(repeating: "tap", count: 120).joined(separator: ", "), "--render", out])
        #expect(run.code == 0, "\(run.err)")
        let image = try RasterImage(pngData: try #require(FileManager.default.contents(atPath: out + "/toggle-filmstrip.png")))
        #expect(image.height > image.width) // 121 frames in rows of 8
        let huge = CLIRun(["simulate", theme, "--button", "toggle", "--events", Array(repeating: "tap", count: 500).joined(separator: ", "), "--render", out + "/x"])
        #expect(huge.code == 2)
        #expect(huge.err.contains("more than a filmstrip shows"))
    }
}

extension ReviewRegressionTests {
    /// What render would trip on is found by validate: undecodable images and oversized sprites.
    @Test func validateCatchesWhatRenderWouldTripOn() throws {
        let d = Self.dir()
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/gallery-material3.png")))
        png = Array(png.prefix(2000)) // a valid header, a truncated body
        try Data(png).write(to: URL(fileURLWithPath: d + "/trunc.png"))
        try Data(##"{ "buttons": { "a": { "image": "trunc.png" }, "big": { "size": [3000, 44] } } }"##.utf8).write(to: URL(fileURLWithPath: d + "/t.json"))
        let run = CLIRun(["validate", d + "/t.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("t.json: buttons.a.image.normal: the image does not decode"))
        #expect(run.err.contains("t.json: buttons.big: sprite 'big' is 6000×88 px at @2x, over the 4096 px limit"))
        let larger = CLIRun(["validate", d + "/t.json", "--max-sheet-size", "16384"])
        #expect(!larger.err.contains("buttons.big"))
    }
}
