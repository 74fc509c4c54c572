import BezelCore
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI

/// The path of a Chromium binary, if one is installed (scripts/install-deps installs `chromium`).
let chromiumPath: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// `verify --report` loaded in a real browser. Where no Chromium is installed every test fails
/// (`scripts/install-deps` installs it): a report never passes unlooked at.
@Suite
struct ReportBrowserTests {
    init() throws { try requireReader(chromiumPath != nil, "chromium (scripts/install-deps installs it)") }

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
        #expect(dom.contains("FAIL shop › cancel"))
        #expect(dom.contains("highlighted, @2x"))
    }

    /// The slider shows one image on each side of its line: left of it the actual sheet alone,
    /// right of it the expected sheet alone, pixel for pixel as the Actual and Expected figures
    /// show them, also where the sheets are translucent (no actual-over-expected stacking).
    @Test func eachSideOfTheSliderIsExactlyOneImage() throws {
        let dir = RegressionCommandTests.tempDir()
        func write(_ colour: String) throws {
            try Data(##"{ "name": "glass", "scales": [1], "states": ["normal"], "buttons": { "a": { "size": [64, 32], "backgroundColor": "\##(colour)" } } }"##.utf8)
                .write(to: URL(fileURLWithPath: dir + "/glass.json"))
        }
        try write("#ff000080")
        let baseline = RegressionCommandTests.tempDir() + "/baseline", report = RegressionCommandTests.tempDir() + "/report"
        #expect(CLIRun(["record", dir, "--baseline", baseline]).code == 0)
        try write("#0000ff80")
        #expect(CLIRun(["verify", dir, "--baseline", baseline, "--report", report]).code == 1)
        // The page with every fold open and the boxes of the three images in its title.
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8).replacingOccurrences(of: "</body>", with: """
            <script>
            document.querySelectorAll('details').forEach(function (d) { d.open = true; });
            var card = document.querySelector('section.card.fail'), figs = card.querySelectorAll('.row figure');
            function box(el) { var b = el.getBoundingClientRect(); return [b.left, b.top, b.width, b.height]; }
            document.title = 'BOXES' + JSON.stringify([box(figs[0].querySelector('img')), box(figs[1].querySelector('img')), box(card.querySelector('.stack'))]) + 'END';
            </script></body>
            """)
        try html.write(toFile: report + "/probe.html", atomically: true, encoding: .utf8)
        let window = "--window-size=1400,1400"
        let dom = try Self.chromium([window, "--dump-dom", "file://" + report + "/probe.html"])
        let boxesText = try #require(dom.components(separatedBy: "BOXES").dropFirst().first?.components(separatedBy: "END").first)
        let boxes = try #require(try JSONParser.parse(boxesText).arrayValue?.map { $0.arrayValue?.compactMap(\.numberValue).map { Int($0.rounded()) } ?? [] })
        let (expected, actual, stack) = (boxes[0], boxes[1], boxes[2])
        #expect(stack[2] == actual[2] && stack[3] == actual[3] && stack[2] > 100, "\(boxes)")
        let shot = RegressionCommandTests.tempDir() + "/shot.png"
        _ = try Self.chromium([window, "--screenshot=" + shot, "file://" + report + "/probe.html"])
        let image = try PNGDecoder.decode(path: shot)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.rgba[i..<i + 4]) }
        let (w, h) = (stack[2], stack[3])
        var left = 0, right = 0, differ = 0
        for y in 0..<h {
            for x in 0..<w where abs(x - w / 2) > 3 {
                let shown = pixel(stack[0] + x, stack[1] + y)
                if x < w / 2 {
                    if shown != pixel(actual[0] + x, actual[1] + y) { left += 1 }
                    if pixel(actual[0] + x, actual[1] + y) != pixel(expected[0] + x, expected[1] + y) { differ += 1 }
                } else if shown != pixel(expected[0] + x, expected[1] + y) { right += 1 }
            }
        }
        #expect(differ > 1000, "the two sheets must differ for the check to mean anything")
        #expect(left == 0, "\(left) pixels left of the line are not the actual sheet's")
        #expect(right == 0, "\(right) pixels right of the line are not the expected sheet's")
    }

    /// Three changes, three cards in the browser, each at one zoom: in a card, every crop is its
    /// frame times the zoom the card states, so fill's @2x crop is drawn twice as wide as its @1x one.
    @Test func threeChangesAreThreeCardsEachDrawnAtTheZoomItStates() throws {
        let themes = try PerButtonReportTests.themes(), baseline = RegressionCommandTests.tempDir() + "/baseline"
        let report = RegressionCommandTests.tempDir() + "/report"
        #expect(CLIRun(["record", themes, "--baseline", baseline]).code == 0)
        _ = try PerButtonReportTests.themes(fill: "#0B5ED7", cancelHighlighted: "#ff8800", play: "Go!", in: themes)
        #expect(CLIRun(["verify", themes, "--baseline", baseline, "--report", report]).code == 1)
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8).replacingOccurrences(of: "</body>", with: """
            <script>
            window.addEventListener('load', function () {
            var cards = Array.prototype.map.call(document.querySelectorAll('section.card.fail'), function (card) {
              var zoom = parseInt(card.querySelector('.zoom').textContent.replace(/[^0-9]/g, ''), 10);
              var crops = Array.prototype.map.call(card.querySelectorAll('.evidence img'), function (img) {
                return [img.getBoundingClientRect().width, img.naturalWidth];
              });
              return [card.querySelector('h2').firstChild.textContent, zoom, crops];
            });
            document.title = 'CARDS' + JSON.stringify(cards) + 'END';
            });
            </script></body>
            """)
        try html.write(toFile: report + "/probe.html", atomically: true, encoding: .utf8)
        let dom = try Self.chromium(["--window-size=1400,1400", "--dump-dom", "file://" + report + "/probe.html"])
        let text = try #require(dom.components(separatedBy: "CARDS").dropFirst().first?.components(separatedBy: "END").first)
        let cards = try #require(try JSONParser.parse(text).arrayValue?.compactMap(\.arrayValue))
        #expect(cards.compactMap { $0.first?.stringValue } == ["FAIL game › play", "FAIL shop › cancel", "FAIL shop › fill"])
        for card in cards {
            let zoom = try #require(card[1].numberValue)
            let crops = try #require(card[2].arrayValue?.compactMap { $0.arrayValue?.compactMap(\.numberValue) })
            #expect(!crops.isEmpty && crops.allSatisfy { $0[1] > 0 && $0[0] == $0[1] * zoom }, "\(card)")
        }
        let fill = try #require(cards.last?[2].arrayValue?.compactMap { $0.arrayValue?.first?.numberValue })
        #expect(fill.count == 24 && fill[3] == 2 * fill[0], "disabled @1x then @2x expected crops: \(fill)")
    }
}
