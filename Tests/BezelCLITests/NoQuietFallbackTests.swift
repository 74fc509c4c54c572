@testable import BezelCore
import Foundation
import Testing

/// Inputs that used to be accepted and then ignored, replaced or echoed raw: each now gives an
/// error, a warning, or the result the theme asks for.
@Suite struct NoQuietFallbackTests {
    @Test func controlAndBidiCharactersFromTheInputAreEscapedWhenPrinted() throws {
        let (file, _) = try HostileInputTests.theme("{ \"buttons\": { \"a\\u001b[31mX\\u202e\": { \"title\": \"x\" } } }")
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        #expect(run.err.contains(#"buttons.a\u{1b}[31mX\u{202e}: unsafe button name 'a\u{1b}[31mX\u{202e}'"#), "\(run.err)")
        #expect(!run.err.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        let missing = CLIRun(["validate", "no\u{1B}[2Jsuch.json"])
        #expect(missing.err == "no\\u{1b}[2Jsuch.json: no such file or folder\n")
    }

    @Test func aSuggestionIsNeverTheWordItself() throws {
        let (file, _) = try HostileInputTests.theme(#"{ "buttons": { "a": { "title": { "normal+highlighted": "x" } } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        #expect(run.err.contains("unknown state 'normal+highlighted' (did you mean 'highlighted'?)"), "\(run.err)")
    }

    @Test func aLocalizedTitleWinsOverTheBaseAttributedTitle() throws {
        let (file, _) = try HostileInputTests.theme(
            #"{ "buttons": { "a": { "attributedTitle": ["Save ", { "text": "now", "underline": true }], "#
            + #""localizations": { "de": { "title": "Sichern" } } } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let de = CLIRun(["inspect", file, "--button", "a", "--state", "normal", "--locale", "de", "--json"])
        #expect(de.code == 0, "\(de.err)")
        #expect(de.out.contains(#""title": "Sichern""#), "\(de.out)")
        let base = CLIRun(["inspect", file, "--button", "a", "--state", "normal", "--json"])
        #expect(base.out.contains(#""title": "Save now""#), "\(base.out)")
    }

    @Test func aDerivedConfigurationBaseColourIsAnErrorAndTheActivityIndicatorAWarning() throws {
        let (file, _) = try HostileInputTests.theme(
            ##"{ "buttons": { "a": { "title": "x", "configuration": { "style": "filled", "baseBackgroundColor": { "of": "#336699", "shade": 0.2 } } }, "##
            + #""b": { "title": "y", "configuration": { "style": "filled", "showsActivityIndicator": true } } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        #expect(run.err.contains("\(file): buttons.a.configuration.baseBackgroundColor: a derived colour cannot be a configuration's base colour"))
        #expect(run.err.contains("\(file): buttons.b.configuration.showsActivityIndicator: warning: Bezel does not draw the activity indicator"))
    }

    /// Legacy insets on a button with a configuration are ignored, as UIKit ignores them, and each
    /// one says so: the sheets are the same bytes as without them.
    @Test func legacyInsetsBesideAConfigurationAreIgnoredWithAWarning() throws {
        let plain = ##"{ "name": "cfg", "scales": [1], "buttons": { "b": { "title": "Go", "configuration": { "style": "filled" } } } }"##
        let (file, _) = try HostileInputTests.theme(plain.replacingOccurrences(
            of: #""configuration""#, with: #""titleEdgeInsets": [0, 9, 0, 9], "contentEdgeInsets": [4, 4, 4, 4], "configuration""#))
        let (reference, _) = try HostileInputTests.theme(plain)
        defer { for f in [file, reference] { try? FileManager.default.removeItem(atPath: (f as NSString).deletingLastPathComponent) } }
        let validate = CLIRun(["validate", file])
        #expect(validate.code == 0)
        for key in ["contentEdgeInsets", "titleEdgeInsets"] {
            #expect(validate.err.contains("\(file): buttons.b.\(key): warning: ignored: a button with a configuration is laid out by it"), "\(validate.err)")
        }
        #expect(!validate.err.contains("imageEdgeInsets"))
        let out = NSTemporaryDirectory() + "bezel-cfg-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(CLIRun(["render", file, "-o", out + "/with", "-q"]).code == 0)
        #expect(CLIRun(["render", reference, "-o", out + "/without", "-q"]).code == 0)
        let with = FileManager.default.contents(atPath: out + "/with/cfg/normal.png")
        #expect(with != nil && with == FileManager.default.contents(atPath: out + "/without/cfg/normal.png"))
    }

    @Test func manifestImagePathsAreRelativeToTheThemeFileHoweverItWasNamed() throws {
        let samples = repositoryRoot + "/samples"
        let outA = NSTemporaryDirectory() + "bezel-manifest-a-" + UUID().uuidString
        let outB = NSTemporaryDirectory() + "bezel-manifest-b-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: outA); try? FileManager.default.removeItem(atPath: outB) }
        #expect(CLIRun(["render", samples + "/14-password-toggle.json", "-o", outA, "--scale", "1", "-q"]).code == 0)
        // The same file named relative to the working directory.
        let relative = ThemeFileSystem.relativePath(samples + "/14-password-toggle.json", from: FileManager.default.currentDirectoryPath)
        #expect(!relative.hasPrefix("/"))
        #expect(CLIRun(["render", relative, "-o", outB, "--scale", "1", "-q"]).code == 0)
        let a = try String(contentsOfFile: outA + "/14-password-toggle/manifest.json", encoding: .utf8)
        let b = try String(contentsOfFile: outB + "/14-password-toggle/manifest.json", encoding: .utf8)
        #expect(a == b)
        #expect(a.contains(#""src": "images/login_pwd_hide.svg""#))
        #expect(!a.contains(samples))
    }
}

/// The manifest says which fonts a title is drawn with, not only what the theme asked for.
@Suite struct ManifestFontTests {
    @Test func theManifestNamesTheFamiliesActuallyDrawn() throws {
        let (file, out) = try HostileInputTests.theme(
            #"{ "scales": [1], "states": ["normal"], "buttons": { "a": { "title": "Save", "font": { "family": "Liberation Sans, DejaVu Sans" } }, "#
            + #""b": { "title": "保存" } } }"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        #expect(CLIRun(["render", file, "-o", out, "-q"]).code == 0)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/t/manifest.json"))) as? [String: Any]
        let buttons = try #require(manifest?["buttons"] as? [String: Any])
        func drawn(_ name: String) -> [String]? {
            ((buttons[name] as? [String: Any])?["states"] as? [String: Any]).flatMap { ($0["normal"] as? [String: Any])?["titleFontsDrawn"] as? [String] }
        }
        #expect(drawn("a") == ["DejaVu Sans"])
        #expect(drawn("b") == ["Noto Sans CJK SC"])
    }
}
