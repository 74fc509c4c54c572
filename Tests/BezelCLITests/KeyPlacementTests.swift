import BezelCore
import Foundation
import Testing

/// Keys written the way UIKit code reads (I-5): a key one level off says where it lives instead of
/// a "did you mean" to an unrelated key, a UIKit name Bezel does not model says what to write
/// instead, and `buttonSize` is accepted as UIKit's name of the configuration's `size`.
@Suite struct KeyPlacementTests {
    static let theme = ##"""
    { "name": "t", "scales": [1], "overrideUserInterfaceStyle": "dark", "title": "x",
      "buttons": {
        "a": { "role": "destructive", "subtitle": "More", "scales": [2], "image": { "src": "p.svg", "pointSize": 17 },
               "configuration": { "style": "filled", "title": "Buy", "image": "x.svg", "attributedTitle": [],
                                  "background": { "cornerRadius": 4 }, "strokeColor": "red", "sytle": 2 } },
        "b": { "title": "Go", "backgroundImage": { "src": "p.svg", "renderingMode": "template" }, "image": { "src": "p.svg", "capInsets": [1, 1, 1, 1] } },
        "c": { "title": "Go", "backgroundImage": { "systemName": "star" } }
      } }
    """##

    @Test func aKeyOneLevelOffSaysWhereItLives() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"##
        let file = try ContrastOverPixelsTests.theme(Self.theme, files: ["p.svg": svg])
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        let lines = Set(run.err.split(separator: "\n").map { String($0.drop { $0 != ":" }.dropFirst(2)) })
        for expected in [
            "buttons.a.configuration.title: 'title' is a button key, not a configuration key: move it out of configuration, into the button",
            "buttons.a.configuration.image: 'image' is a button key, not a configuration key: move it out of configuration, into the button",
            "buttons.a.configuration.attributedTitle: 'attributedTitle' is a button key, not a configuration key: move it out of configuration, into the button",
            "buttons.a.subtitle: 'subtitle' is a configuration key, not a button key: put it in the button's configuration",
            "buttons.a.scales: 'scales' is a theme key, not a button key: set it at the top level of the theme file",
            "title: 'title' is a button key, not a theme key: put it in a button under buttons, or in appearance for every button",
            "buttons.b.backgroundImage.normal.renderingMode: 'renderingMode' is an image key, not a backgroundImage key: only the foreground image (image) has a rendering mode and a size of its own",
            "buttons.b.image.normal.capInsets: 'capInsets' is a backgroundImage key, not an image key: only a background image (backgroundImage) has caps and a resizing mode",
            "buttons.a.role: UIButton.role is not modelled (docs/format.md §9): give the button the colours of its role yourself "
                + "(titleColor and backgroundColor, or a configuration's baseForegroundColor and baseBackgroundColor)",
            "buttons.a.configuration.background: UIButton.Configuration's background (UIBackgroundConfiguration) is not modelled (docs/format.md §9): "
                + "use baseBackgroundColor and cornerStyle here, or the button's backgroundColor, cornerRadius, border and backgroundImage",
            "buttons.a.configuration.strokeColor: a background's stroke is not modelled as such: give the button a border (width, color)",
            "buttons.a.image.normal.pointSize: pointSize sizes a symbol: an image with a pointSize names its symbol with systemName, not a src (a file image takes a size)",
            "buttons.c.backgroundImage.systemName: symbols (UIImage(systemName:)) are drawn as the foreground image: give the image {\"systemName\": …}, and the background image a file (PNG or SVG) as src",
            "overrideUserInterfaceStyle: overrideUserInterfaceStyle is not modelled per button: set the theme's colorScheme, or add a mode with \"colorScheme\": \"dark\"",
            // A misspelling still gets its did-you-mean.
            "buttons.a.configuration.sytle: unknown configuration key 'sytle' (did you mean 'style'?)",
        ] {
            #expect(lines.contains(expected), "\(expected)\n\(run.err)")
        }
        // The trial's misleading hints are gone: only the misspelling has a did-you-mean.
        #expect(run.err.components(separatedBy: "did you mean").count == 2, "\(run.err)")
    }

    /// `buttonSize` is `size` by UIKit's name: the same button, byte for byte; both at once is an error.
    @Test func buttonSizeIsTheUIKitNameOfSize() throws {
        func theme(_ configuration: String) throws -> String {
            try ContrastOverPixelsTests.theme(##"{ "name": "t", "scales": [1], "states": ["normal"], "buttons": { "b": { "title": "Go", "configuration": \##(configuration) } } }"##)
        }
        let uikit = try theme(##"{ "style": "filled", "buttonSize": "large" }"##), bezel = try theme(##"{ "style": "filled", "size": "large" }"##)
        let small = try theme(##"{ "style": "filled" }"##)
        var sheets: [Data] = []
        for file in [uikit, bezel, small] {
            let out = RenderCommandTests.tempDir()
            let run = CLIRun(["render", file, "-o", out, "--no-progress"])
            #expect(run.code == 0 && !run.err.contains("warning"), "\(run.err)")
            sheets.append(try #require(FileManager.default.contents(atPath: out + "/t/normal.png")))
        }
        #expect(sheets[0] == sheets[1] && sheets[0] != sheets[2], "buttonSize large draws what size large draws, not the medium default")
        let both = CLIRun(["validate", try theme(##"{ "size": "small", "buttonSize": "large" }"##)])
        #expect(both.code == 2 && both.err.contains("buttons.b.configuration.buttonSize: buttonSize is UIKit's name for size: give one of the two"), "\(both.err)")
        let schema = try String(contentsOfFile: repositoryRoot + "/schema/bezel-theme.schema.json", encoding: .utf8)
        #expect(schema.contains("\"buttonSize\": {\n              \"description\": \"UIKit's name for size, accepted as an alias; give one of the two.\""))
    }

    /// I-8: right after "Two commands", the README says where the binary is and how to put it on PATH.
    @Test func theReadmeSaysWhereTheBinaryIs() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Two commands").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        #expect(section.contains("`.build/release/bezel`") && section.contains(#"export PATH="$PWD/.build/release:$PATH""#), "\(section)")
    }
}
