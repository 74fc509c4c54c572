import BezelCore
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI

/// The path of a Chromium binary, if one is installed (scripts/install-deps installs `chromium`).
let chromiumPath: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// `verify --report` loaded in a real browser. Disabled only where no Chromium is installed; CI runs
/// scripts/install-deps, which installs it, so there the test always runs.
@Suite(.enabled(if: chromiumPath != nil, "needs chromium (scripts/install-deps installs it)"))
struct ReportBrowserTests {
    /// Runs headless Chromium with `arguments` and returns its standard output.
    static func chromium(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromiumPath!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--user-data-dir=" + RegressionCommandTests.tempDir()] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theReportRendersInHeadlessChromiumWithTheFailureCardAndTheButtonName() throws {
        let (themes, baseline) = RegressionCommandTests.recorded()
        _ = RegressionCommandTests.theme(highlightedCancel: "#ff8800", in: themes)
        let report = RegressionCommandTests.tempDir() + "/report"
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report]).code == 1)
        let shot = RegressionCommandTests.tempDir() + "/shot.png"
        _ = try Self.chromium(["--screenshot=" + shot, "--window-size=1200,900", "file://" + report + "/index.html"])
        let image = try PNGDecoder.decode(path: shot)
        #expect(image.width == 1200 && image.height == 900)
        // Not blank: many colours, and the failure card's red header (#d32f2f) is on screen.
        var colours = Set<UInt32>()
        var red = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            let (r, g, b) = (Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2]))
            colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
            if abs(r - 0xd3) < 8 && abs(g - 0x2f) < 8 && abs(b - 0x2f) < 8 { red += 1 }
        }
        #expect(colours.count > 20)
        #expect(red > 1000, "failure card header not visible")
        let dom = try Self.chromium(["--dump-dom", "file://" + report + "/index.html"])
        #expect(dom.contains("FAIL shop/highlighted.png"))
        #expect(dom.contains("<b>cancel</b>"))
    }
}
