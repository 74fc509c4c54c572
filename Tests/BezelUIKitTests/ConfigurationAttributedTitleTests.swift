#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import BezelCore
import Foundation
import Testing

/// Attributed configuration titles as sample catalogues and UI kits write them: an
/// `AttributedString` built with an `AttributeContainer` of UIKit's attributes, and a
/// `titleTextAttributesTransformer` that sets the font. Each equals the theme's `attributedTitle`.
@Suite @MainActor struct ConfigurationAttributedTitleTests {
    @Test func anAttributedTitleIsTheThemesRuns() throws {
        var container = AttributeContainer()
        container.font = UIFont.boldSystemFont(ofSize: 20)
        container.foregroundColor = UIColor.systemRed
        var title = AttributedString("Buy ", attributes: container)
        var now = AttributedString("now")
        now.underlineStyle = .single
        title += now
        var configuration = UIButton.Configuration.gray()
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
        let png = try button.bezelPNGData(scale: 2)
        let theme = try ThemeJSON()
        defer { theme.remove() }
        #expect(png == (try theme.png("""
            "buttons": { "b": { "size": [140, 44], "attributedTitle": [ { "text": "Buy ", "font": { "size": 20, "weight": 700 }, "color": "systemRed" },
                                                                       { "text": "now", "underline": true } ],
                                "configuration": { "style": "gray" } } }
            """, button: "b")))
        // "Buy " in systemRed (255, 59, 48) somewhere on the left half; none on the right half, which is in the tint.
        #expect(try Self.count(png, of: [255, 59, 48], x: 0..<140) > 20)
        #expect(try Self.count(png, of: [255, 59, 48], x: 140..<280) == 0)
    }

    @Test func aTransformerSetsTheFontOfThePlainTitle() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
            return outgoing
        }
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 50)
        let theme = try ThemeJSON()
        defer { theme.remove() }
        let json = """
            "buttons": { "b": { "size": [160, 50], "title": "Continue", "attributedTitle": [ { "text": "Continue", "font": { "size": 22, "weight": 600 } } ],
                                "configuration": { "style": "filled" } },
                         "plain": { "size": [160, 50], "title": "Continue", "configuration": { "style": "filled" } } }
            """
        let png = try button.bezelPNGData(scale: 2)
        #expect(png == (try theme.png(json, button: "b")))
        #expect(png != (try theme.png(json, button: "plain")), "the transformer's 22-pt font, not the configuration's 17 pt")
        button.isHighlighted = true
        #expect(try button.bezelPNGData(scale: 2) == (try theme.png(json, button: "b", state: .highlighted)))
    }

    @Test func anAttributeBezelDoesNotDrawIsAnError() throws {
        var title = AttributedString("Docs")
        title.link = URL(string: "https://example.com")
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        do {
            _ = try button.bezelPNGData()
            Issue.record("a link attribute was drawn")
        } catch {
            #expect("\(error)".contains("buttons.button.attributedTitle[0]: the attribute 'a Foundation or custom attribute' is not drawn by Bezel"))
        }
    }

    @Test func anAttributedSubtitleIsTheConfigurationsRuns() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Download"
        var size = AttributedString("12.4 MB")
        size.foregroundColor = UIColor.systemGreen
        size.font = UIFont.italicSystemFont(ofSize: 13)
        configuration.attributedSubtitle = size
        configuration.subtitle = "ignored: the attributed subtitle wins"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
        let theme = try ThemeJSON()
        defer { theme.remove() }
        let json = """
            "buttons": { "b": { "size": [160, 60], "title": "Download",
                                "configuration": { "style": "tinted", "subtitle": "ignored: the attributed subtitle wins",
                                                   "attributedSubtitle": [ { "text": "12.4 MB", "font": { "size": 13, "italic": true }, "color": "systemGreen" } ] } } }
            """
        let png = try button.bezelPNGData(scale: 2)
        #expect(png == (try theme.png(json, button: "b")))
        // systemGreen (52, 199, 89) in the subtitle's lower half only.
        #expect(try Self.count(png, of: [52, 199, 89], x: 0..<320) > 20)
        #expect(try Self.count(png, of: [52, 199, 89], x: 0..<320, y: 0..<60) == 0)
        button.isEnabled = false
        #expect(try button.bezelPNGData(scale: 2) == (try theme.png(json, button: "b", state: .disabled)))
    }

    @Test func aSubtitleTransformerStylesThePlainSubtitle() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        configuration.subtitle = "Apple Card"
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 11, weight: .medium)
            outgoing.kern = 1
            return outgoing
        }
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 56)
        let theme = try ThemeJSON()
        defer { theme.remove() }
        #expect(try button.bezelPNGData(scale: 2) == (try theme.png("""
            "buttons": { "b": { "size": [140, 56], "title": "Pay", "configuration": { "style": "filled", "subtitle": "Apple Card",
                                "attributedSubtitle": [ { "text": "Apple Card", "font": { "size": 11, "weight": 500 }, "kern": 1 } ] } } }
            """, button: "b")))
        #expect(try button.bezelTheme().contains("\"attributedSubtitle\": [\n"))
    }

    @Test func aSubtitleThatIsNotRunsIsAnErrorAtItsPath() throws {
        let theme = try ThemeJSON()
        defer { theme.remove() }
        do {
            _ = try theme.png("""
                "buttons": { "b": { "title": "Pay", "configuration": { "style": "filled", "attributedSubtitle": 12 } } }
                """, button: "b")
            Issue.record("decoded")
        } catch {
            #expect("\(error)".contains("buttons.b.configuration.attributedSubtitle"), "\(error)")
        }
    }

    /// Pixels within 8 of `rgb` (opaque) in columns `x` and rows `y` (every row when nil).
    static func count(_ png: Data, of rgb: [Int], x: Range<Int>, y rows: Range<Int>? = nil) throws -> Int {
        let (_, h) = try PNGPixels.size(png)
        var n = 0
        for y in rows ?? 0..<h {
            for column in x {
                let p = try PNGPixels.at(png, column, y)
                if p[3] == 255, zip(p.prefix(3), rgb).allSatisfy({ abs(Int($0) - $1) <= 8 }) { n += 1 }
            }
        }
        return n
    }
}
